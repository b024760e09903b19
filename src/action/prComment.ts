import { readFileSync } from 'node:fs';
import { upsertSections, type Section, type SectionDraft } from '../report/stickyComment.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { GitHubError, githubComments } from '../toolkit/github.js';
import { parseBoolean } from './inputs.js';
import { mdText } from '../report/escape.js';

/** The pull request of a pull_request or pull_request_review event, if this is one. */
export function eventPullRequest(
  env: NodeJS.ProcessEnv,
): { number: number; baseSha: string | undefined; headSha: string | undefined } | undefined {
  try {
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as {
      pull_request?: { number?: unknown; base?: { sha?: string }; head?: { sha?: string } };
    };
    const pr = payload.pull_request;
    if (!pr || typeof pr.number !== 'number') return undefined;
    return { number: pr.number, baseSha: pr.base?.sha, headSha: pr.head?.sha };
  } catch {
    return undefined;
  }
}

/** The run's page, which holds the job summary every section links to. */
export function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  return env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
    ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
    : undefined;
}

/**
 * Put a stage's section into the PR's one caliper comment, when there is a PR, a token and `comment`
 * is on. A failure to post is a warning: the job summary still has everything.
 */
export async function postSection(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  pr: number | undefined,
  section: Omit<Section, 'body'>,
  render: (budget: number) => string,
  options: { quietWhenDenied?: boolean } = {},
): Promise<string | undefined> {
  return postSections(rt, env, pr, [{ ...section, render }], options);
}

/** Several sections in one write; the same conditions and the same one warning as postSection. */
export async function postSections(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  pr: number | undefined,
  drafts: readonly SectionDraft[],
  options: { quietWhenDenied?: boolean } = {},
): Promise<string | undefined> {
  if (pr === undefined || drafts.length === 0 || !parseBoolean(rt.input('comment') || 'true', 'comment'))
    return undefined;
  const token = rt.input('github-token');
  if (!token || !env.GITHUB_REPOSITORY) {
    rt.info('PR comment skipped: no github-token input or GITHUB_REPOSITORY; the report is in the job summary.');
    if (!options.quietWhenDenied)
      await rt.appendSummary(
        'Not posted on the pull request: this step has no github-token input (or no GITHUB_REPOSITORY).\n',
      );
    return undefined;
  }
  const ids = drafts.map((d) => d.id).join(', ');
  try {
    const api = githubComments(
      token,
      env.GITHUB_REPOSITORY,
      env.GITHUB_API_URL,
      rt.input('comment-author') || undefined,
    );
    const posted = await upsertSections(api, pr, drafts);
    rt.info(`PR comment ${posted.action} (${ids}): ${posted.url}`);
    return posted.url;
  } catch (error) {
    const status = error instanceof GitHubError ? error.status : undefined;
    if (status === 403 && options.quietWhenDenied) {
      rt.info(
        `${ids} section not put on the PR: the token cannot write to it. The ` +
          `findings are in the annotations and the job summary.`,
      );
      return undefined;
    }
    const why =
      status === 403
        ? 'the token cannot write to this pull request (a fork PR has a read-only token)'
        : (error as Error).message;
    rt.annotate('warning', `caliper could not post the PR comment: ${why}. The report is in the job summary.`, {});
    const commenter =
      status === 403
        ? ' On a fork PR, a `workflow_run` commenter posts it (examples/workflows/fork-commenter.yml).'
        : '';
    await rt.appendSummary(`Not posted on the pull request: ${mdText(why)}.${commenter}\n`);
    return undefined;
  }
}
