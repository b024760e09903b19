import { caseWeightedRate, trialsForPower, wilsonInterval } from '../stats.js';
import { combinedOneSided, fisherMinimum, fisherOneSided, stratifiedOneSided, type Stratum } from './fisher.js';
import { below } from './multiplicity.js';

export type { Stratum } from './fisher.js';

export type Verdict = 'improved' | 'regressed' | 'unchanged' | 'inconclusive';

/** The family-wise error rate of a report's regressed (and, separately, improved) verdicts. */
export const SIGNIFICANCE = 0.05;
/** A change smaller than this (15 points) is "unchanged" once the interval of the difference is inside it. */
export const EQUIVALENCE_MARGIN = 0.15;
/** How a report's verdicts were reached: the test per rate depends on whether either side ran `--trials auto`. */
export function testName(sequential: boolean): string {
  const test = sequential
    ? "one-sided test per rate combining its cases' Fisher exact tests by " +
      "Fisher's method, as --trials auto stopped the cases"
    : 'one-sided exact test per rate, stratified by case';
  return (
    `a skill's rate is the mean of its cases' rates; ${test} (Fisher's ` +
    `exact test for a rate of one case); regressed and improved hold at α ` +
    `= 0.05 family-wise over every rate of the report (Holm's step-down ` +
    `with Tarone's rule for discrete tests); unchanged when the 95% ` +
    `stratified Newcombe interval of the difference lies within ±15 points`
  );
}

export interface Side {
  successes: number;
  trials: number;
  /** A skill × backend rate's case-weighted mean: what the row's rate, difference and advice use. */
  caseWeighted?: { rate: number | null };
}

export interface OneSidedTest {
  pValue: number;
  /** The smallest p-value these margins allow; the correction uses it (Tarone's rule). */
  minAttainable: number;
}

export interface RowVerdict {
  /** After the report's correction, once `compareResults` applied it; what gates and headlines use. */
  verdict: Verdict;
  /**
   * head rate − base rate, with its 95 % Newcombe (hybrid score) interval. On a skill × backend row, the
   * difference of the case-weighted rates, with the Newcombe interval built from their stratified Wilson intervals.
   */
  difference: { value: number; interval: [number, number] } | null;
  pValue: number | null;
  /** For `inconclusive`: more trials per side that would likely decide it, if the observed rates held. */
  moreTrials: number | null;
  /** Both one-sided tests; null when a side has no trials. */
  tests: { worse: OneSidedTest; better: OneSidedTest } | null;
  /**
   * Set when this rate on its own was significant (at α, uncorrected) but did not survive the correction
   * over the report's `comparisons` rates: shown as "not significant after N comparisons".
   */
  notSignificantAfter?: { verdict: 'regressed' | 'improved'; comparisons: number };
}

/**
 * The verdict for one rate on its own, at significance `alpha`. `higherIsBetter` is false for false
 * activation. Regressed or improved need a significant exact test; unchanged needs the whole difference
 * interval inside the margin; anything else is inconclusive, never unchanged. A report does not use
 * this verdict as is: `correctedVerdicts` holds the error over all its rates.
 */
export function verdictFor(base: Side, head: Side, higherIsBetter: boolean, alpha = SIGNIFICANCE): RowVerdict {
  const single = uncorrectedVerdict(base, head, higherIsBetter, alpha);
  return single.verdict === 'inconclusive' && single.tests
    ? { ...single, moreTrials: moreTrials(base, head, higherIsBetter, alpha) }
    : single;
}

/**
 * `verdictFor` without the search for `moreTrials`, which the correction redoes at its own threshold.
 * `cases`, for a skill × backend row, are its cases (aligned by case id; a case one side lacks has 0
 * trials there): the difference is then that of the case-weighted rates, and the test is by case, the
 * stratified exact test with fixed trials or, when either side's cases were stopped by the sequential
 * rule, the cases' own exact tests combined (see `combinedOneSided`). Without them, base and head are one table.
 */
