import {
  caseWeightedRate,
  normalCdf,
  normalQuantile,
  rate,
  trialsForPower,
  wilsonInterval,
  withCaseWeighted,
} from '../../src/results/stats.js';

// src/results/stats.ts against values computed elsewhere: Python's statistics.NormalDist for Φ and Φ⁻¹, and the
// Wilson interval and Fleiss's trials written out again from their formulas. The compare simulations check these
// functions' statistical behaviour; a mutation run of the fast tests alone left most of their arithmetic free.

const close = (actual: number, expected: number, digits: number) => expect(actual).toBeCloseTo(expected, digits);

describe('Φ and Φ⁻¹', () => {
  it.each([
    [1, 0.8413447460685429],
    [1.96, 0.9750021048517796],
    [-1.96, 0.024997895148220428],
    [3, 0.9986501019683699],
    [-0.5, 0.3085375387259869],
    [0.25, 0.5987063256829237],
    [-2.7, 0.003466973803040674],
    [0, 0.5],
  ])('Φ(%p) = %p to 7 digits', (x, p) => close(normalCdf(x), p, 7));

  it.each([
    [0.975, 1.9599639845400536],
    [0.8, 0.8416212335729144],
    [0.01, -2.3263478740408408],
    [0.999, 3.090232306167813],
    [0.05, -1.6448536269514726],
    [0.3, -0.5244005127080407],
    [0.98, 2.053748910631822],
    [0.5, 0],
  ])('Φ⁻¹(%p) = %p to 8 digits', (q, x) => close(normalQuantile(q), x, 8));
});

describe('Wilson intervals', () => {
  it.each([
    [3, 10, 0.10779126740630099, 0.6032218525388546],
    [3, 4, 0.30064184258240184, 0.9544127391902995],
    [0, 5, 0, 0.43448246478317476],
    [5, 5, 0.5655175352168251, 1],
  ])('%p of %p: [%p, %p]', (s, n, lo, hi) => {
    const [l, u] = wilsonInterval(s, n)!;
    close(l, lo, 10);
    close(u, hi, 10);
  });

  it('no trials, no interval and no rate', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(rate(0, 0)).toEqual({ successes: 0, trials: 0, rate: null, interval: null });
    expect(rate(3, 4)).toMatchObject({ successes: 3, trials: 4, rate: 0.75 });
  });
});

describe('the case-weighted rate', () => {
  it('with equal trials it is the pooled rate and its Wilson interval', () => {
    const cw = caseWeightedRate([
      { successes: 1, trials: 2 },
      { successes: 2, trials: 2 },
      { successes: 0, trials: 0 },
    ]);
    expect(cw).toEqual({ rate: 0.75, interval: wilsonInterval(3, 4), cases: 2, effectiveTrials: 4 });
  });

  it('with unequal trials: the mean of the rates, at K² / Σ 1/n trials', () => {
    const cw = caseWeightedRate([
      { successes: 1, trials: 2 },
      { successes: 3, trials: 3 },
    ]);
    expect(cw.rate).toBe(0.75);
    expect(cw.cases).toBe(2);
    close(cw.effectiveTrials, 4.8, 12);
    close(cw.interval![0], 0.329508353451447, 10);
    close(cw.interval![1], 0.9482225308585727, 10);
  });

  it("a stopped case's estimate stands in for its counts, even at equal trials", () => {
    const cw = caseWeightedRate([
      { successes: 1, trials: 2, estimate: 0.4 },
      { successes: 3, trials: 3 },
    ]);
    close(cw.rate!, 0.7, 12);
    close(cw.interval![0], 0.2928823630635501, 10);
    close(cw.interval![1], 0.9293023443844656, 10);
    const equal = caseWeightedRate([
      { successes: 1, trials: 2, estimate: 0.4 },
      { successes: 2, trials: 2 },
    ]);
    close(equal.rate!, 0.7, 12);
  });

  it('no case with trials: no rate', () => {
    expect(caseWeightedRate([{ successes: 0, trials: 0 }])).toEqual({
      rate: null,
      interval: null,
      cases: 0,
      effectiveTrials: 0,
    });
  });

  it('withCaseWeighted keeps the pooled counts and takes the case-weighted rate', () => {
    const cases = [
      { successes: 1, trials: 2 },
      { successes: 3, trials: 3 },
    ];
    const r = withCaseWeighted(rate(4, 5), cases);
    expect(r).toMatchObject({ successes: 4, trials: 5, rate: 0.75, caseWeighted: caseWeightedRate(cases) });
    expect(r.interval).toEqual(caseWeightedRate(cases).interval);
    const none = withCaseWeighted(rate(0, 0), []);
    expect(none).toMatchObject({ rate: null, interval: null, caseWeighted: { rate: null, cases: 0 } });
  });
});

describe("trials for power (Fleiss's continuity correction)", () => {
  it.each([
    [0.9, 0.6, 0.05, 0.8, 32],
    [0.6, 0.9, 0.05, 0.8, 32],
    [0.8, 0.5, 0.01, 0.9, 70],
    [0.5, 0.45, 0.05, 0.8, 1273],
  ])('%p → %p at α %p, power %p: %p a side', (p1, p2, alpha, power, n) => {
    expect(trialsForPower(p1, p2, alpha, power)).toBe(n);
  });

  it('power defaults to 80 %, and no change needs infinitely many', () => {
    expect(trialsForPower(0.9, 0.6, 0.05)).toBe(32);
    expect(trialsForPower(0.5, 0.5, 0.05)).toBe(Infinity);
  });
});
