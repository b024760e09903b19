// The rules that turn a rate's tests into its verdict, each held on its own: which tail is "worse" for a
// rate where lower is better, what the correction keeps and drops, how many more trials an inconclusive
// rate is told to run, and which test a row with cases gets (issue #38's mutation run of compare/).
import {
  correctedVerdict,
  hybrid,
  type Side,
  testName,
  uncorrectedVerdict,
  verdictFor,
} from '../../src/results/compare/verdict.js';

const side = (successes: number, trials: number): Side => ({ successes, trials });

describe('a rate on its own', () => {
  it('calls a significant fall regressed with the lower tail’s p-value, and a rise improved with the upper’s', () => {
    // 10/10 → 2/10: 12 successes in 20, P(head ≤ 2) = C(10,2)·C(10,10)/C(20,12) = 45/125970.
    const fell = verdictFor(side(10, 10), side(2, 10), true);
    expect(fell).toMatchObject({ verdict: 'regressed', moreTrials: null });
    expect(fell.pValue).toBeCloseTo(45 / 125970, 14);
    expect(fell.difference!.value).toBeCloseTo(-0.8, 12);
    const rose = verdictFor(side(2, 10), side(10, 10), true);
    expect(rose).toMatchObject({ verdict: 'improved', moreTrials: null });
    expect(rose.pValue).toBeCloseTo(45 / 125970, 14);
  });

  it('for a rate where lower is better (false activation), a rise is regressed and a fall improved', () => {
    const rose = verdictFor(side(2, 10), side(10, 10), false);
    expect(rose.verdict).toBe('regressed');
    expect(rose.pValue).toBeCloseTo(45 / 125970, 14);
    expect(rose.tests!.worse.pValue).toBeCloseTo(45 / 125970, 14);
    expect(rose.tests!.better.pValue).toBe(1);
    expect(verdictFor(side(10, 10), side(2, 10), false).verdict).toBe('improved');
  });

  it('an undecided rate reports the smaller of its two p-values', () => {
    // 3/6 → 1/4: P(head ≤ 1) = 95/210, P(head ≥ 1) = 195/210.
    const v = verdictFor(side(3, 6), side(1, 4), true);
    expect(v.verdict).toBe('inconclusive');
    expect(v.pValue).toBeCloseTo(95 / 210, 12);
    expect(v.tests!.better.pValue).toBeCloseTo(195 / 210, 12);
  });

  it('asks for the fewest more trials after which, at the same rates, the verdict is decided', () => {
    for (const [b, h] of [
      [side(3, 3), side(3, 3)],
      [side(9, 10), side(8, 10)],
    ] as const) {
      const v = verdictFor(b, h, true);
      expect(v.verdict).toBe('inconclusive');
      const n = Math.max(b.trials, h.trials) + v.moreTrials!;
      const at = (m: number) =>
        verdictFor(
          side(Math.round((b.successes / b.trials) * m), m),
          side(Math.round((h.successes / h.trials) * m), m),
          true,
        ).verdict;
      expect(at(n)).not.toBe('inconclusive');
      expect(at(n - 1)).toBe('inconclusive');
    }
  });

  it('for a change of 15 points or more, asks for the trials that detect it 4 times in 5, not half the time', () => {
    // 8/10 → 5/10 is inconclusive; at its own rates, the first n that decides it is well under 80 % power.
    const v = verdictFor(side(8, 10), side(5, 10), true);
    expect(v.verdict).toBe('inconclusive');
    // Fleiss's continuity-corrected normal approximation for 0.8 vs 0.5 at one-sided α = 0.05, power 0.8:
    // n′ = (1.645·√(2·0.65·0.35) + 0.842·√(0.16 + 0.25))² / 0.3² = 30.19, n = n′/4·(1 + √(1 + 4/(0.3·n′)))² = 36.6.
    expect(v.moreTrials).toBe(37 - 10);
  });

  it("on a row with cases, asks for trials at the cases' mean rate, not the pooled one", () => {
    // Pooled 8/10 → 5/10 as above, but the cases' mean is 0.9 → 0.5: n′ = 15.15, n = 19.8, so 20 in all.
    const v = verdictFor(
      { successes: 8, trials: 10, caseWeighted: { rate: 0.9 } },
      { successes: 5, trials: 10, caseWeighted: { rate: 0.5 } },
      true,
    );
    expect(v.moreTrials).toBe(20 - 10);
  });

  it('calls an equal rate unchanged only once the whole interval is inside ±15 points', () => {
    expect(verdictFor(side(100, 100), side(100, 100), true).verdict).toBe('unchanged');
    // 0.5 vs 0.5 at 100 trials: the interval is about ±0.14, inside; at 80, about ±0.155, outside.
    expect(verdictFor(side(50, 100), side(50, 100), true).verdict).toBe('unchanged');
    expect(verdictFor(side(40, 80), side(40, 80), true).verdict).toBe('inconclusive');
  });
});

