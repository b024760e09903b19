import { jest } from '@jest/globals';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import { validateConfigForAction } from '../src/action/validateConfigSource.js';
import type { ActionRuntime } from '../src/toolkit/core.js';
import { runActionBundle } from './helpers/actionRun.js';
import { evalSpec } from './helpers/evalRepo.js';
import { claudeLines, fakeCli } from './helpers/fakeCli.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT, runBundle } from './helpers/runNode.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';
import { tempDir } from './helpers/tempDirs.js';
import { git } from './helpers/git.js';

jest.setTimeout(240_000);

// Issue #27, item 1: `caliper eval` validated without `.github/caliper.yml` (and refused `--config`), so a
// rule the repository had turned into a warning skipped the skill locally while the Action evaluated it.
// Every command and the Action now read the same file, looked up the same way, with the same results.

const CONFIG = 'validate:\n  rules:\n    reference-unresolved: warning\n  ignore: ["template/**"]\n';

/** The example repository with a link the configuration turns into a warning, and an ignored template. */
function workspace(): string {
  const root = tempDir('caliper-one-config-');
  cpSync(path.join(REPO_ROOT, 'examples'), root, { recursive: true });
  const skill = path.join(root, 'skills/csv-summary/SKILL.md');
  writeFileSync(skill, `${readFileSync(skill, 'utf8')}\nSee [the style guide](references/style.md).\n`);
  mkdirSync(path.join(root, '.github'));
  writeFileSync(path.join(root, '.github/caliper.yml'), CONFIG);
  cpSync(path.join(REPO_ROOT, 'examples/skills/csv-summary'), path.join(root, 'template'), { recursive: true });
  writeFileSync(path.join(root, 'template/SKILL.md'), '---\nname: "{{name}}"\n---\n');
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'skills');
  return root;
}

const SCHEDULE = path.join(REPO_ROOT, '__tests__/fixtures/events/schedule.json');

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])(
  'the CLI and the Action judge one repository by one file',
  () => {
    it('validate: the same findings, the same skills; eval: the same skill evaluated, the same rows', async () => {
      const root = workspace();
      const env = { CALIPER_TOOLS: process.env.CALIPER_TOOLS };

      const cliValidate = runBundle('dist/cli/index.js', ['validate', '.', '--format', 'json'], { cwd: root, env });
      expect(cliValidate.status).toBe(0);
      const json = JSON.parse(cliValidate.stdout);
      const warnings = json.diagnostics.filter((d: { severity: string }) => d.severity === 'warning');
      expect(warnings.map((d: { rule: string; file: string }) => `${d.rule} ${d.file}`)).toContain(
        'reference-unresolved skills/csv-summary/SKILL.md',
      );
      expect(json.skills.map((s: { path: string }) => s.path)).not.toContain('template');

      const results = tempDir('caliper-one-config-action-');
      const action = await runActionBundle({
        workspace: root,
        eventName: 'schedule',
        eventPath: SCHEDULE,
        inputs: {
          stages: 'validate,eval',
          'scripted-model': 'true',
          skills: 'csv-summary',
          trials: '1',
          'results-dir': results,
          'install-clis': 'false',
        },
        env,
      });
      expect(action.status).toBe(0);
      expect({ errors: action.outputs.errors, warnings: action.outputs.warnings }).toEqual({
        errors: '0',
        warnings: String(warnings.length),
      });
      expect(JSON.parse(action.outputs.skills!).map((s: { path: string }) => s.path)).toEqual(
        json.skills.map((s: { path: string }) => (s.path === '' ? '.' : s.path)),
      );

      const cliEval = runBundle(
        'dist/cli/index.js',
        ['eval', '.', '--scripted-model', '--skills', 'csv-summary', '--trials', '1', '--out', 'out'],
        { cwd: root, env },
      );
      expect(cliEval.stderr).not.toContain('validation error');
      expect(cliEval.status).toBe(0);
      const rows = (file: string) => {
        const r = JSON.parse(readFileSync(file, 'utf8'));
        return {
          rows: r.results.map((x: { skill: string; backend: string; cases: { id: string; trials: number }[] }) => [
            x.skill,
            x.backend,
            x.cases.map((c) => [c.id, c.trials]),
          ]),
          skipped: r.skipped,
        };
      };
      expect(rows(path.join(root, 'out/results.json'))).toEqual(rows(action.outputs['results-path']!));
      expect(rows(path.join(root, 'out/results.json')).rows).toEqual([
        [
          'csv-summary',
          'claude-code',
          [
            ['totals', 1],
            ['no-skill-for-greeting', 1],
          ],
        ],
      ]);
    });
  },
);

