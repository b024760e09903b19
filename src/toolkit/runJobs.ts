import { octokitFor } from './github.js';

/** The names of a workflow run's jobs that failed or timed out (needs `actions: read`). Throws a GitHubError. */
export async function failedJobs(
  token: string,
  repository: string,
  baseUrl: string | undefined,
  runId: number,
): Promise<string[]> {
  const { owner, repo, octokit, call } = octokitFor(token, repository, baseUrl);
  const jobs = await call('listing the jobs of the run', () =>
    octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, {
      owner,
      repo,
      run_id: runId,
      filter: 'latest',
      per_page: 100,
    }),
  );
  return jobs.filter((j) => j.conclusion === 'failure' || j.conclusion === 'timed_out').map((j) => j.name);
}