export function uncorrectedVerdict(
  base: Side,
  head: Side,
  higherIsBetter: boolean,
  alpha = SIGNIFICANCE,
  cases?: { strata: readonly Stratum[]; sequential: boolean },
): RowVerdict {
  if (base.trials === 0 || head.trials === 0)
    return { verdict: 'inconclusive', difference: null, pValue: null, moreTrials: null, tests: null };
  const tests = cases
    ? byCaseTests(cases.strata, cases.sequential, higherIsBetter)
    : oneSidedTests(base, head, higherIsBetter);
  const difference = cases ? caseWeightedDifference(cases.strata) : newcombeDifference(base, head);
  return { ...decide(difference, tests, higherIsBetter, alpha), tests, moreTrials: null };
}

/** The verdict after the correction: `significant` says whether this rate's worse or better test survived it. */
export function correctedVerdict(
  base: Side,
  head: Side,
  higherIsBetter: boolean,
  single: RowVerdict,
  significant: { worse: boolean; better: boolean },
  comparisons: number,
  alpha = SIGNIFICANCE,
): RowVerdict {
  if (!single.tests || !single.difference) return single;
  const { notSignificantAfter: _, ...rest } = single;
  // A test over cases weighs them by their evidence, the rate weighs them equally: a rate is called
  // worse (better) only when it also moved that way. This only drops rejections, so the error holds.
  const direction = pointsWorse(single.difference.value, higherIsBetter);
  if (significant.worse && direction === 'worse')
    return { ...rest, verdict: 'regressed', pValue: single.tests.worse.pValue, moreTrials: null };
  if (significant.better && direction === 'better')
    return { ...rest, verdict: 'improved', pValue: single.tests.better.pValue, moreTrials: null };
  const verdict = withinMargin(single.difference.interval) ? 'unchanged' : 'inconclusive';
  return {
    ...rest,
    verdict,
    // Enough trials for the rate to be decided whatever the other rates do: Holm's first step, α/m.
    moreTrials:
      verdict === 'inconclusive' ? moreTrials(base, head, higherIsBetter, alpha / Math.max(1, comparisons)) : null,
    ...((single.verdict === 'regressed' || single.verdict === 'improved') && {
      notSignificantAfter: { verdict: single.verdict, comparisons },
    }),
  };
}

function oneSidedTests(base: Side, head: Side, higherIsBetter: boolean): { worse: OneSidedTest; better: OneSidedTest } {
  const test = (tail: 'head-lower' | 'head-higher'): OneSidedTest => ({
    pValue: fisherOneSided(base.successes, base.trials, head.successes, head.trials, tail),
    minAttainable: fisherMinimum(base.successes, base.trials, head.successes, head.trials, tail),
  });
  return {
    worse: test(higherIsBetter ? 'head-lower' : 'head-higher'),
    better: test(higherIsBetter ? 'head-higher' : 'head-lower'),
  };
}

/** The by-case test's two tails, named for this rate's direction. */
function byCaseTests(
  strata: readonly Stratum[],
  sequential: boolean,
  higherIsBetter: boolean,
): { worse: OneSidedTest; better: OneSidedTest } {
  const { headLower, headHigher } = sequential ? combinedOneSided(strata) : stratifiedOneSided(strata);
  return higherIsBetter ? { worse: headLower, better: headHigher } : { worse: headHigher, better: headLower };
}

function pointsWorse(difference: number, higherIsBetter: boolean): 'worse' | 'better' | 'level' {
  if (difference === 0) return 'level';
  return difference < 0 === higherIsBetter ? 'worse' : 'better';
}

function decide(
  difference: { value: number; interval: [number, number] },
  tests: { worse: OneSidedTest; better: OneSidedTest },
  higherIsBetter: boolean,
  alpha: number,
): Pick<RowVerdict, 'verdict' | 'difference' | 'pValue'> {
  const direction = pointsWorse(difference.value, higherIsBetter);
  if (below(tests.worse.pValue, alpha) && direction === 'worse')
    return { verdict: 'regressed', difference, pValue: tests.worse.pValue };
  if (below(tests.better.pValue, alpha) && direction === 'better')
    return { verdict: 'improved', difference, pValue: tests.better.pValue };
  const verdict = withinMargin(difference.interval) ? 'unchanged' : 'inconclusive';
  return { verdict, difference, pValue: Math.min(tests.worse.pValue, tests.better.pValue) };
}

const withinMargin = ([lo, hi]: [number, number]) => lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN;

