import type { Comparison } from '../../results/compare/compare.js';
import { modelSourceWords } from '../../results/modelSource.js';
import { logText } from '../escape.js';
import { liftCell } from './liftCell.js';
import { calledChanges, changeText } from '../efficiencyText.js';
import {
  backendsLine,
  isScripted,
  looksUnchanged,
  metricCell,
  metricOf,
  noChangeNote,
  rowFlags,
  verdictLabel,
} from './cells.js';

/** For a terminal: one block per skill × backend with its cases, the verdict first. */
export function comparisonText(c: Comparison): string {
  const scripted = isScripted(c) ? " (scripted model: a smoke run, not a real model's numbers)" : '';
  const lines: string[] = [`${verdictLabel({ verdict: c.verdict, moreTrials: null })}${scripted}: ${headline(c)}`, ''];
  const options = { sequential: c.sequential };
  for (const a of c.aggregates) {
    const quiet = looksUnchanged(a);
    lines.push(`${logText(a.skill)} × ${logText(a.backend)}  [${rowFlags(a, 'text')}]`);
    if (quiet) lines.push(`  ${noChangeNote(a)}`);
    for (const m of ['activation', 'false-activation', 'execution'] as const) {
      const metric = metricOf(a, m);
      if (metric) lines.push(`  ${m.padEnd(17)} ${metricCell(metric, { ...options, quiet })}`);
    }
    if (a.lift) lines.push(`  ${'lift'.padEnd(17)} ${liftCell(a)}`);
    for (const change of calledChanges(a.efficiency))
      lines.push(`  ${'uses'.padEnd(17)} ${logText(changeText(change))}`);
    for (const r of c.cases.filter((x) => x.skill === a.skill && x.backend === a.backend)) {
      const caseQuiet = looksUnchanged(r);
      const metrics = r.metrics.map((m) => `${m.metric} ${metricCell(m, { ...options, quiet: caseQuiet })}`).join('; ');
      lines.push(`    case ${logText(r.caseId ?? '')}: ${metrics}${caseQuiet ? ` (${noChangeNote(r)})` : ''}`);
    }
  }
  lines.push(
    '',
    `era ${logText(c.era)}, discipline ${logText(c.discipline)}, ` +
      `${modelSourceWords(c.modelSource, logText)}; ${c.test}.`,
  );
  lines.push(
    `base: ${backendsLine(c.base.backends, c.modelSource, 'text')}`,
    `head: ${backendsLine(c.head.backends, c.modelSource, 'text')}`,
  );
  return `${lines.join('\n')}\n`;
}

export function headline(c: Comparison): string {
  const count = (v: string) => c.aggregates.filter((a) => a.verdict === v).length;
  const total = c.aggregates.length;
  const parts = [
    `${count('regressed')} regressed`,
    `${count('improved')} improved`,
    `${count('unchanged')} unchanged`,
    `${count('inconclusive')} inconclusive`,
  ];
  return `${parts.join(', ')} of ${total} skill × backend row${total === 1 ? '' : 's'}`;
}
