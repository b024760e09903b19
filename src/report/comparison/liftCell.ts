import { signedPoints } from '../liftText.js';
import type { RowComparison } from '../../results/compare/compare.js';
import type { Lift } from '../../results/types.js';
import { verdictLabel } from './cells.js';

/** `+100 pts` (with − without skill), or `not measured` for a side that ran no baseline arm. */
function side(lift: Lift | undefined): string {
  return lift?.difference ? `${signedPoints(lift.difference.value)} pts` : 'not measured';
}

/** `+100 pts → ±0 pts ▼ regressed` for a row where either side ran the baseline arm; `—` otherwise. */
export function liftCell(r: Pick<RowComparison, 'lift'>): string {
  const change = r.lift;
  if (!change) return '—';
  const rates = `${side(change.base)} → ${side(change.head)}`;
  if (!change.tests) return rates;
  const { verdict, notSignificantAfter } = change;
  return `${rates} ${verdictLabel({ verdict, moreTrials: null, ...(notSignificantAfter && { notSignificantAfter }) })}`;
}

/** `−100 pts [−144, −56]`, the change of the lift with its interval, for the list of regressions. */
export function liftDetail(r: Pick<RowComparison, 'lift'>): string {
  const d = r.lift?.difference;
  if (!d) return 'no change measurable';
  return `${signedPoints(d.value)} pts [${signedPoints(d.interval[0])}, ${signedPoints(d.interval[1])}]`;
}

/** Whether the head's lift says the agent does worse with the skill than without (its interval below 0). */
export function headDoesWorse(r: Pick<RowComparison, 'lift'>): boolean {
  const d = r.lift?.head?.difference;
  return d !== undefined && d !== null && d.interval[1] < 0;
}
