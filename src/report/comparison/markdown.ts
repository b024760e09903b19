import { reasonClause } from '../../results/notEvaluated.js';
import { formatLift } from '../liftText.js';
import { headDoesWorse, liftCell, liftDetail } from './liftCell.js';
import type { Comparison, RowComparison } from '../../results/compare/compare.js';
import { spendLine, type Spend } from '../../results/spend/spend.js';
import { providerErrorsText } from '../../results/providerErrors.js';
import { mdCode, mdText } from '../escape.js';
import {
  backendsLine,
  isScripted,
  listed,
  looksUnchanged,
  metricCell,
  metricDetail,
  metricOf,
  modelSourceClause,
  noChangeNote,
  rowFlags,
  SCRIPTED_BANNER,
  verdictLabel,
} from './cells.js';
import { headline } from './text.js';
import { calledChanges, changeText } from '../efficiencyText.js';

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
  /**
   * The heading; default `caliper: <verdict>`. In the PR comment the verdict line above already says
   * the verdict, so the section is just titled.
   */
  title?: string;
  /** Skills the head planned but did not evaluate at all (validation errors), so they have no row. */
  skippedAtHead?: readonly { skill: string; reason: string }[];
  /** What `caliper bisect` found for a regressed rate: a markdown line (escaped already) under its row. */
  bisected?: readonly { skill: string; backend: string; metric: string; markdown: string }[];
}

/** The verdict as the comment's verdict line states it: `▼ regressed`, `▼ regressed (scripted model)`. */
export function comparisonStatus(c: Comparison): string {
  return `${verdictLabel({ verdict: c.verdict, moreTrials: null })}${isScripted(c) ? ' (scripted model)' : ''}`;
}

/**
 * The PR report: verdict, per-backend tables, changed skills, regressions, how it was measured. It
 * always fits `limit`, built from whole lines (never cut inside markdown). What goes first when it does
 * not fit: per-case details, then rows that look unchanged, then the other unremarkable rows, then long
 * lists are summarised ("and 412 more"). The verdict, the regressed list and how it was measured stay.
 */
export function comparisonMarkdown(c: Comparison, ctx: ReportContext, limit = COMMENT_LIMIT): string {
  const head = headLines(c, ctx);
  const middle = (maxList: number, maxRegressed = Infinity) => middleLines(c, ctx, maxList, maxRegressed);
  const measured = measuredLines(c, ctx);
  const footer = ctx.summaryUrl ? [`Full report: [job summary](${ctx.summaryUrl}).`] : [];
  const tables = (keep: (r: RowComparison) => boolean) => tableLines(c, keep);
  const all = () => true;
  const decided = (r: RowComparison) => r.verdict === 'regressed' || r.verdict === 'improved';
  const notQuiet = (r: RowComparison) =>
    !(looksUnchanged(r) || r.verdict === 'unchanged') || r.skillChanged || r.presence !== 'both';
  const remarkable = (r: RowComparison) => decided(r) || r.skillChanged || r.presence !== 'both';
  const attempts: (() => string[])[] = [
    () => [...head, ...tables(all), ...middle(50), ...caseDetailLines(c), ...measured, ...footer],
    () => [...head, ...tables(all), ...middle(50), ...measured, ...footer],
    () => [...head, ...tables(notQuiet), ...middle(50), ...measured, ...footer],
    () => [...head, ...tables(remarkable), ...middle(50), ...measured, ...footer],
    () => [...head, ...tables(decided), ...middle(50), ...measured, ...footer],
    () => [...head, ...middle(50), ...measured, ...footer],
    ...[100, 30, 10].map((max) => () => [...head, ...middle(Math.min(max, 50), max), ...measured, ...footer]),
  ];
  for (const attempt of attempts) {
    const body = attempt().join('\n');
    if (body.length <= limit) return body;
  }
  // Only reachable with a limit far below a comment's: the verdict and where the rest is.
  return [
    ...head,
    `The report is too large; see the ${ctx.summaryUrl ? `[job summary](${ctx.summaryUrl})` : 'job summary'}.`,
  ].join('\n');
}

/** The title, the scripted model's banner and the headline. */
function headLines(c: Comparison, ctx: ReportContext): string[] {
  return [
    `## ${ctx.title ?? `caliper: ${comparisonStatus(c)}`}`,
    '',
    ...(isScripted(c) ? [SCRIPTED_BANNER, ''] : []),
    `${headline(c)}${ctx.baseSha ? `, against base ${mdCode(ctx.baseSha.slice(0, 12))}` : ''}.`,
    '',
  ];
}

