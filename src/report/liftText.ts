import { liftFinding } from '../results/lift.js';
import type { Lift, SkillBackendResult } from '../results/types.js';

/** `+67`, `−12`, `±0`: a difference of rates in whole points, signed (a rounded 0 is `±0`, never `−0`). */
export function signedPoints(x: number): string {
  const p = Math.round(x * 100);
  return `${p > 0 ? '+' : p < 0 ? '−' : '±'}${Math.abs(p)}`;
}

/**
 * `+67 pts [+21, +100] · without 0%` (with − without and its 95 % interval), or `—` when no case ran in both arms.
 */
export function formatLift(lift: Lift): string {
  const without = lift.without.caseWeighted?.rate ?? lift.without.rate;
  if (!lift.difference || without === null)
    return 'not measured (no case has trials without harness errors in both arms)';
  const [lo, hi] = lift.difference.interval;
  return (
    `${signedPoints(lift.difference.value)} pts [${signedPoints(lo)}, ` +
    `${signedPoints(hi)}] · without ${Math.round(without * 100)}%`
  );
}

/** What a row's lift says in words, for a callout; undefined when there is nothing to call out. */
export function liftCallout(row: Pick<SkillBackendResult, 'lift'>): string | undefined {
  if (!row.lift) return undefined;
  const finding = liftFinding(row.lift);
  if (finding === 'hurts') return 'the agent does worse with this skill than with none';
  if (finding === 'unclear' && row.lift.difference && row.lift.difference.interval[1] < 0.15)
    return 'no sign that this skill helps: the agent does about as well without it';
  return undefined;
}
