import { logText, mdText } from '../report/escape.js';
import type { Section } from '../report/stickyComment.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { GitHubError } from '../toolkit/github.js';
import { failedJobs } from '../toolkit/runJobs.js';
import { readSkipReasons } from './evalSkipped.js';
import { reportNotEvaluated, type NotEvaluated } from './notEvaluated.js';
import { eventPullRequest } from './prComment.js';
import { completedRun, workflowRunPullRequest } from './workflowRun.js';

/**
 * The report stage when no head results arrived (a report job, or a fork PR's `workflow_run`
 * commenter): the comment says what this run knows about the head (skipped and why, the gate or the
 * run failed, or nothing to evaluate) instead of keeping an earlier push's verdict.
 */
export async function reportNoResults(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  headResults: string,
  carried: readonly Section[],
): Promise<void> {
  const pr = await pullRequestToComment(rt, env);
  const state = await whatArrived(rt, env, headResults, carried, pr !== undefined);
  await reportNotEvaluated(rt, env, state, carried, pr);
}

async function pullRequestToComment(rt: ActionRuntime, env: NodeJS.ProcessEnv): Promise<number | undefined> {
  const own = eventPullRequest(env);
  if (own) return own.number;
  const checked = await workflowRunPullRequest(rt, env);
  if (checked?.kind !== 'moved') return checked?.event.number;
  // Not a failure: the newer head's own run reports on it.
  rt.info(`PR comment skipped: ${logText(checked.why)}.`);
  await rt.appendSummary(`Not posted on the pull request: ${mdText(checked.why)}.\n\n`);
  return undefined;
}

/**
 * Skip records first (the eval's own account), then the gate's sections, then the run's jobs as GitHub reports them.
 */
async function whatArrived(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  headResults: string,
  carried: readonly Section[],
  commenting: boolean,
): Promise<NotEvaluated> {
  const reasons = readSkipReasons(env.GITHUB_WORKSPACE ?? process.cwd(), headResults);
  if (reasons.length > 0) return { kind: 'skipped', reasons };
  const gate = carried.filter((s) => s.failed).map((s) => s.id);
  if (gate.length > 0) return { kind: 'gate-failed', stages: gate };
  const run = runReportedOn(env);
  if (run.conclusion === 'success') return { kind: 'unchanged' };
  const jobs = commenting && run.id !== undefined ? await failedJobsOf(rt, env, run.id) : undefined;
  if ((jobs && jobs.length > 0) || run.conclusion !== undefined)
    return { kind: 'run-failed', jobs: jobs ?? [], runUrl: run.url };
  return jobs ? { kind: 'unchanged' } : { kind: 'unknown', headResults };
}

/** A commenter reports on the run that triggered it (conclusion known); a report job on its own run, still going. */
function runReportedOn(env: NodeJS.ProcessEnv): {
  id: number | undefined;
  conclusion: string | undefined;
  url: string | undefined;
} {
  const completed = completedRun(env);
  const own = /^\d+$/.test(env.GITHUB_RUN_ID ?? '') ? Number(env.GITHUB_RUN_ID) : undefined;
  const id = completed ? completed.id : own;
  const url =
    id !== undefined && env.GITHUB_REPOSITORY
      ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${id}`
      : undefined;
  return { id, conclusion: completed?.conclusion, url };
}

async function failedJobsOf(rt: ActionRuntime, env: NodeJS.ProcessEnv, runId: number): Promise<string[] | undefined> {
  const token = rt.input('github-token');
  if (!token || !env.GITHUB_REPOSITORY) return undefined;
  try {
    return await failedJobs(token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL, runId);
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    rt.info(
      `the run's jobs could not be read, so the comment cannot say whether one failed: ${logText(error.message)}`,
    );
    return undefined;
  }
}
