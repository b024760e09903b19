import path from 'node:path';
import { prepareSpecs } from '../../src/eval/runner/plan.js';
import { installableFiles } from '../../src/eval/sandbox/installableFiles.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import {
  compileGlobs,
  GLOB_WORK_BUDGET,
  GlobBudget,
  GlobBudgetError,
  globCost,
  globWork,
} from '../../src/util/glob.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

// Issue #35 item 3: 100 globs of 255 characters (within the spec's bounds) against 300 files with
// ~4,000-character paths took `eval --dry-run` 201 s: the matcher is linear in a path, but times its
// live states times the globs. The work is now counted (globWork), bounded as a product (globCost),
// and a spec past the bound is refused at its line. No clock: the matcher's steps are counted.

/**
 * 100 distinct globs of up to 255 characters, `**?` repeated then `z`: every path below holds a `z` (its
 * first folder), so the literal rules none out, `**` crosses folders, and none matches (the `z` comes
 * first), so every state stays live to the path's end.
 */
const WILD = Array.from({ length: 100 }, (_, i) => `${'**?'.repeat(90).slice(i % 3, 254 - Math.floor(i / 3))}z`);
/** ~4,000 characters: `z`, then 16 folders of 240 characters, then the file. */
const DEEP = ['z', ...Array.from({ length: 16 }, (_, i) => String.fromCharCode(97 + i).repeat(240))].join('/');
const CASES = [{ id: 'one', prompt: 'Summarise the quarterly report', checks: ['activation: alpha'] }];

function repo(globs: readonly string[], files: number): string {
  const entries: Record<string, string> = {
    'alpha/SKILL.md': goodSkill('alpha'),
    'alpha/.eval.yaml': evalSpec(
      CASES,
      `sandbox:\n  forbidden_files:\n${globs.map((g) => `    - "${g}"`).join('\n')}\n`,
    ),
  };
  for (let i = 0; i < files; i++) entries[`alpha/${DEEP}/file-${i}.txt`] = 'x';
  return tempRepo(entries);
}

/** The matcher's steps while `run` runs. */
function stepsOf(run: () => void): number {
  const before = globWork.steps;
  run();
  return globWork.steps - before;
}

describe('forbidden_files cost a bounded amount of matching (issue #35 item 3)', () => {
  it('the attack is refused at the line of the list, before any of its matching is done', () => {
    const root = repo(WILD, 300);
    let report!: ReturnType<typeof validateRepository>;
    const steps = stepsOf(() => {
      report = validateRepository(root);
      prepareSpecs(report);
    });
    expect(report.specs).toEqual([]);
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({ rule: 'eval-spec-glob-cost', file: 'alpha/.eval.yaml', line: 2, severity: 'error' }),
    );

    // A control in the same test: one real glob against the same 300 paths, which validate accepts and
    // the plan matches. The attack cost no more matching than it.
    const control = repo(['answers/'], 300);
    let controlReport!: ReturnType<typeof validateRepository>;
    const controlSteps = stepsOf(() => {
      controlReport = validateRepository(control);
      expect(prepareSpecs(controlReport).prepared.size).toBe(1);
    });
    expect(controlReport.specs).toHaveLength(1);
    expect(controlSteps).toBeGreaterThan(0);
    expect(steps).toBeLessThanOrEqual(controlSteps);

    // What matching the attack would have cost, as the old code did it: one path, counted, times 300.
    const onePath = stepsOf(() => compileGlobs(WILD)(`${DEEP}/file-0.txt`));
    expect(onePath * 300).toBeGreaterThan(10 * GLOB_WORK_BUDGET);
  });

  it('globCost bounds the work the matcher counts, on random globs and paths', () => {
    let seed = 35;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = (alphabet: string, max: number) =>
      Array.from({ length: Math.floor(next() * max) + 1 }, () => alphabet[Math.floor(next() * alphabet.length)]).join(
        '',
      );
    for (let i = 0; i < 300; i++) {
      const globs = Array.from({ length: 1 + Math.floor(next() * 4) }, () => word('ab/*?', 12));
      const paths = Array.from({ length: 5 }, () => word('ab/', 40));
      const match = compileGlobs(globs);
      expect(stepsOf(() => paths.forEach(match))).toBeLessThanOrEqual(globCost(globs, paths));
    }
  });

  it('a spec within the bound is accepted: 100 globs with literals against 300 long paths', () => {
    const globs = Array.from({ length: 100 }, (_, i) => `answers-${i}/**`);
    const report = validateRepository(repo(globs, 300));
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.specs).toHaveLength(1);
  });

  it('an install counts its matching too, and stops past its budget rather than installing unmatched paths', () => {
    const root = repo([], 3);
    const budget = new GlobBudget(10_000);
    expect(() => installableFiles(path.join(root, 'alpha'), compileGlobs(WILD, budget))).toThrow(GlobBudgetError);
    // The same walk with one literal glob stays far within that budget.
    const files = installableFiles(path.join(root, 'alpha'), compileGlobs(['answers/'], new GlobBudget(10_000)));
    expect(files).toHaveLength(4);
  });
});
