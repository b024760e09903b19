import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactServiceEnv, startFakeGitHub, type FakeGitHub, type FakePullRequest } from './helpers/fakeGitHub.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempRepo } from './helpers/tempRepo.js';
import {
  jobTokens,
  readmeCaller,
  readWorkflow,
  REUSABLE,
  runCaller,
  tokenOf,
  type RunEvent,
  type Workflow,
  type WorkflowRun,
} from './helpers/workflowRunner.js';
import { git } from './helpers/git.js';

// Issue #25, "Done when": the README's caller, job by job against the fake GitHub with the restricted
// default token (each job's GITHUB_TOKEN holds exactly what the caller grants and the job asks for; the
// fake refuses the rest), keeps one comment on the PR that describes the head after each of three
// pushes: one that regresses a skill, one that fixes it, one that changes no skill's eval.
//
// The README's caller is used as parsed from the README (triggers, permissions, the job's `if`), with
// one input: `smoke-on-forks: true`, since this run has no model key (the eval then runs the real
// Claude Code against caliper's scripted model). Trials are the workflow's default, `auto`.

const caller = (): Workflow => {
  const c = readmeCaller();
  return {
    ...c,
    jobs: { caliper: { ...c.jobs.caliper!, with: { 'smoke-on-forks': true } } as Workflow['jobs'][string] },
  };
};

/** A skill whose one bash block writes card.txt; the case passes when the card says "Good morning". */
const greetingSkill = (body: string) => `---
name: greeting-card
description: Writes a greeting card for the team into card.txt. Use when the user asks for a greeting card.
license: MIT
---
# Greeting card

${body}
`;
const SPEC = `cases:
  - id: card
    prompt: "Write a greeting card for the team"
    checks:
      - activation: greeting-card
      - file_contains: { path: card.txt, pattern: "Good morning" }
`;
const SKILL = 'skills/greeting-card/SKILL.md';
const BASE_BODY = 'Write the card:\n\n```bash\necho "Good morning, team" > card.txt\n```';
/** Push 1: the card no longer says "Good morning", so the file_contains check fails. */
const REGRESSED_BODY = 'Write the card:\n\n```bash\necho "Hello, team" > card.txt\n```';
/** Push 2: a reworded skill whose card passes again (not the base's text, so the skill still differs from the base). */
const FIXED_BODY =
  'Write the card in one line:\n\n```bash\necho "Good morning, team! Have a good day." > card.txt\n```';

const repo = 'octo-org/skills';
const repositoryPayload = { full_name: repo, default_branch: 'main' };
const payloadPull = (base: string, head: string) => ({
  number: 42,
  user: { login: 'bob' },
  head: { sha: head, ref: 'card', repo: { full_name: repo, fork: false } },
  base: { sha: base, ref: 'main', repo: { full_name: repo } },
});

/** Every file of a commit, as the contents and trees API serve it. */
function filesAt(dir: string, sha: string): Record<string, string> {
  const paths = git(dir, 'ls-tree', '-r', '--name-only', sha).split('\n').filter(Boolean);
  return Object.fromEntries(paths.map((p) => [p, git(dir, 'show', `${sha}:${p}`)]));
}

/** The PR's files (base...head), as `GET /pulls/{n}/files` lists them. */
function prFiles(dir: string, base: string, head: string): FakePullRequest['files'] {
  const statuses: Record<string, string> = { A: 'added', M: 'modified', D: 'removed' };
  return git(dir, 'diff', '--name-status', base, head)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, filename] = line.split('\t') as [string, string];
      return { filename, status: statuses[status[0]!] ?? 'modified' };
    });
}

