import { DEFAULT_SEQUENTIAL, sequentialDecision, type SequentialDesign } from '../../src/results/sequential.js';
import { stoppedActivationEstimate, stoppedEstimate, unbiasedCaseRate } from '../../src/results/sequentialEstimate.js';
import type { CaseSummary } from '../../src/results/types.js';

// sequentialEstimate.ts against a second way of computing the same thing: every order of s passes and f
// failures enumerated, kept when the rule went on at each trial before the last, and the share of those
// whose first trial passed taken. The module counts paths on a grid; a slip in its bounds changes a figure.

/** Every arrangement of `s` ones and `f` zeros. */
function* orders(s: number, f: number): Generator<number[]> {
  if (s === 0 && f === 0) {
    yield [];
    return;
  }
  if (s > 0) for (const rest of orders(s - 1, f)) yield [1, ...rest];
  if (f > 0) for (const rest of orders(s, f - 1)) yield [0, ...rest];
}

function enumerated(s: number, f: number, design: SequentialDesign): number {
  let reaching = 0;
  let firstPassed = 0;
  for (const order of orders(s, f)) {
    let passes = 0;
    let goesOn = true;
    for (let k = 0; k < order.length - 1 && goesOn; k++) {
      passes += order[k]!;
      goesOn = sequentialDecision(passes, k + 1 - passes, design) === 'continue';
    }
    if (!goesOn) continue;
    reaching++;
    firstPassed += order[0]!;
  }
  // A point the rule never reaches from the start has no rule to undo: the plain rate.
  return reaching === 0 ? s / (s + f) : firstPassed / reaching;
}

const SHORT: SequentialDesign = { ...DEFAULT_SEQUENTIAL, maxTrials: 6 };

describe('unbiasedCaseRate, every stopping point up to 13 trials, against enumeration', () => {
  it.each([
    ['the default design', DEFAULT_SEQUENTIAL],
    ['a design truncated at 6 trials', SHORT],
  ])('%s', (_, design) => {
    for (let n = 1; n <= 13; n++)
      for (let s = 0; s <= n; s++) {
        const estimate = unbiasedCaseRate(s, n - s, design);
        expect({ s, f: n - s, estimate }).toEqual({
          s,
          f: n - s,
          estimate: expect.closeTo(enumerated(s, n - s, design), 12),
        });
        // Never -0, which closeTo takes for 0: paths counted with a sign per failure give the same ratios but that.
        expect({ s, f: n - s, negativeZero: Object.is(estimate, -0) }).toEqual({ s, f: n - s, negativeZero: false });
      }
  });

  it('has no rate without a trial, and gives the plain rate at a point the rule never reaches', () => {
    expect(unbiasedCaseRate(0, 0)).toBeNaN();
    // Never below 0, not even -0: paths counted with a sign per failure would give the same ratios but that.
    expect(unbiasedCaseRate(0, 3)).toBe(0);
    // Eight passes in a row decide the default design: ten cannot be reached from the start.
    expect(sequentialDecision(8, 0, DEFAULT_SEQUENTIAL)).toBe('reliable');
    expect(unbiasedCaseRate(10, 0)).toBe(1);
    expect(unbiasedCaseRate(10, 1)).toBeCloseTo(enumerated(10, 1, DEFAULT_SEQUENTIAL), 12);
  });

  it('gives the same figure asked again (the kept estimates)', () => {
    const first = unbiasedCaseRate(4, 3, SHORT);
    expect(unbiasedCaseRate(4, 3, SHORT)).toBe(first);
    expect(unbiasedCaseRate(4, 3, DEFAULT_SEQUENTIAL)).toBeCloseTo(enumerated(4, 3, DEFAULT_SEQUENTIAL), 12);
  });
});

const caseOf = (over: Partial<CaseSummary>): CaseSummary => ({
  id: 'c',
  role: 'execution',
  trials: 0,
  errors: 0,
  activations: 0,
  passes: 0,
  checks: [],
  tokens: { input: 0, output: 0 },
  costUsd: undefined,
  decision: 'unreliable',
  ...over,
});

describe('stoppedEstimate: the pass rate of a stopped case', () => {
  it('counts the trials without the harness errors', () => {
    const c = caseOf({ trials: 5, errors: 2, passes: 1 });
    expect(stoppedEstimate(c, 1)).toEqual({ estimate: unbiasedCaseRate(1, 2) });
  });

  it('gives nothing for a case run a fixed number of times, a count the rule did not stop on, or only errors', () => {
    expect(stoppedEstimate(caseOf({ trials: 3, passes: 1, decision: undefined }), 1)).toEqual({});
    expect(stoppedEstimate(caseOf({ trials: 3, passes: 1 }), 2)).toEqual({});
    expect(stoppedEstimate(caseOf({ trials: 2, errors: 2 }), 0)).toEqual({});
  });
});

describe('stoppedActivationEstimate: the activation rate of a stopped case', () => {
  it('should-activate: every pass activated, and the failures that activated', () => {
    // 2 passes, 2 failures (one error not counted), 3 activations: one failure activated.
    const c = caseOf({ role: 'should-activate', trials: 5, errors: 1, passes: 2, activations: 3 });
    const first = unbiasedCaseRate(2, 2);
    expect(stoppedActivationEstimate(c).estimate).toBeCloseTo(first * 1 + (1 - first) * (1 / 2), 12);
  });

  it('should-not-activate: no pass activated; trials that fired before a fault are added as false activations', () => {
    const c = caseOf({ role: 'should-not-activate', trials: 6, errors: 2, passes: 3, activations: 1 });
    const first = unbiasedCaseRate(3, 1);
    const estimate = (1 - first) * 1;
    expect(stoppedActivationEstimate(c).estimate).toBeCloseTo(estimate, 12);
    const faulted = { ...c, activatedBeforeFault: 2 };
    expect(stoppedActivationEstimate(faulted).estimate).toBeCloseTo((estimate * 4 + 2) / 6, 12);
  });

  it('adds no faulted trials to a should-activate case (there they stay errors)', () => {
    const c = caseOf({ role: 'should-activate', trials: 6, errors: 2, passes: 3, activations: 3 });
    const plain = stoppedActivationEstimate(c).estimate;
    expect(stoppedActivationEstimate({ ...c, activatedBeforeFault: 2 }).estimate).toBe(plain);
    expect(plain).toBeCloseTo(unbiasedCaseRate(3, 1), 12);
  });

  it('keeps the plain rate when the counts do not fit the reading, the case is execution, or it has no trial', () => {
    // Fewer activations than passes on a should-activate case: a pass that did not activate.
    expect(
      stoppedActivationEstimate(caseOf({ role: 'should-activate', trials: 4, passes: 2, activations: 1 })),
    ).toEqual({});
    // More activated failures than failures.
    expect(
      stoppedActivationEstimate(caseOf({ role: 'should-not-activate', trials: 4, passes: 3, activations: 2 })),
    ).toEqual({});
    expect(stoppedActivationEstimate(caseOf({ role: 'execution', trials: 4, passes: 2, activations: 2 }))).toEqual({});
    expect(stoppedActivationEstimate(caseOf({ role: 'should-activate', trials: 2, errors: 2 }))).toEqual({});
    expect(
      stoppedActivationEstimate(caseOf({ role: 'should-activate', trials: 3, passes: 3, decision: undefined })),
    ).toEqual({});
  });
});
