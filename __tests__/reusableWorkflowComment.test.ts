import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { CARRIED_BODY_LIMIT, encodeCarried, parseCarried } from '../src/action/carriedSections.js';
import { fitBody } from '../src/report/fitBody.js';
import type { Results } from '../src/results/types.js';
import { startFakeGitHub, type FakeGitHub, type FakePullRequest } from './helpers/fakeGitHub.js';
import { runActionBundle } from './helpers/actionRun.js';
import { makeResults } from './helpers/results.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';
import { tempDir } from './helpers/tempDirs.js';

type Step = { id?: string; if?: string; uses?: string; run?: string; with?: Record<string, string> };
type Job = {
  if?: string;
  needs?: string[];
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
};
const workflow = loadYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/caliper.yml'), 'utf8')) as {
  on: { workflow_call: { inputs: Record<string, { type: string; default: unknown }> } };
  jobs: Record<string, Job>;
};
const caliperStep = (job: string) => workflow.jobs[job]!.steps.find((s) => s.uses?.startsWith('caliper-ci/caliper'))!;

/**
 * The subset of GitHub's expression language these `if`s use, evaluated as GitHub does: `!=`/`==`
 * on strings, `&&`/`||` yielding operands, the status functions cancelled() and always(), hashFiles().
 */
