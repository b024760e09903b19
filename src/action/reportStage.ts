import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareResults, type Comparison } from '../results/compare/compare.js';
import { gateFailures } from '../results/gates.js';
import { ResultsRefusal } from '../results/load.js';
import type { Results } from '../results/types.js';
import { skippedSkills } from '../results/skippedSkills.js';
import { badgeMarkdown, badgeSvgs } from '../report/badges.js';
import { SUMMARY_LIMIT, comparisonMarkdown, comparisonStatus } from '../report/comparison/markdown.js';
import { SCRIPTED_BANNER } from '../report/comparison/cells.js';
import { mdText } from '../report/escape.js';
import type { Section, SectionDraft } from '../report/stickyComment.js';
import { carriedDraft } from './carriedSections.js';
import { fitBody } from '../report/fitBody.js';
import { eventPullRequest, postSections, runUrl } from './prComment.js';
import { reportNoResults } from './noResults.js';
import { workflowRunPullRequest, type PullRequestEvent } from './workflowRun.js';
import { resultsFootnote, resultsTable } from '../report/resultsTable.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { githubIssues } from '../toolkit/github.js';
import { syncRegressionIssue } from '../report/regressionIssue.js';
import { InputError, parseBoolean } from './inputs.js';
import { inputFiles, isEmptyGlob, loadInput } from './resultsInput.js';
import { publishReport, reportLine } from './reportArtifact.js';
import type { HistoryPoint } from '../results/history/history.js';
import type { BisectReport } from '../bisect/bisect.js';
import { bisectedLines } from '../bisect/text.js';
import { bisectResultsInput } from './bisectResults.js';
import { postTuneReviews } from './tuneReview.js';
import { tuneResultsInput } from './tuneResults.js';
import { TUNE_IN_SUMMARY, tuneMarkdown, type TuneSuggestion } from '../report/tuneSuggestion.js';

/**
 * Compare the head's results with the base's, publish the report in the job summary (always) and as
 * the PR's one caliper comment (when it can), set outputs, and apply the gates. `carried`: sections
 * another job of the workflow built (input comment-sections), put into the same comment; they never
 * fail this step (the job that built them already did).
 */
export async function reportStage(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  evaluated: { head: string; base: string | undefined } | undefined,
  carried: readonly Section[] = [],
  history: readonly HistoryPoint[] = [],
  bisected: readonly BisectReport[] = [],
  tuned: readonly TuneSuggestion[] = [],
): Promise<void> {
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const headPath = rt.input('head-results') || evaluated?.head;
  if (!headPath)
    throw new InputError('input "head-results" is required for the report stage (or run the eval stage before it)');
  const basePath = rt.input('base-results') || evaluated?.base;
  if (isEmptyGlob(workspace, headPath)) return reportNoResults(rt, env, headPath, carried);
  const gates = gateOptions(rt, env);
  const event = pullRequestEvent(env) ?? (await checkedRunPullRequest(rt, env));
  const summaryUrl = runUrl(env);
  const loaded = loadSides(workspace, headPath, basePath);
  const head = loaded.head;
  const found = [...bisected, ...bisectResultsInput(rt, workspace)];
  const view = reportView(rt, loaded, { baseSha: event?.baseSha, headSha: event?.headSha, summaryUrl, found });
  const comparison = view.kind === 'compared' ? view.comparison : undefined;
  const refusal = view.kind === 'refused' ? view.refusal : undefined;
  if (head) writeBadges(rt, workspace, head);

  // Built from the same inputs (shards and all): every trial, linked from the summary and the comment.
  const baseFiles = basePath && !isEmptyGlob(workspace, basePath) ? inputFiles(workspace, basePath) : undefined;
  const published = head
    ? await publishReport(rt, env, {
        head: inputFiles(workspace, headPath),
        base: refusal ? undefined : baseFiles,
        history,
      })
    : undefined;
  const link = published ? reportLine(published) : '';

  // The summary first: whatever happens to the comment, no run loses its report.
  const suggested = [...tuned, ...tuneResultsInput(rt, workspace)];
  const onTheLine = await postTuneReviews(rt, env, event, suggested);
  const tuneMd = tuneMarkdown(suggested, onTheLine);
  await rt.appendSummary(
    `${view.summary.trim()}\n\n${tuneMd ? `${tuneMd}\n` : ''}${link ? `${link}\n\n` : ''}` +
      `${head ? `${badgeMarkdown(head)}\n` : ''}`,
  );
  rt.setOutput('verdict', comparison ? comparison.verdict : refusal ? 'refused' : 'not-compared');

  const linked = published?.kind === 'linked' ? `\n${link}\n` : '';
  if (event) {
    const report: SectionDraft = {
      id: 'report',
      status: view.status,
      failed: refusal !== undefined || comparison?.verdict === 'regressed',
      render: (budget) => {
        // The suggestions after the table, as long as they leave it most of the room (else the summary has them).
        const tunePart = tuneMd.length <= budget / 2 ? `\n${tuneMd}` : tuneMd ? `\n${TUNE_IN_SUMMARY}` : '';
        return `${view.body(budget - linked.length - tunePart.length)}${tunePart}${linked}`;
      },
    };
    const url = await postSections(rt, env, event.number, [...carried.map(carriedDraft), report]);
    if (url) rt.setOutput('comment-url', url);
  }

  if (comparison && gates.regressionIssue) await syncIssue(rt, env, comparison, summaryUrl);
  if (refusal || !head) {
    rt.fail(refusal ?? 'no head results');
    return;
  }
  const failures = gateFailures(head, comparison, gates.thresholds);
  if (failures.length > 0) rt.fail(`caliper gates failed: ${failures.join('; ')}`);
}