describe('caliper eval takes the configuration validate takes', () => {
  const files = (description: string) => ({
    '.github/caliper.yml': CONFIG,
    'skills/alpha/SKILL.md': goodSkill('alpha', 'Read [the notes](references/notes.md).\n').replace(
      /^description: .*$/m,
      `description: ${description}`,
    ),
    'skills/alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Do the alpha work', checks: ['activation: alpha'] }]),
  });
  const io = (cwd: string) => {
    const out = { stdout: '', stderr: '' };
    return {
      out,
      io: {
        stdout: (t: string) => (out.stdout += t),
        stderr: (t: string) => (out.stderr += t),
        cwd,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdoutIsTTY: false,
      },
    };
  };

  it('--config, and the file found above DIR: a rule set to warning skips nothing', async () => {
    const repo = tempRepo({
      ...files('Handles alpha work. Use when asked for alpha.'),
      '.git/HEAD': 'ref: refs/heads/main\n',
    });
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const args = (out: string, more: string[] = []) => [
      'eval',
      'skills',
      '--scripted-model',
      '--isolation',
      'none',
      '--cli',
      `claude-code=${cli.path}`,
      '--trials',
      '1',
      '--out',
      out,
      ...more,
    ];
    const found = io(repo);
    expect(await runCli(args('out1'), found.io)).toBe(0);
    expect(found.out.stderr).not.toMatch(/validation error|not evaluated/);
    expect(
      JSON.parse(readFileSync(path.join(repo, 'out1/results.json'), 'utf8')).results.map(
        (r: { skill: string }) => r.skill,
      ),
    ).toEqual(['alpha']);

    // An explicit file, elsewhere, that keeps the rule an error: now alpha cannot be evaluated, and the
    // skip says why, once.
    const strict = path.join(tempDir('caliper-config-'), 'strict.yml');
    writeFileSync(strict, 'validate:\n  rules:\n    reference-unresolved: error\n');
    const explicit = io(repo);
    expect(await runCli(args('out2', ['--config', strict]), explicit.io)).toBe(1);
    expect(explicit.out.stderr).toContain('not evaluated: alpha (1 agent run(s)): 1 error in SKILL.md');
  });

  it('--base validates the base with the same configuration as the head', async () => {
    const repo = tempRepo(files('Handles alpha work. Use when asked for alpha.'));
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'base');
    writeFileSync(
      path.join(repo, 'skills/alpha/SKILL.md'),
      files('Handles alpha work, reworded. Use when asked for alpha.')['skills/alpha/SKILL.md'],
    );
    git(repo, 'commit', '-qam', 'head');
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const run = io(repo);
    const code = await runCli(
      [
        'eval',
        'skills',
        '--base',
        'HEAD~1',
        '--scripted-model',
        '--isolation',
        'none',
        '--cli',
        `claude-code=${cli.path}`,
        '--trials',
        '1',
        '--out',
        'pr',
      ],
      run.io,
    );
    expect(run.out.stderr).toContain('changed since');
    expect(code).toBe(0);
    // Judged without the configuration, the base's alpha had an error and was never run: "removed".
    expect(
      JSON.parse(readFileSync(path.join(repo, 'pr/base/results.json'), 'utf8')).results.map(
        (r: { skill: string }) => r.skill,
      ),
    ).toEqual(['alpha']);
  });
});

describe('the Action looks where the CLI looks, and takes input config', () => {
  const runtime = (inputs: Record<string, string>): ActionRuntime => ({
    input: (name) => inputs[name] ?? '',
    setOutput: () => {},
    annotate: () => {},
    info: () => {},
    appendSummary: async () => {},
    fail: () => {},
  });

  it('the nearest .github/caliper.yml from path up to the workspace, or the file named', async () => {
    const root = tempRepo({
      '.github/caliper.yml': CONFIG,
      'skills/.github/caliper.yml': 'validate:\n  inline-disable: all\n',
      'other/c.yml': 'validate:\n  inline-disable: none\n',
    });
    const env = { GITHUB_EVENT_PATH: SCHEDULE };
    expect((await validateConfigForAction(runtime({}), env, root, root)).source).toBe('.github/caliper.yml');
    expect((await validateConfigForAction(runtime({}), env, root, path.join(root, 'skills'))).source).toBe(
      'skills/.github/caliper.yml',
    );
    const named = await validateConfigForAction(runtime({ config: 'other/c.yml' }), env, root, root);
    expect([named.source, named.inlineDisable]).toEqual(['other/c.yml', 'none']);
    await expect(validateConfigForAction(runtime({ config: 'other/missing.yml' }), env, root, root)).rejects.toThrow(
      'input "config": other/missing.yml does not exist in the checkout',
    );
    await expect(validateConfigForAction(runtime({ config: '../outside.yml' }), env, root, root)).rejects.toThrow(
      'input "config" must be a file in the workspace',
    );
  });
});
