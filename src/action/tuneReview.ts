import { logText } from '../report/escape.js';
import { headLinesInDiff, isDescriptionInDiff } from '../report/diffLines.js';
import { markedSkill, reviewBody, type SuggestedChange, suggestedChange } from '../report/tuneReviewComment.js';
import type { TuneSuggestion } from '../report/tuneSuggestion.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { GitHubError } from '../toolkit/github.js';
import { githubReviewComments, type ReviewComment, type ReviewCommentsApi } from '../toolkit/reviewComments.js';
import { parseBoolean } from './inputs.js';

type Accepted = Extract<TuneSuggestion, { kind: 'accepted' }>;
/** Each skill whose description was suggested on its `description:` line → that review comment's URL. */
export type OnTheLine = ReadonlyMap<string, string>;

/**
 * Each accepted description as a review comment on its `description:` line, with a ```suggestion the
 * maintainer commits with one click. One per skill and line across pushes: a comment of ours (same
 * login; a marker someone else pasted is never touched) for the same skill on the same lines is updated,
 * or left alone when it says the same. A line outside the PR's diff (GitHub answers 422) or a token that
 * may not write (403, a fork's) leaves the suggestion to the sticky comment's diff block; never a failure.
 */
export async function postTuneReviews(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  pr: { number: number; headSha: string | undefined } | undefined,
  tuned: readonly TuneSuggestion[],
): Promise<OnTheLine> {
  const posted = new Map<string, string>();
  // One per skill: the eval jobs of a matrix (a CLI each) may each have tuned the same skill; the first is
  // offered on the line, every one of them in the comment.
  const accepted = tuned
    .filter((s): s is Accepted => s.kind === 'accepted')
    .filter((s, i, all) => all.findIndex((t) => t.skill === s.skill) === i);
  const token = rt.input('github-token');
  if (accepted.length === 0 || !pr?.headSha || !token || !env.GITHUB_REPOSITORY) return posted;
  if (!parseBoolean(rt.input('comment') || 'true', 'comment')) return posted;
  const author = rt.input('comment-author') || undefined;
  const api = githubReviewComments(token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL, author);
  try {
    const ours = await ownReviewComments(api, pr.number);
    const diffs = await api.changedFiles(pr.number);
    for (const s of accepted) {
      const url = await postOne(rt, api, { number: pr.number, headSha: pr.headSha }, ours, diffs, s);
      if (url) posted.set(s.skill, url);
    }
  } catch (error) {
    const status = error instanceof GitHubError ? error.status : undefined;
    const why =
      status === 403
        ? 'the token cannot write review comments on this pull request (a fork PR has a read-only token)'
        : (error as Error).message;
    rt.annotate('warning', `caliper could not suggest the description on its line: ${why}. It is in the comment.`, {});
  }
  return posted;
}

/** Review comments this token posted that carry a tune suggestion. */
async function ownReviewComments(api: ReviewCommentsApi, pr: number): Promise<ReviewComment[]> {
  const me = (await api.ownLogin()).toLowerCase();
  return (await api.list(pr)).filter((c) => c.author.toLowerCase() === me && markedSkill(c.body) !== undefined);
}

/** One skill's suggestion: created, updated in place, or left as it is; undefined when not on the line. */
async function postOne(
  rt: ActionRuntime,
  api: ReviewCommentsApi,
  pr: { number: number; headSha: string },
  ours: readonly ReviewComment[],
  diffs: readonly { path: string; patch: string | undefined }[],
  s: Accepted,
): Promise<string | undefined> {
  const change = suggestedChange(s.patch);
  const body = change && reviewBody(s.skill, change, s.test);
  const refusal = !change || !body ? 'the description cannot be a one-line suggestion' : notShown(s, change, diffs);
  if (!change || !body || refusal) {
    rt.info(`tune: ${logText(s.skill)}: ${refusal}; the change is in the comment as a diff.`);
    return undefined;
  }
  const same = ours.findLast(
    (c) =>
      markedSkill(c.body) === s.skill &&
      c.path === s.skillFile &&
      c.line === change.line &&
      c.startLine === change.startLine,
  );
  if (same) return same.body === body ? same.url : (await api.update(same.id, body)).url;
  try {
    const comment = { commitId: pr.headSha, path: s.skillFile, line: change.line, startLine: change.startLine, body };
    return (await api.create(pr.number, comment)).url;
  } catch (error) {
    if (!(error instanceof GitHubError) || error.status !== 422) throw error;
    rt.info(
      `tune: ${logText(s.skill)}: GitHub takes no suggestion on ${logText(s.skillFile)} line ${change.line} ` +
        `(not in the pull request's diff); the change is in the comment as a diff.`,
    );
    return undefined;
  }
}

/** Why GitHub's diff of the PR does not show the description where the suggestion would go, if it does not. */
function notShown(
  s: Accepted,
  change: SuggestedChange,
  diffs: readonly { path: string; patch: string | undefined }[],
): string | undefined {
  const shown = headLinesInDiff(diffs.find((f) => f.path === s.skillFile)?.patch);
  if (isDescriptionInDiff(shown, change.startLine ?? change.line, change.line)) return undefined;
  return (
    `the pull request's diff does not show the description of ${logText(s.skillFile)} ` +
    `at line ${change.startLine ?? change.line}, so no suggestion goes on it`
  );
}
