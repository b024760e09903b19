import { compareResults, type Comparison } from '../../src/results/compare/compare.js';
import { DEFAULT_SEQUENTIAL, sequentialDecision } from '../../src/results/sequential.js';
import { rate } from '../../src/results/stats.js';
import type { Results } from '../../src/results/types.js';
import { makeResults } from './results.js';

/** A skill × backend row's true behaviour: activation rate, and pass rate once activated. */
export interface RowTruth {
  activation: number;
  execution: number;
}

/**
 * One should-activate case measured as `--trials auto` measures it (or `fixed` trials): counts of trials, activations,
 * passes.
 */
export function measureCase(
  random: () => number,
  truth: RowTruth,
  fixed?: number,
): { trials: number; activations: number; passes: number } {
  let activations = 0;
  let passes = 0;
  for (let n = 1; ; n++) {
    const activated = random() < truth.activation;
    if (activated) activations++;
    if (activated && random() < truth.execution) passes++;
    // The runner stops a case on its passes, exactly like this (runEval's caseDecided).
    if (fixed ? n >= fixed : sequentialDecision(passes, n - passes, DEFAULT_SEQUENTIAL) !== 'continue')
      return { trials: n, activations, passes };
  }
}

/** A results.json of one measured case per row, so activation and execution are both compared. */
export function measuredResults(random: () => number, truths: readonly RowTruth[], fixed?: number): Results {
  const results = makeResults(
    truths.map((_, i) => ({ skill: `skill-${String(i).padStart(3, '0')}`, activated: 0, trials: 0 })),
  );
  results.results.forEach((row, i) => {
    const m = measureCase(random, truths[i]!, fixed);
    row.cases = [
      {
        id: 'uses-it',
        role: 'should-activate',
        trials: m.trials,
        errors: 0,
        activations: m.activations,
        passes: m.passes,
        checks: [],
        tokens: { input: 0, output: 0 },
        costUsd: undefined,
      },
    ];
    row.aggregate = {
      activation: rate(m.activations, m.trials),
      falseActivation: rate(0, 0),
      execution: rate(m.passes, m.trials),
    };
  });
  return results;
}

/** Base and head measured independently; `head` defaults to the base's truths (an A/A report). */
export function simulatedComparison(
  random: () => number,
  base: readonly RowTruth[],
  head: readonly RowTruth[] = base,
  fixed?: number,
): { comparison: Comparison; head: Results } {
  const headResults = measuredResults(random, head, fixed);
  const outcome = compareResults(measuredResults(random, base, fixed), headResults);
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return { comparison: outcome.comparison, head: headResults };
}
