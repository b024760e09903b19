import { prepareSpecs } from '../../src/eval/runner/plan.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { compileGlobs, globWork } from '../../src/util/glob.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

// A pull request writes the spec: its size, and the length and number of its globs, must not set the
// time caliper spends matching them against every file of a skill.
const CASES = [{ id: 'one', prompt: 'Summarise the quarterly report', checks: ['activation: alpha'] }];

function repo(head: string, files = 0): string {
  const entries: Record<string, string> = {
    'alpha/SKILL.md': goodSkill('alpha'),
    'alpha/.eval.yaml': evalSpec(CASES, head),
  };
  for (let i = 0; i < files; i++) entries[`alpha/data/part-${i % 10}/file-${i}.txt`] = 'x';
  return tempRepo(entries);
}

const errorsOf = (root: string) => validateRepository(root).diagnostics.filter((d) => d.severity === 'error');

/** The matcher's steps (globWork) while `run` runs: no clock, the work itself. */
function stepsOf(run: () => void): number {
  const before = globWork.steps;
  run();
  return globWork.steps - before;
}

describe('an eval spec is bounded before its globs are matched', () => {
  it('a spec over 256 KiB is refused unread, naming the file and the cap', () => {
    const huge = `sandbox:\n  forbidden_files: ["${'*?'.repeat(100_000)}", "${'*?'.repeat(100_000)}"]\n`;
    const root = repo(huge, 989);
    let report!: ReturnType<typeof validateRepository>;
    expect(stepsOf(() => (report = validateRepository(root)))).toBe(0);
    expect(report.specs).toEqual([]);
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({
        rule: 'eval-spec-too-large',
        file: 'alpha/.eval.yaml',
        severity: 'error',
        message: expect.stringMatching(/alpha\/\.eval\.yaml.*over the 256 KiB/),
      }),
    );
    expect(prepareSpecs(report).prepared.size).toBe(0);
  });

  it('a glob over 256 characters is a schema error at its line', () => {
    const root = repo(`sandbox:\n  forbidden_files:\n    - answers.txt\n    - "${'a'.repeat(257)}"\n`);
    expect(errorsOf(root)).toEqual([
      expect.objectContaining({
        rule: 'eval-spec-schema',
        file: 'alpha/.eval.yaml',
        line: 4,
        message: expect.stringContaining('`sandbox.forbidden_files` item 2 must be at most 256 characters'),
      }),
    ]);
  });

  it('more than 100 globs is a schema error at the list', () => {
    const globs = Array.from({ length: 101 }, (_, i) => `    - answers-${i}.txt`).join('\n');
    const root = repo(`sandbox:\n  timeout: 60\n  forbidden_files:\n${globs}\n`);
    expect(errorsOf(root)).toEqual([
      expect.objectContaining({
        rule: 'eval-spec-schema',
        file: 'alpha/.eval.yaml',
        line: 3,
        message: expect.stringContaining('`sandbox.forbidden_files` must have at most 100 items'),
      }),
    ]);
    const fine = repo(`sandbox:\n  forbidden_files:\n${globs.split('\n').slice(1).join('\n')}\n`);
    expect(errorsOf(fine)).toEqual([]);
  });

  it('100 globs of 256 wildcards against a skill of 989 files: refused at the list, before any matching', () => {
    // Each its own (caliper matches a repeated glob once), none with a literal to rule a path out early:
    // matching them all would cost more than the budget (issue #35 item 3), so the spec is refused.
    const globs = Array.from(
      { length: 100 },
      (_, i) => `    - "${(i % 2 ? '*?'.repeat(128) : '**?'.repeat(85)).slice(i)}"`,
    ).join('\n');
    const root = repo(`sandbox:\n  forbidden_files:\n${globs}\n`, 989);
    const before = globWork.steps;
    const report = validateRepository(root);
    expect(report.specs).toEqual([]);
    expect(errorsOf(root)).toEqual([
      expect.objectContaining({ rule: 'eval-spec-glob-cost', file: 'alpha/.eval.yaml', line: 2 }),
    ]);
    expect(prepareSpecs(report).prepared.size).toBe(0);
    expect(globWork.steps - before).toBe(0);
  });

  it('the same 100 globs, each with a literal the paths lack, are accepted and planned', () => {
    const globs = Array.from({ length: 100 }, (_, i) => `    - "answers-${i}/${'*?'.repeat(100)}"`).join('\n');
    const report = validateRepository(repo(`sandbox:\n  forbidden_files:\n${globs}\n`, 989));
    expect(report.specs).toHaveLength(1);
    expect(prepareSpecs(report).prepared.get('alpha')!.installs[0]!.files.length).toBeGreaterThan(0);
  });
});

describe('glob matching steps only the states a path has reached', () => {
  const paths = Array.from({ length: 989 }, (_, i) => `data/part-${i % 10}/file-${i}.txt`);

  it.each([
    ['*?', '*?'.repeat(100_000)],
    ['**?', '**?'.repeat(70_000)],
    ['**/', `${'**/'.repeat(70_000)}x`],
    ['*/**/', `${'*/**/'.repeat(40_000)}x`],
  ])('a pattern of 200,000 characters (%s repeated) costs per live state: what its first 600 cost', (_, pattern) => {
    // No path of 24 characters reaches past the first 600 characters of the pattern: the rest is never
    // live, and a matcher that steps only live states does the same work for both.
    const control = `${pattern.slice(0, 600)}${pattern.endsWith('x') ? 'x' : ''}`;
    const steps = (p: string) => stepsOf(() => paths.forEach(compileGlobs([p])));
    const work = steps(pattern);
    expect(work).toBeGreaterThan(0);
    expect(work).toBe(steps(control));
  });
});
