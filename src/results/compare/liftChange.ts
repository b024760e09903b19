import { normalCdf } from '../stats.js';
import type { Lift } from '../types.js';
import { EQUIVALENCE_MARGIN, type OneSidedTest, type Verdict } from './verdict.js';

/**
 * How a row's lift moved from base to head: head lift − base lift with its interval, the two one-sided
 * tests the report's family-wise correction takes with every other rate, and the verdict once corrected.
 */
export interface LiftChange {
  base: Lift | undefined;
  head: Lift | undefined;
  verdict: Verdict;
  difference: { value: number; interval: [number, number] } | null;
  tests: { worse: OneSidedTest; better: OneSidedTest } | null;
  /** Significant on its own, not after the correction over the report's `comparisons` tests. */
  notSignificantAfter?: { verdict: 'regressed' | 'improved'; comparisons: number };
}

const Z95 = 1.959963984540054;

/**
 * The change of two lifts, each a difference with its own 95 % interval: the hybrid of the two intervals
 * (as Newcombe builds a difference from two Wilson intervals), and a normal test per direction whose
 * standard error is the half-width on that side over 1.96. A side without a measured lift gives no change.
 */
export function liftChange(base: Lift | undefined, head: Lift | undefined): LiftChange {
  const b = base?.difference;
  const h = head?.difference;
  if (!b || !h) return { base, head, verdict: 'inconclusive', difference: null, tests: null };
  const value = h.value - b.value;
  const below = Math.hypot(h.value - h.interval[0], b.interval[1] - b.value);
  const above = Math.hypot(h.interval[1] - h.value, b.value - b.interval[0]);
  const difference = { value, interval: [value - below, value + above] as [number, number] };
  // A half-width of 0 cannot happen with Wilson intervals of measured rates; guarded all the same.
  const p = (z: number) => ({ pValue: Number.isFinite(z) ? normalCdf(z) : z < 0 ? 0 : 1, minAttainable: 0 });
  const tests = { worse: p(value / (above / Z95)), better: p(-value / (below / Z95)) };
  return { base, head, verdict: withinMargin(difference.interval) ? 'unchanged' : 'inconclusive', difference, tests };
}

/** The verdict after the report's correction said whether the worse or the better test survived it. */
export function correctedLiftChange(change: LiftChange, significant: { worse: boolean; better: boolean }, comparisons: number, alpha: number): LiftChange {
  if (!change.difference || !change.tests) return change;
  const { notSignificantAfter: _, ...rest } = change;
  const d = change.difference.value;
  if (significant.worse && d < 0) return { ...rest, verdict: 'regressed' };
  if (significant.better && d > 0) return { ...rest, verdict: 'improved' };
  const alone = change.tests.worse.pValue < alpha && d < 0 ? 'regressed' : change.tests.better.pValue < alpha && d > 0 ? 'improved' : undefined;
  return { ...rest, verdict: withinMargin(change.difference.interval) ? 'unchanged' : 'inconclusive', ...(alone && { notSignificantAfter: { verdict: alone, comparisons } }) };
}

const withinMargin = ([lo, hi]: [number, number]) => lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN;