/** What the report says: the comment's body at a budget, the job summary in full, and the comment's status. */
type ReportView = { body: (budget: number) => string; summary: string; status: string } & (
  | { kind: 'refused'; refusal: string }
  | { kind: 'compared'; comparison: Comparison }
  | { kind: 'head-only' }
);

/** A refusal (either side, or the comparison), the comparison, or the head alone when there is no base. */
function reportView(
  rt: ActionRuntime,
  loaded: ReturnType<typeof loadSides>,
  at: { baseSha?: string; headSha?: string; summaryUrl: string | undefined; found: readonly BisectReport[] },
): ReportView {
  const { head, base } = loaded;
  const outcome =
    base && head ? compareResults(base, head, { strict: parseBoolean(rt.input('strict'), 'strict') }) : undefined;
  const refusal = loaded.refusal ?? (outcome?.kind === 'refused' ? outcome.reason : undefined);
  if (refusal) {
    const table = head ? `${resultsTable(head, 'markdown')}\n${resultsFootnote(head)}` : '';
    const text = `## caliper: not compared\n\n${mdText(refusal)}\n\n${table}`;
    return {
      kind: 'refused',
      refusal,
      body: (budget) => fitBody(text, budget),
      summary: text,
      status: '⊘ not compared',
    };
  }
  if (outcome?.kind === 'compared') {
    const c = outcome.comparison;
    const skippedAtHead = skippedSkills(head!).filter((s) => !c.aggregates.some((a) => a.skill === s.skill));
    const ctx = { baseSha: at.baseSha, headSha: at.headSha, skippedAtHead, bisected: bisectedLines(at.found) };
    return {
      kind: 'compared',
      comparison: c,
      body: (budget) =>
        comparisonMarkdown(c, { ...ctx, summaryUrl: at.summaryUrl, title: 'caliper eval: base → head' }, budget),
      // The summary is the full report the comment links to: same content, its own (larger) limit.
      summary: comparisonMarkdown(c, { ...ctx, summaryUrl: undefined }, SUMMARY_LIMIT),
      status: comparisonStatus(c),
    };
  }
  const results = head!;
  const scripted = results.meta.modelSource.kind === 'scripted';
  const text =
    `## caliper: head only${scripted ? ' (scripted model)' : ''}\n\n${scripted ? `${SCRIPTED_BANNER}\n\n` : ''}` +
    `No base results to compare with.\n\n${resultsTable(results, 'markdown')}\n${resultsFootnote(results)}`;
  const status = `head only${scripted ? ' (scripted model)' : ''}`;
  return { kind: 'head-only', body: (budget) => fitBody(text, budget), summary: text, status };
}

