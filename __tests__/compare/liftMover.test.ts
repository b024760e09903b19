// A row's lift change, held to numbers from outside the code: the Clopper–Pearson bounds R's binom.test
// gives, and a p-value found by an oracle that builds the same MOVER interval from binomial tail sums
// (not the incomplete beta the code uses). Issue #38's mutation run of src/results/compare.
import { correctedLiftChange, type LiftChange, liftChange, moverTest } from '../../src/results/compare/liftChange.js';
import { liftOf, liftStrata } from '../../src/results/lift.js';
import { normalCdf } from '../../src/results/stats.js';
import type { CaseSummary, SkillBackendResult } from '../../src/results/types.js';
import { makeResults } from '../helpers/results.js';

const execution = (passes: number, trials: number): CaseSummary => ({
  id: 'should',
  role: 'execution',
  trials,
  errors: 0,
  activations: 0,
  passes,
  checks: [],
  tokens: { input: 0, output: 0 },
  costUsd: undefined,
});

/** A row whose one case passed `withSkill` of `n` with the skill and `without` of `n` in the baseline arm. */
function row(withSkill: number, without: number, n: number): SkillBackendResult {
  const r = makeResults([{ skill: 'pdf', activated: withSkill, trials: n }]).results[0]!;
  return { ...r, lift: liftOf(r.cases, [execution(without, n)], false) };
}

type Interval = [number, number];
const hybrid = (p1: number, [l1, u1]: Interval, p2: number, [l2, u2]: Interval) => ({
  value: p2 - p1,
  interval: [p2 - p1 - Math.hypot(p2 - l2, u1 - p1), p2 - p1 + Math.hypot(u2 - p2, p1 - l1)] as Interval,
});

// Two-sided 95 % Clopper–Pearson intervals of x/10, as R's binom.test(x, 10) prints them.
const CP10: Record<number, Interval> = {
  0: [0, 0.3084971],
  2: [0.02521073, 0.5560955],
  5: [0.187086, 0.812914],
  7: [0.3475471, 0.9332605],
  10: [0.6915029, 1],
};
const lift10 = (withSkill: number, without: number) =>
  hybrid(without / 10, CP10[without]!, withSkill / 10, CP10[withSkill]!);

describe('the interval of a lift change', () => {
  it("is the hybrid of the two lifts' intervals, each the hybrid of its arms' Clopper–Pearson bounds", () => {
    for (const [base, head] of [
      [
        [7, 2],
        [5, 5],
      ],
      [
        [10, 0],
        [0, 0],
      ],
      [
        [2, 7],
        [10, 5],
      ],
    ] as const) {
      const b = lift10(base[0], base[1]);
      const h = lift10(head[0], head[1]);
      const expected = hybrid(b.value, b.interval, h.value, h.interval);
      const change = liftChange(row(base[0], base[1], 10), row(head[0], head[1], 10));
      expect(change.difference!.value).toBeCloseTo(expected.value, 12);
      expect(change.difference!.interval[0]).toBeCloseTo(expected.interval[0], 5);
      expect(change.difference!.interval[1]).toBeCloseTo(expected.interval[1], 5);
    }
  });

  it('a row without the baseline arm on either side has no change, no test and no verdict', () => {
    const measured = row(7, 2, 10);
    const { lift: _, ...unlifted } = measured;
    for (const [base, head] of [
      [undefined, measured],
      [measured, undefined],
      [unlifted, measured],
      [measured, unlifted],
    ] as [SkillBackendResult | undefined, SkillBackendResult | undefined][]) {
      const change = liftChange(base, head);
      expect(change).toMatchObject({ verdict: 'inconclusive', difference: null, tests: null });
      expect(change.base).toBe(base?.lift);
      expect(change.head).toBe(head?.lift);
    }
  });

  it('an unmoved lift measured closely is unchanged; measured loosely, inconclusive', () => {
    expect(liftChange(row(500, 500, 1000), row(500, 500, 1000)).verdict).toBe('unchanged');
    expect(liftChange(row(5, 5, 10), row(5, 5, 10)).verdict).toBe('inconclusive');
  });
});

// The oracle: Clopper–Pearson bounds at any level from binomial tail sums, found by bisection.
const choose = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};
const atLeast = (x: number, n: number, p: number) => {
  let s = 0;
  for (let k = x; k <= n; k++) s += choose(n, k) * p ** k * (1 - p) ** (n - k);
  return s;
};
const solve = (f: (p: number) => number, target: number, rising: boolean) => {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target === rising) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
};
const cp = (x: number, n: number, z: number): Interval => [
  x === 0 ? 0 : solve((p) => atLeast(x, n, p), normalCdf(-z), true),
  x === n ? 1 : solve((p) => 1 - atLeast(x + 1, n, p), normalCdf(-z), false),
];
const liftAt = (withSkill: number, without: number, n: number, z: number) =>
  hybrid(without / n, cp(without, n, z), withSkill / n, cp(withSkill, n, z));