interface Run {
  event: 'pull_request' | 'push';
  gate: 'success' | 'failure';
  eval: 'success' | 'failure' | 'skipped';
  results: boolean;
  cancelled?: boolean;
}
function holds(expression: string | undefined, run: Run): boolean {
  if (expression === undefined) return !run.cancelled; // success(): nothing before these steps fails
  const js = expression
    .replace(/^\$\{\{\s*|\s*\}\}$/g, '')
    .replace(/==/g, '===')
    .replace(/!=(?!=)/g, '!==');
  const needs = { gate: { result: run.gate }, eval: { result: run.eval } };
  const fn = new Function('needs', 'github', 'cancelled', 'always', 'hashFiles', `return (${js});`);
  return Boolean(
    fn(
      needs,
      { event_name: run.event },
      () => run.cancelled ?? false,
      () => true,
      () => (run.results ? 'abc' : ''),
    ),
  );
}
/** What the report job does in a run: not run, or which of its steps run. */
function reportJobPlan(run: Run): 'not run' | { download: boolean; report: boolean } {
  const job = workflow.jobs.report!;
  // A job whose `if` has no status function also needs every needed job to have succeeded.
  const statusFunction = /\b(always|cancelled|failure|success)\(/.test(job.if ?? '');
  if (!statusFunction && (run.gate !== 'success' || run.eval !== 'success')) return 'not run';
  if (!holds(job.if, run)) return 'not run';
  const download = job.steps.find((s) => s.uses?.startsWith('actions/download-artifact'))!;
  return { download: holds(download.if, run), report: holds(caliperStep('report').if, run) };
}

describe('the reusable workflow: one comment, posted by the job that may write', () => {
  it('the gate job validates with a read-only token and hands its sections to the report job, which posts them', () => {
    const gate = workflow.jobs.gate!;
    expect(gate.permissions!['pull-requests']).toBe('read');
    expect(caliperStep('gate').with!.comment).toBe('false');
    expect(caliperStep('gate').id).toBe('gate');
    expect(gate.outputs!['comment-sections']).toBe('${{ steps.gate.outputs.comment-sections }}');
    expect(caliperStep('report').with!['comment-sections']).toBe('${{ needs.gate.outputs.comment-sections }}');
    expect(caliperStep('report').with!.stages).toBe('report');
  });

  it('the report job runs no PR code: no checkout, no shell, and the only write permission is on pull requests', () => {
    const report = workflow.jobs.report!;
    expect(report.steps.map((s) => s.uses?.split('@')[0] ?? `run: ${s.run}`)).toEqual([
      'actions/download-artifact',
      'caliper-ci/caliper',
    ]);
    expect(report.permissions).toEqual({ 'pull-requests': 'write', actions: 'read' });
  });

  it.each<[string, Run, ReturnType<typeof reportJobPlan>]>([
    [
      'a PR whose gate failed (the eval was skipped): the gate sections are still posted',
      { event: 'pull_request', gate: 'failure', eval: 'skipped', results: false },
      { download: false, report: true },
    ],
    [
      'a PR whose eval failed: no partial shards are compared, the comment says nothing was evaluated',
      { event: 'pull_request', gate: 'success', eval: 'failure', results: false },
      { download: false, report: true },
    ],
    [
      'a PR whose eval skipped for want of a key',
      { event: 'pull_request', gate: 'success', eval: 'success', results: false },
      { download: true, report: true },
    ],
    [
      'a PR with results',
      { event: 'pull_request', gate: 'success', eval: 'success', results: true },
      { download: true, report: true },
    ],
    [
      'a push with results',
      { event: 'push', gate: 'success', eval: 'success', results: true },
      { download: true, report: true },
    ],
    [
      'a push whose evals all skipped: nothing to report',
      { event: 'push', gate: 'success', eval: 'success', results: false },
      { download: true, report: false },
    ],
    ['a push whose gate failed', { event: 'push', gate: 'failure', eval: 'skipped', results: false }, 'not run'],
    [
      'a cancelled PR run',
      { event: 'pull_request', gate: 'success', eval: 'failure', results: false, cancelled: true },
      'not run',
    ],
  ])('%s', (_what, run, expected) => {
    expect(reportJobPlan(run)).toEqual(expected);
  });

  it(
    'judges harness errors once, in the report job (fail-on-error unless ' +
      'allow-errors), so a flaky trial never leaves the comment without ' +
      'numbers',
    () => {
      expect(workflow.on.workflow_call.inputs['allow-errors']).toMatchObject({ type: 'boolean', default: false });
      expect(caliperStep('eval').with!['allow-errors']).toBe('true');
      // And the rates that measured nothing: the report job fails on them (deferredVerdict.test.ts).
      expect(caliperStep('eval').with!['defer-verdict']).toBe('true');
      expect(caliperStep('report').with!['fail-on-error']).toBe('${{ !inputs.allow-errors }}');
    },
  );
});

describe('input comment-sections accepts only what a caliper step writes', () => {
  it.each([
    ['not JSON', '<!-- caliper:section:report -->', /is not JSON/],
    [
      'a report section (only the report stage writes that)',
      JSON.stringify([{ id: 'report', status: '▲ improved', failed: false, body: 'x' }]),
      /id "report", not one of validate, owners/,
    ],
    [
      'a status over two lines',
      JSON.stringify([{ id: 'owners', status: 'owners ✓\n## caliper: ▲ improved', failed: false, body: 'x' }]),
      /status is not one short line/,
    ],
    [
      'a section twice',
      JSON.stringify([
        { id: 'owners', status: 'a', failed: false, body: 'x' },
        { id: 'owners', status: 'b', failed: false, body: 'y' },
      ]),
      /appears twice/,
    ],
    [
      'an oversized body',
      JSON.stringify([{ id: 'validate', status: 'a', failed: false, body: 'x'.repeat(CARRIED_BODY_LIMIT + 1) }]),
      new RegExp(`at most ${CARRIED_BODY_LIMIT} characters`),
    ],
  ])('refuses %s, naming the input', (_what, raw, message) => {
    expect(() => parseCarried(raw)).toThrow(
      /^input "comment-sections" must be the comment-sections output of a caliper step/,
    );
    expect(() => parseCarried(raw)).toThrow(message);
  });

  it(
    'two sections of the largest kind, written as the output, still fit in ' +
      'one environment variable (the input, 128 KiB on Linux)',
    () => {
      // The most bytes a unit can take: 3 of UTF-8 (the escaper removes control characters, which JSON would spell in
      // 6).
      const widest = '❌'.repeat(CARRIED_BODY_LIMIT + 100);
      const value = encodeCarried([
        { id: 'validate', status: 'validate ✗ 1 error', failed: true, body: widest },
        { id: 'owners', status: 'owners ✗ 0/1 paths', failed: true, body: widest },
      ]);
      expect(Buffer.byteLength(`INPUT_COMMENT-SECTIONS=${value}`)).toBeLessThan(128 * 1024);
      expect(parseCarried(value).map((s) => s.body.length <= CARRIED_BODY_LIMIT)).toEqual([true, true]);
    },
  );

  it('shortens a body that does not fit at a line, never inside one', () => {
    const table = [
      '| a | b |',
      '|---|---|',
      ...Array.from({ length: 500 }, (_, i) => `| \`skills/s${i}/SKILL.md\` | alice |`),
    ].join('\n');
    const cut = fitBody(table, 2_000);
    expect(cut.length).toBeLessThanOrEqual(2_000);
    expect(cut).toMatch(/\| alice \|\n\n…cut to fit; the whole section is in the job summary\.\n$/);
    expect(fitBody('short', 2_000)).toBe('short');
  });
});

/** The gate job's caliper step and the report job's, from dist/, as the reusable workflow runs them. */
const EVENT = path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json');
const payload = JSON.parse(readFileSync(EVENT, 'utf8'));
const BASE: string = payload.pull_request.base.sha;
const HEAD: string = payload.pull_request.head.sha;

const pull: FakePullRequest = {
  number: 42,
  author: 'bob',
  baseSha: BASE,
  headSha: HEAD,
  contents: { [BASE]: { '.github/CODEOWNERS': '/skills/ @alice\n', 'skills/pdf/SKILL.md': 'x' } },
  files: [{ filename: 'skills/pdf/SKILL.md', status: 'modified' }],
  reviews: [{ user: { login: 'alice' }, state: 'APPROVED', commit_id: HEAD }],
  permissions: { alice: 'write' },
};

/** The bundled Action in a job of a pull_request run of this workflow. */
function runJob(github: FakeGitHub, workspace: string, inputs: Record<string, string>) {
  return runActionBundle({
    workspace,
    eventName: 'pull_request',
    eventPath: EVENT,
    apiUrl: github.url,
    env: { GITHUB_RUN_ID: '777' },
    inputs,
  });
}

async function runGateJob(github: FakeGitHub) {
  // The PR's checkout: one good skill, one whose name does not match its folder (1 error).
  const workspace = tempRepo({
    'skills/pdf/SKILL.md': goodSkill('pdf'),
    'skills/broken/SKILL.md': goodSkill('not-broken'),
  });
  const step = caliperStep('gate');
  return runJob(github, workspace, {
    path: 'skills',
    stages: 'validate,owners',
    'github-token': 'ghs_read_only',
    comment: step.with!.comment!,
  });
}

async function runReportJob(github: FakeGitHub, commentSections: string, artifacts: Record<string, Results>) {
  const workspace = tempDir('caliper-report-job-');
  for (const [rel, value] of Object.entries(artifacts)) {
    mkdirSync(path.dirname(path.join(workspace, rel)), { recursive: true });
    writeFileSync(path.join(workspace, rel), JSON.stringify(value));
  }
  return runJob(github, workspace, {
    stages: 'report',
    'base-results': 'artifacts/*/base/results.json',
    'head-results': 'artifacts/*/head/results.json',
    'comment-sections': commentSections,
    'github-token': 'ghs_write',
  });
}

const SHARD = 'artifacts/caliper-results-claude-code-1';
const regressed = {
  [`${SHARD}/base/results.json`]: makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]),
  [`${SHARD}/head/results.json`]: makeResults([{ skill: 'pdf', activated: 2, trials: 20, hash: 'h2' }]),
};