/** Newcombe's hybrid score interval for p_head − p_base, built from the two Wilson intervals. */
export function newcombeDifference(base: Side, head: Side): { value: number; interval: [number, number] } {
  return hybrid(
    base.successes / base.trials,
    wilsonInterval(base.successes, base.trials)!,
    head.successes / head.trials,
    wilsonInterval(head.successes, head.trials)!,
  );
}

/**
 * The difference of two case-weighted rates with the stratified Newcombe interval (Yan & Su 2010): the
 * same hybrid, from each side's stratified Wilson interval. With one case a side it is `newcombeDifference`.
 */
export function caseWeightedDifference(strata: readonly Stratum[]): { value: number; interval: [number, number] } {
  const base = caseWeightedRate(strata.map((s) => s.base));
  const head = caseWeightedRate(strata.map((s) => s.head));
  return hybrid(base.rate!, base.interval!, head.rate!, head.interval!);
}

/** p2 − p1 with the hybrid (Newcombe) of their intervals; also the change of two lifts (liftChange.ts). */
export function hybrid(
  p1: number,
  [l1, u1]: [number, number],
  p2: number,
  [l2, u2]: [number, number],
): { value: number; interval: [number, number] } {
  // Two case-weighted means of the same counts can differ in the last bit: that is no difference.
  const d = Math.abs(p2 - p1) < 1e-12 ? 0 : p2 - p1;
  return { value: d, interval: [d - Math.hypot(p2 - l2, u1 - p1), d + Math.hypot(u2 - p2, p1 - l1)] };
}

/** The rate a side's verdict is about: its case-weighted mean on a skill × backend row, else successes / trials. */
const rateOf = (s: Side) => s.caseWeighted?.rate ?? s.successes / s.trials;

/**
 * More trials per side that would likely decide an inconclusive rate at `alpha`. A change of at least
 * the margin can only be decided as regressed or improved: the trials that detect it with 80 % power if
 * the observed rates are the true ones (a plug-in search would give about 50 %). A smaller change is
 * decided once its interval fits in the margin, or it reaches significance: the plug-in search.
 */
function moreTrials(base: Side, head: Side, higherIsBetter: boolean, alpha: number): number | null {
  const p1 = rateOf(base);
  const p2 = rateOf(head);
  const start = Math.max(base.trials, head.trials);
  if (Math.abs(p2 - p1) >= EQUIVALENCE_MARGIN) {
    const n = trialsForPower(p1, p2, alpha);
    if (n > start + 5000) return null;
    if (n > start) return n - start;
  }
  return trialsToDecide(base, head, higherIsBetter, alpha);
}

/**
 * Extra trials per side after which the observed rates would give a decided verdict at `alpha`:
 * doubling, then bisection (being decided is monotone in n up to rounding), so a row costs a few dozen
 * exact tests.
 */
function trialsToDecide(base: Side, head: Side, higherIsBetter: boolean, alpha: number): number | null {
  const p1 = rateOf(base);
  const p2 = rateOf(head);
  const start = Math.max(base.trials, head.trials);
  const key = `${p1}|${p2}|${start}|${higherIsBetter}|${alpha}`;
  const known = searched.get(key);
  if (known !== undefined) return known;
  if (searched.size > 100_000) searched.clear();
  const found = searchTrials(p1, p2, start, higherIsBetter, alpha);
  searched.set(key, found);
  return found;
}

/** trialsToDecide's answers by its inputs: rows of the same rates and trials (common at small counts) search once. */
const searched = new Map<string, number | null>();

function searchTrials(p1: number, p2: number, start: number, higherIsBetter: boolean, alpha: number): number | null {
  // What `decide` would call anything but inconclusive, with only the test it would read: an interval inside the
  // margin is decided whatever the tests say, and only the tail the difference points to can be significant.
  const decidedAt = (n: number) => {
    const b = { successes: Math.round(p1 * n), trials: n };
    const h = { successes: Math.round(p2 * n), trials: n };
    const difference = newcombeDifference(b, h);
    if (withinMargin(difference.interval)) return true;
    const direction = pointsWorse(difference.value, higherIsBetter);
    if (direction === 'level') return false;
    const tail = (direction === 'worse') === higherIsBetter ? 'head-lower' : 'head-higher';
    return below(fisherOneSided(b.successes, n, h.successes, n, tail), alpha);
  };
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