/** Each regressed metric and lift, with what bisect found under it. */
function regressionLines(c: Comparison, ctx: ReportContext): string[] {
  return c.aggregates.flatMap((a) => [
    ...a.metrics
      .filter((m) => m.verdict === 'regressed')
      .flatMap((m) => [
        `- ${mdCode(a.skill)} × ${mdText(a.backend)}: ${m.metric} ${metricCell(m)} (${metricDetail(m)})`,
        ...(ctx.bisected ?? [])
          .filter((b) => b.skill === a.skill && b.backend === a.backend && b.metric === m.metric)
          .map((b) => `  - ${b.markdown}`),
      ]),
    ...(a.lift?.verdict === 'regressed'
      ? [
          `- ${mdCode(a.skill)} × ${mdText(a.backend)}: lift ${liftCell(a)} ` +
            `(${liftDetail(a)}): the skill helps the agent less than before`,
        ]
      : []),
  ]);
}

/** Skills changed, skipped at head, provider errors, worse than no skill, regressed, efficiency: lists cut to fit. */
function middleLines(c: Comparison, ctx: ReportContext, maxList: number, maxRegressed: number): string[] {
  const changed = [
    ...new Set(c.aggregates.flatMap((a) => (a.presence !== 'both' ? [a.skill] : a.changedSkills))),
  ].sort();
  const regressions = regressionLines(c, ctx);
  const worseWith = c.aggregates
    .filter(headDoesWorse)
    .map((a) => `- ${mdCode(a.skill)} × ${mdText(a.backend)}: lift ${formatLift(a.lift!.head!)}`);
  const more = (left: number) =>
    left > 0 ? [`- and ${left} more${ctx.summaryUrl ? ` in the [job summary](${ctx.summaryUrl})` : ''}`] : [];
  return [
    changed.length > 0 ? `**Skills changed:** ${listed(changed.map(mdCode), maxList)}` : '**Skills changed:** none',
    '',
    ...skippedLines(ctx.skippedAtHead ?? [], maxList),
    ...providerErrorLines(c),
    ...(worseWith.length > 0
      ? ['**The agent does worse with these skills than with none:**', ...worseWith.slice(0, maxRegressed), '']
      : []),
    ...(regressions.length > 0
      ? ['**Regressed:**', ...regressions.slice(0, maxRegressed), ...more(regressions.length - maxRegressed), '']
      : []),
    ...efficiencyLines(c, maxRegressed, more),
  ];
}

/** How both sides were measured, folded away. */
function measuredLines(c: Comparison, ctx: ReportContext): string[] {
  return [
    '<details><summary>How this was measured</summary>',
    '',
    `- era ${mdCode(c.era)}, discipline ${mdCode(c.discipline)}, ` +
      `${modelSourceClause(c.modelSource)}; both sides measured the same way.`,
    `- base: ${backendsLine(c.base.backends, c.modelSource)}`,
    `- head: ${backendsLine(c.head.backends, c.modelSource)}`,
    `- verdicts: ${c.test}; errors are never in a ` +
      `rate.${c.sequential ? ' Trials: `auto` (each case stopped once a sequential test decided it).' : ''}`,
    ...(c.base.spend || c.head.spend ? [`- ${spendSides(c.base.spend, c.head.spend)}`] : []),
    ...(ctx.headSha ? [`- head commit ${mdCode(ctx.headSha.slice(0, 12))}`] : []),
    '',
    '</details>',
    '',
  ];
}

/** A table per backend of the rows `keep` shows, the others counted. */
function tableLines(c: Comparison, keep: (r: RowComparison) => boolean): string[] {
  // The lift column only when a side ran the baseline arm: without one, lift was not measured.
  const lifted = c.aggregates.some((a) => a.lift);
  const tableRow = (r: RowComparison) => {
    const quiet = looksUnchanged(r);
    const cell = (m: Parameters<typeof metricOf>[1]) => metricCell(metricOf(r, m), { sequential: c.sequential, quiet });
    const notes = [quiet ? noChangeNote(r) : '', rowFlags(r)].filter(Boolean).join('; ');
    return (
      `| ${mdCode(r.skill)} | ${cell('activation')} | ` +
      `${cell('false-activation')} | ${cell('execution')} | ` +
      `${lifted ? `${liftCell(r)} | ` : ''}${notes} |`
    );
  };
  return [...new Set(c.aggregates.map((a) => a.backend))].flatMap((backend) => {
    const rows = c.aggregates.filter((a) => a.backend === backend);
    const shown = rows.filter(keep);
    const version = c.head.backends.find((b) => b.name === backend)?.version;
    const title =
      `### ` + `${mdText(backend)}${version ? ` ${mdText(version)}` : ''}${isScripted(c) ? ' (scripted model)' : ''}`;
    if (shown.length === 0)
      return [title, '', `${rows.length} row(s), none regressed, improved or changed; see the job summary.`, ''];
    return [
      title,
      '',
      `| skill | activation | false activation | execution ` +
        `|${lifted ? ' lift (with − without skill) |' : ''} notes |`,
      `|---|---|---|---|${lifted ? '---|' : ''}---|`,
      ...shown.map(tableRow),
      ...(shown.length < rows.length
        ? [`| … | ${rows.length - shown.length} more rows in the job summary | | |${lifted ? ' |' : ''} |`]
        : []),
      '',
    ];
  });
}

