import { getOctokit } from '@actions/github';

/** The few REST calls caliper makes on a pull request's conversation. */
export interface IssueComment {
  id: number;
  body: string;
  author: string;
  url: string;
}

export interface CommentsApi {
  /** The login the token acts as (comments are ours only if this posted them). */
  ownLogin(): Promise<string>;
  listComments(issue: number): Promise<IssueComment[]>;
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<IssueComment>;
}

export class GitHubError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The login a workflow's GITHUB_TOKEN posts as; `GET /user` is not open to installation tokens. */
export const ACTIONS_BOT = 'github-actions[bot]';

/** An Octokit for the repository, and a wrapper that turns its failures into GitHubErrors that say what failed. */
export function octokitFor(token: string, repository: string, baseUrl: string | undefined) {
  const [owner, repo] = repository.split('/') as [string, string];
  const octokit = getOctokit(token, baseUrl ? { baseUrl } : {});
  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      const status = (error as { status?: number }).status;
      throw new GitHubError(status, `${what} failed${status ? ` (HTTP ${status})` : ''}: ${(error as Error).message}`);
    }
  };
  return { owner, repo, octokit, call };
}

/** The login a token posts as: `GET /user`, or github-actions[bot] for a GITHUB_TOKEN, unless overridden. */
export async function ownLogin(octokit: ReturnType<typeof getOctokit>, override: string | undefined): Promise<string> {
  if (override) return override;
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    return ACTIONS_BOT;
  }
}

export function githubComments(
  token: string,
  repository: string,
  baseUrl: string | undefined,
  authorOverride?: string,
): CommentsApi {
  const { owner, repo, octokit, call } = octokitFor(token, repository, baseUrl);
  const toComment = (c: {
    id: number;
    body?: string | null;
    user?: { login: string } | null;
    html_url: string;
  }): IssueComment => ({
    id: c.id,
    body: c.body ?? '',
    author: c.user?.login ?? '',
    url: c.html_url,
  });
  return {
    ownLogin: () => ownLogin(octokit, authorOverride),
    listComments: (issue) =>
      call('listing the pull request comments', async () =>
        (
          await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 })
        ).map(toComment),
      ),
    createComment: (issue, body) =>
      call('creating the comment', async () =>
        toComment((await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body })).data),
      ),
    updateComment: (id, body) =>
      call('updating the comment', async () =>
        toComment((await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body })).data),
      ),
  };
}

/** Issues for the scheduled regression check (needs `issues: write`). */
export function githubIssues(
  token: string,
  repository: string,
  baseUrl: string | undefined,
  authorOverride?: string,
): import('../report/regressionIssue.js').IssuesApi {
  const { owner, repo, octokit, call } = octokitFor(token, repository, baseUrl);
  const toIssue = (i: { number: number; body?: string | null; user?: { login: string } | null; html_url: string }) => ({
    number: i.number,
    body: i.body ?? '',
    author: i.user?.login ?? '',
    url: i.html_url,
  });
  return {
    ownLogin: () => ownLogin(octokit, authorOverride),
    listOpenIssues: () =>
      call('listing open issues', async () =>
        (await octokit.paginate(octokit.rest.issues.listForRepo, { owner, repo, state: 'open', per_page: 100 }))
          .filter((i) => !i.pull_request)
          .map(toIssue),
      ),
    createIssue: (title, body) =>
      call('opening the regression issue', async () =>
        toIssue((await octokit.rest.issues.create({ owner, repo, title, body })).data),
      ),
    updateIssue: (number, change) =>
      call('updating the regression issue', async () =>
        toIssue((await octokit.rest.issues.update({ owner, repo, issue_number: number, ...change })).data),
      ),
    comment: (number, body) =>
      call('commenting on the regression issue', async () => {
        await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
      }),
  };
}
