// The exact tests behind every compare verdict, held to values worked out by hand (hypergeometric tables
// with unequal trials, so that a swapped margin or a tail that starts one table off shows): issue #38's
// mutation run found them held only through simulations and symmetric tables.
import {
  combinedOneSided,
  fisherCombination,
  fisherMinimum,
  fisherOneSided,
  stratifiedOneSided,
  type Stratum,
} from '../../src/results/compare/fisher.js';
import { normalCdf } from '../../src/results/stats.js';

const stratum = (xb: number, nb: number, xh: number, nh: number): Stratum => ({
  base: { successes: xb, trials: nb },
  head: { successes: xh, trials: nh },
});

describe("Fisher's one-sided exact test on a 2×2 table", () => {
  it('sums the hypergeometric tail from the observed table outwards, each margin its own', () => {
    // base 1/4, head 3/6: 4 successes in 10, C(10,4) = 210 tables; P(head = k) = C(6,k)·C(4,4−k)/210
    // is 1, 24, 90, 80, 15 (/210) for k = 0..4.
    expect(fisherOneSided(1, 4, 3, 6, 'head-lower')).toBeCloseTo(195 / 210, 12);
    expect(fisherOneSided(1, 4, 3, 6, 'head-higher')).toBeCloseTo(95 / 210, 12);
    // The same counts the other way round: head 1/4 against base 3/6.
    expect(fisherOneSided(3, 6, 1, 4, 'head-higher')).toBeCloseTo(195 / 210, 12);
    expect(fisherOneSided(3, 6, 1, 4, 'head-lower')).toBeCloseTo(95 / 210, 12);
  });

  it('stops the lower tail at the fewest successes head can have, and the upper at the most', () => {
    // 8/10 → 7/10: 15 successes, head has at least 5; P(5..7) = (252 + 2100 + 5400) / 15504 = 1/2.
    expect(fisherOneSided(8, 10, 7, 10, 'head-lower')).toBeCloseTo(0.5, 12);
    // 2/10 → 3/10: 5 successes, head has at most 5; P(3..5) = (5400 + 2100 + 252) / 15504 = 1/2.
    expect(fisherOneSided(2, 10, 3, 10, 'head-higher')).toBeCloseTo(0.5, 12);
    // A table at the edge is its own tail: 0/5 → 5/5 upward has p = 1 / C(10,5).
    expect(fisherOneSided(0, 5, 5, 5, 'head-higher')).toBeCloseTo(1 / 252, 14);
    expect(fisherOneSided(5, 5, 0, 5, 'head-higher')).toBeCloseTo(1, 12);
  });

  it('gives the probability of the most extreme table as the smallest p-value the margins allow', () => {
    expect(fisherMinimum(1, 4, 3, 6, 'head-lower')).toBeCloseTo(1 / 210, 14);
    expect(fisherMinimum(1, 4, 3, 6, 'head-higher')).toBeCloseTo(15 / 210, 14);
    // 8/10 → 7/10: head has 5 at least (C(10,5)·C(10,10)/C(20,15) = 252/15504) and 10 at most (C(10,5) too).
    expect(fisherMinimum(8, 10, 7, 10, 'head-lower')).toBeCloseTo(252 / 15504, 14);
    expect(fisherMinimum(8, 10, 7, 10, 'head-higher')).toBeCloseTo(252 / 15504, 14);
    expect(fisherMinimum(0, 3, 0, 3, 'head-lower')).toBe(1);
  });
});

// Two cases: A is base 1/4 → head 3/6 (head's k: 1, 24, 90, 80, 15 /210), B is base 2/3 → head 1/3 (head's
// k: 1, 9, 9, 1 /20). Observed sum 4. P(sum ≤ 4) = 3025/4200, P(sum ≥ 4) = 2744/4200 by convolution.
const A = stratum(1, 4, 3, 6);
const B = stratum(2, 3, 1, 3);
/** Cases with one possible table: a side that did not run, all passes, all failures. */
const uninformative = [stratum(0, 0, 2, 3), stratum(2, 3, 0, 0), stratum(3, 3, 4, 4), stratum(0, 5, 0, 2)];

