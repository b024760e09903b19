import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISABLE_MODEL_INVOCATION_IGNORED_BY } from '../../src/skills/fields.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { REAL_MODEL, scriptedLeak } from '../helpers/scriptedRun.js';

// Real Claude Code (the pinned version, installed by the global setup) against the scripted model,
// each run inside its own bubblewrap sandbox.
jest.setTimeout(120_000);

const greeter = skillMd(
  {
    name: 'greeter',
    description: 'Greets the world in a friendly banner file. Use when the user asks to greet the world.',
  },
  '# Greeter\n\n```bash\necho "hello world" > greeting.txt\n```\n',
);
const quiet = skillMd(
  {
    name: 'quiet-deploy',
    description: 'Deploys the staging environment. Use when the user asks to deploy staging.',
    'disable-model-invocation': 'true',
  },
  '# Deploy\n\n```bash\necho deployed > deployed.txt\n```\n',
);

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])('install and discover, on the real Claude Code CLI', () => {
  it(
    'lists an installed skill in the request it sends; scores a matching ' +
      'prompt activated, an unrelated one not, a disable-model-invocation ' +
      'skill not; and scripted means scripted everywhere: Claude Code names a real model in its transcript, and no ' +
      'record, result, report, badge or summary repeats it or prices it (issue 26)',
    async () => {
      const root = tempRepo({
        'skills/greeter/SKILL.md': greeter,
        'skills/greeter/.eval.yaml': evalSpec([
          {
            id: 'greet',
            prompt: 'Please greet the world with a banner',
            checks: ['activation: greeter', 'file_contains: { path: greeting.txt, pattern: "hello world" }'],
          },
          {
            id: 'unrelated',
            prompt: 'What is the capital of France?',
            checks: ['activation: { skill: greeter, expect: false }'],
          },
        ]),
        'skills/quiet-deploy/SKILL.md': quiet,
        'skills/quiet-deploy/.eval.yaml': evalSpec([
          {
            id: 'deploy',
            prompt: 'Please deploy staging now',
            checks: ['activation: { skill: quiet-deploy, expect: false }', 'file_exists: deployed.txt'],
          },
        ]),
      });
      const run = await evalRepo(root);
      const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));

      const listings = run.requests
        .map((r) => JSON.stringify(r.body?.messages ?? []))
        .filter((m) => m.includes('skills are available for use with the Skill tool'));
      expect(listings.some((m) => m.includes('- greeter: Greets the world in a friendly banner file.'))).toBe(true);
      // Bundled skills are off: what competes for the choice is the installed set.
      expect(listings.every((m) => !m.includes('- dataviz:'))).toBe(true);

      expect(byCase.greet).toMatchObject({ outcome: 'pass', activations: { greeter: 'activated' } });
      expect(byCase.unrelated).toMatchObject({ outcome: 'pass', activations: { greeter: 'not-activated' } });
      // Discovered (so not an error), but Claude Code keeps it out of the listing: never chosen, never run.
      expect(byCase.deploy).toMatchObject({ outcome: 'fail', activations: { 'quiet-deploy': 'not-activated' } });
      // This backend honours it, so `validate` has no warning for it.
      expect(DISABLE_MODEL_INVOCATION_IGNORED_BY['claude-code']).toBeUndefined();
      expect(byCase.deploy!.checks.map((c) => c.status)).toEqual(['pass', 'fail']);
      expect(listings.every((m) => !m.includes('quiet-deploy'))).toBe(true);

      const greeterRow = run.results.results.find((r) => r.skill === 'greeter')!;
      expect(greeterRow.aggregate.activation).toMatchObject({ successes: 1, trials: 1 });
      expect(greeterRow.aggregate.falseActivation).toMatchObject({ successes: 0, trials: 1 });
      expect(greeterRow.backendVersion).toBe('2.1.332');
      expect(Object.keys(greeterRow.skillHashes)).toEqual(['greeter']);

      // What the CLI believes it called (its default model), and what it would have cost there: in no output.
      const transcript = readFileSync(path.join(run.outDir, byCase.greet!.transcript!), 'utf8');
      expect(transcript).toMatch(REAL_MODEL);
      for (const r of run.records) {
        expect(r.model).toBe('scripted');
        expect(r.usage.costUsd).toBeUndefined();
        expect(r.usage.inputTokens).toBeGreaterThan(0);
      }
      expect(scriptedLeak(run.outDir)).toBeUndefined();
    },
  );

  it('reads a file the skill body links to inside the installed skill folder', async () => {
    const root = tempRepo({
      'skills/styled/SKILL.md': skillMd(
        {
          name: 'styled',
          description:
            'Formats a quarterly report with the house style. Use when the user asks to format the quarterly report.',
        },
        'Apply [the house style](references/x.md).\n',
      ),
      'skills/styled/references/x.md': 'House style: sentence case headings.\n',
      'skills/styled/.eval.yaml': evalSpec([
        { id: 'format', prompt: 'Format the quarterly report please', checks: ['activation: styled'] },
      ]),
    });
    const run = await evalRepo(root);
    const transcript = readFileSync(path.join(run.outDir, run.records[0]!.transcript!), 'utf8');
    const events = transcript
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const read = events.flatMap((e) => e.message?.content ?? []).find((b: { name?: string }) => b.name === 'Read');
    expect(read.input.file_path).toMatch(/\/config\/skills\/styled\/references\/x\.md$/);
    const result = events
      .flatMap((e) => e.message?.content ?? [])
      .find((b: { tool_use_id?: string }) => b.tool_use_id === read.id);
    expect(result.is_error ?? false).toBe(false);
    expect(JSON.stringify(result.content)).toContain('House style: sentence case headings.');
  });

  it(
    "a skill that goes looking finds no answer key: not the neighbour's " +
      '.eval.yaml, not forbidden files, not the repository',
    async () => {
      const probe = (root: string) =>
        [
          '# Probe',
          '',
          '```bash',
          'sandbox=$(dirname "$HOME")',
          "find \"$sandbox\" \\( -name '.eval.yaml' -o -name 'expected.txt' -o " +
            "-name 'solution.md' -o -name '.caliper' \\) > found.txt 2>/dev/null",
          `ls -A ${root} > repo-listing.txt 2>/dev/null`,
          `cat ${root}/skills/neighbour/.eval.yaml > leaked.txt 2>/dev/null || true`,
          '```',
          '',
        ].join('\n');
      const files = {
        'skills/prober/.eval.yaml': evalSpec(
          [
            {
              id: 'probe',
              prompt: 'Please probe the sandbox for answer files',
              checks: [
                'activation: prober',
                'command: "test -f found.txt && test ! -s found.txt"',
                'command: "test ! -s repo-listing.txt"',
                'command: "test ! -s leaked.txt"',
              ],
            },
          ],
          'skills: [neighbour]\nsandbox:\n  fixtures: fixtures/\n  forbidden_files: ["answers/**", "solution.md"]\n',
        ),
        'skills/prober/fixtures/input.txt': 'input',
        'skills/prober/fixtures/answers/expected.txt': 'secret',
        'skills/prober/solution.md': 'secret',
        'skills/prober/.caliper/notes.json': '{}',
        'skills/neighbour/SKILL.md': skillMd({
          name: 'neighbour',
          description: 'Bakes bread for the bakery. Use when asked to bake bread.',
        }),
        'skills/neighbour/.eval.yaml': evalSpec([
          { id: 'bake', prompt: 'Bake some bread', checks: ['activation: neighbour'] },
        ]),
      };
      const root = tempRepo({ ...files, 'skills/prober/SKILL.md': '' });
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        path.join(root, 'skills/prober/SKILL.md'),
        skillMd(
          { name: 'prober', description: 'Probes the sandbox for answer files. Use when asked to probe the sandbox.' },
          probe(root),
        ),
      );
      const run = await evalRepo(root, { skills: ['prober'] });
      const record = run.records[0]!;
      expect(record.checks).toEqual([
        { label: 'activation: prober', status: 'pass' },
        { label: 'command: test -f found.txt && test ! -s found.txt', status: 'pass' },
        { label: 'command: test ! -s repo-listing.txt', status: 'pass' },
        { label: 'command: test ! -s leaked.txt', status: 'pass' },
      ]);
      expect(record.outcome).toBe('pass');
    },
  );

  it('gives identical counts at concurrency 1 and 4 under the deterministic model', async () => {
    const examples = path.join(REPO_ROOT, 'examples');
    const counts = async (concurrency: number) => {
      const run = await evalRepo(examples, { trials: 2, concurrency });
      return run.results.results.map((r) => ({
        skill: r.skill,
        cases: r.cases.map((c) => [c.id, c.trials, c.errors, c.activations, c.passes]),
        aggregate: r.aggregate,
      }));
    };
    const one = await counts(1);
    const four = await counts(4);
    expect(four).toEqual(one);
    expect(one.flatMap((r) => r.cases).every(([, trials, errors]) => trials === 2 && errors === 0)).toBe(true);
  });
});
