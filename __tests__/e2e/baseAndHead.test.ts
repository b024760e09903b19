import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedSkills } from '../../src/eval/pr/changedSkills.js';
import { mayWriteCache } from '../../src/results/cache/resultCache.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { claudeLines, fakeCli } from '../helpers/fakeCli.js';
import { runBundle } from '../helpers/runNode.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

jest.setTimeout(60_000);

const spec = (skill: string) =>
  evalSpec([{ id: 'one', prompt: `Do the ${skill} work`, checks: [`activation: ${skill}`] }]);

function files(alphaDescription: string) {
  return {
    'skills/alpha/SKILL.md': skillMd({ name: 'alpha', description: alphaDescription }),
    'skills/alpha/.eval.yaml': spec('alpha'),
    'skills/beta/SKILL.md': goodSkill('beta', 'Follow ../alpha/SKILL.md first.\n'),
    'skills/beta/.eval.yaml': spec('beta'),
    'skills/gamma/SKILL.md': goodSkill('gamma'),
    'skills/gamma/.eval.yaml': spec('gamma'),
  };
}

describe('which skills a change touches', () => {
  it('the edited skill and every skill whose closure includes it; spec edits; new skills', () => {
    const base = validateRepository(tempRepo(files('Handles alpha work. Use when asked for alpha.')));
    const head = validateRepository(tempRepo(files('Handles alpha work better. Use when asked for alpha.')));
    expect(changedSkills(base, head)).toEqual(['alpha', 'beta']);
    const specEdit = validateRepository(
      tempRepo({
        ...files('Handles alpha work. Use when asked for alpha.'),
        'skills/gamma/.eval.yaml': spec('gamma').replace('Do the', 'Please do the'),
      }),
    );
    expect(changedSkills(base, specEdit)).toEqual(['gamma']);
    const added = validateRepository(
      tempRepo({
        ...files('Handles alpha work. Use when asked for alpha.'),
        'skills/delta/SKILL.md': goodSkill('delta'),
        'skills/delta/.eval.yaml': spec('delta'),
      }),
    );
    expect(changedSkills(base, added)).toEqual(['delta']);
    expect(changedSkills(base, base)).toEqual([]);
  });
});

describe('caliper eval --base: base and head in one run, only what changed, with a result cache', () => {
  it('evaluates the changed skills on both sides, compares them, and reuses cached trials on the next run', () => {
    const repo = tempRepo(files('Handles alpha work. Use when asked for alpha.'));
    const git = (...args: string[]) => {
      const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(r.stderr);
    };
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(
      path.join(repo, 'skills/alpha/SKILL.md'),
      skillMd({ name: 'alpha', description: 'Handles alpha work, reworded. Use when asked for alpha.' }),
    );
    git('commit', '-qam', 'head');

    const log = path.join(tempDir('caliper-log-'), 'runs');
    const cli = fakeCli(`echo run >> ${log}\n${claudeLines(['alpha', 'beta'], 'alpha')}`);
    const work = tempDir('caliper-pr-');
    // The fake CLI counts its runs in a log outside any sandbox, which a sandboxed CLI cannot write to.
    const args = (out: string) => [
      'eval',
      path.join(repo, 'skills'),
      '--base',
      'HEAD~1',
      '--scripted-model',
      '--cli',
      `claude-code=${cli.path}`,
      '--trials',
      '2',
      '--concurrency',
      '1',
      '--out',
      out,
      '--cache-dir',
      'cache',
      '--isolation',
      'none',
    ];

    const first = runBundle('dist/cli/index.js', args('out1'), {
      cwd: work,
      env: { CALIPER_TOOLS: process.env.CALIPER_TOOLS },
    });
    expect(first.stderr).toContain('changed since');
    expect(first.stderr).toContain(': alpha, beta');
    expect(first.status).toBe(0);
    const base = JSON.parse(readFileSync(path.join(work, 'out1/base/results.json'), 'utf8'));
    const head = JSON.parse(readFileSync(path.join(work, 'out1/head/results.json'), 'utf8'));
    expect(base.results.map((r: { skill: string }) => r.skill)).toEqual(['alpha', 'beta']);
    expect(head.results.map((r: { skill: string }) => r.skill)).toEqual(['alpha', 'beta']);
    expect(first.stdout).toContain('alpha × claude-code  [skill changed]');
    expect(first.stdout).toContain('beta × claude-code  [skill unchanged, neighbour changed: alpha]');
    const runsAfterFirst = readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
    expect(runsAfterFirst).toBe(8); // 2 skills × 2 trials × 2 sides; gamma never ran

    const second = runBundle('dist/cli/index.js', args('out2'), {
      cwd: work,
      env: { CALIPER_TOOLS: process.env.CALIPER_TOOLS },
    });
    expect(second.status).toBe(0);
    expect(second.stderr.match(/restored 2 trial\(s\) of \w+ × claude-code from the result cache/g)).toHaveLength(4);
    expect(readFileSync(log, 'utf8').split('\n').filter(Boolean).length).toBe(runsAfterFirst);
    expect(existsSync(path.join(work, 'out2/head/results.json'))).toBe(true);
  });
});

describe('who may write the result cache', () => {
  it.each([
    ['push', 'refs/heads/main', 'main', true],
    ['push', 'refs/heads/feature', 'main', false],
    ['schedule', undefined, 'main', true],
    ['workflow_dispatch', 'refs/heads/feature', 'main', true],
    ['pull_request', 'refs/pull/42/merge', 'main', false],
    ['pull_request_target', 'refs/heads/main', 'main', false],
  ])('%s on %s', (event, ref, defaultBranch, expected) => {
    expect(mayWriteCache(event, ref, defaultBranch)).toBe(expected);
  });
});
