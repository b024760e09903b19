import { liftFinding, liftOf, liftStrata } from '../../src/results/lift.js';
import type { Lift } from '../../src/results/types.js';
import { executionCase as caseOf } from '../helpers/caseSummaries.js';

// lift.ts at its edges, each pinned to an exact value: what the mutation run of src/results left standing
// when only the lift's own tests ran (docs/internals/mutation.md).

/** A lift with only what liftFinding reads. */
const lift = (interval: [number, number], helps: number, hurts: number): Pick<Lift, 'difference' | 'pValue'> => ({
  difference: { value: (interval[0] + interval[1]) / 2, interval },
  pValue: { helps, hurts },
});

describe('liftOf: the pooled counts of each arm', () => {
  it('sums successes and trials over the paired cases (trials without the errors)', () => {
    const l = liftOf([caseOf('a', 3, 4), caseOf('b', 5, 7, 1)], [caseOf('a', 1, 4), caseOf('b', 2, 6)], false);
    expect({ successes: l.with.successes, trials: l.with.trials }).toEqual({ successes: 8, trials: 10 });
    expect({ successes: l.without.successes, trials: l.without.trials }).toEqual({ successes: 3, trials: 10 });
  });

  it('keeps every baseline case in the record when none could be paired', () => {
    const baseline = [caseOf('a', 0, 3, 3), caseOf('lonely', 2, 2)];
    const l = liftOf([caseOf('a', 1, 1)], baseline, false);
    expect(l.cases).toEqual(baseline);
    expect(l.difference).toBeNull();
    expect(l.pValue).toBeNull();
    expect(liftFinding(l)).toBe('unmeasured');
  });
});

describe('liftStrata: the cases both arms measured', () => {
  it('leaves out a case whose skill arm ran only harness errors, as one whose baseline did', () => {
    const strata = liftStrata([caseOf('a', 0, 2, 2), caseOf('b', 1, 2)], [caseOf('a', 1, 2), caseOf('b', 0, 2, 2)]);
    expect(strata).toEqual([]);
  });
});

describe('liftFinding: helps or hurts only when the interval and the exact test agree', () => {
  it('is unmeasured without a difference, even with p-values', () => {
    expect(liftFinding({ difference: null, pValue: { helps: 0.001, hurts: 0.999 } })).toBe('unmeasured');
    expect(liftFinding({ difference: { value: 0.5, interval: [0.2, 0.8] }, pValue: null })).toBe('unmeasured');
  });

  it('helps: the interval above 0 and p below 0.025, both', () => {
    expect(liftFinding(lift([0.1, 0.9], 0.001, 0.999))).toBe('helps');
    expect(liftFinding(lift([0.1, 0.9], 0.2, 0.9))).toBe('unclear'); // the interval alone
    expect(liftFinding(lift([-0.1, 0.9], 0.001, 0.999))).toBe('unclear'); // the test alone
    expect(liftFinding(lift([0, 0.9], 0.001, 0.999))).toBe('unclear'); // an interval that touches 0
  });

  it('hurts: the interval below 0 and p below 0.025, both', () => {
    expect(liftFinding(lift([-0.9, -0.1], 0.999, 0.001))).toBe('hurts');
    expect(liftFinding(lift([-0.9, -0.1], 0.9, 0.2))).toBe('unclear');
    expect(liftFinding(lift([-0.9, 0.1], 0.999, 0.001))).toBe('unclear');
    expect(liftFinding(lift([-0.9, 0], 0.999, 0.001))).toBe('unclear');
    expect(liftFinding(lift([-0.2, 0.2], 0.5, 0.5))).toBe('unclear');
  });
});
