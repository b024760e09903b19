import type { Comparison } from '../results/compare/compare.js';
import { metricCell, metricDetail } from './comparison/cells.js';
import { mdCode, mdText } from './escape.js';

export const ISSUE_MARKER = '<!-- caliper:regression-issue -->';
export const ISSUE_TITLE = 'caliper: a skill regressed on the default branch';

export interface TrackedIssue {
  number: number;
  body: string;
  author: string;
  url: string;
}

/** The issue calls a scheduled regression check makes. */
export interface IssuesApi {
  ownLogin(): Promise<string>;
  listOpenIssues(): Promise<TrackedIssue[]>;
  createIssue(title: string, body: string): Promise<TrackedIssue>;
  updateIssue(number: number, change: { body?: string; state?: 'closed' }): Promise<TrackedIssue>;
  comment(number: number, body: string): Promise<void>;
}

export type IssueAction = { action: 'opened' | 'updated' | 'closed'; url: string } | { action: 'none' };

/**
 * One issue for regressions of the default branch: opened when a scheduled run regresses against the
 * last baseline, updated (never duplicated) while it stays regressed, closed when it recovers. Only a
 * drop that survives the report's family-wise correction counts: a rate significant on its own among
 * dozens (a blip one night in a few) neither opens nor keeps the issue.
 */
export async function syncRegressionIssue(
  api: IssuesApi,
  comparison: Comparison,
  context: { runUrl: string | undefined; when: string },
): Promise<IssueAction> {
  const me = (await api.ownLogin()).toLowerCase();
  const open = (await api.listOpenIssues()).find((i) => i.author.toLowerCase() === me && i.body.includes(ISSUE_MARKER));
  const scripted = comparison.modelSource.kind === 'scripted' ? ' (scripted model)' : '';
  const regressions = comparison.aggregates.flatMap((a) =>
    a.metrics
      .filter((m) => m.verdict === 'regressed')
      .map(
        (m) =>
          `- ${mdCode(a.skill)} × ${mdText(a.backend)}${scripted}: ${m.metric} ${metricCell(m)} (${metricDetail(m)})`,
      ),
  );
  const run = context.runUrl ? ` ([run](${context.runUrl}))` : '';
  if (regressions.length > 0) {
    const body = [
      ISSUE_MARKER,
      `The scheduled caliper run of ${context.when}${run} measured a ` +
        `regression against the last baseline of the default branch, in the ` +
        `same era (${mdCode(comparison.era)}), significant after the ` +
        `correction over all ${comparison.correction.comparisons} rates ` +
        `compared.`,
      '',
      ...regressions,
      '',
      'caliper closes this issue when a later scheduled run no longer regresses.',
    ].join('\n');
    if (!open) {
      const created = await api.createIssue(ISSUE_TITLE, body);
      return { action: 'opened', url: created.url };
    }
    await api.updateIssue(open.number, { body });
    await api.comment(open.number, `Still regressed on ${context.when}${run}:\n\n${regressions.join('\n')}`);
    return { action: 'updated', url: open.url };
  }
  if (open) {
    await api.comment(
      open.number,
      `Recovered on ${context.when}${run}: no rate regressed against the previous baseline. Closing.`,
    );
    await api.updateIssue(open.number, { state: 'closed' });
    return { action: 'closed', url: open.url };
  }
  return { action: 'none' };
}