/** The z at which the change's interval (upper bound for `lower`, lower bound for `higher`) reaches 0. */
function crossing(base: number[], head: number[], n: number, tail: 'lower' | 'higher'): number {
  const excludes = (z: number) => {
    const b = liftAt(base[0]!, base[1]!, n, z);
    const h = liftAt(head[0]!, head[1]!, n, z);
    const [lo, hi] = hybrid(b.value, b.interval, h.value, h.interval).interval;
    return (tail === 'lower' ? hi : -lo) < 0;
  };
  let lo = 0.01;
  let hi = 8;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (excludes(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
const strataOf = (r: SkillBackendResult) => liftStrata(r.cases, r.lift!.cases);

describe("the lift change's one-sided tests (the MOVER interval inverted)", () => {
  it("gives the level at which the interval's bound reaches 0, on a grid of 0.01 in z", () => {
    for (const [base, head, tail] of [
      [[9, 2], [3, 3], 'lower'],
      [[10, 0], [4, 1], 'lower'],
      [[3, 3], [9, 2], 'higher'],
      [[1, 2], [10, 1], 'higher'],
    ] as const) {
      const z = crossing([...base], [...head], 10, tail);
      const test = moverTest(strataOf(row(base[0], base[1], 10)), strataOf(row(head[0], head[1], 10)), tail);
      expect(test.minAttainable).toBe(0);
      expect(test.pValue).toBeGreaterThanOrEqual(normalCdf(-z) * (1 - 1e-9));
      expect(test.pValue).toBeLessThanOrEqual(normalCdf(-(z - 0.01)) * (1 + 1e-9));
    }
  });

  it('is 1 for a change the other way or none, and stops at z = 8 for a change beyond it', () => {
    const fell = [strataOf(row(9, 2, 10)), strataOf(row(3, 3, 10))] as const;
    expect(moverTest(fell[0], fell[1], 'higher')).toEqual({ pValue: 1, minAttainable: 0 });
    const same = strataOf(row(6, 3, 10));
    expect(moverTest(same, same, 'lower').pValue).toBe(1);
    expect(moverTest(same, same, 'higher').pValue).toBe(1);
    const far = [strataOf(row(400, 0, 400)), strataOf(row(0, 400, 400))] as const;
    expect(moverTest(far[0], far[1], 'lower')).toEqual({ pValue: normalCdf(-8), minAttainable: 0 });
  });

  it('liftChange carries both tests: worse is the lower tail, better the higher', () => {
    const change = liftChange(row(9, 2, 10), row(3, 3, 10));
    expect(change.tests!.worse.pValue).toBeLessThan(0.025);
    expect(change.tests!.better.pValue).toBe(1);
    expect(change.difference!.interval[1]).toBeLessThan(0);
  });
});

describe("a lift change after the report's correction", () => {
  const change = (interval: Interval, worse: number, better: number): LiftChange => ({
    base: undefined,
    head: undefined,
    verdict: 'inconclusive',
    difference: { value: (interval[0] + interval[1]) / 2, interval },
    tests: { worse: { pValue: worse, minAttainable: 0 }, better: { pValue: better, minAttainable: 0 } },
    notSignificantAfter: { verdict: 'regressed', comparisons: 99 },
  });
  const none = { worse: false, better: false };

  it('is regressed (improved) only when that test survived and the interval lies below (above) 0', () => {
    const down = correctedLiftChange(change([-0.6, -0.1], 0.001, 1), { worse: true, better: false }, 8, 0.05);
    expect(down.verdict).toBe('regressed');
    expect(down.notSignificantAfter).toBeUndefined();
    const up = correctedLiftChange(change([0.1, 0.6], 1, 0.001), { worse: false, better: true }, 8, 0.05);
    expect(up.verdict).toBe('improved');
    // A surviving test with an interval that reaches 0 is no finding: the bug a past report had.
    expect(correctedLiftChange(change([-0.6, 0], 0.001, 1), { worse: true, better: false }, 8, 0.05).verdict).toBe(
      'inconclusive',
    );
    expect(correctedLiftChange(change([0, 0.6], 1, 0.001), { worse: false, better: true }, 8, 0.05).verdict).toBe(
      'inconclusive',
    );
    expect(correctedLiftChange(change([-0.6, -0.1], 0.001, 1), { worse: false, better: true }, 8, 0.05).verdict).toBe(
      'inconclusive',
    );
  });

  it('says "not significant after N comparisons" only for a change significant alone, below α, that way', () => {
    const alone = (interval: Interval, worse: number, better: number) =>
      correctedLiftChange(change(interval, worse, better), none, 8, 0.05).notSignificantAfter;
    expect(alone([-0.6, -0.1], 0.01, 1)).toEqual({ verdict: 'regressed', comparisons: 8 });
    expect(alone([0.1, 0.6], 1, 0.01)).toEqual({ verdict: 'improved', comparisons: 8 });
    expect(alone([-0.6, -0.1], 0.05, 1)).toBeUndefined();
    expect(alone([-0.6, 0], 0.01, 1)).toBeUndefined();
    expect(alone([0.1, 0.6], 1, 0.05)).toBeUndefined();
    expect(alone([0, 0.6], 1, 0.01)).toBeUndefined();
  });

  it('is unchanged when the interval lies within ±15 points, and left as is without tests', () => {
    expect(correctedLiftChange(change([-0.1, 0.1], 0.5, 0.5), none, 8, 0.05).verdict).toBe('unchanged');
    expect(correctedLiftChange(change([-0.15, 0.1], 0.5, 0.5), none, 8, 0.05).verdict).toBe('inconclusive');
    expect(correctedLiftChange(change([-0.1, 0.15], 0.5, 0.5), none, 8, 0.05).verdict).toBe('inconclusive');
    const unmeasured = liftChange(undefined, row(7, 2, 10));
    expect(correctedLiftChange(unmeasured, { worse: true, better: true }, 8, 0.05)).toBe(unmeasured);
  });
});
