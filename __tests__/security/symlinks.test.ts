import path from 'node:path';
import { installableFiles } from '../../src/eval/sandbox/installableFiles.js';
import { planTrials } from '../../src/eval/runner/plan.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { compileGlobs } from '../../src/util/glob.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { tempDir } from '../helpers/tempDirs.js';

jest.setTimeout(120_000);

const spec = [
  'skills: [helper]',
  'sandbox:',
  '  forbidden_files: ["answers.txt"]',
  'cases:',
  '  - id: one',
  '    prompt: "Summarise the quarterly report"',
  '    checks:',
  '      - activation: alpha',
  '',
].join('\n');

/** The attacks of issue 12 item 5: links whose names look harmless and whose targets are answer keys. */
function hostileRepo() {
  return tempRepo({
    'alpha/SKILL.md': goodSkill('alpha', 'See [helper](../helper/SKILL.md).\n'),
    'alpha/.eval.yaml': spec,
    'alpha/.caliper/notes.json': '{"expected": "ANSWER"}',
    'alpha/answers.txt': 'ANSWER',
    'alpha/data/answers.txt': 'ANSWER',
    'alpha/data/input.csv': 'a,b',
    'alpha/plain.txt': 'fine',
    'alpha/notes.md': { link: '.eval.yaml' },
    'alpha/cfg': { link: '.caliper' },
    'alpha/ans-link.txt': { link: 'answers.txt' },
    'alpha/kit': { link: 'data' },
    'alpha/everything': { link: '.' },
    'alpha/alias.txt': { link: 'plain.txt' },
    // A neighbour the spec installs is held to the running spec's forbidden files too.
    'helper/SKILL.md': goodSkill('helper'),
    'helper/answers.txt': 'ANSWER',
    'helper/peek.txt': { link: 'answers.txt' },
  });
}

describe('symlinks: the never-installed and forbidden rules apply to where a link points', () => {
  it('validate names every such link as an error, with what it reaches and what to do', () => {
    const report = validateRepository(hostileRepo());
    const hits = report.diagnostics.filter((d) => d.rule === 'symlink-hidden-target');
    expect(hits.map((d) => d.file).sort()).toEqual([
      'alpha/ans-link.txt',
      'alpha/cfg',
      'alpha/everything',
      'alpha/kit',
      'alpha/notes.md',
      'helper/peek.txt',
    ]);
    expect(hits.every((d) => d.severity === 'error' && /remove it/.test(d.message))).toBe(true);
    expect(hits.find((d) => d.file === 'alpha/notes.md')!.message).toContain('reaches `.eval.yaml`');
    expect(hits.find((d) => d.file === 'alpha/ans-link.txt')!.message).toContain('`alpha/.eval.yaml` forbids');
    expect(hits.find((d) => d.file === 'helper/peek.txt')!.message).toContain('`alpha/.eval.yaml` forbids');
    expect(report.diagnostics.filter((d) => d.file === 'alpha/alias.txt')).toEqual([]);
  });

  it('a spec whose skills hold such a link does not run', () => {
    const report = validateRepository(hostileRepo());
    const plan = planTrials(report, {
      backends: ['claude-code'],
      discipline: 'install-discover',
      defaultTrials: 1,
      trials: undefined,
      skills: undefined,
      cases: undefined,
    });
    expect(plan.trials).toEqual([]);
    expect(plan.skipped).toEqual([
      expect.objectContaining({
        key: 'alpha|*|*|*',
        reason: expect.stringMatching(/^\d+ errors .*run caliper validate/),
      }),
    ]);
  });

  it('and the install never copies them, even when validation is skipped', () => {
    const root = hostileRepo();
    const rels = installableFiles(path.join(root, 'alpha'), compileGlobs(['answers.txt'])).map((f) => f.rel);
    expect(rels).toEqual(['SKILL.md', 'alias.txt', 'data/input.csv', 'plain.txt']);
    const helper = installableFiles(path.join(root, 'helper'), compileGlobs(['answers.txt'])).map((f) => f.rel);
    expect(helper).toEqual(['SKILL.md']);
  });

  it('a SKILL.md or .eval.yaml that is a link leaving the repository is an error and is never read', () => {
    const outside = tempDir('caliper-outside-');
    writeFileSync(
      path.join(outside, 'secret.md'),
      '---\nname: beta\ndescription: RUNNER-SECRET-CONTENT. Use when x.\n---\n',
    );
    writeFileSync(path.join(outside, 'spec.yaml'), 'cases: [RUNNER-SECRET-CONTENT: {{\n');
    const root = tempRepo({
      'beta/SKILL.md': { link: path.join(outside, 'secret.md') },
      'gamma/SKILL.md': goodSkill('gamma'),
      'gamma/.eval.yaml': { link: path.join(outside, 'spec.yaml') },
    });
    const report = validateRepository(root);
    const escapes = report.diagnostics.filter((d) => d.rule === 'symlink-escape');
    expect(escapes.map((d) => d.file)).toEqual(expect.arrayContaining(['beta/SKILL.md', 'gamma/.eval.yaml']));
    expect(JSON.stringify(report)).not.toContain('RUNNER-SECRET-CONTENT');
  });
});

describe('symlinks, attacked from inside a trial (real Claude Code, scripted model)', () => {
  it('even with validation bypassed, no link hands the agent a spec, .caliper/ or a forbidden file', async () => {
    const marker = ['ANS', 'WER', '-7731'];
    const body = [
      '# Prober',
      '',
      '```bash',
      'sandbox=$(dirname "$HOME")',
      'find "$sandbox" \\( -name notes.md -o -name cfg -o -name ans-link.txt -o -name kit \\) > found.txt 2>/dev/null',
      `grep -rl "${marker[0]}""${marker[1]}""${marker[2]}" "$sandbox" > leaked.txt 2>/dev/null || true`,
      '```',
      '',
    ].join('\n');
    const root = tempRepo({
      'skills/prober/SKILL.md': skillMd(
        { name: 'prober', description: 'Probes the sandbox for answer files. Use when asked to probe the sandbox.' },
        body,
      ),
      'skills/prober/.eval.yaml': evalSpec(
        [
          {
            id: 'probe',
            prompt: 'Please probe the sandbox for answer files',
            checks: [
              'activation: prober',
              'command: "test -f found.txt && test ! -s found.txt"',
              'command: "test -f leaked.txt && test ! -s leaked.txt"',
            ],
          },
        ],
        'sandbox:\n  forbidden_files: ["answers.txt"]\n',
      ),
      'skills/prober/.caliper/notes.json': `{"expected": "${marker.join('')}"}`,
      'skills/prober/answers.txt': marker.join(''),
      'skills/prober/data/answers.txt': marker.join(''),
      'skills/prober/notes.md': { link: '.eval.yaml' },
      'skills/prober/cfg': { link: '.caliper' },
      'skills/prober/ans-link.txt': { link: 'answers.txt' },
      'skills/prober/kit': { link: 'data' },
    });
    const report = validateRepository(root);
    expect(report.diagnostics.filter((d) => d.rule === 'symlink-hidden-target')).toHaveLength(4);
    // As if validate had been skipped: only the install stands between the agent and the answers.
    report.diagnostics = report.diagnostics.filter((d) => d.rule !== 'symlink-hidden-target');
    const run = await evalRepo(root, { report });
    expect(run.records[0]!.checks).toEqual([
      { label: 'activation: prober', status: 'pass' },
      { label: 'command: test -f found.txt && test ! -s found.txt', status: 'pass' },
      { label: 'command: test -f leaked.txt && test ! -s leaked.txt', status: 'pass' },
    ]);
  });
});
