import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { renderComment } from '../src/report/stickyComment.js';
import type { Results } from '../src/results/types.js';
import { runActionBundle } from './helpers/actionRun.js';
import { startFakeGitHub, type FakeComment, type FakeGitHub, type FakePullRequest } from './helpers/fakeGitHub.js';
import { makeResults } from './helpers/results.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

/**
 * Issue #25: the PR comment says what each run knows about the head it ran on (nothing evaluated,
 * skipped and why, failed and where, or the comparison), never an earlier push's verdict, never
 * "passing" for a failed step. Every run is the bundled Action (dist/) against the fake GitHub.
 */
const FIXTURE = JSON.parse(
  readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'), 'utf8'),
);
const TOOLS = process.env.CALIPER_TOOLS; // set by the tests' global set-up

/** The comment an earlier push left: a regressed verdict. */
const regressedComment = (): FakeComment => ({
  id: 31,
  body: renderComment([
    {
      id: 'report',
      status: '▼ regressed (scripted model)',
      failed: true,
      body: '### caliper eval: base → head\n\n| `pdf` | 100% → 10% ▼ regressed |',
    },
  ]),
  user: { login: 'caliper-bot' },
  html_url: 'https://github.com/octo-org/skills/pull/42#issuecomment-31',
});
const verdictLine = (github: FakeGitHub) =>
  github.comments.find((c) => c.user.login === 'caliper-bot')!.body.split('\n')[1];
const commentBody = (github: FakeGitHub) => github.comments.find((c) => c.user.login === 'caliper-bot')!.body;

/** A pull_request payload for this PR: a fork's (the fixture) or one from a branch of the repository. */
function eventFile(change: { baseSha?: string; headSha?: string; sameRepository?: boolean } = {}): string {
  const payload = structuredClone(FIXTURE);
  if (change.baseSha) payload.pull_request.base.sha = change.baseSha;
  if (change.headSha) payload.pull_request.head.sha = change.headSha;
  if (change.sameRepository) payload.pull_request.head.repo.full_name = payload.repository.full_name;
  const file = path.join(tempDir('caliper-event-'), 'event.json');
  writeFileSync(file, JSON.stringify(payload));
  return file;
}

/** examples/ committed as the base, then `change` committed as the PR's head. */
function prWorkspace(change: (examples: string) => void): { workspace: string; event: string; baseSha: string } {
  const workspace = tempDir('caliper-lifecycle-');
  cpSync(path.join(REPO_ROOT, 'examples'), path.join(workspace, 'examples'), { recursive: true });
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: workspace,
      encoding: 'utf8',
    }).stdout.trim();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  change(path.join(workspace, 'examples'));
  git('add', '-A');
  git('commit', '-qm', 'head', '--allow-empty');
  return { workspace, event: eventFile({ baseSha, headSha: git('rev-parse', 'HEAD') }), baseSha };
}

