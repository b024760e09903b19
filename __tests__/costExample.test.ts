import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { runCli } from '../src/cli/main.js';
import { evalSpec } from './helpers/evalRepo.js';
import { makeResults } from './helpers/results.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { skillMd, tempRepo } from './helpers/tempRepo.js';

// docs/cost-control.md's worked example, recomputed: a PR that changes 5 skills (2 cases that should use
// the skill, 1 that should not), on two CLIs, at the reusable workflow's defaults, priced from the token
// figures the doc states. The doc quotes these dry runs' lines; if the sizing, the defaults or the price
// table change, this fails until the doc says what the dry run now prints.
const SKILLS = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
const TOKENS = {
  'claude-code': { model: 'claude-sonnet-4-5', input: 20_000, output: 800 },
  codex: { model: 'gpt-5-codex', input: 40_000, output: 1_500 },
} as const;

function repository(): string {
  const files: Record<string, string> = {};
  for (const name of SKILLS) {
    files[`${name}/SKILL.md`] = skillMd({
      name,
      description: `Makes ${name} reports. Use when the user asks for a ${name} report.`,
    });
    files[`${name}/.eval.yaml`] = evalSpec([
      {
        id: 'makes-it',
        prompt: `Make the ${name} report`,
        checks: [`activation: ${name}`, 'command: "test -s report.txt"'],
      },
      {
        id: 'makes-another',
        prompt: `Make this week's ${name} report`,
        checks: [`activation: ${name}`, 'command: "test -s report.txt"'],
      },
      {
        id: 'unrelated',
        prompt: 'Say good morning to the team',
        checks: [`activation: { skill: ${name}, expect: false }`],
      },
    ]);
  }
  return tempRepo(files);
}

/** An earlier run's results.json: one trial of each case, at the stated tokens (no CLI cost: priced by the table). */
function earlier(dir: string, backend: keyof typeof TOKENS): string {
  const t = TOKENS[backend];
  const results = makeResults(SKILLS.map((skill) => ({ skill, backend, activated: 1, trials: 1, model: t.model })));
  for (const row of results.results) {
    row.cases = ['makes-it', 'makes-another', 'unrelated'].map((id, i) => ({
      ...row.cases[Math.min(i, 1)]!,
      id,
      trials: 1,
      errors: 0,
      passes: 1,
      tokens: { input: t.input, output: t.output },
      costUsd: undefined,
    }));
  }
  const file = path.join(dir, `${backend}.json`);
  writeFileSync(file, JSON.stringify(results));
  return file;
}

async function dryRun(args: string[], cwd: string): Promise<string> {
  let stdout = '';
  await runCli(['eval', ...args, '--dry-run'], {
    stdout: (t) => (stdout += t),
    stderr: () => {},
    cwd,
    env: {},
    stdoutIsTTY: false,
  });
  return stdout;
}

describe("docs/cost-control.md's worked example is what the dry run prints", () => {
  const workflow = loadYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/caliper.yml'), 'utf8')) as {
    on: { workflow_call: { inputs: Record<string, { default?: string }> } };
  };
  const defaults = workflow.on.workflow_call.inputs;
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/cost-control.md'), 'utf8');

  it("the defaults it assumes are the reusable workflow's", () => {
    expect([
      defaults.detect?.default,
      defaults['max-trials']?.default,
      defaults['max-cost']?.default,
      defaults.trials?.default,
    ]).toEqual(['30', '200', '15', '']);
    expect(doc).toContain('detect: 30, max-trials: 200, max-cost: 15');
  });

  it.each(['claude-code', 'codex'] as const)('%s: the lines the doc quotes', async (backend) => {
    const root = repository();
    const estimate = earlier(root, backend);
    const out = await dryRun(
      [
        root,
        '--backend',
        backend,
        '--detect',
        defaults.detect!.default!,
        '--matrix-jobs',
        '2',
        '--max-trials',
        defaults['max-trials']!.default!,
        '--max-cost',
        defaults['max-cost']!.default!,
        '--estimate-from',
        estimate,
      ],
      root,
    );
    const quoted = out.split('\n').filter((l) => /^(plan|detect|cost):/.test(l));
    expect(quoted).toHaveLength(3);
    for (const line of quoted) expect(doc).toContain(line);
  });

  it('one such skill on Claude Code alone is sized in full', async () => {
    const root = repository();
    const estimate = earlier(root, 'claude-code');
    const out = await dryRun(
      [
        root,
        '--skills',
        'alpha',
        '--detect',
        '30',
        '--matrix-jobs',
        '1',
        '--max-trials',
        '200',
        '--max-cost',
        '15',
        '--estimate-from',
        estimate,
      ],
      root,
    );
    expect(out).toContain(
      'plan: 1 skill(s) × 1 backend(s), 3 case(s): 84 agent run(s)\ndetect: ' +
        '28 trial(s) per case, so that a 30-point drop',
    );
    expect(out).toContain('cost: $6.05 for 3 of 3 case(s)');
    expect(doc).toContain('`28 trial(s) per case` (84 agent runs a side, `cost: $6.05`)');
  });
});
