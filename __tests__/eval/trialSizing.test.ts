import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { trialsToDetect } from '../../src/results/power/detect.js';
import { evalPlan } from '../../src/eval/runner/runEval.js';
import { planParts } from '../helpers/evalOptions.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { makeResults } from '../helpers/results.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

async function dryRun(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['eval', ...args, '--dry-run'], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}
const examples = path.resolve('examples');
const tmp = () => tempDir('caliper-detect-');

// examples/: 2 skills, each a should-activate and a should-not-activate case: activation, false
// activation and execution each over one case, so 6 rates and every case at the full N.
describe('caliper eval --detect POINTS --dry-run', () => {
  it('sizes each case so that the drop is found with 80 % power after the correction over the report', async () => {
    const n = trialsToDetect(0.3, 6);
    const { code, stdout } = await dryRun([examples, '--detect', '30'], tmp());
    expect(code).toBe(0);
    expect(stdout).toContain(`plan: 2 skill(s) × 1 backend(s), 4 case(s): ${4 * n} agent run(s)\n`);
    expect(stdout).toContain(
      `detect: ${n} trial(s) per case, so that a 30-point drop in one row's ` +
        `activation or execution rate is called regressed with at least 80 % ` +
        `power after the correction over 6 rate(s) of 2 row(s)`,
    );
    expect(stdout).toContain(`csv-summary × claude-code × totals: ${n} run(s)`);
  });

  it('two backends double the rows of the correction, and so the trials a row needs', async () => {
    const { stdout } = await dryRun([examples, '--detect', '30', '--backend', 'claude-code,codex'], tmp());
    expect(stdout).toContain(`detect: ${trialsToDetect(0.3, 12)} trial(s) per case`);
    expect(stdout).toContain('over 12 rate(s) of 4 row(s)');
  });

  it('when --max-trials does not allow it, says up front the smallest drop this run can detect', async () => {
    const { stdout } = await dryRun([examples, '--detect', '30', '--max-trials', '100'], tmp());
    const smallest = new RegExp(
      String.raw`at this budget \(max-trials 100\) the smallest drop this run can ` +
        String.raw`detect is (\d+) points, not 30: (\d+) trial\(s\) per case \(30 points ` +
        String.raw`would need (\d+) agent runs a side\)`,
    ).exec(stdout);
    expect(smallest).not.toBeNull();
    expect(Number(smallest![1])).toBeGreaterThan(30);
    expect(4 * Number(smallest![2])).toBeLessThanOrEqual(100);
    expect(Number(smallest![3])).toBe(4 * trialsToDetect(0.3, 6));
    // The drop it names is what those trials find: one more point's trials would not fit.
    expect(4 * trialsToDetect((Number(smallest![1]) - 1) / 100, 6)).toBeGreaterThan(100);
  });

  it("counts a baseline arm's runs against --max-trials (a case with one runs twice per trial)", async () => {
    const { stdout } = await dryRun([examples, '--detect', '30', '--baseline', '--max-trials', '100'], tmp());
    // examples/: 4 cases, 2 of them with a baseline arm; each row's lift change is one more rate of the family (3 + 1 a
    // row).
    expect(stdout).toContain(`(30 points would need ${6 * trialsToDetect(0.3, 8)} agent runs a side)`);
    expect(stdout).toContain('with 80 % power after the correction over 8 rate(s) of 2 row(s)');
  });

  it('a budget too small for any drop says so', async () => {
    const { stdout } = await dryRun([examples, '--detect', '30', '--max-trials', '8'], tmp());
    expect(stdout).toContain(
      'at this budget (max-trials 8) this run can detect no drop, not even 100 points: 2 trial(s) per case',
    );
  });

  it('sizes within --max-cost from what each run cost before, and says when it cannot check it', async () => {
    const dir = tmp();
    const earlier = makeResults([
      { skill: 'csv-summary', activated: 3, trials: 3 },
      { skill: 'release-notes', activated: 3, trials: 3 },
    ]);
    for (const row of earlier.results) {
      row.cases = [
        { ...row.cases[0]!, id: row.skill === 'csv-summary' ? 'totals' : 'writes-notes', costUsd: 0.3 },
        { ...row.cases[1]!, id: row.skill === 'csv-summary' ? 'no-skill-for-greeting' : 'unrelated', costUsd: 0.3 },
      ];
    }
    writeFileSync(path.join(dir, 'earlier.json'), JSON.stringify(earlier));
    const priced = await dryRun(
      [examples, '--detect', '30', '--max-cost', '20', '--estimate-from', 'earlier.json'],
      dir,
    );
    // $0.10 a run: $20 buys 200 runs, 50 a case.
    expect(priced.stdout).toMatch(
      new RegExp(
        String.raw`at this budget \(max-cost \$20\) the smallest drop this run can ` +
          String.raw`detect is \d+ points, not 30: (4[0-9]|50) trial\(s\) per case`,
      ),
    );
    // With a --max-trials that binds later than --max-cost, the plan names max-cost (it named max-trials).
    const both = await dryRun(
      [examples, '--detect', '30', '--max-cost', '20', '--max-trials', '220', '--estimate-from', 'earlier.json'],
      dir,
    );
    expect(both.stdout).toMatch(
      new RegExp(
        String.raw`at this budget \(max-cost \$20\) the smallest drop this run can ` +
          String.raw`detect is \d+ points, not 30: (4[0-9]|50) trial\(s\) per case`,
      ),
    );
    const unpriced = await dryRun([examples, '--detect', '30', '--max-cost', '20'], tmp());
    expect(unpriced.stdout).toContain(
      'detect: max-cost is not checked up front: 4 case(s) have no earlier cost to price them by',
    );
  });

  it('refuses --detect with --trials, and a drop outside 1–100 points', async () => {
    expect((await dryRun([examples, '--detect', '30', '--trials', '3'], tmp())).stderr).toContain(
      '--detect sizes the trials of each case itself; give it or --trials, not both.',
    );
    for (const bad of ['0', '101', '0.3', 'thirty'])
      expect((await dryRun([examples, '--detect', bad], tmp())).stderr).toContain(
        `--detect takes a drop in points, a whole number from 1 to 100 (e.g. 30), not "${bad}".`,
      );
  });
});

