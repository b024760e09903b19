import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { tempDir } from '../helpers/tempDirs.js';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/repos/tune-descriptions');

async function tune(args: string[], env: NodeJS.ProcessEnv = { PATH: process.env.PATH }) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['tune', ...args], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: FIXTURE,
    env,
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

describe('caliper tune: plan and usage errors (nothing runs)', () => {
  it('--dry-run prints the agent runs and model calls, per skill', async () => {
    const r = await tune([
      '.',
      '--skills',
      'file-organiser',
      '--backend',
      'claude-code,codex',
      '--alongside',
      'all',
      '--scripted-model',
      '--trials',
      '2',
      '--rounds',
      '3',
      '--dry-run',
    ]);
    expect(r.code).toBe(0);
    // 10 train and 6 held-out cases, 2 trials, 2 CLIs: 40 runs a train measurement, (1 + 3) of them, and 24 × 2 held
    // out.
    expect(r.stdout).toContain(
      'caliper tune: 3 round(s), at most 208 agent run(s) and 0 model call(s) (offline proposer)',
    );
    expect(r.stdout).toContain('file-organiser: 10 train case(s), 6 held out (seed 1)');
  });

  it(
    '--max-trials lowers the rounds to fit, and one round not fitting is a ' + 'usage error saying what it needs',
    async () => {
      const base = [
        '.',
        '--skills',
        'file-organiser',
        '--backend',
        'claude-code',
        '--scripted-model',
        '--trials',
        '1',
        '--dry-run',
      ];
      const fitted = await tune([...base, '--max-trials', '50']);
      // 10 train and 6 held-out runs: (1 + 2) × 10 + 2 × 6 = 42 fits in 50, a third round (52) would not.
      expect(fitted.stdout).toContain(
        'caliper tune: 2 round(s) (--rounds 5 lowered to 2 to fit --max-trials 50), at most 42 agent run(s)',
      );
      const tight = await tune([...base, '--max-trials', '20']);
      expect(tight.code).toBe(2);
      expect(tight.stderr).toContain(
        'tuning needs at least 32 agent runs for one round, more than --max-trials 20 allows',
      );
    },
  );

  it('a spec with too few cases names the spec file and what it needs', async () => {
    const repo = tempDir('caliper-tune-few-');
    cpSync(FIXTURE, repo, { recursive: true });
    writeFileSync(
      path.join(repo, 'skills/git-helper/.eval.yaml'),
      'cases:\n  - id: a\n    prompt: "Write a commit message"\n    checks: [{ activation: git-helper }]\n',
    );
    const r = await tune([repo, '--skills', 'git-helper', '--scripted-model', '--dry-run']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('skills/git-helper/.eval.yaml: tuning splits the activation cases');
    expect(r.stderr).toContain(
      '1 should-activate case(s) (needs at least 4) and 0 should-not-activate case(s) (needs at least 2)',
    );
  });

  it('without --skills, or with a real model and no proposer key, it says what to pass', async () => {
    expect((await tune(['.'])).stderr).toContain('--skills names the skills to tune');
    const real = await tune(['.', '--skills', 'git-helper', '--backend', 'claude-code'], {
      PATH: process.env.PATH,
      ANTHROPIC_AUTH_TOKEN: 'x',
    });
    expect(real.code).toBe(2);
    expect(real.stderr).toContain(
      "tuning with a real model asks the judge's provider for candidate descriptions: set ANTHROPIC_API_KEY",
    );
  });

  it('--trials takes a number: auto is refused with why and what to pass, and 0 is not offered auto', async () => {
    const base = ['.', '--skills', 'file-organiser', '--scripted-model', '--dry-run'];
    for (const auto of ['auto', 'auto:40']) {
      const r = await tune([...base, '--trials', auto]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`caliper tune takes --trials N, not "${auto}"`);
      expect(r.stderr).toContain('a tune plans its agent runs before it starts');
      expect(r.stderr).toContain('Pass --trials N (more trials find a smaller rise on the held-out cases)');
    }
    const zero = await tune([...base, '--trials', '0']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain('--trials takes a whole number of at least 1, not "0".');
    expect((await tune([...base, '--trials', '2'])).code).toBe(0);
  });
});
