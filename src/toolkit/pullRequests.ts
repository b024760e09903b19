import { GitHubError, octokitFor } from './github.js';

/** The REST reads the owners gate needs. */
export interface PullRequestApi {
  pull(number: number): Promise<{ author: string; headSha: string; baseSha: string; changedFiles: number }>;
  /** Text of a file at a commit, or undefined when it does not exist there. */
  fileAt(path: string, ref: string): Promise<{ text: string; size: number } | undefined>;
  /** Every file path in the tree of a commit; `links` are the symlinks among them (git mode 120000). */
  treePaths(sha: string): Promise<{ paths: string[]; links: { path: string; sha: string }[]; truncated: boolean }>;
  /** A symlink's target: the text of its blob. */
  linkTarget(blobSha: string): Promise<string>;
  files(number: number): Promise<{ filename: string; status: string; previous_filename?: string }[]>;
  reviews(number: number): Promise<{ user: string; state: string; commit_id: string }[]>;
  permission(login: string): Promise<string>;
  /** Members of `org/team`, or undefined when the token may not read them. */
  teamMembers(orgTeam: string): Promise<string[] | undefined>;
}

export function pullRequestApi(token: string, repository: string, baseUrl: string | undefined): PullRequestApi {
  const { owner, repo, octokit, call } = octokitFor(token, repository, baseUrl);
  return {
    pull: (number) =>
      call('reading the pull request', async () => {
        const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
        return {
          author: data.user?.login ?? '',
          headSha: data.head.sha,
          baseSha: data.base.sha,
          changedFiles: data.changed_files,
        };
      }),
    async fileAt(path, ref) {
      try {
        const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref });
        if (Array.isArray(data) || data.type !== 'file') return undefined;
        return { text: Buffer.from(data.content, 'base64').toString('utf8'), size: data.size };
      } catch (error) {
        if ((error as { status?: number }).status === 404) return undefined;
        throw new GitHubError(
          (error as { status?: number }).status,
          `reading ${path} at ${ref.slice(0, 12)} failed: ${(error as Error).message}`,
        );
      }
    },
    treePaths: (sha) =>
      call(`reading the tree of ${sha.slice(0, 12)}`, async () => {
        const { data } = await octokit.rest.git.getTree({ owner, repo, tree_sha: sha, recursive: 'true' });
        const blobs = data.tree.filter((e) => e.type === 'blob' && e.path);
        return {
          paths: blobs.map((e) => e.path!),
          links: blobs.filter((e) => e.mode === '120000' && e.sha).map((e) => ({ path: e.path!, sha: e.sha! })),
          truncated: data.truncated,
        };
      }),
    linkTarget: (blobSha) =>
      call('reading a symlink', async () => {
        const { data } = await octokit.rest.git.getBlob({ owner, repo, file_sha: blobSha });
        return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
      }),
    files: (number) =>
      call('listing the pull request files', async () =>
        (await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 })).map(
          (f) => ({
            filename: f.filename,
            status: f.status,
            ...(f.previous_filename && { previous_filename: f.previous_filename }),
          }),
        ),
      ),
    reviews: (number) =>
      call('listing the reviews', async () =>
        (
          await octokit.paginate(octokit.rest.pulls.listReviews, { owner, repo, pull_number: number, per_page: 100 })
        ).map((r) => ({
          user: r.user?.login ?? '',
          state: r.state,
          commit_id: r.commit_id ?? '',
        })),
      ),
    permission: (login) =>
      call(
        `reading ${login}'s permission`,
        async () =>
          (await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: login })).data.permission,
      ),
    async teamMembers(orgTeam) {
      const [org, team] = orgTeam.split('/') as [string, string];
      try {
        return (
          await octokit.paginate(octokit.rest.teams.listMembersInOrg, { org, team_slug: team, per_page: 100 })
        ).map((m) => m.login);
      } catch {
        return undefined;
      }
    },
  };
}
