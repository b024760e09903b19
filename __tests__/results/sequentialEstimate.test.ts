import { liftResults } from '../helpers/liftSimulation.js';
import { prng } from '../helpers/prng.js';
import { rowRate } from '../../src/results/aggregate.js';
import { unbiasedCaseRate } from '../../src/results/sequentialEstimate.js';
import { DEFAULT_SEQUENTIAL, sequentialDecision } from '../../src/results/sequential.js';

// Issue #37 item 2: under --trials auto the plain rate s / n of a case is biased by the stopping rule
// (−9.9 points at a true rate of 0.55, −6.7 at 0.7, +2.4 at 0.9). The Rao–Blackwell estimate is not.
const TRUTHS = [0.05, 0.2, 0.35, 0.5, 0.55, 0.6, 0.7, 0.8, 0.9, 0.95];

/** The exact mean of an estimator of a case's rate over every way the sequential test can stop. */
function exactMean(p: number, estimate: (s: number, f: number) => number): number {
  let mean = 0;
  let mass = new Map<number, number>([[0, 1]]); // passes → probability, at n trials, still going on
  for (let n = 0; n < DEFAULT_SEQUENTIAL.maxTrials; n++) {
    const next = new Map<number, number>();
    for (const [s, m] of mass) {
      for (const [s2, m2] of [
        [s + 1, m * p],
        [s, m * (1 - p)],
      ] as const) {
        if (sequentialDecision(s2, n + 1 - s2, DEFAULT_SEQUENTIAL) === 'continue')
          next.set(s2, (next.get(s2) ?? 0) + m2);
        else mean += m2 * estimate(s2, n + 1 - s2);
      }
    }
    mass = next;
  }
  return mean;
}

describe('rates under --trials auto are not biased by the stopping rule', () => {
  it.each(TRUTHS)('a case at true rate %p: the estimate is unbiased (exactly), the plain rate was not', (p) => {
    expect(Math.abs(exactMean(p, unbiasedCaseRate) - p)).toBeLessThan(1e-9);
    if (p === 0.55) expect(exactMean(p, (s, f) => s / (s + f)) - p).toBeLessThan(-0.05); // the bias the audit measured
  });

  it(
    'a row and a lift, simulated through what compare and the table read: ' +
      'bias at most 2 points at every true rate',
    () => {
      const random = prng(2);
      for (const p of TRUTHS) {
        const runs = 400;
        let row = 0;
        let lift = 0;
        for (let i = 0; i < runs; i++) {
          const r = liftResults(random, [{ with: p, without: 0.5 }], 'auto').results[0]!;
          row += rowRate(r, 'execution').rate!;
          lift += r.lift!.difference!.value;
        }
        // A mean of 400 runs has a Monte-Carlo error up to 2.5 points (sd ≤ 0.5 / √400), 3.5 for a lift: allowed on
        // top of 2.
        expect(Math.abs(row / runs - p)).toBeLessThanOrEqual(0.02 + 0.025);
        expect(Math.abs(lift / runs - (p - 0.5))).toBeLessThanOrEqual(0.02 + 0.035);
      }
    },
  );

  it('with fixed trials nothing changes: the rate is successes / trials', () => {
    const r = liftResults(prng(3), [{ with: 0.55, without: 0.5 }], 7).results[0]!;
    expect(rowRate(r, 'execution').rate).toBe(r.cases[0]!.passes / 7);
  });
});
