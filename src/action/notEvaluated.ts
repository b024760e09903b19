import { mdCode, mdText } from '../report/escape.js';
import { fitBody } from '../report/fitBody.js';
import type { Section } from '../report/stickyComment.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { carriedDraft } from './carriedSections.js';
import { skipMarkdown, type SkipReason } from './evalSkipped.js';
import { postSections } from './prComment.js';

/**
 * What a run knows about a head it compared nothing on. Its report section replaces the one an earlier
 * push left, which no longer describes this head.
 */
export type NotEvaluated =
  /** No skill's eval changed (since `baseSha`, when known). */
  | { kind: 'unchanged'; baseSha?: string }
  | { kind: 'skipped'; reasons: SkipReason[] }
  /** A stage of this step failed; its message goes to the summary, the comment links the run. */
  | { kind: 'failed'; stage: string; message: string; runUrl: string | undefined }
  /** The gate job's sections (carried into this one) failed, so the eval did not run. */
  | { kind: 'gate-failed'; stages: string[] }
  /** Jobs of the run failed before any eval result arrived (their names, from the API). */
  | { kind: 'run-failed'; jobs: string[]; runUrl: string | undefined }
  /** Nothing arrived and nothing says why. */
  | { kind: 'unknown'; headResults: string };

/** The report section: its clause of the verdict line (caliper's words) and its body. */
export function notEvaluatedSection(state: NotEvaluated): Omit<Section, 'id'> {
  switch (state.kind) {
    case 'unchanged':
      return {
        status: 'nothing evaluated',
        failed: false,
        body:
          `## caliper eval: nothing evaluated\n\nNo skill's eval ` +
          `changed${state.baseSha ? ` since base ${mdCode(state.baseSha.slice(0, 12))}` : ''}, ` +
          `so there was nothing to evaluate on this head.\n`,
      };
    case 'skipped': {
      // Skills left out for their own errors fail the run unless the configuration says warning.
      const failed = state.reasons.some((r) => r.why === 'invalid' && r.fails !== false);
      return {
        status: failed ? '✗ not evaluated' : 'eval skipped',
        failed,
        body:
          `## caliper eval: ` +
          `${failed ? 'not evaluated' : 'skipped'}\n\n${state.reasons.map(skipMarkdown).join('\n\n')}\n`,
      };
    }
    case 'failed':
      // The message is not repeated in the comment: it may quote an artifact that PR code wrote.
      return {
        status: `✗ ${state.stage} failed`,
        failed: true,
        body:
          `## caliper: ${state.stage} failed\n\nThe ${state.stage} stage failed ` +
          `on this head, so nothing was compared. The step's log and job summary ` +
          `say why${state.runUrl ? `: [the run](${state.runUrl})` : ''}.\n`,
      };
    case 'gate-failed':
      return {
        status: 'nothing evaluated',
        failed: false,
        body:
          `## caliper eval: nothing evaluated\n\nThe gate failed ` +
          `(${state.stages.join(', ')}; see below), so the eval did not run on ` +
          `this head.\n`,
      };
    case 'run-failed': {
      const jobs =
        state.jobs.length > 0
          ? ` (failed: ${state.jobs
              .slice(0, 5)
              .map((j) => mdCode(j.slice(0, 100)))
              .join(', ')}${state.jobs.length > 5 ? ` and ${state.jobs.length - 5} more` : ''})`
          : '';
      const where = state.runUrl ? `: [the run](${state.runUrl})` : '';
      return {
        status: '✗ run failed',
        failed: true,
        body:
          `## caliper eval: nothing evaluated\n\nThe caliper run of this head ` +
          `failed before any eval result arrived${jobs}. Its annotations and job ` +
          `summaries say why${where}.\n`,
      };
    }
    case 'unknown':
      return {
        status: 'nothing evaluated',
        failed: false,
        body:
          `## caliper eval: nothing evaluated\n\nNo results match ` +
          `${mdCode(state.headResults)}: no skill's eval changed, or the eval ` +
          `did not finish; the eval jobs' summaries say which.\n`,
      };
  }
}

/**
 * The job summary (unless this step's eval stage already said it there), output `verdict`, and the PR
 * comment's report section (beside the carried ones), in one write.
 */
export async function reportNotEvaluated(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  state: NotEvaluated,
  carried: readonly Section[],
  pr: number | undefined,
  options: { summarised?: boolean } = {},
): Promise<void> {
  const section = notEvaluatedSection(state);
  if (!options.summarised)
    await rt.appendSummary(state.kind === 'failed' ? `${section.body}\n${mdText(state.message)}\n` : section.body);
  rt.setOutput('verdict', 'not-compared');
  const url = await postSections(rt, env, pr, [
    ...carried.map(carriedDraft),
    { id: 'report', status: section.status, failed: section.failed, render: (budget) => fitBody(section.body, budget) },
  ]);
  if (url) rt.setOutput('comment-url', url);
}
