import { fisherOneSided } from '../../src/results/compare/fisher.js';
import { prng } from '../helpers/prng.js';
import { newcombeDifference, verdictFor, type Verdict } from '../../src/results/compare/verdict.js';

const binomial = (random: () => number, n: number, p: number) =>
  Array.from({ length: n }, () => random() < p).filter(Boolean).length;

describe("Fisher's exact test", () => {
  it('matches hand-computed hypergeometric tails', () => {
    // 10/10 vs 5/10: P(head <= 5 | 15 successes in 20) = C(10,5)·C(10,10)/C(20,15) = 252/15504.
    expect(fisherOneSided(10, 10, 5, 10, 'head-lower')).toBeCloseTo(252 / 15504, 10);
    expect(fisherOneSided(5, 10, 10, 10, 'head-higher')).toBeCloseTo(252 / 15504, 10);
    expect(fisherOneSided(5, 10, 5, 10, 'head-lower')).toBeGreaterThan(0.5);
    expect(fisherOneSided(0, 10, 0, 10, 'head-lower')).toBe(1);
  });
});

describe('Newcombe interval of a difference', () => {
  it('matches the published example (Newcombe 1998, 56/70 vs 48/80: 0.2000 [0.0524, 0.3339])', () => {
    const d = newcombeDifference({ successes: 48, trials: 80 }, { successes: 56, trials: 70 });
    expect(d.value).toBeCloseTo(0.2, 4);
    expect(d.interval[0]).toBeCloseTo(0.0524, 3);
    expect(d.interval[1]).toBeCloseTo(0.3339, 3);
  });
});

describe('verdicts a maintainer can act on', () => {
  it('A/A: the same true rate on both sides is called regressed in at most 5 % of comparisons', () => {
    const random = prng(5);
    const runs = 3000;
    for (const [p, n] of [
      [0.5, 10],
      [0.8, 10],
      [0.3, 20],
      [0.9, 30],
      [0.6, 5],
    ] as const) {
      let regressed = 0;
      for (let i = 0; i < runs; i++) {
        const v = verdictFor(
          { successes: binomial(random, n, p), trials: n },
          { successes: binomial(random, n, p), trials: n },
          true,
        ).verdict;
        if (v === 'regressed') regressed++;
      }
      expect(regressed / runs).toBeLessThanOrEqual(0.05);
    }
  });

  it('a 30-point drop at 10 trials per side is flagged or inconclusive, never unchanged', () => {
    const random = prng(30);
    const seen: Record<Verdict, number> = { regressed: 0, inconclusive: 0, unchanged: 0, improved: 0 };
    for (let i = 0; i < 3000; i++) {
      seen[
        verdictFor(
          { successes: binomial(random, 10, 0.8), trials: 10 },
          { successes: binomial(random, 10, 0.5), trials: 10 },
          true,
        ).verdict
      ]++;
    }
    expect(seen.unchanged).toBe(0);
    expect(seen.regressed).toBeGreaterThan(0);
    expect(seen.improved).toBeLessThan(30); // a 30-point drop almost never looks like a gain
  });

  it('says how many more trials would decide, and calls a well-measured equal rate unchanged', () => {
    const small = verdictFor({ successes: 3, trials: 3 }, { successes: 3, trials: 3 }, true);
    expect(small).toMatchObject({ verdict: 'inconclusive', moreTrials: 19 });
    const large = verdictFor({ successes: 22, trials: 22 }, { successes: 22, trials: 22 }, true);
    expect(large.verdict).toBe('unchanged');
    expect(verdictFor({ successes: 10, trials: 10 }, { successes: 2, trials: 10 }, true).verdict).toBe('regressed');
    // For false activation, going up is the regression.
    expect(verdictFor({ successes: 0, trials: 10 }, { successes: 8, trials: 10 }, false).verdict).toBe('regressed');
    expect(verdictFor({ successes: 0, trials: 0 }, { successes: 1, trials: 1 }, true)).toMatchObject({
      verdict: 'inconclusive',
      difference: null,
    });
  });
});
