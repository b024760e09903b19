import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { dryRunLines } from '../../src/eval/runner/dryRun.js';
import { planTrials, type PlanOptions } from '../../src/eval/runner/plan.js';
import { skippedText } from '../../src/results/skippedSkills.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue #36 items 1 and 8, on a repository of the UiPath shape: sibling mentions chain (maestro-flow →
// admin → planner → platform), uipath-planner has broken links, uipath-review links a skill that does not exist.
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/uipath-shape');
const OPTIONS: PlanOptions = {
  backends: ['claude-code'],
  discipline: 'install-discover',
  defaultTrials: 3,
  trials: undefined,
  skills: undefined,
  cases: undefined,
};

describe(
  'a dependency with validation errors is installed, with a warning; it ' +
    'never keeps its dependents from their eval',
  () => {
    const report = validateRepository(FIXTURE);
    const plan = planTrials(report, OPTIONS);
    const planned = [...new Set(plan.trials.map((t) => t.skill))].sort();

    it('every skill whose own files are clean is planned, its closure installed beside it', () => {
      expect(planned).toEqual(['uipath-admin', 'uipath-maestro-flow', 'uipath-platform', 'uipath-tasks']);
      const admin = plan.trials.find((t) => t.skill === 'uipath-admin')!;
      expect(admin.installs.map((i) => i.name)).toEqual(['uipath-admin', 'uipath-planner', 'uipath-platform']);
      const flow = plan.trials.find((t) => t.skill === 'uipath-maestro-flow')!;
      expect(flow.installs.map((i) => i.name)).toEqual([
        'uipath-maestro-flow',
        'uipath-admin',
        'uipath-planner',
        'uipath-platform',
      ]);
    });

    it("the dependency's errors are a warning on each dependent, naming how many and where", () => {
      const on = (skill: string) => plan.notes.filter((n) => n.key === `${skill}|*`).map((n) => n.note);
      const warning =
        'dependencies installed with errors of their own, as users would get ' +
        'them: uipath-planner (2 errors in SKILL.md); run caliper validate to ' +
        'see them';
      expect(on('uipath-admin')).toEqual([warning]);
      expect(on('uipath-maestro-flow')).toEqual([warning]);
      expect(on('uipath-platform')).toEqual([]);
    });

    it(
      "only a skill's own errors keep it from its eval: a broken link, or a " +
        'link into a skill the repository does not have',
      () => {
        expect(plan.skipped).toEqual([
          { key: 'uipath-planner|*|*|*', reason: '2 errors in SKILL.md; run caliper validate to see them', runs: 6 },
          { key: 'uipath-review|*|*|*', reason: '1 error in SKILL.md; run caliper validate to see them', runs: 6 },
        ]);
        expect(report.diagnostics.find((d) => d.file === 'skills/uipath-review/SKILL.md')!.message).toContain(
          '../uipath-checklists/review.md',
        );
      },
    );

    it('the plan names each skill once, with the runs it would have taken, and says the warnings', () => {
      const lines = dryRunLines(plan, undefined, undefined, true);
      expect(lines).toContain(
        '  not evaluated: uipath-planner (6 agent run(s)): 2 errors in SKILL.md; run caliper validate to see them',
      );
      // One line for every skill the broken dependency is installed beside, not one per dependent.
      expect(lines.filter((l) => l.includes('note on'))).toEqual([
        '  note on uipath-admin, uipath-maestro-flow: dependencies installed ' +
          'with errors of their own, as users would get them: uipath-planner (2 ' +
          'errors in SKILL.md); run caliper validate to see them',
      ]);
      expect(lines.join('\n')).not.toMatch(/\|\*/);
      expect(skippedText(plan)).toBe('2 skill(s) not evaluated (12 agent run(s))');
    });

    it('two folders with one name (both in error) are one line, not one per folder', () => {
      const root = tempDir('caliper-uipath-');
      cpSync(FIXTURE, root, { recursive: true });
      cpSync(path.join(FIXTURE, 'skills/uipath-tasks'), path.join(root, 'preview/uipath-tasks'), { recursive: true });
      const twice = planTrials(validateRepository(root), OPTIONS);
      expect(twice.skipped.map((s) => s.key).sort()).toEqual([
        'uipath-planner|*|*|*',
        'uipath-review|*|*|*',
        'uipath-tasks|*|*|*',
      ]);
      expect(twice.skipped.find((s) => s.key === 'uipath-tasks|*|*|*')!.reason).toMatch(/^1 error in SKILL.md/);
    });
  },
);

describe('caliper eval --dry-run on that repository', () => {
  it(
    'plans the skills a broken dependency used to block, and names the two ' + 'that are not evaluated once each',
    async () => {
      const out = { stdout: '', stderr: '' };
      const io = {
        stdout: (t: string) => (out.stdout += t),
        stderr: (t: string) => (out.stderr += t),
        cwd: FIXTURE,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdoutIsTTY: false,
      };
      expect(await runCli(['eval', '.', '--dry-run', '--scripted-model'], io)).toBe(0);
      expect(out.stdout).toContain('plan: 4 skill(s) × 1 backend(s), 8 case(s): 24 agent run(s)');
      expect(out.stdout.match(/not evaluated: uipath-planner/g)).toHaveLength(1);
      expect(out.stdout).toContain(
        'note on uipath-admin, uipath-maestro-flow: dependencies installed ' +
          'with errors of their own, as users would get them: uipath-planner (2 ' +
          'errors in SKILL.md)',
      );
    },
  );
});

describe("a dependency whose own .eval.yaml has errors is never installed without its spec's exclusions", () => {
  it(
    "keeps the dependent from its eval rather than copy the dependency's " + 'answer key and fixtures beside the agent',
    () => {
      const root = tempDir('caliper-depspec-');
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        writeFileSync(path.join(root, rel), text);
      };
      const skill = (name: string, body: string) =>
        `---\nname: ${name}\ndescription: Does ${name} work. Use when the user asks for ${name}.\n---\n${body}\n`;
      write('skills/dep/SKILL.md', skill('dep', 'Read [notes](notes.md).'));
      write('skills/dep/notes.md', 'notes\n');
      write('skills/dep/answers/key.txt', 'THE-ANSWER\n');
      write('skills/dep/fx/in.txt', 'fixture\n');
      write(
        'skills/dep/.eval.yaml',
        'sandbox:\n  fixtures: fx/\n  forbidden_files: ' +
          '["answers/**"]\ncases:\n  - id: a\n    prompt: "x"\n    ' +
          'checks:\n      - bogus_check: 1\n',
      );
      write('skills/main/SKILL.md', skill('main', 'Follow [the notes](../dep/notes.md).'));
      write(
        'skills/main/.eval.yaml',
        'cases:\n  - id: build\n    prompt: "Build a widget"\n    checks:\n      - activation: main\n',
      );
      const plan = planTrials(validateRepository(root), OPTIONS);
      const installed = plan.trials.flatMap((t) => t.installs.flatMap((i) => i.files.map((f) => `${i.name}/${f.rel}`)));
      expect(installed).not.toContain('dep/answers/key.txt');
      expect(installed).not.toContain('dep/fx/in.txt');
      expect(plan.skipped.find((s) => s.key === 'main|*|*|*')!.reason).toContain(
        'dependency "dep" has a .eval.yaml with errors',
      );
    },
  );
});
