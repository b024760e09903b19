import { caseWeightedDifference } from './compare/verdict.js';
import { combinedOneSided, stratifiedOneSided, type Stratum } from './compare/fisher.js';
import { caseWeightedRate, rate, type Rate } from './stats.js';
import type { CaseSummary, Lift } from './types.js';

/**
 * What the skill is worth on a row: the execution rate of the cases the baseline arm ran, with the skill
 * and without it (each case weighted equally), their difference with its 95 % stratified Newcombe
 * interval, and the one-sided exact tests by case that the skill helps or hurts (Fisher's method over
 * the cases' Fisher tests when `--trials auto` stopped them, as in `compare`). Only cases measured in
 * both arms count: a lift is a paired comparison of the same tasks.
 */
export function liftOf(withSkill: readonly CaseSummary[], baseline: readonly CaseSummary[], sequential: boolean): Lift {
  const skillCases = new Map(withSkill.map((c) => [c.id, c]));
  const strata: (Stratum & { id: string })[] = [];
  for (const without of baseline) {
    const withCase = skillCases.get(without.id);
    if (!withCase) continue;
    const counts = (c: CaseSummary) => ({ successes: c.passes, trials: c.trials - c.errors });
    const s = { id: without.id, base: counts(without), head: counts(withCase) };
    if (s.base.trials > 0 && s.head.trials > 0) strata.push(s);
  }
  const side = (pick: (s: Stratum) => { successes: number; trials: number }): Rate => {
    const cases = strata.map(pick);
    return { ...rate(sum(cases.map((c) => c.successes)), sum(cases.map((c) => c.trials))), caseWeighted: caseWeightedRate(cases) };
  };
  if (strata.length === 0) return { cases: [...baseline], with: side((s) => s.head), without: side((s) => s.base), difference: null, pValue: null };
  const tests = sequential ? combinedOneSided(strata) : stratifiedOneSided(strata);
  return {
    cases: [...baseline],
    with: side((s) => s.head),
    without: side((s) => s.base),
    difference: caseWeightedDifference(strata),
    pValue: { helps: tests.headHigher.pValue, hurts: tests.headLower.pValue },
  };
}

/** What a lift says, from its interval: the skill helps, the agent does worse with it, or neither is shown. */
export function liftFinding(lift: Pick<Lift, 'difference'>): 'helps' | 'hurts' | 'unclear' | 'unmeasured' {
  if (!lift.difference) return 'unmeasured';
  const [lo, hi] = lift.difference.interval;
  if (lo > 0) return 'helps';
  if (hi < 0) return 'hurts';
  return 'unclear';
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
