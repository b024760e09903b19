import type { MetricComparison, RowComparison } from '../../results/compare/compare.js';
import type { Rate } from '../../results/stats.js';
import type { RowVerdict, Verdict } from '../../results/compare/verdict.js';

export const pct = (r: Rate) => (r.rate === null ? '—' : `${Math.round(r.rate * 100)}%`);

const SYMBOL: Record<Verdict, string> = { improved: '▲', regressed: '▼', unchanged: '=', inconclusive: '?' };

/** A rate significant on its own that did not survive the report's correction keeps its direction, hollow. */
const UNCORRECTED: Record<'regressed' | 'improved', string> = { regressed: '▽', improved: '△' };

export function verdictLabel(m: { verdict: Verdict; moreTrials: number | null; notSignificantAfter?: RowVerdict['notSignificantAfter'] }): string {
  const more = m.moreTrials ? `run ${m.moreTrials} more trials` : '';
  if (m.notSignificantAfter) {
    const { verdict, comparisons } = m.notSignificantAfter;
    return `${UNCORRECTED[verdict]} ${verdict} (not significant after ${comparisons} comparisons${more ? `; ${more}` : ''})`;
  }
  if (m.verdict !== 'inconclusive') return `${SYMBOL[m.verdict]} ${m.verdict}`;
  return more ? `? inconclusive (${more})` : '? inconclusive';
}

/** `80% → 40% ▼ regressed` */
export function metricCell(m: MetricComparison | undefined): string {
  if (!m) return '—';
  return `${pct(m.base)} → ${pct(m.head)} ${verdictLabel(m)}`;
}

/** `−40 pts [−70, −5], p = 0.012, 4/10 → 8/10` */
export function metricDetail(m: MetricComparison): string {
  const pts = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x * 100))}`;
  const diff = m.difference ? `${pts(m.difference.value)} pts [${pts(m.difference.interval[0])}, ${pts(m.difference.interval[1])}]` : 'no difference measurable';
  const p = m.pValue !== null ? `, p = ${m.pValue < 0.001 ? '< 0.001' : m.pValue.toFixed(3)}` : '';
  return `${diff}${p}, ${m.base.successes}/${m.base.trials} → ${m.head.successes}/${m.head.trials}`;
}

export function rowFlags(r: RowComparison): string {
  const flags: string[] = [];
  if (r.presence === 'head-only') flags.push('new');
  if (r.presence === 'base-only') flags.push('removed');
  if (r.presence === 'both') {
    const neighbours = r.changedSkills.filter((n) => n !== r.skill);
    flags.push(r.skillChanged ? 'skill changed' : 'skill unchanged');
    if (neighbours.length > 0) flags.push(`neighbour changed: ${neighbours.join(', ')}`);
  }
  if (r.specChanged && r.presence === 'both') flags.push('spec changed');
  if (r.flaky) flags.push('flaky');
  if (r.backendVersion) flags.push(`${r.backend} ${r.backendVersion.base ?? '?'} → ${r.backendVersion.head ?? '?'}`);
  if (r.model) flags.push(`model ${r.model.base ?? '?'} → ${r.model.head ?? '?'}`);
  return flags.join(', ');
}

export const metricOf = (r: RowComparison, metric: MetricComparison['metric']) => r.metrics.find((m) => m.metric === metric);
