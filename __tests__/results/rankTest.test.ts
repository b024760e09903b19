import { stratifiedRankTest, type Stratum } from '../../src/results/efficiency/rankTest.js';
import { prng } from '../helpers/prng.js';

/**
 * The p-values by brute force: every split of every stratum's values into sides of its sizes, the statistic the sum of
 * mean-rank sums.
 */
function bruteForce(strata: readonly Stratum[]): { more: number; less: number } {
  const splits = strata.map((s) => {
    const all = [...s.from, ...s.to];
    const rank = (v: number) => all.filter((x) => x < v).length + (all.filter((x) => x === v).length + 1) / 2;
    const out: number[] = [];
    const choose = (start: number, left: number, sum: number) => {
      if (left === 0) return void out.push(sum);
      for (let i = start; i <= all.length - left; i++) choose(i + 1, left - 1, sum + rank(all[i]!));
    };
    choose(0, s.to.length, 0);
    return { sums: out, observed: s.to.reduce((a, v) => a + rank(v), 0) };
  });
  let totals = [0];
  for (const s of splits) totals = totals.flatMap((t) => s.sums.map((x) => t + x));
  const observed = splits.reduce((a, s) => a + s.observed, 0);
  const eps = 1e-9;
  return {
    more: totals.filter((t) => t >= observed - eps).length / totals.length,
    less: totals.filter((t) => t <= observed + eps).length / totals.length,
  };
}

describe('the stratified rank-sum test', () => {
  it('three runs a side, every head run above every base run: p = 1/20 one way, 1 the other', () => {
    const t = stratifiedRankTest([{ from: [1, 2, 3], to: [4, 5, 6] }])!;
    expect(t.more.pValue).toBeCloseTo(0.05, 12);
    expect(t.more.minAttainable).toBeCloseTo(0.05, 12);
    expect(t.less.pValue).toBeCloseTo(1, 12);
  });

  it('all values equal (a deterministic CLI): nothing to call, and no test that could call it', () => {
    const t = stratifiedRankTest([{ from: [120, 120, 120], to: [120, 120, 120, 120] }])!;
    expect(t.more.pValue).toBe(1);
    expect(t.more.minAttainable).toBe(1);
  });

  it('no stratum with runs on both sides: no test', () => {
    expect(
      stratifiedRankTest([
        { from: [1, 2], to: [] },
        { from: [], to: [3] },
      ]),
    ).toBeUndefined();
  });

  it('matches brute-force enumeration, with ties and several strata of different sizes', () => {
    const random = prng(11);
    for (let k = 0; k < 40; k++) {
      const strata = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const side = () => Array.from({ length: 1 + Math.floor(random() * 4) }, () => Math.floor(random() * 6));
        return { from: side(), to: side() };
      });
      const t = stratifiedRankTest(strata)!;
      const b = bruteForce(strata);
      expect(t.more.pValue).toBeCloseTo(b.more, 9);
      expect(t.less.pValue).toBeCloseTo(b.less, 9);
    }
  });

  it('with many runs a stratum it takes the normal approximation, within a point of the permutation tail', () => {
    const random = prng(12);
    const side = (n: number, shift: number) => Array.from({ length: n }, () => Math.round((random() + shift) * 50));
    const from = side(40, 0);
    const to = side(40, 0.12);
    const t = stratifiedRankTest([{ from, to }])!;
    // The permutation distribution of the head's mean-rank sum, by 20,000 random splits.
    const all = [...from, ...to];
    const rank = (v: number) => all.filter((x) => x < v).length + (all.filter((x) => x === v).length + 1) / 2;
    const ranks = all.map(rank);
    const observed = to.reduce((a, v) => a + rank(v), 0);
    let atLeast = 0;
    for (let k = 0; k < 20_000; k++) {
      const shuffled = [...ranks];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      if (shuffled.slice(0, 40).reduce((a, b) => a + b, 0) >= observed - 1e-9) atLeast++;
    }
    expect(t.more.pValue).toBeGreaterThan(0.001);
    expect(Math.abs(t.more.pValue - atLeast / 20_000)).toBeLessThan(0.01);
  });
});
