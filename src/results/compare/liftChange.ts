import { liftStrata } from '../lift.js';
import { caseWeightedRate, normalCdf } from '../stats.js';
import type { Lift, SkillBackendResult } from '../types.js';
import { EQUIVALENCE_MARGIN, hybrid, type OneSidedTest, type Verdict } from './verdict.js';
import type { Stratum } from './fisher.js';

/**
 * How a row's lift moved from base to head: head lift − base lift with its interval, the two one-sided
 * tests the report's family-wise correction takes with every other rate, and the verdict once corrected.
 */
export interface LiftChange {
  base: Lift | undefined;
  head: Lift | undefined;
  verdict: Verdict;
  difference: { value: number; interval: [number, number] } | null;
  /** Null when a side has no measured lift. */
  tests: { worse: OneSidedTest; better: OneSidedTest } | null;
  /** Significant on its own, not after the correction over the report's `comparisons` tests. */
  notSignificantAfter?: { verdict: 'regressed' | 'improved'; comparisons: number };
}

/** The normal quantile of a 95 % two-sided interval. */
const Z95 = 1.959963984540054;

/**
 * The change of two rows' lifts, (with − without) at head minus (with − without) at base: a difference
 * of differences of the four case-weighted rates. Its interval is the MOVER (Newcombe's hybrid) of the
 * two lifts' intervals, each itself the hybrid of its two arms' stratified Wilson intervals. Its test is
 * that interval inverted: the one-sided p-value is the level at which the interval's bound reaches zero
 * (`moverPValue`). So a change both arms share (each 30 points worse) is no lift change, whatever the
 * arm with the skill's own test says: that arm's drop is execution's finding, not the lift's.
 */
export function liftChange(base: SkillBackendResult | undefined, head: SkillBackendResult | undefined): LiftChange {
  const sides = { base: base?.lift, head: head?.lift };
  const b = base?.lift && liftStrata(base.cases, base.lift.cases);
  const h = head?.lift && liftStrata(head.cases, head.lift.cases);
  if (!b?.length || !h?.length) return { ...sides, verdict: 'inconclusive', difference: null, tests: null };
  const difference = changeAt(armsOf(b), armsOf(h), Z95);
  const tests = { worse: moverTest(b, h, 'lower'), better: moverTest(b, h, 'higher') };
  return { ...sides, verdict: withinMargin(difference.interval) ? 'unchanged' : 'inconclusive', difference, tests };
}

/** The verdict after the report's correction said whether the worse or the better test survived it. */
export function correctedLiftChange(
  change: LiftChange,
  significant: { worse: boolean; better: boolean },
  comparisons: number,
  alpha: number,
): LiftChange {
  if (!change.difference || !change.tests) return change;
  const { notSignificantAfter: _, ...rest } = change;
  const [lo, hi] = change.difference.interval;
  if (significant.worse && hi < 0) return { ...rest, verdict: 'regressed' };
  if (significant.better && lo > 0) return { ...rest, verdict: 'improved' };
  const alone =
    change.tests.worse.pValue < alpha && hi < 0
      ? 'regressed'
      : change.tests.better.pValue < alpha && lo > 0
        ? 'improved'
        : undefined;
  return {
    ...rest,
    verdict: withinMargin(change.difference.interval) ? 'unchanged' : 'inconclusive',
    ...(alone && { notSignificantAfter: { verdict: alone, comparisons } }),
  };
}

/** A lift's strata: per case, `base` the arm without the skill, `head` the arm with it. */
type LiftStrata = readonly Stratum[];

/** One arm's case-weighted rate and its effective trials: what its interval at any z is computed from. */
type Arm = { rate: number; trials: number };

/** A lift's two arms, computed once for every z a search tries. */
type LiftArms = { without: Arm; withSkill: Arm };

function armsOf(strata: LiftStrata): LiftArms {
  const arm = (cases: readonly { successes: number; trials: number }[]): Arm => {
    const { rate, effectiveTrials } = caseWeightedRate(cases);
    return { rate: rate!, trials: effectiveTrials };
  };
  return { without: arm(strata.map((s) => s.base)), withSkill: arm(strata.map((s) => s.head)) };
}

/** A lift at normal quantile z: with − without, with the hybrid of the two arms' intervals. */
function liftAt(arms: LiftArms, z: number): { value: number; interval: [number, number] } {
  const { without, withSkill } = arms;
  return hybrid(without.rate, armInterval(without, z), withSkill.rate, armInterval(withSkill, z));
}

