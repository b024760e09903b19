import { readFileSync } from 'node:fs';
import { GitHubError } from '../toolkit/github.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { pullRequestApi } from '../toolkit/pullRequests.js';
import { InputError } from './inputs.js';

export interface PullRequestEvent {
  number: number;
  baseSha: string | undefined;
  headSha: string | undefined;
}

/** The run a `workflow_run` event reports on, as GitHub wrote it into the payload. */
export interface CompletedRun {
  id: number | undefined;
  headSha: string;
  conclusion: string | undefined;
}

export function completedRun(env: NodeJS.ProcessEnv): CompletedRun | undefined {
  try {
    const run = (
      JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as {
        workflow_run?: { id?: unknown; head_sha?: unknown; conclusion?: unknown };
      }
    ).workflow_run;
    if (typeof run?.head_sha !== 'string' || run.head_sha === '') return undefined;
    return {
      id: Number.isSafeInteger(run.id) ? (run.id as number) : undefined,
      headSha: run.head_sha,
      conclusion: typeof run.conclusion === 'string' ? run.conclusion : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * For a `workflow_run` commenter (fork PRs): the PR number comes as data from the untrusted run, so it
 * is believed only if that PR's head is exactly the commit the run was for. `moved`: it is not (the PR
 * got a newer push, whose own run will report); undefined: no input `pr-number`.
 */
export async function workflowRunPullRequest(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
): Promise<{ kind: 'ok'; event: PullRequestEvent } | { kind: 'moved'; why: string } | undefined> {
  const raw = rt.input('pr-number').trim();
  if (raw === '') return undefined;
  if (!/^\d+$/.test(raw))
    throw new InputError(`input "pr-number" must be a pull request number, not "${raw.slice(0, 40)}"`);
  const runHead = completedRun(env)?.headSha;
  if (!runHead)
    throw new InputError(
      'input "pr-number" is for workflow_run events, whose payload names the head commit the results were measured on',
    );
  const token = rt.input('github-token');
  if (!token || !env.GITHUB_REPOSITORY)
    throw new InputError('input "pr-number" needs input "github-token" and GITHUB_REPOSITORY');
  let pull: Awaited<ReturnType<ReturnType<typeof pullRequestApi>['pull']>>;
  try {
    pull = await pullRequestApi(token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL).pull(Number(raw));
  } catch (error) {
    if (error instanceof GitHubError) throw new InputError(`cannot check pull request #${raw}: ${error.message}`);
    throw error;
  }
  if (pull.headSha !== runHead)
    return {
      kind: 'moved',
      why:
        `pull request #${raw} is at ${pull.headSha.slice(0, 12)}, not at ` +
        `${runHead.slice(0, 12)} where these results were measured; refusing ` +
        `to comment on it`,
    };
  return { kind: 'ok', event: { number: Number(raw), baseSha: pull.baseSha, headSha: pull.headSha } };
}