const edit = (file: string, from: RegExp, to: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

/** One job running validate, eval (base and head, scripted model) and report on a pull_request. */
function oneJob(
  github: FakeGitHub,
  ws: { workspace: string; event: string },
  inputs: Record<string, string> = {},
  env: NodeJS.ProcessEnv = {},
) {
  return runActionBundle({
    workspace: ws.workspace,
    eventName: 'pull_request',
    eventPath: ws.event,
    apiUrl: github.url,
    env: { GITHUB_REF: 'refs/pull/42/merge', GITHUB_RUN_ID: '777', CALIPER_TOOLS: TOOLS, ...env },
    inputs: {
      stages: 'validate,eval,report',
      path: 'examples',
      'scripted-model': 'true',
      'evaluate-base': 'true',
      'install-clis': 'false',
      trials: '1',
      'github-token': 'ghs_fake',
      ...inputs,
    },
  });
}

describe('one job (validate, eval with evaluate-base, report): the comment describes this head', () => {
  it('item 1: a push that puts every skill back as on the base replaces the ' +
    'earlier verdict with "nothing evaluated"', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot', comments: [regressedComment()] });
    try {
      const ws = prWorkspace((examples) => edit(path.join(examples, 'README.md'), /$/, '\nA note.\n'));
      const r = await oneJob(github, ws);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain("no skill's eval changed");
      expect(github.comments).toHaveLength(1);
      expect(verdictLine(github)).toMatch(/^## caliper: nothing evaluated · validate ✓ /);
      expect(commentBody(github)).toContain(`No skill's eval changed since base \`${ws.baseSha.slice(0, 12)}\``);
      expect(commentBody(github)).not.toContain('regressed');
    } finally {
      await github.close();
    }
  }, 120_000);

  it('item 2: a step that fails in its eval stage (no model key) leads with ' +
    'that failure, not with "passing"', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const ws = prWorkspace((examples) =>
        edit(
          path.join(examples, 'skills/csv-summary/SKILL.md'),
          /^description: .*$/m,
          'description: Helps with files. Use when the user asks for help with a file.',
        ),
      );
      const r = await oneJob(
        github,
        ws,
        { 'scripted-model': 'false' },
        { ANTHROPIC_API_KEY: '', ANTHROPIC_AUTH_TOKEN: '' },
      );
      expect(r.status).toBe(1);
      expect(r.stdout).toContain('::error::no model credentials for claude-code');
      expect(verdictLine(github)).toMatch(/^## caliper: ✗ eval failed · validate ✓ /);
      expect(commentBody(github)).toContain(
        'The eval stage failed on this head, so nothing was compared. The ' +
          "step's log and job summary say why: [the " +
          'run](https://github.com/octo-org/skills/actions/runs/777).',
      );
      expect(commentBody(github)).not.toContain('passing');
      expect(r.summary).toContain('## caliper: eval failed');
      expect(r.summary).toContain('no model credentials for claude-code: set ANTHROPIC&#95;API&#95;KEY');
    } finally {
      await github.close();
    }
  }, 120_000);

  it('item 3: a head whose only changed skill has validation errors ' +
    'evaluates neither side and says why, not "removed"', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot', comments: [regressedComment()] });
    try {
      const ws = prWorkspace((examples) =>
        edit(path.join(examples, 'skills/csv-summary/SKILL.md'), /^license: .*$/m, 'license: [MIT]'),
      );
      const r = await oneJob(github, ws);
      expect(r.status).toBe(1); // the validation error
      expect(r.stdout).not.toContain('evaluating the base');
      expect(r.outputs['changed-skills']).toBe('["csv-summary"]');
      expect(verdictLine(github)).toBe('## caliper: ✗ not evaluated · validate ✗ 1 error');
      expect(commentBody(github)).toContain(
        'Not evaluated: `csv-summary` (1 error in SKILL.md): validation errors ' +
          'of their own at the head, so neither the head nor the base was ' +
          'evaluated.',
      );
      expect(commentBody(github)).not.toMatch(/removed|regressed/);
      expect(r.summary).toContain('## caliper eval: not evaluated');
    } finally {
      await github.close();
    }
  }, 120_000);

  it('item 3: beside a skill that is compared, the one with validation ' +
    'errors is not run at the base and is listed as skipped', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const ws = prWorkspace((examples) => {
        // csv-summary's spec installs release-notes beside it, so the broken one must be csv-summary.
        edit(path.join(examples, 'skills/csv-summary/SKILL.md'), /^license: .*$/m, 'license: [MIT]');
        edit(
          path.join(examples, 'skills/release-notes/SKILL.md'),
          /^description: .*$/m,
          'description: Writes text. Use when the user asks for text.',
        );
      });
      const r = await oneJob(github, ws);
      expect(r.stdout).toContain('evaluating the base (1 skill(s))');
      const body = commentBody(github);
      expect(body).toContain('| `release-notes` |');
      expect(body).toContain('**Not evaluated at the head** (not compared): `csv-summary` (1 error in SKILL.md)');
      expect(body).not.toContain('removed');
      expect(body).not.toContain('| `csv-summary` |');
    } finally {
      await github.close();
    }
  }, 180_000);
});

