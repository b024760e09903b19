import { SIGNIFICANCE } from '../compare/verdict.js';
import { normalCdf, normalQuantile, trialsForPower } from '../stats.js';
import { fisherPower } from './fisherPower.js';

/**
 * `detect`: the drop, in points of a rate, that a run is sized to find. 30 by default: the drop the
 * compare docs and issue #24 use as the one a maintainer must not miss (a skill that works 9 times in
 * 10 working 6 in 10), and the smallest whose trials a PR can pay for (a 15-point drop needs about four
 * times as many).
 */
export const DEFAULT_DETECT = 30;
/** The chance of calling such a drop `regressed` that a run is sized for. */
export const DETECT_POWER = 0.8;

/**
 * The rates a drop of `drop` can start from: the guarantee holds from any of them, so the sizing uses
 * the least favourable (rates near 50 %, where a pass rate varies most).
 */
function baselines(drop: number): number[] {
  if (drop >= 1) return [1];
  return Array.from({ length: 11 }, (_, i) => drop + ((1 - drop) * i) / 10);
}

/** The power against a drop of `drop` from its least favourable starting rate, `n` trials a side, at `level`. */
export function worstCasePower(n: number, drop: number, level: number): number {
  return Math.min(...baselines(drop).map((p) => powerAt(n, p, p - drop, level)));
}

/**
 * Past this many trials a side the normal approximation stands in for the exact power: within a point
 * of it there, where the exact sum (which grows as n²) would take seconds for a drop of a few points.
 */
export const EXACT_UP_TO = 1000;

function powerAt(n: number, pBase: number, pHead: number, level: number): number {
  return n <= EXACT_UP_TO ? fisherPower(n, pBase, pHead, level) : normalPower(n, pBase, pHead, level);
}

/**
 * The one-sided test's power by the normal approximation, less Fleiss's continuity correction (about 2 / drop trials).
 */
export function normalPower(n: number, pBase: number, pHead: number, level: number): number {
  const drop = pBase - pHead;
  const mean = (pBase + pHead) / 2;
  const effective = Math.max(0, n - 2 / drop);
  const z =
    (drop * Math.sqrt(effective) - normalQuantile(1 - level) * Math.sqrt(2 * mean * (1 - mean))) /
    Math.sqrt(pBase * (1 - pBase) + pHead * (1 - pHead));
  return normalCdf(z);
}

/** The level one rate is tested at for the guarantee: Holm's first step over the report's `rates`. */
export const familyLevel = (rates: number) => SIGNIFICANCE / Math.max(1, rates);

/**
 * Trials a side for one rate to be called `regressed` with `power` when it drops by `drop` (0–1], from any
 * starting rate, in a report of `rates` rates: the exact power of Fisher's test at Holm's first step,
 * α / rates (what the correction guarantees whatever the other rates do; Tarone's rule only helps).
 */
export function trialsToDetect(drop: number, rates: number, power = DETECT_POWER): number {
  const level = familyLevel(rates);
  const centre = Math.min(1, 0.5 + drop / 2);
  // Exact power is nearly monotone in n (discreteness makes it saw): bisect on the central rate, then
  // step up until every starting rate reaches it.
  let hi = Math.max(2, 2 * trialsForPower(centre, centre - drop, level, power));
  let lo = 0;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (powerAt(mid, centre, centre - drop, level) >= power) hi = mid;
    else lo = mid;
  }
  while (worstCasePower(hi, drop, level) < power) hi++;
  return hi;
}

/**
 * The smallest drop, in whole points, that `trials` a side find with `power` from any starting rate in a
 * report of `rates` rates; null when not even a rate going from 100 % to 0 % would be found.
 */
export function smallestDetectable(trials: number, rates: number, power = DETECT_POWER): number | null {
  const level = familyLevel(rates);
  const found = (points: number) => worstCasePower(trials, points / 100, level) >= power;
  if (trials < 1 || !found(100)) return null;
  let lo = 0;
  let hi = 100;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (found(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
