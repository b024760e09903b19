import type { MetricComparison } from '../../results/compare/compare.js';

/**
 * What an inconclusive rate's 95 % interval rules out, and what it does not: `rules out a drop of more
 * than 42 points, not a smaller one`. A drop is what matters (a rise, for false activation); an interval
 * that allows none says so. Empty for a decided rate or one without a difference.
 */
export function ruledOut(m: Pick<MetricComparison, 'metric' | 'verdict' | 'difference'>): string {
  if (m.verdict !== 'inconclusive' || !m.difference) return '';
  const worse = m.metric === 'false-activation' ? 'rise' : 'drop';
  const [lo, hi] = m.difference.interval;
  const worst = Math.round((m.metric === 'false-activation' ? hi : -lo) * 100);
  return worst <= 0 ? `rules out any ${worse}` : `rules out a ${worse} of more than ${worst} points, not a smaller one`;
}
