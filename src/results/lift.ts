import { stoppedEstimate } from './sequentialEstimate.js';
import { caseWeightedDifference } from './compare/verdict.js';
import { combinedOneSided, stratifiedOneSided, type Stratum } from './compare/fisher.js';
import { below } from './compare/multiplicity.js';
import { rate, withCaseWeighted, type Rate } from './stats.js';
import type { CaseSummary, Lift } from './types.js';

/**
 * What the skill is worth on a row: the execution rate of the cases the baseline arm ran, with the skill
 * and without it (each case weighted equally), their difference with its 95 % stratified Newcombe
 * interval, and the one-sided exact tests by case that the skill helps or hurts (Fisher's method over
 * the cases' Fisher tests when `--trials auto` stopped them, as in `compare`). Only cases measured in
 * both arms count: a lift is a paired comparison of the same tasks.
 */
export function liftOf(withSkill: readonly CaseSummary[], baseline: readonly CaseSummary[], sequential: boolean): Lift {
  const strata = liftStrata(withSkill, baseline);
  const side = (pick: (s: Stratum) => { successes: number; trials: number }): Rate => {
    const cases = strata.map(pick);
    return withCaseWeighted(rate(sum(cases.map((c) => c.successes)), sum(cases.map((c) => c.trials))), cases);
  };
  if (strata.length === 0)
    return {
      cases: [...baseline],
      with: side((s) => s.head),
      without: side((s) => s.base),
      difference: null,
      pValue: null,
    };
  const tests = sequential ? combinedOneSided(strata) : stratifiedOneSided(strata);
  return {
    cases: [...baseline],
    with: side((s) => s.head),
    without: side((s) => s.base),
    difference: caseWeightedDifference(strata),
    pValue: { helps: tests.headHigher.pValue, hurts: tests.headLower.pValue },
  };
}

/**
 * The cases both arms measured, paired by id: `base` without the skill, `head` with it, each counting the
 * trials that passed the checks both arms run. A lift is a paired comparison of the same tasks.
 */
export function liftStrata(
  withSkill: readonly CaseSummary[],
  baseline: readonly CaseSummary[],
): (Stratum & { id: string })[] {
  const skillCases = new Map(withSkill.map((c) => [c.id, c]));
  const counts = (c: CaseSummary) => ({
    successes: c.taskPasses ?? c.passes,
    trials: c.trials - c.errors,
    ...stoppedEstimate(c, c.taskPasses ?? c.passes),
  });
  return baseline.flatMap((without) => {
    const withCase = skillCases.get(without.id);
    const s = withCase && { id: without.id, base: counts(without), head: counts(withCase) };
    return s && s.base.trials > 0 && s.head.trials > 0 ? [s] : [];
  });
}

/** One side of a 95 % interval: a finding needs its exact test below this too. */
const ONE_SIDED = 0.025;

/**
 * What a lift says: the skill helps, or the agent does worse with it, when its interval excludes 0 and
 * the exact test by case agrees (the test stays valid when `--trials auto` stopped the cases, the
 * interval alone does not); otherwise neither is shown.
 */
export function liftFinding(lift: Pick<Lift, 'difference' | 'pValue'>): 'helps' | 'hurts' | 'unclear' | 'unmeasured' {
  if (!lift.difference || !lift.pValue) return 'unmeasured';
  const [lo, hi] = lift.difference.interval;
  if (lo > 0 && below(lift.pValue.helps, ONE_SIDED)) return 'helps';
  if (hi < 0 && below(lift.pValue.hurts, ONE_SIDED)) return 'hurts';
  return 'unclear';
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
