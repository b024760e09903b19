import type { Comparison } from '../../results/compare/compare.js';
import { metricCell, metricOf, rowFlags, verdictLabel } from './cells.js';

/** For a terminal: one block per skill × backend with its cases, the verdict first. */
export function comparisonText(c: Comparison): string {
  const lines: string[] = [`${verdictLabel({ verdict: c.verdict, moreTrials: null })}: ${headline(c)}`, ''];
  for (const a of c.aggregates) {
    lines.push(`${a.skill} × ${a.backend}  [${rowFlags(a)}]`);
    for (const m of ['activation', 'false-activation', 'execution'] as const) {
      const metric = metricOf(a, m);
      if (metric) lines.push(`  ${m.padEnd(17)} ${metricCell(metric)}`);
    }
    for (const r of c.cases.filter((x) => x.skill === a.skill && x.backend === a.backend)) {
      lines.push(`    case ${r.caseId}: ${r.metrics.map((m) => `${m.metric} ${metricCell(m)}`).join('; ')}`);
    }
  }
  lines.push('', `era ${c.era}, discipline ${c.discipline}; ${c.test}.`);
  return `${lines.join('\n')}\n`;
}

export function headline(c: Comparison): string {
  const count = (v: string) => c.aggregates.filter((a) => a.verdict === v).length;
  const total = c.aggregates.length;
  const parts = [`${count('regressed')} regressed`, `${count('improved')} improved`, `${count('unchanged')} unchanged`, `${count('inconclusive')} inconclusive`];
  return `${parts.join(', ')} of ${total} skill × backend row${total === 1 ? '' : 's'}`;
}
