import type { MetricComparison } from '../../results/compare/compare.js';

/**
 * What an inconclusive rate's 95 % interval rules out, and what it does not: `rules out a drop of more
 * than 42 points, not a smaller one`. A drop is what matters (a rise, for false activation); an interval
 * that allows none says so. The bound is rounded up, so that a 42.2-point drop inside an interval that
 * ends at 42.4 is never said to be ruled out. Under `--trials auto` the interval ignores that the cases
 * stopped when a test decided them (measured: it misses the true drop about twice as often as 2.5 %), so
 * it is said to be approximate. Empty for a decided rate or one without a difference.
 */
export function ruledOut(
  m: Pick<MetricComparison, 'metric' | 'verdict' | 'difference'>,
  options: { sequential?: boolean } = {},
): string {
  if (m.verdict !== 'inconclusive' || !m.difference) return '';
  const worse = m.metric === 'false-activation' ? 'rise' : 'drop';
  const [lo, hi] = m.difference.interval;
  const bound = (m.metric === 'false-activation' ? hi : -lo) * 100;
  const worst = Math.ceil(bound - 1e-9);
  const approximately = options.sequential ? 'approximately ' : '';
  return bound <= 0
    ? `${approximately}rules out any ${worse}`
    : `${approximately}rules out a ${worse} of more than ${worst} points, not a smaller one`;
}
