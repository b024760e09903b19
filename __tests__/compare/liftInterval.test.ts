import { compareResults } from '../../src/results/compare/compare.js';
import { liftOf } from '../../src/results/lift.js';
import type { CaseSummary, Results } from '../../src/results/types.js';
import { makeResults } from '../helpers/results.js';

const execution = (id: string, passes: number, trials: number): CaseSummary => ({
  id,
  role: 'execution',
  trials,
  errors: 0,
  activations: 0,
  passes,
  checks: [],
  tokens: { input: 0, output: 0 },
  costUsd: undefined,
});

/** One skill whose arm with the skill passes `withSkill` of 10 trials, and the arm without it `without` of 10. */
function run(withSkill: number, without: number): Results {
  const r = makeResults([{ skill: 'pdf', activated: withSkill, trials: 10 }]);
  r.results = r.results.map((row) => ({ ...row, lift: liftOf(row.cases, [execution('should', without, 10)], false) }));
  return r;
}

describe('a lift change is called only when its interval excludes 0', () => {
  it('both arms falling together (lift 0 → 0) is no lift regression, though the skill arm fell significantly', () => {
    const outcome = compareResults(run(10, 10), run(0, 0));
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    const lift = outcome.comparison.aggregates[0]!.lift!;
    expect(lift.difference!.value).toBe(0);
    expect(lift.difference!.interval[0]).toBeLessThan(0);
    expect(lift.difference!.interval[1]).toBeGreaterThan(0);
    // The arm with the skill went from 10 of 10 to 0 of 10, and its own test (what the lift change was once
    // tested by) calls that at p < 0.001; the change of the difference, the test now, sees no change at all.
    expect(lift.tests!.worse.pValue).toBeGreaterThan(0.05);
    expect(lift.verdict).not.toBe('regressed');
    expect(lift.notSignificantAfter).toBeUndefined();
  });
});
