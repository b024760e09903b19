// The edges of a rate's verdict that verdictRules.test.ts left open (issue #38's mutation run of
// compare/verdict.ts): false activation after the report's correction, a by-case test that disagrees with
// the cases' mean, a rate dropped by the correction on the improved side, a change or an interval exactly
// at the 15-point margin, and the more trials asked when the two sides ran different numbers of trials.
import {
  correctedVerdict,
  hybrid,
  type Side,
  uncorrectedVerdict,
  verdictFor,
} from '../../src/results/compare/verdict.js';

const side = (successes: number, trials: number): Side => ({ successes, trials });

describe('false activation after the correction (a rise no longer called regressed on the row that gates)', () => {
  // 2/10 → 10/10: P(head ≥ 10 | 12 activations in 20) = C(10,2)·C(10,10)/C(20,12) = 45/125970.
  // Computed inside each test, not when the file loads, so that a mutant runs only the tests that reach it.
  const rose = () => verdictFor(side(2, 10), side(10, 10), false);

  it('a rise whose worse test survived is regressed, with the upper tail’s p-value', () => {
    const kept = correctedVerdict(side(2, 10), side(10, 10), false, rose(), { worse: true, better: false }, 12);
    expect(kept).toMatchObject({ verdict: 'regressed', moreTrials: null });
    expect(kept.pValue).toBeCloseTo(45 / 125970, 14);
  });

  it('a fall whose better test survived is improved; a rise is never improved, whatever survived', () => {
    const fell = verdictFor(side(10, 10), side(2, 10), false);
    const better = correctedVerdict(side(10, 10), side(2, 10), false, fell, { worse: false, better: true }, 12);
    expect(better).toMatchObject({ verdict: 'improved', moreTrials: null });
    expect(better.pValue).toBeCloseTo(45 / 125970, 14);
    const wrongWay = correctedVerdict(side(2, 10), side(10, 10), false, rose(), { worse: false, better: true }, 12);
    expect(wrongWay.verdict).toBe('inconclusive');
  });
});

describe('a row whose by-case test and cases’ mean disagree', () => {
  // Case 1: 30/30 → 20/30, a fall with much evidence; case 2: 0/1 → 1/1, a rise with little. The stratified
  // test says head is lower (p = 0.0032), but the mean of the cases' rates rose from (1 + 0)/2 = 1/2 to
  // (2/3 + 1)/2 = 5/6: the rate did not move the way its test points.
  const strata = [
    { base: side(30, 30), head: side(20, 30) },
    { base: side(0, 1), head: side(1, 1) },
  ];
  const cases = { strata, sequential: false };

  it('is not called regressed (activation) nor improved (false activation), but inconclusive', () => {
    // The pooled table alone, 30/31 → 21/31, would be decided: the cases are what keep it open.
    expect(verdictFor(side(30, 31), side(21, 31), true).verdict).toBe('regressed');
    for (const higherIsBetter of [true, false]) {
      const v = uncorrectedVerdict(side(30, 31), side(21, 31), higherIsBetter, 0.05, cases);
      expect(v.difference!.value).toBeCloseTo(1 / 3, 12);
      expect(v.pValue).toBeLessThan(0.01);
      expect(v.verdict).toBe('inconclusive');
    }
  });
});

describe('a rate the correction dropped', () => {
  it('on the improved side says "not significant after N comparisons" as for regressed', () => {
    const rose = verdictFor(side(2, 10), side(10, 10), true);
    expect(rose.verdict).toBe('improved');
    const dropped = correctedVerdict(side(2, 10), side(10, 10), true, rose, { worse: false, better: false }, 40);
    expect(dropped.verdict).toBe('inconclusive');
    expect(dropped.notSignificantAfter).toEqual({ verdict: 'improved', comparisons: 40 });
  });
});

describe('the 15-point margin', () => {
  const withInterval = (interval: [number, number]) =>
    correctedVerdict(
      side(50, 100),
      side(50, 100),
      true,
      { ...verdictFor(side(50, 100), side(50, 100), true), difference: { value: 0, interval } },
      { worse: false, better: false },
      1,
    ).verdict;

  it('calls unchanged an interval strictly inside ±15 points, not one that reaches either end', () => {
    expect(withInterval([-0.149, 0.149])).toBe('unchanged');
    expect(withInterval([-0.15, 0.1])).toBe('inconclusive');
    expect(withInterval([-0.1, 0.15])).toBe('inconclusive');
  });

  it('a change of exactly 15 points asks for the trials that detect it with 80 % power', () => {
    // 4/40 → 10/40 is 0.1 → 0.25, exactly 0.15 in floating point. Fleiss's formula at one-sided α = 0.05:
    // n′ = (1.645·√(2·0.175·0.825) + 0.842·√(0.09 + 0.1875))² / 0.15² = 78.3,
    // n = n′/4·(1 + √(1 + 4/(0.15·n′)))² = 91.2, so 92 in all, 52 more.
    const v = verdictFor(side(4, 40), side(10, 40), true);
    expect(v.difference!.value).toBe(0.15);
    expect(v.verdict).toBe('inconclusive');
    expect(v.moreTrials).toBe(92 - 40);
  });
});

describe('more trials when the two sides ran different numbers of trials', () => {
  it('counts from the larger side, and never asks for 0 more', () => {
    // 1/10 → 23/92 is 0.1 → 0.25: the power formula above gives 92, which the head side already ran, so
    // the plug-in search starts at 92 a side: at 93, 9/93 → 23/93 is decided.
    const v = verdictFor(side(1, 10), side(23, 92), true);
    expect(v.verdict).toBe('inconclusive');
    expect(verdictFor(side(9, 93), side(23, 93), true).verdict).toBe('improved');
    expect(v.moreTrials).toBe(1);
  });
});

describe('a rate no 5000 more trials would decide', () => {
  it('asks for no number', () => {
    // 50/100 → 64/100 at α = 1e-100: at 5100 a side (2550 → 3264) the interval, about 0.14 ± 0.019,
    // still crosses 0.15, and the one-sided p-value (z ≈ 14, p ≈ 1e-46) is far above α.
    const v = verdictFor(side(50, 100), side(64, 100), true, 1e-100);
    expect(v.verdict).toBe('inconclusive');
    expect(v.moreTrials).toBeNull();
  });
});

describe('the difference of two rates at the last-bit tolerance', () => {
  it('is 0 under 1e-12 apart, and kept from 1e-12 on', () => {
    expect(hybrid(0.5, [0.4, 0.6], 0.5 + 1e-13, [0.4, 0.6]).value).toBe(0);
    expect(hybrid(0, [0, 0.1], 1e-12, [0, 0.1]).value).toBe(1e-12);
  });
});

describe('a verdict without a test or without a difference', () => {
  it('is left as the correction found it', () => {
    const decided = verdictFor(side(10, 10), side(2, 10), true);
    const noTests = { ...decided, tests: null };
    const noDifference = { ...decided, difference: null };
    for (const single of [noTests, noDifference])
      expect(correctedVerdict(side(10, 10), side(2, 10), true, single, { worse: true, better: true }, 3)).toBe(single);
  });
});
