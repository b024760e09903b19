import {
  binomialTail,
  DEFAULT_SEQUENTIAL,
  describeDesign,
  fixedTest,
  fixedTrialsEquivalent,
  outcomesToDecide,
  type SequentialDesign,
  sequentialDecision,
} from '../../src/results/sequential.js';

// sequential.ts where a figure sits exactly on a bound: designs whose numbers are powers of two, so that the
// log-likelihood ratio equals a threshold and a binomial tail equals an error rate in floating point too.
const EXACT: SequentialDesign = { p0: 0.25, p1: 0.5, alpha: 0.25, beta: 0.5, maxTrials: 5 };

describe('sequentialDecision on its thresholds', () => {
  it('decides when the ratio reaches a threshold, not only when it passes it', () => {
    // log(p1/p0) = log((1 − β)/α) = log 2: one pass is reliable; log((1 − p1)/(1 − p0)) = log(β/(1 − α)).
    expect(sequentialDecision(1, 0, EXACT)).toBe('reliable');
    expect(sequentialDecision(0, 1, EXACT)).toBe('unreliable');
  });

  it('says undecided at the most trials, and continue before', () => {
    const short = { ...DEFAULT_SEQUENTIAL, maxTrials: 2 };
    expect(sequentialDecision(1, 1, short)).toBe('undecided');
    expect(sequentialDecision(1, 0, short)).toBe('continue');
  });

  it('describes the design in full', () => {
    expect(describeDesign(DEFAULT_SEQUENTIAL)).toBe(
      'SPRT, reliable (p >= 0.9) vs unreliable (p <= 0.6), α = 0.05, β = 0.05, at most 30 trials',
    );
  });
});

describe('outcomesToDecide', () => {
  it('is 0 once the test has stopped, however it stopped', () => {
    expect(outcomesToDecide(8, 0, DEFAULT_SEQUENTIAL)).toBe(0);
    expect(outcomesToDecide(0, 3, DEFAULT_SEQUENTIAL)).toBe(0);
    expect(outcomesToDecide(0, 0, DEFAULT_SEQUENTIAL)).toBe(3);
  });
});

describe('binomialTail at p = 1: all of the mass on n', () => {
  it('is 1 up to n and 0 beyond', () => {
    expect([0, 1, 2, 3, 4].map((c) => binomialTail(3, c, 1))).toEqual([1, 1, 1, 1, 0]);
  });
});

describe('the fixed-trials tests', () => {
  it('fixedTrialsEquivalent takes a threshold of every trial, and error rates met exactly', () => {
    // n = 2, c = 2: P(X ≥ 2 | 0.5) = 0.25 = α and P(X < 2 | 0.5) = 0.75 = β; nothing smaller meets both.
    const d = { p0: 0.5, p1: 0.5, alpha: 0.25, beta: 0.75, maxTrials: 30 };
    expect(fixedTrialsEquivalent(d)).toEqual({ trials: 2, threshold: 2 });
  });

  it('fixedTest takes the first threshold with the smallest larger error rate', () => {
    for (let n = 1; n <= 20; n++) {
      let best = { threshold: n, worst: 1 };
      for (let c = 0; c <= n; c++) {
        const worst = Math.max(binomialTail(n, c, 0.6), 1 - binomialTail(n, c, 0.9));
        if (worst < best.worst) best = { threshold: c, worst };
      }
      const t = fixedTest(n, DEFAULT_SEQUENTIAL);
      expect({ n, threshold: t.threshold, worst: Math.max(t.alpha, t.beta) }).toEqual({ n, ...best });
    }
  });
});