describe('the sizing of a row of several cases', () => {
  it('a rate over K cases takes ⌈N / K⌉ trials per case; the fewer cases of activation and execution decide', () => {
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([
        { id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] },
        { id: 'two', prompt: 'Make another alpha report', checks: ['activation: alpha'] },
        { id: 'three', prompt: 'And a third alpha report', checks: ['activation: alpha'] },
      ]),
      'beta/SKILL.md': skillMd({
        name: 'beta',
        description: 'Handles beta reports. Use when the user asks for a beta report.',
      }),
      'beta/.eval.yaml': evalSpec([
        { id: 'one', prompt: 'Make the beta report', checks: ['activation: beta'] },
        { id: 'two', prompt: 'Make another beta report', checks: ['activation: beta'] },
        { id: 'never', prompt: 'Say hello', checks: ['activation: { skill: beta, expect: false }'] },
      ]),
    });
    const report = validateRepository(root);
    const plan = evalPlan(planParts({ report, backends: ['claude-code'], detect: { points: 30 } }));
    // alpha: activation and execution over 3 cases; beta: activation and execution over 2, false
    // activation over 1 (in the correction, but not what the row is sized for).
    const n = trialsToDetect(0.3, 5);
    expect(plan.sizing?.rates).toBe(5);
    expect(plan.sizing?.perRow.get('alpha|claude-code')).toBe(Math.ceil(n / 3));
    expect(plan.sizing?.perRow.get('beta|claude-code')).toBe(Math.ceil(n / 2));
    expect(plan.trials.filter((t) => t.skill === 'alpha' && t.evalCase.id === 'two')).toHaveLength(Math.ceil(n / 3));
    // A matrix of 4 jobs sharing the report: 4 times the rates.
    expect(
      evalPlan(planParts({ report, backends: ['claude-code'], detect: { points: 30, jobs: 4 } })).sizing?.rates,
    ).toBe(20);
  });
});

describe('--detect rounds trials up', () => {
  it('a row of K cases gets ⌈N / K⌉ per case when N / K is just above a whole number, never fewer than N', () => {
    // One skill of should-activate cases: activation and execution, 2 rates.
    const n = trialsToDetect(0.3, 2);
    // A case count that leaves a small remainder, where rounding to nearest would round down.
    const k = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((c) => n % c > 0 && n % c < c / 2)!;
    expect(k).toBeDefined();
    const cases = Array.from({ length: k }, (_, i) => ({
      id: `case-${i}`,
      prompt: `Make alpha report number ${i}`,
      checks: ['activation: alpha'],
    }));
    const description = 'Handles alpha reports. Use when the user asks for an alpha report.';
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({ name: 'alpha', description }),
      'alpha/.eval.yaml': evalSpec(cases),
    });
    const plan = evalPlan(
      planParts({ report: validateRepository(root), backends: ['claude-code'], detect: { points: 30 } }),
    );
    expect(plan.sizing?.rates).toBe(2);
    const perCase = plan.sizing!.perRow.get('alpha|claude-code')!;
    expect(perCase).toBe(Math.ceil(n / k));
    expect(perCase * k).toBeGreaterThanOrEqual(n);
  });
});