describe('a rate of a row with cases', () => {
  // Two cases, each 3/3 → 0/3: each case's Fisher p is 1/20.
  const strata = [
    { base: side(3, 3), head: side(0, 3) },
    { base: side(3, 3), head: side(0, 3) },
  ];
  const base = side(6, 6);
  const head = side(0, 6);

  it('with fixed trials: the stratified test (both cases at 0: 1/400) and the case-weighted difference', () => {
    const v = uncorrectedVerdict(base, head, true, 0.05, { strata, sequential: false });
    expect(v.tests!.worse.pValue).toBeCloseTo(1 / 400, 14);
    expect(v.tests!.worse.minAttainable).toBeCloseTo(1 / 400, 14);
    expect(v.tests!.better.pValue).toBeCloseTo(1, 12);
    expect(v.difference!.value).toBe(-1);
    expect(v.verdict).toBe('regressed');
    expect(v.moreTrials).toBeNull();
  });

  it("stopped by --trials auto: the cases' tests combined by Fisher's method", () => {
    const v = uncorrectedVerdict(base, head, true, 0.05, { strata, sequential: true });
    const q = 1 / 400;
    expect(v.tests!.worse.pValue).toBeCloseTo(q * (1 - Math.log(q)), 12);
    expect(v.verdict).toBe('regressed');
  });

  it('for false activation the tails swap: head higher is worse', () => {
    const v = uncorrectedVerdict(base, head, false, 0.05, { strata, sequential: false });
    expect(v.tests!.better.pValue).toBeCloseTo(1 / 400, 14);
    expect(v.tests!.worse.pValue).toBeCloseTo(1, 12);
    expect(v.verdict).toBe('improved');
  });

  it('a side without trials has no test and no difference', () => {
    expect(uncorrectedVerdict(side(0, 0), side(2, 3), true)).toEqual({
      verdict: 'inconclusive',
      difference: null,
      pValue: null,
      moreTrials: null,
      tests: null,
    });
    expect(uncorrectedVerdict(side(2, 3), side(0, 0), true).tests).toBeNull();
  });
});