/** The reusable workflow's eval job (one matrix entry) and report job, as their caliper steps run. */
describe(
  'the reusable workflow: an eval skipped for want of a key says why, in ' +
    "the eval job's summary and in the comment",
  () => {
    async function evalJob(event: string) {
      const results = tempDir('caliper-skip-results-');
      const r = await runActionBundle({
        workspace: REPO_ROOT,
        eventName: 'pull_request',
        eventPath: event,
        env: { ANTHROPIC_API_KEY: '', ANTHROPIC_AUTH_TOKEN: '' },
        inputs: {
          stages: 'eval',
          path: 'examples',
          'install-clis': 'false',
          'without-key': 'skip',
          'evaluate-base': 'true',
          'allow-errors': 'true',
          'results-dir': results,
        },
      });
      return { r, results };
    }

    function reportJob(github: FakeGitHub, event: string, artifacts: Record<string, string>) {
      const workspace = tempDir('caliper-report-job-');
      for (const [name, folder] of Object.entries(artifacts))
        cpSync(folder, path.join(workspace, 'artifacts', name), { recursive: true });
      return runActionBundle({
        workspace,
        eventName: 'pull_request',
        eventPath: event,
        apiUrl: github.url,
        env: { GITHUB_RUN_ID: '777' },
        inputs: {
          stages: 'report',
          'base-results': 'artifacts/*/base/results.json',
          'head-results': 'artifacts/*/head/results.json',
          'github-token': 'ghs_write',
        },
      });
    }

    it('item 7: a PR from a branch of the repository is told to create the ' +
      'caliper-eval environment with the key', async () => {
      const event = eventFile({ sameRepository: true });
      const { r, results } = await evalJob(event);
      expect(r.status).toBe(0);
      expect(r.summary).toContain('This pull request comes from a branch of this repository');
      expect(r.summary).toContain('add `ANTHROPIC_API_KEY` as a secret of the environment `caliper-eval`');

      const github = await startFakeGitHub({ login: 'caliper-bot', comments: [regressedComment()] });
      try {
        const report = await reportJob(github, event, {
          'caliper-results-claude-code-1': results,
          'caliper-results-claude-code-2': results,
        });
        expect(report.status).toBe(0);
        expect(verdictLine(github)).toBe('## caliper: eval skipped');
        const body = commentBody(github);
        expect(body).toContain(
          'No model key in the eval job for claude-code (`ANTHROPIC_API_KEY` or `ANTHROPIC_AUTH_TOKEN`)',
        );
        expect(body).toContain('`caliper-eval`');
        expect(body.match(/No model key/g)).toHaveLength(1); // one reason, though two jobs recorded it
        expect(body).not.toContain('No results match');
        expect(report.summary).toContain('a secret of the environment `caliper-eval`');
      } finally {
        await github.close();
      }
    }, 120_000);

    it('item 7: a fork PR is told it gets no secrets and about ' +
      'smoke-on-forks; a report job that cannot post says so in its summary', async () => {
      const event = eventFile();
      const { r, results } = await evalJob(event);
      expect(r.summary).toContain(
        "This pull request comes from a fork, and GitHub gives a fork's runs no secrets: set `smoke-on-forks: true`",
      );
      const github = await startFakeGitHub({ login: 'caliper-bot', readOnly: true });
      try {
        const report = await reportJob(github, event, { 'caliper-results-claude-code-1': results });
        expect(report.status).toBe(0);
        expect(report.summary).toContain("GitHub gives a fork's runs no secrets");
        expect(report.summary).toContain(
          'Not posted on the pull request: the token cannot write to this pull ' +
            'request (a fork PR has a read-only token). On a fork PR, a ' +
            '`workflow_run` commenter posts it',
        );
      } finally {
        await github.close();
      }
    }, 120_000);
  },
);

