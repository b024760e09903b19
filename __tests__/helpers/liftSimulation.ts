import { compareResults, type Comparison } from '../../src/results/compare/compare.js';
import { liftOf } from '../../src/results/lift.js';
import { DEFAULT_SEQUENTIAL, describeDesign, sequentialDecision } from '../../src/results/sequential.js';
import { rate } from '../../src/results/stats.js';
import type { CaseSummary, Results } from '../../src/results/types.js';
import { makeResults } from './results.js';

/** A row's truth: the pass rate of its one case with the skill and without it. */
export interface LiftTruth {
  with: number;
  without: number;
}

/** Trials a case runs: a fixed count, or `auto` (stopped by the sequential rule on its passes, as runEval does). */
export type Trials = number | 'auto';

function measured(
  random: () => number,
  p: number,
  trials: Trials,
): { n: number; passes: number; decision?: CaseSummary['decision'] } {
  let passes = 0;
  for (let n = 1; ; n++) {
    if (random() < p) passes++;
    if (trials !== 'auto') {
      if (n >= trials) return { n, passes };
      continue;
    }
    const decision = sequentialDecision(passes, n - passes, DEFAULT_SEQUENTIAL);
    if (decision !== 'continue') return { n, passes, decision };
  }
}

function executionCase(m: ReturnType<typeof measured>): CaseSummary {
  return {
    id: 'task',
    role: 'execution',
    trials: m.n,
    errors: 0,
    activations: 0,
    passes: m.passes,
    checks: [],
    tokens: { input: 0, output: 0 },
    costUsd: undefined,
    ...(m.decision && { decision: m.decision, cancelled: 0 }),
  };
}

/** A results.json of one row per truth, each with its case measured in both arms (the baseline arm run). */
export function liftResults(random: () => number, truths: readonly LiftTruth[], trials: Trials): Results {
  const r = makeResults(
    truths.map((_, i) => ({ skill: `skill-${String(i).padStart(3, '0')}`, activated: 0, trials: 0 })),
    trials === 'auto' ? { sequential: describeDesign(DEFAULT_SEQUENTIAL) } : {},
  );
  r.results = r.results.map((row, i) => {
    const withSkill = executionCase(measured(random, truths[i]!.with, trials));
    const without = executionCase(measured(random, truths[i]!.without, trials));
    const execution = rate(withSkill.passes, withSkill.trials);
    return {
      ...row,
      cases: [withSkill],
      aggregate: { activation: rate(0, 0), falseActivation: rate(0, 0), execution },
      lift: liftOf([withSkill], [without], trials === 'auto'),
    };
  });
  return r;
}

/** Base and head measured independently, compared. */
export function liftComparison(
  random: () => number,
  base: readonly LiftTruth[],
  head: readonly LiftTruth[],
  trials: Trials,
): Comparison {
  const outcome = compareResults(liftResults(random, base, trials), liftResults(random, head, trials));
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome.comparison;
}

/** Of `reports` simulated reports, how many call some row's lift regressed, and how many the first row's. */
export function liftRegressions(
  random: () => number,
  base: readonly LiftTruth[],
  head: readonly LiftTruth[],
  trials: Trials,
  reports: number,
): { any: number; first: number } {
  let any = 0;
  let first = 0;
  for (let i = 0; i < reports; i++) {
    const c = liftComparison(random, base, head, trials);
    if (c.aggregates.some((a) => a.lift?.verdict === 'regressed')) any++;
    if (c.aggregates[0]!.lift?.verdict === 'regressed') first++;
  }
  return { any, first };
}