describe('from dist/: the report job posts the verdict over every stage', () => {
  it('the gate comments nothing; the report job posts one comment with the ' +
    'validate and owners clauses and sections, in one write', async () => {
    const github = await startFakeGitHub({ login: 'github-actions[bot]', pull });
    try {
      const gate = await runGateJob(github);
      expect(gate.status).toBe(1); // the validation error fails the gate job
      expect(gate.stdout).toContain('::error::1 error in the skills under skills');
      expect(github.comments).toHaveLength(0);
      expect(gate.outputs['comment-sections']).toBeDefined();

      const report = await runReportJob(github, gate.outputs['comment-sections']!, regressed);
      expect(report.stderr).toBe('');
      expect(report.status).toBe(1); // the regression; the gate's failures are the gate job's to report
      expect(report.stdout).not.toContain('1 error in the skills');
      expect(github.comments).toHaveLength(1);
      const body = github.comments[0]!.body;
      expect(body.split('\n')[1]).toBe('## caliper: ▼ regressed · validate ✗ 1 error · owners ✓ 1/1 paths');
      expect(body).toContain('### caliper validate: 2 skills, 1 error, 0 warnings');
      expect(body).toMatch(/^- ❌ `skills\/broken\/SKILL\.md:\d+` name-mismatch: /m);
      expect(body).toContain('### caliper owners: satisfied');
      expect(body.indexOf('### caliper eval: base → head')).toBeLessThan(body.indexOf('### caliper validate'));
      expect(github.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH')).toHaveLength(1);

      // The next push changes no eval: the earlier verdict is replaced, the gate's clauses stay.
      const next = await runReportJob(github, gate.outputs['comment-sections']!, {});
      expect(next.status).toBe(0);
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.body.split('\n')[1]).toBe(
        '## caliper: nothing evaluated · validate ✗ 1 error · owners ✓ 1/1 paths',
      );
      expect(github.comments[0]!.body).not.toContain('regressed');
    } finally {
      await github.close();
    }
  }, 120_000);

  it('a fork PR (read-only token everywhere) ends with one clear warning, not a failure', async () => {
    const github = await startFakeGitHub({ login: 'github-actions[bot]', pull, readOnly: true });
    try {
      const gate = await runGateJob(github);
      const unchanged = {
        [`${SHARD}/base/results.json`]: makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]),
        [`${SHARD}/head/results.json`]: makeResults([{ skill: 'pdf', activated: 20, trials: 20, hash: 'h2' }]),
      };
      for (const artifacts of [unchanged, {}]) {
        const report = await runReportJob(github, gate.outputs['comment-sections']!, artifacts);
        expect(report.status).toBe(0);
        expect(report.stdout).not.toContain('::error::');
        expect(report.stdout.match(/^::warning::.*$/gm)).toEqual([
          '::warning::caliper could not post the PR comment: the token cannot ' +
            'write to this pull request (a fork PR has a read-only token). The ' +
            'report is in the job summary.',
        ]);
      }
      expect(github.comments).toHaveLength(0);
    } finally {
      await github.close();
    }
  }, 120_000);
});
