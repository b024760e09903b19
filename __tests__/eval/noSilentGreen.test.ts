import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { changedSkills } from '../../src/eval/pr/changedSkills.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { claudeLines, fakeCli } from '../helpers/fakeCli.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { tempDir } from '../helpers/tempDirs.js';
import { git } from '../helpers/git.js';

// Issue #36 item 2: on a repository of the UiPath shape, a PR that rewords uipath-admin's description
// (a skill whose chain holds uipath-planner, which has broken links) said "No skill's eval changed" and
// exited 0. Every skill with a spec whose files or dependencies changed is now planned, and one its own
// errors keep from the eval fails the run, saying so, unless validate.not-evaluated says warning.
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/uipath-shape');
const SKILLS = [
  'uipath-admin',
  'uipath-maestro-flow',
  'uipath-planner',
  'uipath-platform',
  'uipath-review',
  'uipath-tasks',
];

/** The fixture committed as the base, then `change` committed as the head. */
function pullRequest(change: (root: string) => void): string {
  const root = tempDir('caliper-silent-green-');
  cpSync(FIXTURE, root, { recursive: true });
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'base');
  change(root);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '--allow-empty', '-m', 'head');
  return root;
}

const reword = (root: string, skill: string) => {
  const file = path.join(root, 'skills', skill, 'SKILL.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: "/m, 'description: "Reworded. '));
};

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

describe('a change to a skill whose chain holds a broken skill is seen', () => {
  it('changedSkills: rewording uipath-admin changes its eval and its dependents', () => {
    const base = pullRequest(() => {});
    const head = pullRequest((root) => reword(root, 'uipath-admin'));
    expect(changedSkills(validateRepository(base), validateRepository(head))).toEqual([
      'uipath-admin',
      'uipath-maestro-flow',
      'uipath-review',
    ]);
  });

  it('changedSkills: a skill with errors of its own counts as changed when its files do, and not otherwise', () => {
    const base = pullRequest(() => {});
    expect(
      changedSkills(
        validateRepository(base),
        validateRepository(pullRequest((root) => reword(root, 'uipath-planner'))),
      ),
    ).toContain('uipath-planner');
    expect(
      changedSkills(validateRepository(base), validateRepository(pullRequest((root) => reword(root, 'uipath-tasks')))),
    ).toEqual(['uipath-tasks']);
  });

  it('caliper eval --base: the reworded uipath-admin is evaluated on both sides', async () => {
    const repo = pullRequest((root) => reword(root, 'uipath-admin'));
    const cli = fakeCli(claudeLines(SKILLS, 'uipath-admin'));
    const run = io(repo);
    const code = await runCli(
      [
        'eval',
        '.',
        '--base',
        'HEAD~1',
        '--scripted-model',
        '--isolation',
        'none',
        '--cli',
        `claude-code=${cli.path}`,
        '--trials',
        '1',
        '--skills',
        'uipath-admin',
        '--out',
        'pr',
      ],
      run.io,
    );
    expect(run.out.stdout).not.toContain('nothing to evaluate');
    expect(run.out.stderr).toContain('changed since');
    expect(run.out.stderr).toContain(
      'dependencies installed with errors of their own, as users would get them: uipath-planner (2 errors in SKILL.md)',
    );
    expect(
      JSON.parse(readFileSync(path.join(repo, 'pr/head/results.json'), 'utf8')).results.map(
        (r: { skill: string }) => r.skill,
      ),
    ).toEqual(['uipath-admin']);
    expect(code).toBe(0);
  });

  it(
    'caliper eval --base: a changed skill that cannot be evaluated fails ' +
      'the run, loudly; validate.not-evaluated: warning passes it, still said',
    async () => {
      const repo = pullRequest((root) => reword(root, 'uipath-planner'));
      const cli = fakeCli(claudeLines(SKILLS, 'uipath-planner'));
      const args = [
        'eval',
        '.',
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
      ];
      const failed = io(repo);
      expect(await runCli(args, failed.io)).toBe(1);
      expect(failed.out.stdout).not.toContain("No skill's eval changed");
      expect(failed.out.stderr).toContain(
        'not evaluated, at the head or the base: uipath-planner: 2 errors in SKILL.md',
      );
      // Its dependents are compared; it, and uipath-review (whose chain holds it), are said and fail the run.
      expect(failed.out.stdout).toContain(
        'uipath-admin × claude-code  [skill unchanged, neighbour changed: uipath-planner]',
      );
      expect(failed.out.stderr).toContain(
        'caliper: not evaluated: uipath-planner (2 errors in SKILL.md), uipath-review (1 error in SKILL.md). Fix them',
      );

      const dry = io(repo);
      expect(await runCli([...args, '--dry-run'], dry.io)).toBe(0);
      expect(dry.out.stdout).toContain(
        '  not evaluated, at the head or the base: uipath-planner: 2 errors in SKILL.md',
      );

      writeFileSync(path.join(repo, 'caliper.yml'), 'validate:\n  not-evaluated: warning\n');
      const allowed = io(repo);
      expect(await runCli([...args, '--fresh', '--config', 'caliper.yml'], allowed.io)).toBe(0);
      expect(allowed.out.stderr).toContain(
        'caliper: not evaluated: uipath-planner (2 errors in SKILL.md), ' +
          'uipath-review (1 error in SKILL.md). Passing without them',
      );
    },
  );

  it(
    'a run (a shard) that holds only skills not evaluated passes under ' +
      'validate.not-evaluated: warning, and fails without it',
    async () => {
      const repo = pullRequest(() => undefined);
      const cli = fakeCli(claudeLines(SKILLS, 'uipath-planner'));
      const args = [
        'eval',
        '.',
        '--scripted-model',
        '--isolation',
        'none',
        '--cli',
        `claude-code=${cli.path}`,
        '--trials',
        '1',
        '--skills',
        'uipath-planner',
        '--fresh',
      ];
      const failed = io(repo);
      expect(await runCli([...args, '--out', 'a'], failed.io)).toBe(1);
      writeFileSync(path.join(repo, 'caliper.yml'), 'validate:\n  not-evaluated: warning\n');
      const allowed = io(repo);
      expect(await runCli([...args, '--out', 'b', '--config', 'caliper.yml'], allowed.io)).toBe(0);
      expect(allowed.out.stderr).toContain(
        'caliper: not evaluated: uipath-planner (2 errors in SKILL.md). Passing without them',
      );
    },
  );

  it('nothing that has a spec changed: nothing to evaluate, exit 0', async () => {
    const repo = pullRequest((root) => writeFileSync(path.join(root, 'README.md'), 'docs\n'));
    const run = io(repo);
    expect(await runCli(['eval', '.', '--base', 'HEAD~1', '--scripted-model', '--out', 'pr'], run.io)).toBe(0);
    expect(run.out.stdout).toContain("No skill's eval changed since HEAD~1; nothing to evaluate.");
  });
});

describe("a base that measured nothing is not the head's fault", () => {
  it('a rate all errors at the base (the fault the PR fixes) is accepted by ' +
    '--allow-errors; at the head it fails', async () => {
    const spec = (timeout: string) =>
      `cases:\n  - id: act\n    prompt: "Use the admin skill"\n    ` +
      `checks:\n      - activation: uipath-admin\n  - id: quiet\n    prompt: ` +
      `"Say good morning"\n${timeout}    checks:\n      - not_activated_any: ` +
      `true\n`;
    const specFile = (root: string) => path.join(root, 'skills/uipath-admin/.eval.yaml');
    // The base's should-not case times out (the CLI answers after 2 s): its false activation measured nothing.
    const repo = pullRequest((root) => writeFileSync(specFile(root), spec('    timeout: 1\n')));
    writeFileSync(specFile(repo), spec(''));
    git(repo, 'commit', '-qam', 'the PR removes the timeout');
    const cli = fakeCli(`sleep 2\n${claudeLines(SKILLS, 'uipath-admin')}`);
    const args = [
      'eval',
      '.',
      '--base',
      'HEAD~1',
      '--scripted-model',
      '--isolation',
      'none',
      '--cli',
      `claude-code=${cli.path}`,
      '--trials',
      '1',
      '--skills',
      'uipath-admin',
      '--allow-errors',
    ];
    const fixed = io(repo);
    expect(await runCli([...args, '--out', 'a'], fixed.io)).toBe(0);
    expect(fixed.out.stderr).not.toContain('not measured');
    // The same fault at the head fails the run, --allow-errors or not.
    writeFileSync(specFile(repo), spec('    timeout: 1\n'));
    reword(repo, 'uipath-admin');
    git(repo, 'commit', '-qam', 'the PR keeps the timeout');
    const broken = io(repo);
    expect(await runCli([...args, '--out', 'b'], broken.io)).toBe(1);
    expect(broken.out.stderr).toContain('uipath-admin × claude-code (head): false activation not measured');
  }, 60_000);
});