describe('the stratified exact test over cases', () => {
  it("is the exact distribution of head's summed successes, each case with its own margins", () => {
    const t = stratifiedOneSided([A, B]);
    expect(t.headLower.pValue).toBeCloseTo(3025 / 4200, 12);
    expect(t.headHigher.pValue).toBeCloseTo(2744 / 4200, 12);
    // The most extreme sums: both cases at their fewest (1/210 · 1/20), and at their most (15/210 · 1/20).
    expect(t.headLower.minAttainable).toBeCloseTo(1 / 4200, 14);
    expect(t.headHigher.minAttainable).toBeCloseTo(15 / 4200, 14);
  });

  it('matches every table enumerated: three cases, one whose margins leave head a floor above 0', () => {
    // An odd number of cases; in the last, 40 successes with 2 base trials leave head 38 at least.
    const strata = [A, stratum(1, 5, 1, 3), stratum(2, 2, 38, 40)];
    const choose = (n: number, k: number) => {
      let c = 1;
      for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
      return c;
    };
    const tables = strata.map(({ base, head }) => {
      const s = base.successes + head.successes;
      const ks = Array.from({ length: head.trials + 1 }, (_, k) => k).filter((k) => s - k >= 0 && s - k <= base.trials);
      return ks.map((k) => [
        k,
        (choose(head.trials, k) * choose(base.trials, s - k)) / choose(base.trials + head.trials, s),
      ]);
    });
    const observed = strata.reduce((a, x) => a + x.head.successes, 0);
    let lower = 0;
    let higher = 0;
    const walk = (i: number, sum: number, p: number): void => {
      if (i === tables.length) {
        if (sum <= observed) lower += p;
        if (sum >= observed) higher += p;
        return;
      }
      for (const [k, q] of tables[i]!) walk(i + 1, sum + k!, p * q!);
    };
    walk(0, 0, 1);
    const t = stratifiedOneSided(strata);
    expect(t.headLower.pValue).toBeCloseTo(lower, 12);
    expect(t.headHigher.pValue).toBeCloseTo(higher, 12);
    const fewest = tables.reduce((a, x) => a * x[0]![1]!, 1);
    const most = tables.reduce((a, x) => a * x[x.length - 1]![1]!, 1);
    expect(t.headLower.minAttainable / fewest).toBeCloseTo(1, 9);
    expect(t.headHigher.minAttainable / most).toBeCloseTo(1, 9);
  });

  it('drops a case with one possible table, so that it changes nothing', () => {
    expect(stratifiedOneSided([...uninformative, A, B])).toEqual(stratifiedOneSided([A, B]));
    const one = stratifiedOneSided([uninformative[0]!, A, uninformative[2]!]);
    expect(one.headLower).toEqual({
      pValue: fisherOneSided(1, 4, 3, 6, 'head-lower'),
      minAttainable: fisherMinimum(1, 4, 3, 6, 'head-lower'),
    });
    expect(one.headHigher.pValue).toBeCloseTo(95 / 210, 12);
    for (const s of uninformative)
      expect(stratifiedOneSided([s, s])).toEqual({
        headLower: { pValue: 1, minAttainable: 1 },
        headHigher: { pValue: 1, minAttainable: 1 },
      });
  });

  it('beyond 5000 possible sums, is the continuity-corrected normal approximation (Cochran–Mantel–Haenszel)', () => {
    // Two cases of 3000 trials a side, 3000 successes each: 3001 possible values a case, 6001 for the sum.
    // Each case: mean 3000·3000/6000 = 1500, variance 3000·3000·3000·3000 / (6000²·5999).
    const big = (xh: number) => stratum(3000 - xh, 3000, xh, 3000);
    const sd = Math.sqrt((2 * 3000 ** 4) / (6000 ** 2 * 5999));
    const t = stratifiedOneSided([big(1475), big(1475)]);
    expect(t.headLower.pValue).toBeCloseTo(normalCdf((2950 - 3000 + 0.5) / sd), 6);
    expect(t.headHigher.pValue).toBeCloseTo(normalCdf(-(2950 - 3000 - 0.5) / sd), 6);
    expect(t.headLower.pValue).toBeCloseTo(0.0353, 3);
    const up = stratifiedOneSided([big(1530), big(1510)]);
    expect(up.headHigher.pValue).toBeCloseTo(normalCdf(-(3040 - 3000 - 0.5) / sd), 6);
    expect(up.headLower.pValue).toBeCloseTo(normalCdf((3040 - 3000 + 0.5) / sd), 6);
  });
});

describe("the combined test for --trials auto (Fisher's method over the cases' exact tests)", () => {
  it("combines each case's one-sided p-value and its smallest attainable one", () => {
    const t = combinedOneSided([A, B]);
    // Two p-values: P = q·(1 − ln q) with q their product.
    const two = (p1: number, p2: number) => p1 * p2 * (1 - Math.log(p1 * p2));
    expect(t.headLower.pValue).toBeCloseTo(two(195 / 210, 10 / 20), 12);
    expect(t.headHigher.pValue).toBeCloseTo(two(95 / 210, 19 / 20), 12);
    expect(t.headLower.minAttainable).toBeCloseTo(two(1 / 210, 1 / 20), 12);
    expect(t.headHigher.minAttainable).toBeCloseTo(two(15 / 210, 1 / 20), 12);
  });

  it("drops a case with one possible table; one case left is that case's own test", () => {
    expect(combinedOneSided([...uninformative, A, B])).toEqual(combinedOneSided([A, B]));
    const one = combinedOneSided([uninformative[1]!, A, uninformative[3]!]);
    expect(one.headLower.pValue).toBeCloseTo(195 / 210, 12);
    expect(one.headHigher).toEqual({
      pValue: fisherOneSided(1, 4, 3, 6, 'head-higher'),
      minAttainable: fisherMinimum(1, 4, 3, 6, 'head-higher'),
    });
    for (const s of uninformative)
      expect(combinedOneSided([s])).toEqual({
        headLower: { pValue: 1, minAttainable: 1 },
        headHigher: { pValue: 1, minAttainable: 1 },
      });
  });

  it("Fisher's method: P(χ² with 2m degrees of freedom ≥ −2 Σ ln p)", () => {
    expect(fisherCombination([])).toBe(1);
    expect(fisherCombination([1, 1, 1])).toBe(1);
    expect(fisherCombination([0.3])).toBeCloseTo(0.3, 12);
    expect(fisherCombination([0.1, 0.2])).toBeCloseTo(0.02 * (1 - Math.log(0.02)), 12);
    const h = 3 * Math.LN2; // three halves: e^(−h)·(1 + h + h²/2)
    expect(fisherCombination([0.5, 0.5, 0.5])).toBeCloseTo(0.125 * (1 + h + (h * h) / 2), 12);
    // A p-value of 0 (underflow) counts as the smallest positive number, not as −∞.
    const withZero = fisherCombination([0, 0.5]);
    expect(withZero).toBeGreaterThan(0);
    expect(withZero).toBeLessThan(1e-300);
    // 300 cases at p = 0.001: the terms of the sum span more than e^709, which only a sum taken from the
    // largest term keeps finite; the combined p-value is astronomically small, not 1.
    expect(fisherCombination(Array.from({ length: 300 }, () => 0.001))).toBeLessThan(1e-300);
  });
});