/**
 * One arm's Clopper–Pearson interval at its effective trials (x = rate × n): exact for one case, conservative in
 * the tails. The plain Wilson interval, inverted at the levels the correction asks (z ≈ 3), let a change both arms
 * share through (30 % of 40-row reports at 3 trials).
 */
function armInterval({ rate: p, trials: n }: Arm, z: number): [number, number] {
  return [p === 0 ? 0 : clopperPearson(p * n, n, z, 'lower'), p === 1 ? 1 : clopperPearson(p * n, n, z, 'upper')];
}

const bounds = new Map<string, number>();

/** The one-sided Clopper–Pearson bound at normal quantile z: a beta quantile, by bisection (cached). */
function clopperPearson(x: number, n: number, z: number, side: 'lower' | 'upper'): number {
  const key = `${x}|${n}|${z}|${side}`;
  const known = bounds.get(key);
  if (known !== undefined) return known;
  const tail = normalCdf(-z);
  // lower: the p with P(X ≥ x) = tail, the Beta(x, n − x + 1) quantile; upper: P(X ≤ x) = tail, Beta(x + 1, n −
  // x).
  const [a, b, q] = side === 'lower' ? [x, n - x + 1, tail] : [x + 1, n - x, 1 - tail];
  const logBeta = logGamma(a + b) - logGamma(a) - logGamma(b);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (incompleteBeta(mid, a, b, logBeta) < q) lo = mid;
    else hi = mid;
  }
  if (bounds.size > 100_000) bounds.clear();
  bounds.set(key, (lo + hi) / 2);
  return (lo + hi) / 2;
}

/**
 * The regularised incomplete beta function I_x(a, b) (Numerical Recipes' continued fraction); `logBeta` is
 * ln Γ(a + b) − ln Γ(a) − ln Γ(b), the same for every x a bisection tries.
 */
function incompleteBeta(x: number, a: number, b: number, logBeta: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logBeta + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(x, a, b)) / a : 1 - (front * betaFraction(1 - x, b, a)) / b;
}

function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 200; m++) {
    for (const [num] of [
      [(m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m))],
      [(-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1))],
    ] as const) {
      d = 1 + num * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + num / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-12) break;
  }
  return h;
}

/** ln Γ(x), x > 0 (Lanczos). */
function logGamma(x: number): number {
  const g = [
    // biome-ignore lint/correctness/noPrecisionLoss: the published Lanczos coefficients, digit for digit
    76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2,
    -0.5395239384953e-5,
  ];
  let y = x;
  const t = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const c of g) ser += c / ++y;
  // biome-ignore lint/correctness/noPrecisionLoss: √(2π) as the published Lanczos form gives it
  return -t + Math.log((2.5066282746310005 * ser) / x);
}

/** head lift − base lift with its interval at normal quantile z. */
function changeAt(base: LiftArms, head: LiftArms, z: number): { value: number; interval: [number, number] } {
  const b = liftAt(base, z);
  const h = liftAt(head, z);
  return hybrid(b.value, b.interval, h.value, h.interval);
}

/**
 * The one-sided p-value of "the lift went lower" (or higher): the MOVER interval inverted. Every bound of
 * it widens as z grows, so the z at which the upper bound (lower bound) touches 0 is found by bisection,
 * and p = 1 − Φ(z): the level of the one-sided interval that just excludes no change. A change that did
 * not move that way has p ≥ 1/2 (reported as 1, which only makes the test more careful). The interval
 * has no attainable minimum short of 0, so Tarone's rule counts it as it counts any test that can reach α.
 */
export function moverTest(baseStrata: LiftStrata, headStrata: LiftStrata, tail: 'lower' | 'higher'): OneSidedTest {
  const base = armsOf(baseStrata);
  const head = armsOf(headStrata);
  const excludes = (step: number) => {
    const [lo, hi] = changeAt(base, head, step * Z_STEP).interval;
    return (tail === 'lower' ? hi : -lo) < 0;
  };
  if (!excludes(1)) return { pValue: 1, minAttainable: 0 };
  if (excludes(Z_STEPS)) return { pValue: normalCdf(-Z_STEPS * Z_STEP), minAttainable: 0 };
  // The largest grid z whose interval still excludes no change: its level is a p-value no smaller than the exact one.
  let lo = 1;
  let hi = Z_STEPS;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (excludes(mid)) lo = mid;
    else hi = mid;
  }
  return { pValue: normalCdf(-lo * Z_STEP), minAttainable: 0 };
}

/** z is searched on a grid (so each arm's bounds are computed once per grid point and reused): 0.01 up to 8. */
const Z_STEP = 0.01;
const Z_STEPS = 800;

const withinMargin = ([lo, hi]: [number, number]) => lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN;
