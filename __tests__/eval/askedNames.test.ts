import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { unknownName } from '../../src/eval/runner/names.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { runActionBundle } from '../helpers/actionRun.js';
import { REPO_ROOT, runBundle } from '../helpers/runNode.js';
import { tempDir } from '../helpers/tempDirs.js';
import { git } from '../helpers/git.js';

// Issue #36 item 3: an unknown name in --skills or --cases planned nothing, in silence (exit 0 with
// --dry-run, an empty table and exit 1 without), also after a skill was renamed.
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/uipath-shape');

/** The fixture in git, then uipath-tasks renamed (folder and name) to uipath-action-center. */
function renamedRepo(): string {
  const root = tempDir('caliper-renamed-');
  cpSync(FIXTURE, root, { recursive: true });
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'base');
  git(root, 'mv', 'skills/uipath-tasks', 'skills/uipath-action-center');
  for (const file of ['SKILL.md', '.eval.yaml']) {
    const abs = path.join(root, 'skills/uipath-action-center', file);
    writeFileSync(abs, readFileSync(abs, 'utf8').replaceAll('uipath-tasks', 'uipath-action-center'));
  }
  git(root, 'commit', '-qam', 'rename');
  return root;
}

function io(cwd: string) {
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
}

describe('names asked for are checked against the repository', () => {
  const report = validateRepository(FIXTURE);

  it('an unknown skill, case or neighbour gets the closest name', () => {
    expect(unknownName(report, { skills: { names: ['uipath-admin', 'uipath-admn'], label: '--skills' } })).toBe(
      '--skills: no skill named "uipath-admn" in this repository; did you mean "uipath-admin"?',
    );
    expect(
      unknownName(report, {
        skills: { names: ['uipath-admin'], label: '--skills' },
        cases: { names: ['tsk'], label: '--cases' },
      }),
    ).toBe('--cases: no case "tsk" in the specs of uipath-admin; did you mean "task"?');
    expect(unknownName(report, { alongside: { names: ['zzz'], label: '--alongside' } })).toMatch(
      new RegExp(
        '^--alongside: no skill named "zzz" in this repository; its skills are ' +
          String.raw`uipath-admin, .* and 1 more \(caliper validate lists them\)\.$`,
      ),
    );
    expect(
      unknownName(report, {
        skills: { names: ['uipath-admin'], label: '--skills' },
        cases: { names: ['task'], label: '--cases' },
        alongside: { names: 'all', label: '--alongside' },
      }),
    ).toBeUndefined();
  });

  it('a renamed skill says what it is called now, from git', () => {
    const root = renamedRepo();
    expect(unknownName(validateRepository(root), { skills: { names: ['uipath-tasks'], label: '--skills' } })).toMatch(
      new RegExp(
        '^--skills: the skill "uipath-tasks" is called "uipath-action-center" ' +
          String.raw`now \(git: skills\/uipath-tasks → skills\/uipath-action-center in ` +
          String.raw`[0-9a-f]+\); use that name\.$`,
      ),
    );
  });

  it('caliper eval and its dry run refuse them as usage errors (exit 2), before anything runs', async () => {
    const dry = io(FIXTURE);
    expect(await runCli(['eval', '.', '--dry-run', '--scripted-model', '--skills', 'uipath-admn'], dry.io)).toBe(2);
    expect(dry.out.stderr).toContain(
      '--skills: no skill named "uipath-admn" in this repository; did you mean "uipath-admin"?',
    );
    expect(dry.out.stdout).toBe('');
    const root = renamedRepo();
    const run = io(root);
    expect(await runCli(['eval', '.', '--scripted-model', '--skills', 'uipath-tasks', '--out', 'out'], run.io)).toBe(2);
    expect(run.out.stderr).toContain('is called "uipath-action-center" now');
    const cases = io(root);
    expect(
      await runCli(['eval', '.', '--scripted-model', '--cases', 'nearby-questoin', '--out', 'out'], cases.io),
    ).toBe(2);
    expect(cases.out.stderr).toContain(
      '--cases: no case "nearby-questoin" in any spec of this repository; did you mean "nearby-question"?',
    );
  });

  it(
    'a skill with no .eval.yaml is a usage error of the built CLI (exit 2) ' +
      'that gives the init command which drafts one',
    () => {
      const cwd = tempDir('caliper-specless-');
      cpSync(FIXTURE, path.join(cwd, 'repo'), { recursive: true });
      rmSync(path.join(cwd, 'repo/skills/uipath-admin/.eval.yaml'));
      for (const dry of [['--dry-run'], ['--out', 'out']]) {
        const r = runBundle(
          'dist/cli/index.js',
          ['eval', 'repo', '--scripted-model', '--skills', 'uipath-tasks,uipath-admin', ...dry],
          { cwd },
        );
        expect([r.status, r.stdout]).toEqual([2, '']);
        expect(r.stderr).toContain(
          '--skills: the skill "uipath-admin" has no .eval.yaml, so there is ' +
            'nothing of it to evaluate. `caliper init repo/skills/uipath-admin` ' +
            'drafts one beside its SKILL.md',
        );
        expect(r.stderr).not.toContain('not-evaluated');
      }
      // The advice works as given, from the same folder: the skill then plans.
      expect(runBundle('dist/cli/index.js', ['init', 'repo/skills/uipath-admin'], { cwd }).status).toBe(0);
      const planned = runBundle(
        'dist/cli/index.js',
        ['eval', 'repo', '--dry-run', '--scripted-model', '--skills', 'uipath-admin'],
        { cwd },
      );
      expect([planned.status, planned.stdout]).toEqual([0, expect.stringMatching(/uipath-admin × claude-code × /)]);
    },
  );

  it('the Action refuses input "skills" the same way, failing the step with the name it meant', async () => {
    const workspace = tempDir('caliper-asked-action-');
    cpSync(FIXTURE, workspace, { recursive: true });
    const event = path.join(workspace, 'event.json');
    writeFileSync(event, '{}');
    const r = await runActionBundle({
      workspace,
      eventName: 'workflow_dispatch',
      eventPath: event,
      inputs: { stages: 'eval', path: '.', 'scripted-model': 'true', 'install-clis': 'false', skills: 'uipath-admn' },
      env: { CALIPER_TOOLS: process.env.CALIPER_TOOLS },
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      'input "skills": no skill named "uipath-admn" in this repository; did you mean "uipath-admin"?',
    );
  }, 60_000);
});
