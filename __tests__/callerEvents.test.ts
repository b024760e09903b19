import path from 'node:path';
import { artifactServiceEnv, startFakeGitHub, type FakeGitHub, type FakePullRequest } from './helpers/fakeGitHub.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempRepo } from './helpers/tempRepo.js';
import { readmeCaller, runCaller, type RunEvent, type Workflow, type WorkflowRun } from './helpers/workflowRunner.js';
import { examplesPullRequest } from './helpers/git.js';

// Issue #25, items 4 and 5: the README's caller, event by event, through the reusable workflow job by
// job (helpers/workflowRunner.ts), its caliper steps from dist/ against the fake GitHub and its cache
// service, on the real Claude Code against the scripted model. Before, an approval re-ran nothing (the
// caller had no pull_request_review), and nothing filled the cache (no push trigger).

/** The README's caller, with smoke-on-forks so that no model key is needed and one trial per case. */
function testedCaller(): Workflow {
  const caller = readmeCaller();
  return {
    ...caller,
    jobs: {
      caliper: { ...caller.jobs.caliper!, with: { 'smoke-on-forks': true, trials: '1' } } as Workflow['jobs'][string],
    },
  };
}

const repo = 'octo-org/skills';
const payloadPull = (base: string, head: string) => ({
  number: 42,
  user: { login: 'bob' },
  head: { sha: head, ref: 'csv', repo: { full_name: repo, fork: false } },
  base: { sha: base, ref: 'main', repo: { full_name: repo } },
});
const repositoryPayload = { full_name: repo, default_branch: 'main' };

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])(
  "the README's caller, event by event, through the reusable workflow (dist/, fake GitHub)",
  () => {
    const { dir, base, head } = examplesPullRequest();
    const pull: FakePullRequest = {
      number: 42,
      author: 'bob',
      baseSha: base,
      headSha: head,
      contents: { [base]: { '.github/CODEOWNERS': '/skills/ @alice\n' } },
      files: [{ filename: 'skills/csv-summary/SKILL.md', status: 'modified' }],
      reviews: [],
      permissions: { alice: 'write' },
    };
    let github: FakeGitHub;
    const results = () => github.cacheEntries.filter((e) => e.key.startsWith('caliper-results-'));
    const run = (event: RunEvent) =>
      runCaller(testedCaller(), {
        github,
        event,
        checkout: dir,
        env: () => ({
          ...artifactServiceEnv(github),
          ACTIONS_CACHE_SERVICE_V2: 'true',
          CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools'),
        }),
      });
    const verdictLine = () => github.comments[0]?.body.split('\n')[1];
    const reviewEvent = (state: string, login: string): RunEvent => ({
      name: 'pull_request_review',
      ref: 'refs/pull/42/merge',
      sha: head,
      payload: {
        action: 'submitted',
        review: { state, user: { login }, commit_id: head },
        pull_request: payloadPull(base, head),
        repository: repositoryPayload,
      },
    });

    beforeAll(async () => {
      github = await startFakeGitHub({ login: 'github-actions[bot]', pull });
    });
    afterAll(() => github.close());

    it('a push to main validates and measures the default branch, which fills ' +
      'the result cache (no comment)', async () => {
      const r = await run({
        name: 'push',
        ref: 'refs/heads/main',
        sha: base,
        payload: { ref: 'refs/heads/main', repository: repositoryPayload },
      });
      expect(result(r)).toEqual({ gate: 'success', eval: 'success', report: 'success', 'code-scanning': 'skipped' });
      expect(results().length).toBeGreaterThan(0);
      expect(github.comments).toHaveLength(0);
    }, 300_000);

    it('the pull request: the owners gate fails (no approval yet), the eval waits, the comment says so', async () => {
      const r = await run({
        name: 'pull_request',
        ref: 'refs/pull/42/merge',
        sha: head,
        payload: { action: 'opened', number: 42, pull_request: payloadPull(base, head), repository: repositoryPayload },
      });
      expect(result(r)).toEqual({ gate: 'failure', eval: 'skipped', report: 'success', 'code-scanning': 'skipped' });
      expect(github.comments).toHaveLength(1);
      expect(verdictLine()).toMatch(/^## caliper: nothing evaluated · validate ✓ .* · owners ✗ 0\/1 paths$/);
    }, 120_000);

    it('a review that does not approve calls nothing: no job, so no skipped (passing) gate check', async () => {
      pull.reviews.push({ user: { login: 'carol' }, state: 'COMMENTED', commit_id: head });
      const before = github.requests.length;
      expect(await run(reviewEvent('commented', 'carol'))).toBe('not run');
      expect(github.requests.length).toBe(before);
    });

    it("the owner's approval runs the gate again and the eval that waited: " +
      'the base side comes from the cache the push filled, the head is ' +
      'measured', async () => {
      pull.reviews.push({ user: { login: 'alice' }, state: 'APPROVED', commit_id: head });
      const cached = results().length;
      const r = await run(reviewEvent('approved', 'alice'));
      expect(result(r)).toEqual({ gate: 'success', eval: 'success', report: 'success', 'code-scanning': 'skipped' });
      if (typeof r === 'string') throw new Error(r);
      const evalJob = r.jobs.eval!.runs[0]!;
      expect(evalJob.environment).toBe('caliper-eval');
      const [baseSide, headSide] = evalJob.caliper.join('\n').split('evaluating the head');
      expect(baseSide).toContain('restored 2 trial(s) of csv-summary × claude-code from the result cache');
      expect(headSide).not.toContain('from the result cache');
      expect(headSide).toMatch(/csv-summary × claude-code × totals #1: pass/);
      // A pull request's runs, an approval's included, never write the cache.
      expect(results().length).toBe(cached);
      expect(github.comments).toHaveLength(1);
      expect(verdictLine()).toMatch(/^## caliper: .* · validate ✓ .* · owners ✓ 1\/1 paths$/);
      expect(verdictLine()).not.toContain('nothing evaluated');
    }, 300_000);
  },
);

describe('the gate judges the head the review names', () => {
  it('an approval whose head has moved on fails the gate closed, and the eval does not run', async () => {
    const old = 'a'.repeat(40);
    const now = 'b'.repeat(40);
    const base = 'c'.repeat(40);
    const github = await startFakeGitHub({
      login: 'github-actions[bot]',
      pull: {
        number: 42,
        author: 'bob',
        baseSha: base,
        headSha: now,
        contents: { [base]: { '.github/CODEOWNERS': '/skills/ @alice\n' } },
        files: [{ filename: 'skills/pdf/SKILL.md', status: 'modified' }],
        reviews: [{ user: { login: 'alice' }, state: 'APPROVED', commit_id: now }],
        permissions: { alice: 'write' },
      },
    });
    try {
      const checkout = tempRepo({
        'skills/pdf/SKILL.md':
          '---\nname: pdf\ndescription: Handles pdf work. Use when the user asks about pdf.\n---\n# Body\n',
      });
      const event: RunEvent = {
        name: 'pull_request_review',
        ref: 'refs/pull/42/merge',
        sha: old,
        payload: {
          action: 'submitted',
          review: { state: 'approved', user: { login: 'alice' }, commit_id: old },
          pull_request: payloadPull(base, old),
          repository: repositoryPayload,
        },
      };
      const r = await runCaller(readmeCaller(), { github, event, checkout });
      if (typeof r === 'string') throw new Error(r);
      expect(result(r)).toEqual({ gate: 'failure', eval: 'skipped', report: 'success', 'code-scanning': 'skipped' });
      expect(r.jobs.gate!.runs[0]!.caliper[0]).toContain(
        `::error::caliper owners gate could not decide, so it fails closed: ` +
          `the pull request's head moved from ${old.slice(0, 12)} (this run's) ` +
          `to ${now.slice(0, 12)}`,
      );
    } finally {
      await github.close();
    }
  }, 120_000);
});

function result(r: WorkflowRun | 'not triggered' | 'not run') {
  return typeof r === 'string' ? r : Object.fromEntries(Object.entries(r.jobs).map(([id, j]) => [id, j.result]));
}
