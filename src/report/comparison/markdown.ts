import type { Comparison, RowComparison } from '../../results/compare/compare.js';
import { metricCell, metricDetail, metricOf, rowFlags, verdictLabel } from './cells.js';
import { headline } from './text.js';

import { COMMENT_LIMIT } from '../stickyComment.js';

export { COMMENT_LIMIT, COMMENT_MARKER } from '../stickyComment.js';
/** A job summary may hold 1 MiB; more fails the upload. */
export const SUMMARY_LIMIT = 1_000_000;

export interface ReportContext {
  /** The base commit the head was compared against. */
  baseSha: string | undefined;
  headSha: string | undefined;
  /** Link to the job summary, where the full report always is. */
  summaryUrl: string | undefined;
}

/**
 * The PR report: verdict, per-backend tables, changed skills, regressions, how it was measured. It
 * always fits `limit`: `<details>` sections go first, then table rows that neither regressed nor changed.
 */
export function comparisonMarkdown(c: Comparison, ctx: ReportContext, limit = COMMENT_LIMIT): string {
  const head = [
    `## caliper: ${verdictLabel({ verdict: c.verdict, moreTrials: null })}`,
    '',
    `${headline(c)}${ctx.baseSha ? `, against base \`${ctx.baseSha.slice(0, 12)}\`` : ''}.`,
    '',
  ];
  const changed = [...new Set(c.aggregates.flatMap((a) => (a.presence !== 'both' ? [a.skill] : a.changedSkills)))].sort();
  const regressions = c.aggregates.flatMap((a) => a.metrics.filter((m) => m.verdict === 'regressed').map((m) => `- \`${a.skill}\` × ${a.backend}: ${m.metric} ${metricCell(m)} (${metricDetail(m)})`));
  const middle = [
    changed.length > 0 ? `**Skills changed:** ${changed.map((s) => `\`${s}\``).join(', ')}` : '**Skills changed:** none',
    '',
    ...(regressions.length > 0 ? ['**Regressed:**', ...regressions, ''] : []),
  ];
  const measured = [
    '<details><summary>How this was measured</summary>',
    '',
    `- era \`${c.era}\`, discipline \`${c.discipline}\`; both sides measured the same way.`,
    `- base: ${c.base.backends.map((b) => `${b.name} ${b.version ?? '?'} / ${b.model ?? 'default model'}`).join('; ')}`,
    `- head: ${c.head.backends.map((b) => `${b.name} ${b.version ?? '?'} / ${b.model ?? 'default model'}`).join('; ')}`,
    `- verdicts: ${c.test}; errors are never in a rate.`,
    ...(ctx.headSha ? [`- head commit \`${ctx.headSha.slice(0, 12)}\``] : []),
    '',
    '</details>',
    '',
  ];
  const footer = ctx.summaryUrl ? [`Full report: [job summary](${ctx.summaryUrl}).`] : [];

  const backends = [...new Set(c.aggregates.map((a) => a.backend))];
  const tables = (keep: (r: RowComparison) => boolean) =>
    backends.flatMap((backend) => {
      const rows = c.aggregates.filter((a) => a.backend === backend);
      const shown = rows.filter(keep);
      const version = c.head.backends.find((b) => b.name === backend)?.version;
      return [
        `### ${backend}${version ? ` ${version}` : ''}`,
        '',
        '| skill | activation | false activation | execution | |',
        '|---|---|---|---|---|',
        ...shown.map((r) => `| \`${r.skill}\` | ${metricCell(metricOf(r, 'activation'))} | ${metricCell(metricOf(r, 'false-activation'))} | ${metricCell(metricOf(r, 'execution'))} | ${rowFlags(r)} |`),
        ...(shown.length < rows.length ? [`| … | ${rows.length - shown.length} more rows in the job summary | | | |`] : []),
        '',
      ];
    });
  const caseDetails = [
    '<details><summary>Per case</summary>',
    '',
    '| skill | backend | case | result | |',
    '|---|---|---|---|---|',
    ...c.cases.map((r) => `| \`${r.skill}\` | ${r.backend} | \`${r.caseId}\` | ${r.metrics.map((m) => `${m.metric}: ${metricCell(m)}`).join('<br>')} | ${r.flaky ? 'flaky' : ''} |`),
    '',
    '</details>',
    '',
  ];

  const attempts = [
    [...head, ...tables(() => true), ...middle, ...caseDetails, ...measured, ...footer],
    [...head, ...tables(() => true), ...middle, ...measured, ...footer],
    [...head, ...tables(() => true), ...middle, ...footer],
    [...head, ...tables((r) => r.verdict !== 'unchanged' || r.changedSkills.length > 0 || r.presence !== 'both'), ...middle, ...footer],
    [...head, ...tables((r) => r.verdict === 'regressed' || r.verdict === 'improved'), ...middle, ...footer],
  ];
  for (const lines of attempts) {
    const body = lines.join('\n');
    if (body.length <= limit) return body;
  }
  const note = `\n\nThe report is too large for a comment; see the ${ctx.summaryUrl ? `[job summary](${ctx.summaryUrl})` : 'job summary'}.`;
  return `${[...head, ...middle].join('\n').slice(0, limit - note.length)}${note}`;
}