const leadOf = (body: string) => body.split('\n')[1]!;
const jobResults = (r: WorkflowRun | 'not triggered' | 'not run') =>
  typeof r === 'string' ? r : Object.fromEntries(Object.entries(r.jobs).map(([id, j]) => [id, j.result]));

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])(
  "the README's caller, three pushes to one PR, restricted default token: one comment that describes each head",
  () => {
    const dir = tempRepo({
      'README.md': '# Our skills\n',
      '.github/CODEOWNERS': '/skills/ @alice\n',
      [SKILL]: greetingSkill(BASE_BODY),
      'skills/greeting-card/.eval.yaml': SPEC,
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    const base = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '-q', '-b', 'card');

    /** Commit a change on the PR's branch: the new head. */
    const push = (files: Record<string, string>, message: string): string => {
      for (const [rel, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        writeFileSync(path.join(dir, rel), text);
      }
      git(dir, 'commit', '-qam', message);
      return git(dir, 'rev-parse', 'HEAD');
    };

    const pull: FakePullRequest = {
      number: 42,
      author: 'bob',
      baseSha: base,
      headSha: base,
      contents: { [base]: filesAt(dir, base) },
      files: [],
      reviews: [],
      permissions: { alice: 'write' },
    };
    /** GitHub's view of the PR once `head` is pushed. */
    const moveHead = (head: string) => {
      pull.headSha = head;
      pull.contents[head] = filesAt(dir, head);
      pull.files = prFiles(dir, base, head);
    };

    // The tokens GitHub would mint for this caller's run: throws, as GitHub refuses to start the run, if a
    // nested job asked for more than the README's caller grants.
    const tokens = jobTokens(caller(), readWorkflow(REUSABLE));
    let github: FakeGitHub;
    const run = (event: RunEvent) =>
      runCaller(caller(), {
        github,
        event,
        checkout: dir,
        env: () => ({
          ...artifactServiceEnv(github),
          ACTIONS_CACHE_SERVICE_V2: 'true',
          CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools'),
        }),
      });
    const pullRequestEvent = (action: 'opened' | 'synchronize', head: string): RunEvent => ({
      name: 'pull_request',
      ref: 'refs/pull/42/merge',
      sha: head,
      payload: { action, number: 42, pull_request: payloadPull(base, head), repository: repositoryPayload },
    });
    const approval = (head: string): RunEvent => {
      pull.reviews.push({ user: { login: 'alice' }, state: 'APPROVED', commit_id: head });
      return {
        name: 'pull_request_review',
        ref: 'refs/pull/42/merge',
        sha: head,
        payload: {
          action: 'submitted',
          review: { state: 'approved', user: { login: 'alice' }, commit_id: head },
          pull_request: payloadPull(base, head),
          repository: repositoryPayload,
        },
      };
    };
    /** The PR's caliper comments: the marker's, posted by the Actions bot (the only login a GITHUB_TOKEN posts as). */
    const caliperComments = () => github.comments.filter((c) => c.body.includes('<!-- caliper:pr-report -->'));
    const theComment = () => {
      expect(github.comments).toHaveLength(1);
      expect(caliperComments()).toHaveLength(1);
      expect(caliperComments()[0]!.user.login).toBe('github-actions[bot]');
      return caliperComments()[0]!.body;
    };
    const heads: string[] = [];
    /**
     * The push's pull_request run (its approval is stale or missing, so the gate fails), then the owner's approval of
     * that head, which runs the eval.
     */
    async function pushAndApprove(head: string, action: 'opened' | 'synchronize') {
      heads.push(head);
      moveHead(head);
      const gated = await run(pullRequestEvent(action, head));
      expect(jobResults(gated)).toEqual({
        gate: 'failure',
        eval: 'skipped',
        report: 'success',
        'code-scanning': 'skipped',
      });
      // Before the approval the comment already stops describing the earlier head.
      const waiting = theComment();
      expect(leadOf(waiting)).toMatch(/^## caliper: nothing evaluated · validate ✓ .* · owners ✗ 0\/1 paths$/);
      expect(waiting).not.toMatch(/regressed|improved|unchanged|inconclusive|head commit/);
      const approved = await run(approval(head));
      if (typeof approved === 'string') throw new Error(approved);
      return approved;
    }

    beforeAll(async () => {
      github = await startFakeGitHub({ login: null, pull, tokens });
    });
    afterAll(() => github.close());
    afterEach(() => {
      // No job tried anything its token lacks (the fake would have refused it with 401 or 403).
      expect(github.refusals).toEqual([]);
      // Only the report job's token writes the comment; the gate's reads the PR.
      const writes = github.requests
        .filter((q) => q.method === 'POST' || q.method === 'PATCH')
        .filter((q) => !q.path.startsWith('/twirp/'));
      expect([...new Set(writes.map((q) => q.token))]).toEqual(writes.length > 0 ? [tokenOf('report')] : []);
    });

    it("each job's token holds exactly what the caller grants and the job asks for", () => {
      expect(caller().permissions).toEqual({
        contents: 'read',
        'pull-requests': 'write',
        actions: 'read',
        'security-events': 'write',
      });
      expect(tokens).toEqual({
        [tokenOf('gate')]: { contents: 'read', 'pull-requests': 'read' },
        [tokenOf('eval')]: { contents: 'read' },
        [tokenOf('report')]: { 'pull-requests': 'write', actions: 'read' },
        [tokenOf('code-scanning')]: { contents: 'read', 'security-events': 'write', actions: 'read' },
      });
    });

    it(
      'the fake refuses what a token lacks: the gate job cannot write the ' + 'comment, an unknown token nothing',
      async () => {
        const call = (token: string, method: string, route: string, body?: object) =>
          fetch(`${github.url}${route}`, {
            method,
            headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
            ...(body && { body: JSON.stringify(body) }),
          });
        expect(
          (await call(tokenOf('gate'), 'POST', '/repos/octo-org/skills/issues/42/comments', { body: 'x' })).status,
        ).toBe(403);
        expect((await call(tokenOf('eval'), 'GET', '/repos/octo-org/skills/pulls/42/files')).status).toBe(403);
        expect((await call('ghs_other', 'GET', '/repos/octo-org/skills/issues/42/comments')).status).toBe(401);
        expect((await call(tokenOf('gate'), 'GET', '/repos/octo-org/skills/pulls/42/files')).status).toBe(200);
        expect(github.comments).toHaveLength(0);
        github.refusals.length = 0;
        github.requests.length = 0;
      },
    );

    it('a push to main measures the base, which fills the result cache (no comment)', async () => {
      const r = await run({
        name: 'push',
        ref: 'refs/heads/main',
        sha: base,
        payload: { ref: 'refs/heads/main', repository: repositoryPayload },
      });
      expect(jobResults(r)).toEqual({
        gate: 'success',
        eval: 'success',
        report: 'success',
        'code-scanning': 'skipped',
      });
      expect(github.cacheEntries.some((e) => e.key.startsWith('caliper-results-'))).toBe(true);
      expect(github.comments).toHaveLength(0);
    }, 600_000);

    it('push 1 regresses the skill: after the approval the comment leads with ' +
      '▼ regressed and names this head', async () => {
      const head = push({ [SKILL]: greetingSkill(REGRESSED_BODY) }, 'push 1: the card says hello');
      const r = await pushAndApprove(head, 'opened');
      expect(jobResults(r)).toEqual({
        gate: 'success',
        eval: 'success',
        report: 'failure',
        'code-scanning': 'skipped',
      }); // fail-on-regression
      const body = theComment();
      expect(leadOf(body)).toBe('## caliper: ▼ regressed (scripted model) · validate ✓ 1 skill · owners ✓ 1/1 paths');
      expect(body).toContain('**Regressed:**');
      expect(body).toMatch(/^- `greeting-card` × claude-code: execution 100% → 0% ▼ regressed /m);
      expect(body).toContain(`- head commit \`${head.slice(0, 12)}\``);
      expect(body).toContain(`against base \`${base.slice(0, 12)}\``);
    }, 600_000);

    it('push 2 fixes it: the comment describes this head (not regressed) and names it, not push 1', async () => {
      const head = push({ [SKILL]: greetingSkill(FIXED_BODY) }, 'push 2: good morning again');
      const r = await pushAndApprove(head, 'synchronize');
      expect(jobResults(r)).toEqual({
        gate: 'success',
        eval: 'success',
        report: 'success',
        'code-scanning': 'skipped',
      });
      const body = theComment();
      // 8 passing trials a side (trials auto stops there) cannot call it unchanged: caliper says inconclusive.
      expect(leadOf(body)).toBe(
        '## caliper: ? inconclusive (scripted model) · validate ✓ 1 skill · owners ✓ 1/1 paths',
      );
      expect(body).toContain(
        `0 regressed, 0 improved, 0 unchanged, 1 inconclusive of 1 skill × ` +
          `backend row, against base \`${base.slice(0, 12)}\`.`,
      );
      expect(body).toContain('| `greeting-card` | 100% → 100% | — | 100% → 100% |');
      expect(body).not.toMatch(/▼|\*\*Regressed:\*\*/);
      expect(body).toContain(`- head commit \`${head.slice(0, 12)}\``);
      expect(body).not.toContain(heads[0]!.slice(0, 12));
    }, 600_000);

    it("push 3 changes only README.md: the comment describes this head, neither push 2's nor push 1's", async () => {
      const head = push({ 'README.md': '# Our skills\n\nA greeting card skill.\n' }, 'push 3: readme');
      const r = await pushAndApprove(head, 'synchronize');
      expect(pull.files.map((f) => f.filename).sort()).toEqual(['README.md', SKILL]);
      const body = theComment();
      // The skill still differs from the base (push 2's fix), so the workflow compares it again on this head.
      expect(jobResults(r)).toEqual({
        gate: 'success',
        eval: 'success',
        report: 'success',
        'code-scanning': 'skipped',
      });
      expect(leadOf(body)).toBe(
        '## caliper: ? inconclusive (scripted model) · validate ✓ 1 skill · owners ✓ 1/1 paths',
      );
      expect(body).toContain('**Skills changed:** `greeting-card`');
      expect(body).not.toMatch(/▼|\*\*Regressed:\*\*/);
      expect(body).toContain(`- head commit \`${head.slice(0, 12)}\``);
      for (const earlier of heads.slice(0, 2)) expect(body).not.toContain(earlier.slice(0, 12));
    }, 600_000);
  },
);