describe('caliper eval --detect, for real', () => {
  it('sizes within --max-cost by --estimate-from, and prints the plan before its first trial', async () => {
    const { claudeLines, fakeCli } = await import('../helpers/fakeCli.js');
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
    });
    const earlier = makeResults([{ skill: 'alpha', activated: 1, trials: 1 }]);
    earlier.results[0]!.cases = [{ ...earlier.results[0]!.cases[0]!, id: 'one', costUsd: 1 }];
    writeFileSync(path.join(root, 'earlier.json'), JSON.stringify(earlier));
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    let stderr = '';
    const code = await runCli(
      [
        'eval',
        '.',
        '--scripted-model',
        '--isolation',
        'none',
        '--cli',
        `claude-code=${cli.path}`,
        '--detect',
        '50',
        '--max-cost',
        '10',
        '--estimate-from',
        'earlier.json',
        '--out',
        'out',
      ],
      { stdout: () => {}, stderr: (t) => (stderr += t), cwd: root, env: {}, stdoutIsTTY: false },
    );
    const lines = stderr.split('\n');
    if (code !== 0) throw new Error(stderr);
    const sized = lines.findIndex((l) =>
      l.startsWith('detect: at this budget (max-cost $10) the smallest drop this run can detect is'),
    );
    expect(sized).toBeGreaterThan(0);
    expect(lines[sized]).toContain(': 10 trial(s) per case');
    expect(lines.findIndex((l) => l.startsWith('['))).toBeGreaterThan(sized);
    expect(lines.filter((l) => l.startsWith('['))).toHaveLength(10);
  });
});

describe('caliper eval --dry-run --base REF: what a PR run would run and spend, side by side', () => {
  it('only the skills whose eval changed, planned for the base and the head, sized for the drop', async () => {
    const { spawnSync } = await import('node:child_process');
    const { writeFileSync: write } = await import('node:fs');
    const git = (repo: string, ...args: string[]) =>
      expect(
        spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' })
          .status,
      ).toBe(0);
    const skill = (name: string) => ({
      [`${name}/SKILL.md`]: skillMd({
        name,
        description: `Handles ${name} reports. Use when the user asks for a ${name} report.`,
      }),
      [`${name}/.eval.yaml`]: evalSpec([
        { id: 'one', prompt: `Make the ${name} report`, checks: [`activation: ${name}`] },
      ]),
    });
    const repo = tempRepo({ ...skill('alpha'), ...skill('beta') });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'base');
    write(
      path.join(repo, 'alpha/SKILL.md'),
      skillMd({
        name: 'alpha',
        description: 'Handles alpha reports and alpha charts. Use when the user asks for either.',
      }),
    );
    git(repo, 'commit', '-qam', 'head');
    const { code, stdout } = await dryRun(['.', '--base', 'HEAD~1', '--detect', '30'], repo);
    expect(code).toBe(0);
    const n = trialsToDetect(0.3, 2);
    expect(stdout).toMatch(
      new RegExp(
        `^dry run: no agent was started\\.\\nchanged since [0-9a-f]{12}: ` +
          `alpha\\nbase:\\nplan: 1 skill\\(s\\) × 1 backend\\(s\\), 1 ` +
          `case\\(s\\): ${n} agent run\\(s\\)\\n`,
      ),
    );
    expect(stdout).toContain(`head:\nplan: 1 skill(s) × 1 backend(s), 1 case(s): ${n} agent run(s)\n`);
    expect(stdout).not.toContain('beta');
    // The base's worktree is gone again.
    expect(
      spawnSync('git', ['worktree', 'list'], { cwd: repo, encoding: 'utf8' }).stdout.trim().split('\n'),
    ).toHaveLength(1);
    expect((await dryRun(['.', '--base', 'no-such-ref'], repo)).code).toBe(2);
  });
});
