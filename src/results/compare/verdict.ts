import { wilsonInterval } from '../stats.js';
import { fisherOneSided } from './fisher.js';

export type Verdict = 'improved' | 'regressed' | 'unchanged' | 'inconclusive';

export const SIGNIFICANCE = 0.05;
/** A change smaller than this (15 points) is "unchanged" once the interval of the difference is inside it. */
export const EQUIVALENCE_MARGIN = 0.15;
export const TEST_NAME = "one-sided Fisher's exact test, α = 0.05; unchanged when the 95% Newcombe interval of the difference lies within ±15 points";

export interface Side {
  successes: number;
  trials: number;
}

export interface RowVerdict {
  verdict: Verdict;
  /** head rate − base rate, with its 95 % Newcombe (hybrid score) interval. */
  difference: { value: number; interval: [number, number] } | null;
  pValue: number | null;
  /** For `inconclusive`: more trials per side that would likely decide it, if the observed rates held. */
  moreTrials: number | null;
}

/**
 * The verdict for one rate. `higherIsBetter` is false for false activation. Regressed or improved need
 * a significant exact test; unchanged needs the whole difference interval inside the margin; anything
 * else is inconclusive, never unchanged.
 */
export function verdictFor(base: Side, head: Side, higherIsBetter: boolean): RowVerdict {
  if (base.trials === 0 || head.trials === 0) return { verdict: 'inconclusive', difference: null, pValue: null, moreTrials: null };
  const decided = decide(base, head, higherIsBetter);
  if (decided.verdict !== 'inconclusive') return { ...decided, moreTrials: null };
  return { ...decided, moreTrials: trialsToDecide(base, head, higherIsBetter) };
}

function decide(base: Side, head: Side, higherIsBetter: boolean): Omit<RowVerdict, 'moreTrials'> {
  const worse = fisherOneSided(base.successes, base.trials, head.successes, head.trials, higherIsBetter ? 'head-lower' : 'head-higher');
  const better = fisherOneSided(base.successes, base.trials, head.successes, head.trials, higherIsBetter ? 'head-higher' : 'head-lower');
  const difference = newcombeDifference(base, head);
  if (worse < SIGNIFICANCE) return { verdict: 'regressed', difference, pValue: worse };
  if (better < SIGNIFICANCE) return { verdict: 'improved', difference, pValue: better };
  const [lo, hi] = difference.interval;
  const verdict = lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN ? 'unchanged' : 'inconclusive';
  return { verdict, difference, pValue: Math.min(worse, better) };
}

/** Newcombe's hybrid score interval for p_head − p_base, built from the two Wilson intervals. */
export function newcombeDifference(base: Side, head: Side): { value: number; interval: [number, number] } {
  const p1 = base.successes / base.trials;
  const p2 = head.successes / head.trials;
  const [l1, u1] = wilsonInterval(base.successes, base.trials)!;
  const [l2, u2] = wilsonInterval(head.successes, head.trials)!;
  const d = p2 - p1;
  return { value: d, interval: [d - Math.hypot(p2 - l2, u1 - p1), d + Math.hypot(u2 - p2, p1 - l1)] };
}

/**
 * Extra trials per side after which the observed rates would give a decided verdict: doubling, then
 * bisection (being decided is monotone in n up to rounding), so a row costs a few dozen exact tests.
 */
function trialsToDecide(base: Side, head: Side, higherIsBetter: boolean): number | null {
  const p1 = base.successes / base.trials;
  const p2 = head.successes / head.trials;
  const start = Math.max(base.trials, head.trials);
  const decidedAt = (n: number) => decide({ successes: Math.round(p1 * n), trials: n }, { successes: Math.round(p2 * n), trials: n }, higherIsBetter).verdict !== 'inconclusive';
  const limit = start + 5000;
  let hi = start + 1;
  while (!decidedAt(hi)) {
    if (hi >= limit) return null;
    hi = Math.min(limit, hi * 2);
  }
  let lo = start;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (decidedAt(mid)) hi = mid;
    else lo = mid;
  }
  return hi - start;
}
