import { octokitFor, ownLogin } from './github.js';

/** A comment on a line of a pull request's diff (a review comment), as caliper reads it. */
export interface ReviewComment {
  id: number;
  body: string;
  author: string;
  path: string;
  /** The diff line it is on at the PR's head now; undefined when GitHub marks it outdated. */
  line: number | undefined;
  /** The first line of a multi-line comment; undefined for a one-line comment. */
  startLine: number | undefined;
  url: string;
}

/** A new review comment on lines `startLine`..`line` (one line when startLine is undefined) of the head's `path`. */
export interface NewReviewComment {
  commitId: string;
  path: string;
  line: number;
  startLine: number | undefined;
  body: string;
}

/** The REST calls caliper makes on a pull request's review comments. */
export interface ReviewCommentsApi {
  /** The login the token acts as (comments are ours only if this posted them). */
  ownLogin(): Promise<string>;
  list(pr: number): Promise<ReviewComment[]>;
  create(pr: number, comment: NewReviewComment): Promise<ReviewComment>;
  update(id: number, body: string): Promise<ReviewComment>;
  /** The files the PR changes, each with its diff's hunks (undefined when GitHub gives none: binary, too large). */
  changedFiles(pr: number): Promise<{ path: string; patch: string | undefined }[]>;
}

type RestReviewComment = {
  id: number;
  body?: string | null;
  user?: { login: string } | null;
  path: string;
  line?: number | null;
  start_line?: number | null;
  html_url: string;
};

const toReviewComment = (c: RestReviewComment): ReviewComment => ({
  id: c.id,
  body: c.body ?? '',
  author: c.user?.login ?? '',
  path: c.path,
  line: c.line ?? undefined,
  startLine: c.start_line ?? undefined,
  url: c.html_url,
});

export function githubReviewComments(
  token: string,
  repository: string,
  baseUrl: string | undefined,
  authorOverride?: string,
): ReviewCommentsApi {
  const { owner, repo, octokit, call } = octokitFor(token, repository, baseUrl);
  return {
    ownLogin: () => ownLogin(octokit, authorOverride),
    list: (pr) =>
      call('listing the pull request review comments', async () =>
        (
          await octokit.paginate(octokit.rest.pulls.listReviewComments, {
            owner,
            repo,
            pull_number: pr,
            per_page: 100,
          })
        ).map(toReviewComment),
      ),
    create: (pr, c) =>
      call(`commenting on ${c.path} line ${c.line}`, async () => {
        const range = c.startLine !== undefined ? { start_line: c.startLine, start_side: 'RIGHT' as const } : {};
        const { data } = await octokit.rest.pulls.createReviewComment({
          ...{ owner, repo, pull_number: pr, commit_id: c.commitId, path: c.path },
          ...{ line: c.line, side: 'RIGHT' as const, body: c.body, ...range },
        });
        return toReviewComment(data);
      }),
    update: (id, body) =>
      call('updating the review comment', async () =>
        toReviewComment((await octokit.rest.pulls.updateReviewComment({ owner, repo, comment_id: id, body })).data),
      ),
    changedFiles: (pr) =>
      call('listing the pull request files', async () =>
        (await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: pr, per_page: 100 })).map(
          (f) => ({ path: f.filename, patch: f.patch }),
        ),
      ),
  };
}