/** Input badges-dir: one SVG badge a skill, written for the workflow to publish. */
function writeBadges(rt: ActionRuntime, workspace: string, head: Results): void {
  const badgesDir = rt.input('badges-dir');
  if (!badgesDir) return;
  const dir = path.resolve(workspace, badgesDir);
  mkdirSync(dir, { recursive: true });
  for (const badge of badgeSvgs(head)) writeFileSync(path.join(dir, badge.file), badge.svg);
}

/** Input regression-issue: the one open issue that lists what regressed, opened, updated or closed; never fatal. */
async function syncIssue(rt: ActionRuntime, env: NodeJS.ProcessEnv, comparison: Comparison, summaryUrl?: string) {
  const token = rt.input('github-token');
  const author = rt.input('comment-author') || undefined;
  try {
    const issues = githubIssues(token, env.GITHUB_REPOSITORY!, env.GITHUB_API_URL, author);
    const outcome = await syncRegressionIssue(issues, comparison, {
      runUrl: summaryUrl,
      when: new Date().toISOString().slice(0, 10),
    });
    rt.setOutput('regression-issue', outcome.action);
    if (outcome.action !== 'none') rt.info(`regression issue ${outcome.action}: ${outcome.url}`);
  } catch (error) {
    rt.annotate('warning', `caliper could not update the regression issue: ${(error as Error).message}`, {});
  }
}

/**
 * Both sides, checked. A side written before caliper recorded its model source is a refusal (like a
 * different era), not an invalid input: the report still shows the head when it can.
 */
function loadSides(
  workspace: string,
  headPath: string,
  basePath: string | undefined,
): { head: Results | undefined; base: Results | undefined; refusal: string | undefined } {
  let refusal: string | undefined;
  const side = (raw: string, name: string) => {
    try {
      return loadInput(workspace, raw, name);
    } catch (error) {
      if (!(error instanceof ResultsRefusal)) throw error;
      refusal ??= `refusing to compare: ${error.message}`;
      return undefined;
    }
  };
  const head = side(headPath, 'head-results');
  // A glob that matches nothing on the base side means "no baseline yet" (a first scheduled run).
  const base = basePath && !isEmptyGlob(workspace, basePath) ? side(basePath, 'base-results') : undefined;
  if (!head && !refusal) throw new InputError('input "head-results": no results');
  return { head, base, refusal };
}

/** A `workflow_run` commenter's PR, checked; a PR that moved on is refused (these results are of an older head). */
async function checkedRunPullRequest(rt: ActionRuntime, env: NodeJS.ProcessEnv): Promise<PullRequestEvent | undefined> {
  const checked = await workflowRunPullRequest(rt, env);
  if (checked?.kind === 'moved') throw new InputError(checked.why);
  return checked?.event;
}

const pullRequestEvent = eventPullRequest;

/** Read before anything is posted: a usage error must not leave the comment half-updated. */
function gateOptions(rt: ActionRuntime, env: NodeJS.ProcessEnv) {
  const regressionIssue = parseBoolean(rt.input('regression-issue'), 'regression-issue');
  if (regressionIssue && (!rt.input('github-token') || !env.GITHUB_REPOSITORY))
    throw new InputError('regression-issue needs input "github-token" (issues: write) and GITHUB_REPOSITORY');
  const thresholds = {
    failOnRegression: parseBoolean(rt.input('fail-on-regression') || 'true', 'fail-on-regression'),
    failOnError: parseBoolean(rt.input('fail-on-error'), 'fail-on-error'),
    minActivation: percent(rt.input('min-activation'), 'min-activation'),
    minExecution: percent(rt.input('min-execution'), 'min-execution'),
    maxFalseActivation: percent(rt.input('max-false-activation'), 'max-false-activation'),
  };
  return { regressionIssue, thresholds };
}

function percent(raw: string, name: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw.replace(/%$/, ''));
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw new InputError(`input "${name}" must be a percentage from 0 to 100, not "${raw}"`);
  return n / 100;
}