/** Each case's result, folded away. */
function caseDetailLines(c: Comparison): string[] {
  const caseRow = (r: RowComparison) => {
    const quiet = looksUnchanged(r);
    const result = r.metrics
      .map((m) => `${m.metric}: ${metricCell(m, { sequential: c.sequential, quiet })}`)
      .join('<br>');
    const notes = [quiet ? noChangeNote(r) : '', r.flaky ? 'flaky' : ''].filter(Boolean).join('; ');
    return (
      `| ${mdCode(r.skill)} | ${mdText(r.backend)} | ` +
      `${mdCode(r.caseId ?? '')} | ${result}${notes ? ` (${notes})` : ''}${mcpCallsCell(r)} |`
    );
  };
  return [
    '<details><summary>Per case</summary>',
    '',
    '| skill | backend | case | result |',
    '|---|---|---|---|',
    ...c.cases.map(caseRow),
    '',
    '</details>',
    '',
  ];
}

/**
 * A case's MCP calls in its result cell, from caliper's record: `MCP: `orders/lookup_order` `{"id":"A1"}` ×3`.
 * The tool's name and the arguments are the agent's: each goes through mdCode, one code span, on one line.
 */
function mcpCallsCell(r: RowComparison): string {
  if (!r.mcpCalls || r.mcpCalls.length === 0) return '';
  const calls = r.mcpCalls.map((c) => `${mdCode(c.call)} ${mdCode(c.arguments)} ×${c.trials}`);
  return `<br>MCP: ${calls.join(', ')}`;
}

/**
 * Per row, the changes in what a run uses that the rank test calls after the report's correction, one
 * line each: `- `pdf` × claude-code: tokens/run 1.2k → 3.6k ▲`. Figures it does not call are in report.html.
 */
function efficiencyLines(c: Comparison, max: number, more: (left: number) => string[]): string[] {
  const lines = c.aggregates.flatMap((a) => {
    const called = calledChanges(a.efficiency);
    return called.length > 0
      ? [`- ${mdCode(a.skill)} × ${mdText(a.backend)}: ${called.map((x) => mdText(changeText(x))).join('; ')}`]
      : [];
  });
  if (lines.length === 0) return [];
  const heading =
    `**What a run uses** (▲ more, ▼ less: a rank test by case and outcome, ` +
    `corrected over ${c.correction.efficiencyComparisons} figures):`;
  return [heading, ...lines.slice(0, max), ...more(lines.length - max), ''];
}

/**
 * `**Provider errors:** head: 3 trials hit provider errors (429); …`, when a side's provider failed some attempts.
 */
function providerErrorLines(c: Comparison): string[] {
  const sides = [
    c.head.providerErrors && `head: ${providerErrorsText(c.head.providerErrors)}`,
    c.base.providerErrors && `base: ${providerErrorsText(c.base.providerErrors)}`,
  ].filter(Boolean);
  if (sides.length === 0) return [];
  return [
    `**Provider errors:** ${sides.join('; ')}. They were retried; a trial ` +
      `whose retries ran out is a harness error, in no rate.`,
    '',
  ];
}

/** `**Not evaluated at the head** (not compared): `pdf` (validation errors)`, one line for all of them. */
function skippedLines(skipped: readonly { skill: string; reason: string }[], max: number): string[] {
  if (skipped.length === 0) return [];
  // The reason's first clause ("2 errors in SKILL.md"), bounded: file names in it are the PR's, so escaped.
  const why = (reason: string) => mdText(reasonClause(reason));
  return [
    `**Not evaluated at the head** (not compared): ${listed(
      skipped.map((s) => `${mdCode(s.skill)} (${why(s.reason)})`),
      max,
    )}`,
    '',
  ];
}

/** What each side spent, `base …; head …`, for the sides that recorded it. */
function spendSides(base: Spend | undefined, head: Spend | undefined): string {
  return [base && `base ${spendText(base)}`, head && `head ${spendText(head)}`].filter(Boolean).join('; ');
}

/** A side's spend in the comment: its one line, escaped for markdown (it holds only numbers and words). */
function spendText(spend: Spend): string {
  return mdText(spendLine(spend));
}