describe('the workflow_run commenter of a fork PR: every run of the PR rewrites the comment', () => {
  const RUN_ID = 30433642;
  const SHARD = 'caliper-results-claude-code-1';
  const pull: FakePullRequest = {
    number: 42,
    author: 'bob',
    baseSha: 'b'.repeat(40),
    headSha: '1'.repeat(40),
    contents: {},
    files: [],
    reviews: [],
    permissions: {},
  };

  /** What the commenter downloaded (every `caliper-*` artifact of the run), and the run GitHub reports on. */
  function commenter(
    github: FakeGitHub,
    run: { headSha: string; conclusion: string },
    artifacts: Record<string, string | Results>,
  ) {
    const workspace = tempDir('caliper-commenter-');
    for (const [rel, value] of Object.entries({ 'caliper-pr/number': '42\n', ...artifacts })) {
      mkdirSync(path.dirname(path.join(workspace, 'artifacts', rel)), { recursive: true });
      writeFileSync(path.join(workspace, 'artifacts', rel), typeof value === 'string' ? value : JSON.stringify(value));
    }
    const payload = JSON.parse(
      readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/events/workflow_run.completed.json'), 'utf8'),
    );
    payload.workflow_run.head_sha = run.headSha;
    payload.workflow_run.conclusion = run.conclusion;
    const eventPath = path.join(workspace, 'event.json');
    writeFileSync(eventPath, JSON.stringify(payload));
    pull.headSha = run.headSha;
    return runActionBundle({
      workspace,
      eventName: 'workflow_run',
      eventPath,
      apiUrl: github.url,
      env: { GITHUB_RUN_ID: '900' },
      inputs: {
        stages: 'report',
        'pr-number': '42',
        'base-results': 'artifacts/*/base/results.json',
        'head-results': 'artifacts/*/head/results.json',
        'github-token': 'ghs_write',
      },
    });
  }

  it('item 1: the push whose gate failed (no results) replaces the earlier ' +
    'regressed verdict, naming the failed job', async () => {
    const hostile = 'gate <img src=x> @admin [x](https://evil.example)';
    const github = await startFakeGitHub({
      login: 'caliper-bot',
      pull,
      runJobs: {
        [RUN_ID]: [
          { name: 'caliper / gate', conclusion: 'failure' },
          { name: hostile, conclusion: 'failure' },
          { name: 'caliper / report', conclusion: 'success' },
        ],
      },
    });
    try {
      const first = await commenter(
        github,
        { headSha: '1'.repeat(40), conclusion: 'failure' },
        {
          [`${SHARD}/base/results.json`]: makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]),
          [`${SHARD}/head/results.json`]: makeResults([{ skill: 'pdf', activated: 2, trials: 20, hash: 'h2' }]),
        },
      );
      expect(first.status).toBe(1);
      expect(verdictLine(github)).toBe('## caliper: ▼ regressed');

      const second = await commenter(github, { headSha: '2'.repeat(40), conclusion: 'failure' }, {});
      expect(second.stderr).toBe('');
      expect(second.status).toBe(0);
      expect(github.comments).toHaveLength(1);
      expect(verdictLine(github)).toBe('## caliper: ✗ run failed');
      const body = commentBody(github);
      expect(body).not.toContain('regressed');
      expect(body).toContain(
        'failed before any eval result arrived (failed: `caliper / gate`, ' +
          '`gate <img src=x> @admin [x](https://evil.example)`)',
      );
      expect(body).toContain(`[the run](https://github.com/octo-org/skills/actions/runs/${RUN_ID})`);
      // The job name is the fork's to write: a code span, so no tag, mention or link of its own.
      expect(body.replace(/`[^`\n]*`/g, '')).not.toMatch(/<img|@admin|evil\.example/);
    } finally {
      await github.close();
    }
  }, 120_000);

  it("item 7: a fork's skip record reaches the comment as caliper's own " +
    'words, whatever else the fork wrote', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot', pull, comments: [regressedComment()] });
    try {
      const r = await commenter(
        github,
        { headSha: '3'.repeat(40), conclusion: 'success' },
        {
          [`${SHARD}/eval-skipped.json`]: JSON.stringify({
            why: 'no-key',
            backends: ['claude-code', '<img src=x>'],
            fork: true,
            note: '@admin',
          }),
          [`${SHARD}/eval-skipped.txt`]: '@admin <img src=x> ## caliper: ▲ improved',
          'caliper-results-codex-1/eval-skipped.json': '{"why":"invalid","skills":["@admin", "<b>x</b>"]}',
        },
      );
      expect(r.status).toBe(0);
      expect(verdictLine(github)).toBe('## caliper: eval skipped');
      const body = commentBody(github);
      expect(body).toContain(
        'No model key in the eval job for claude-code (`ANTHROPIC_API_KEY` or ' +
          '`ANTHROPIC_AUTH_TOKEN`), so the eval was skipped (`without-key: ' +
          'skip`). This pull request comes from a fork',
      );
      expect(body).not.toMatch(/<img|<b>|@admin|improved|regressed/);
    } finally {
      await github.close();
    }
  }, 120_000);

  it('the PR run uploads caliper-pr (the number the commenter needs) even when the gate step failed', () => {
    type Step = { id?: string; if?: string; uses?: string; run?: string; with?: Record<string, string> };
    const workflow = loadYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/caliper.yml'), 'utf8')) as {
      jobs: Record<string, { steps: Step[] }>;
    };
    const steps = workflow.jobs.gate!.steps;
    const after = steps.slice(steps.findIndex((s) => s.id === 'gate') + 1);
    const prSteps = after.filter((s) => s.run?.includes('caliper-pr') || s.with?.name === 'caliper-pr');
    expect(prSteps).toHaveLength(2);
    // Evaluated as GitHub does after a failed step: no status function means success(), which is false.
    const runsAfterFailure = (expression: string | undefined) => {
      if (!expression || !/\b(always|cancelled|failure|success)\(/.test(expression)) return false;
      const js = expression
        .replace(/^\$\{\{\s*|\s*\}\}$/g, '')
        .replace(/==/g, '===')
        .replace(/!=(?!=)/g, '!==');
      return Boolean(
        new Function('github', 'always', 'cancelled', 'failure', 'success', `return (${js});`)(
          { event_name: 'pull_request' },
          () => true,
          () => false,
          () => true,
          () => false,
        ),
      );
    };
    for (const step of prSteps)
      expect([step.run ?? step.uses, runsAfterFailure(step.if)]).toEqual([step.run ?? step.uses, true]);
  });
});