describe('a rate after the report’s correction', () => {
  const fell = verdictFor(side(10, 10), side(2, 10), true);
  const flat = verdictFor(side(5, 10), side(5, 10), true);

  it('keeps regressed or improved only when that test survived and the rate moved that way', () => {
    const kept = correctedVerdict(side(10, 10), side(2, 10), true, fell, { worse: true, better: false }, 12);
    expect(kept).toMatchObject({ verdict: 'regressed', pValue: fell.tests!.worse.pValue, moreTrials: null });
    expect(kept.notSignificantAfter).toBeUndefined();
    // The better test "surviving" does not make a fall improved, nor the worse one a level rate regressed.
    expect(
      correctedVerdict(side(10, 10), side(2, 10), true, fell, { worse: false, better: true }, 12).verdict,
    ).not.toBe('improved');
    expect(correctedVerdict(side(5, 10), side(5, 10), true, flat, { worse: true, better: true }, 12).verdict).toBe(
      'inconclusive',
    );
    const rose = verdictFor(side(2, 10), side(10, 10), true);
    const up = correctedVerdict(side(2, 10), side(10, 10), true, rose, { worse: false, better: true }, 3);
    expect(up).toMatchObject({ verdict: 'improved', pValue: rose.tests!.better.pValue, moreTrials: null });
  });

  it('a rate significant alone but not after N comparisons says so, and asks for trials at α / N', () => {
    const dropped = correctedVerdict(side(10, 10), side(2, 10), true, fell, { worse: false, better: false }, 40);
    expect(dropped.verdict).toBe('inconclusive');
    expect(dropped.notSignificantAfter).toEqual({ verdict: 'regressed', comparisons: 40 });
    expect(dropped.moreTrials).toBeGreaterThan(0);
    // More comparisons, a stricter threshold, more trials asked.
    const more = correctedVerdict(side(10, 10), side(2, 10), true, fell, { worse: false, better: false }, 4000);
    expect(more.moreTrials).toBeGreaterThan(dropped.moreTrials!);
    // No comparisons counts as one: the rate's own threshold.
    const none = correctedVerdict(
      side(8, 10),
      side(5, 10),
      true,
      verdictFor(side(8, 10), side(5, 10), true),
      {
        worse: false,
        better: false,
      },
      0,
    );
    expect(none.moreTrials).toBe(verdictFor(side(8, 10), side(5, 10), true).moreTrials);
    expect(none.notSignificantAfter).toBeUndefined();
  });

  it('an undecided rate inside the margin is unchanged and asks for nothing; one without tests is left as is', () => {
    const equal = verdictFor(side(100, 100), side(100, 100), true);
    const u = correctedVerdict(side(100, 100), side(100, 100), true, equal, { worse: false, better: false }, 5);
    expect(u).toMatchObject({ verdict: 'unchanged', moreTrials: null });
    const missing = verdictFor(side(0, 0), side(3, 3), true);
    expect(correctedVerdict(side(0, 0), side(3, 3), true, missing, { worse: true, better: true }, 5)).toBe(missing);
  });
});

describe('the difference of two rates', () => {
  it('is no difference when two means of the same counts differ in the last bit', () => {
    const d = hybrid(0.1 + 0.2, [0.2, 0.4], 0.3, [0.2, 0.4]);
    expect(d.value).toBe(0);
    expect(d.interval[0]).toBeCloseTo(-Math.hypot(0.1, 0.1), 12);
    expect(d.interval[1]).toBeCloseTo(Math.hypot(0.1, 0.1), 12);
  });

  it("is head − base with Newcombe's hybrid interval: each side's distance to its own bounds", () => {
    // p1 = 0.2 in [0.1, 0.5], p2 = 0.6 in [0.3, 0.7]: lower 0.4 − √(0.3² + 0.3²), upper 0.4 + √(0.1² + 0.1²).
    const d = hybrid(0.2, [0.1, 0.5], 0.6, [0.3, 0.7]);
    expect(d.value).toBeCloseTo(0.4, 12);
    expect(d.interval[0]).toBeCloseTo(0.4 - Math.hypot(0.3, 0.3), 12);
    expect(d.interval[1]).toBeCloseTo(0.4 + Math.hypot(0.1, 0.1), 12);
  });
});

describe('the test a report names', () => {
  it('is the stratified exact test, or with --trials auto the cases’ tests combined by Fisher’s method', () => {
    expect(testName(false)).toContain('one-sided exact test per rate, stratified by case (Fisher');
    expect(testName(true)).toContain(
      "one-sided test per rate combining its cases' Fisher exact tests by Fisher's method, as --trials auto " +
        'stopped the cases',
    );
    for (const sequential of [false, true])
      expect(testName(sequential)).toMatch(
        new RegExp(
          "^a skill's rate is the mean of its cases' rates; .* \\(Fisher's exact test for a rate of one case\\); " +
            "regressed and improved hold at α = 0\\.05 family-wise over every rate of the report \\(Holm's " +
            "step-down with Tarone's rule for discrete tests\\); unchanged when the 95% stratified Newcombe " +
            'interval of the difference lies within ±15 points$',
        ),
      );
  });
});
