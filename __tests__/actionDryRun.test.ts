import { jest } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { evalStage } from '../src/action/evalStage.js';
import { dryRunLines } from '../src/eval/runner/dryRun.js';
import { evalPlan } from '../src/eval/runner/runEval.js';
import { planParts } from './helpers/evalOptions.js';
import { trialsToDetect } from '../src/results/power/detect.js';
import { validateRepository } from '../src/skills/validateRepository.js';
import type { ActionRuntime } from '../src/toolkit/core.js';
import { evalRepo, evalSpec } from './helpers/evalRepo.js';
import { claudeLines, fakeCli } from './helpers/fakeCli.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { skillMd, tempRepo } from './helpers/tempRepo.js';
import { tempDir } from './helpers/tempDirs.js';

jest.setTimeout(60_000);

function runtime(inputs: Record<string, string>) {
  const log: string[] = [];
  let summary = '';
  const rt: ActionRuntime = {
    input: (name) => inputs[name] ?? '',
    setOutput: () => {},
    annotate: (severity, message) => log.push(`${severity}: ${message}`),
    info: (message) => log.push(message),
    appendSummary: async (markdown) => {
      summary += markdown;
    },
    fail: (message) => log.push(`fail: ${message}`),
  };
  return { rt, log, summary: () => summary };
}

const examples = () => validateRepository(path.join(REPO_ROOT, 'examples'));

describe('the Action input dry-run', () => {
  it(
    'prints the plan and its cost in the log and the summary, and installs ' + 'and starts nothing, with no key',
    async () => {
      const tools = tempDir('caliper-tools-');
      const { rt, log, summary } = runtime({ stages: 'eval', 'dry-run': 'true', detect: '30', 'max-trials': '100' });
      const outcome = await evalStage(rt, examples(), { CALIPER_TOOLS: tools, RUNNER_TEMP: tools });
      expect(outcome).toEqual({ kind: 'skipped', reasons: [] });
      expect(log[0]).toBe('dry run: no agent was started.');
      expect(log).toContain(
        'plan: 2 skill(s) × 1 backend(s), 4 case(s): ' +
          String(4 * Number(/(\d+) trial\(s\) per case/.exec(log.join('\n'))![1])) +
          ' agent run(s)',
      );
      expect(log.join('\n')).toMatch(
        /detect: at this budget \(max-trials 100\) the smallest drop this run can detect is \d+ points, not 30/,
      );
      expect(log.join('\n')).toMatch(
        /cost: \$[\d.]+-\$[\d.]+ estimated from what each pinned CLI sends its model \(no earlier run of these cases/,
      );
      expect(summary()).toContain('## caliper eval: dry run');
      expect(summary()).toContain('- csv-summary × claude-code × totals:');
      expect(readdirSync(tools)).toEqual([]);
      expect(log.some((l) => l.startsWith('fail'))).toBe(false);
    },
  );

  it("prices the estimate at the input model, and at each CLI's own default without one", async () => {
    const tools = tempDir('caliper-tools-');
    const own = runtime({ stages: 'eval', 'dry-run': 'true' });
    await evalStage(own.rt, examples(), { CALIPER_TOOLS: tools, RUNNER_TEMP: tools });
    expect(own.log).toContainEqual(
      expect.stringMatching(/^  claude-code 2\.1\.332 at claude-opus-5-5: 12 run\(s\) × /),
    );
    const chosen = runtime({ stages: 'eval', 'dry-run': 'true', model: 'claude-sonnet-5' });
    await evalStage(chosen.rt, examples(), { CALIPER_TOOLS: tools, RUNNER_TEMP: tools });
    expect(chosen.log).toContainEqual(
      expect.stringMatching(/^  claude-code 2\.1\.332 at claude-sonnet-5: 12 run\(s\) × /),
    );
  });

  it('sizes for every job of the matrix (matrix-jobs), and refuses detect with trials', async () => {
    const { rt, log } = runtime({ 'dry-run': 'true', detect: '30', 'matrix-jobs': '2' });
    await evalStage(rt, examples(), {});
    expect(log.join('\n')).toContain(
      `detect: ${trialsToDetect(0.3, 12)} trial(s) per case, so that a ` +
        `30-point drop in one row's activation or execution rate is called ` +
        `regressed with at least 80 % power after the correction over 12 ` +
        `rate(s) of 4 row(s)`,
    );
    await expect(
      evalStage(runtime({ 'dry-run': 'true', detect: '30', trials: 'auto' }).rt, examples(), {}),
    ).rejects.toThrow('inputs "detect" and "trials" exclude each other');
    await expect(evalStage(runtime({ 'dry-run': 'true', detect: '300' }).rt, examples(), {})).rejects.toThrow(
      'input "detect" must be a drop in points, a whole number from 1 to 100 (e.g. 30), not "300"',
    );
  });
});

describe('the Action input dry-run with evaluate-base', () => {
  it('plans each side for the skills whose eval changed since base-ref', async () => {
    const { spawnSync } = await import('node:child_process');
    const { writeFileSync } = await import('node:fs');
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
    writeFileSync(
      path.join(repo, 'beta/SKILL.md'),
      skillMd({
        name: 'beta',
        description: 'Handles beta reports and beta charts. Use when the user asks for either.',
      }),
    );
    git(repo, 'commit', '-qam', 'head');
    const { rt, log, summary } = runtime({
      'dry-run': 'true',
      'evaluate-base': 'true',
      'base-ref': 'HEAD~1',
      detect: '30',
    });
    await evalStage(rt, validateRepository(repo), {});
    expect(log[1]).toMatch(/^changed since [0-9a-f]{12}: beta$/);
    expect(log).toContain('base:');
    expect(log).toContain('head:');
    expect(log.join('\n')).not.toContain('alpha');
    expect(summary()).toContain('- beta × claude-code × one:');
    await expect(
      evalStage(runtime({ 'dry-run': 'true', 'evaluate-base': 'true' }).rt, validateRepository(repo), {}),
    ).rejects.toThrow('evaluate-base needs a base commit');
  });
});

describe('a run prints the plan the dry run prints, before its first trial', () => {
  it('the same lines, then the trials', async () => {
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
    });
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const run = await evalRepo(root, {
      cliPaths: { 'claude-code': cli.path },
      trials: undefined,
      detect: { points: 100 },
      concurrency: 1,
      isolation: 'none',
    });
    const planned = dryRunLines(
      evalPlan(planParts({ report: validateRepository(root), backends: ['claude-code'], detect: { points: 100 } })),
      undefined,
      undefined,
      true,
    );
    // The dry run's lines between its first ("no agent was started") and its cost line.
    const plan = planned.slice(1, -1);
    expect(plan[1]).toMatch(/^detect: \d+ trial\(s\) per case, so that a 100-point drop/);
    const first = run.progress.findIndex((l) => l.startsWith('['));
    expect(run.progress.slice(first - plan.length, first)).toEqual(plan);
    expect(run.results.results[0]!.cases[0]!.trials).toBe(Number(/(\d+) trial\(s\)/.exec(plan[1]!)![1]));
  });
});
