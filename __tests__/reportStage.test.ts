import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMMENT_MARKER } from '../src/report/comparison/markdown.js';
import type { Results } from '../src/results/types.js';
import { artifactServiceEnv, otherComments, startFakeGitHub, type FakeGitHub } from './helpers/fakeGitHub.js';
import { makeResults } from './helpers/results.js';
import { runActionBundle } from './helpers/actionRun.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

const EVENT = path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json');

/** The Action's report stage from dist/, on a real pull_request payload, against the fake GitHub. */
const EVENT_FILES = {
  pull_request: EVENT,
  schedule: path.join(REPO_ROOT, '__tests__/fixtures/events/schedule.json'),
  workflow_run: path.join(REPO_ROOT, '__tests__/fixtures/events/workflow_run.completed.json'),
};

async function report(
  github: FakeGitHub,
  base: Results,
  head: Results,
  inputs: Record<string, string> = {},
  files: Record<string, Results> = {},
  event: keyof typeof EVENT_FILES = 'pull_request',
  env: NodeJS.ProcessEnv = {},
) {
  const dir = tempDir('caliper-report-');
  for (const [rel, value] of Object.entries({ ...files, 'base.json': base, 'head.json': head })) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), JSON.stringify(value));
  }
  return runActionBundle({
    workspace: dir,
    eventName: event,
    eventPath: EVENT_FILES[event],
    apiUrl: github.url,
    env: { GITHUB_RUN_ID: '777', ...env },
    inputs: {
      stages: 'report',
      'base-results': 'base.json',
      'head-results': 'head.json',
      'github-token': 'ghs_faketoken',
      ...inputs,
    },
  });
}

const steady = () => makeResults([{ skill: 'pdf', activated: 9, trials: 10 }]);

describe('the report stage: one sticky PR comment', () => {
  it('creates the comment once, then updates it in place, paging past other ' +
    'comments and never touching a marker someone else posted', async () => {
    const impostor = {
      id: 55,
      body: `${COMMENT_MARKER}\nfake report`,
      user: { login: 'mallory' },
      html_url: 'https://github.com/octo-org/skills/pull/42#issuecomment-55',
    };
    const github = await startFakeGitHub({
      login: 'caliper-bot',
      comments: [...otherComments(120), impostor],
      maxPerPage: 50,
    });
    try {
      const first = await report(github, steady(), steady());
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.outputs.verdict).toBe('inconclusive');
      const ours = () => github.comments.filter((c) => c.user.login === 'caliper-bot');
      expect(ours()).toHaveLength(1);
      expect(first.outputs['comment-url']).toBe(ours()[0]!.html_url);
      expect(
        github.requests.filter((r) => r.method === 'GET' && r.path.includes('/issues/42/comments')).length,
      ).toBeGreaterThanOrEqual(3);

      const second = await report(
        github,
        steady(),
        makeResults([{ skill: 'pdf', activated: 10, trials: 10, hash: 'h2' }]),
      );
      expect(second.status).toBe(0);
      expect(ours()).toHaveLength(1);
      expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(github.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
        `/repos/octo-org/skills/issues/comments/${ours()[0]!.id}`,
      ]);
      expect(ours()[0]!.body).toContain('**Skills changed:** `pdf`');
      expect(impostor.body).toBe(`${COMMENT_MARKER}\nfake report`);
      expect(ours()[0]!.body).toContain('against base `9049f1265b7d`');
    } finally {
      await github.close();
    }
  }, 60_000);

  it('with a GITHUB_TOKEN (no /user), finds its earlier comment as github-actions[bot]', async () => {
    const earlier = {
      id: 77,
      body: `${COMMENT_MARKER}\nold`,
      user: { login: 'github-actions[bot]' },
      html_url: 'https://github.com/octo-org/skills/pull/42#issuecomment-77',
    };
    const github = await startFakeGitHub({ login: null, comments: [earlier] });
    try {
      const r = await report(github, steady(), steady());
      expect(r.status).toBe(0);
      expect(github.requests.filter((x) => x.method === 'POST')).toHaveLength(0);
      expect(earlier.body).toContain('## caliper:');
    } finally {
      await github.close();
    }
  }, 60_000);

  it('on a read-only token (fork PR) keeps the report in the job summary and says so in one line', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot', readOnly: true });
    try {
      const r = await report(github, steady(), steady());
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(
        '::warning::caliper could not post the PR comment: the token cannot ' +
          'write to this pull request (a fork PR has a read-only token). The ' +
          'report is in the job summary.',
      );
      expect(r.summary).toContain('## caliper: ? inconclusive');
      expect(r.summary).toContain('https://img.shields.io/badge/claude--code%20activation-90%25-brightgreen');
    } finally {
      await github.close();
    }
  }, 60_000);

  it('fails the check on a regression (and still posts), but never on inconclusive alone', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const regressed = await report(
        github,
        makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]),
        makeResults([{ skill: 'pdf', activated: 5, trials: 20 }]),
      );
      expect(regressed.status).toBe(1);
      expect(regressed.outputs.verdict).toBe('regressed');
      expect(regressed.stdout).toContain(
        '::error::caliper gates failed: pdf × claude-code: activation ' +
          'regressed; pdf × claude-code: execution regressed',
      );
      expect(github.comments).toHaveLength(1);
      const threshold = await report(github, steady(), steady(), { 'min-activation': '95' });
      expect(threshold.status).toBe(1);
      expect(threshold.stdout).toContain('activation 90%25 is under 95%25'); // workflow commands escape %
    } finally {
      await github.close();
    }
  }, 60_000);

  it('refuses to compare across eras, says so on the PR, and fails', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const r = await report(
        github,
        makeResults([{ skill: 'pdf', activated: 9, trials: 10 }], { era: 'force-load/2025' }),
        steady(),
      );
      expect(r.status).toBe(1);
      expect(r.outputs.verdict).toBe('refused');
      expect(github.comments[0]!.body).toContain('## caliper: not compared');
      expect(r.stdout).toContain('::error::refusing to compare across measurement eras');
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('validate, eval with evaluate-base, and report in one step, on a pull_request', () => {
  it('evaluates only the changed skill at base and head with the real CLI, and comments the comparison', async () => {
    const { spawnSync } = await import('node:child_process');
    const { cpSync } = await import('node:fs');
    const workspace = tempDir('caliper-pr-ws-');
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
    const skill = path.join(workspace, 'examples/skills/csv-summary/SKILL.md');
    writeFileSync(
      skill,
      readFileSync(skill, 'utf8').replace(
        /^description: .*$/m,
        'description: Helps with files. Use when the user asks for help with a file.',
      ),
    );
    git('commit', '-qam', 'vague description');
    const payload = JSON.parse(readFileSync(EVENT, 'utf8'));
    payload.pull_request.base.sha = baseSha;
    payload.pull_request.head.sha = git('rev-parse', 'HEAD');
    const eventFile = path.join(workspace, '..', `event-${path.basename(workspace)}.json`);
    writeFileSync(eventFile, JSON.stringify(payload));

    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const r = await runActionBundle({
        workspace,
        eventName: 'pull_request',
        eventPath: eventFile,
        apiUrl: github.url,
        env: { GITHUB_REF: 'refs/pull/42/merge', CALIPER_TOOLS: process.env.CALIPER_TOOLS },
        inputs: {
          stages: 'validate,eval,report',
          path: 'examples',
          'scripted-model': 'true',
          'evaluate-base': 'true',
          'install-clis': 'false',
          // The case the description change regresses; the skill's should-not case would only add 8 agent runs.
          cases: 'totals',
          // The subject is the one step's base-and-head loop: Codex starts for a quarter of the default's CPU.
          backends: 'codex',
          trials: '4',
          'github-token': 'ghs_fake',
        },
      });
      const outputs = r.outputs;
      expect(outputs['changed-skills']).toBe('["csv-summary"]');
      expect(outputs.verdict).toBe('regressed');
      expect(r.status).toBe(1); // fail-on-regression
      expect(r.stdout).toContain('::error::caliper gates failed: csv-summary × codex: activation regressed');
      expect(r.stdout).toContain('result cache off');
      const comment = github.comments[0]!.body;
      expect(comment).toContain(`against base \`${baseSha.slice(0, 12)}\``);
      expect(comment).toContain('| `csv-summary` | 100% → 0% ▼ regressed |');
      expect(comment).not.toContain('`release-notes`');
      expect(r.summary).toContain(`## caliper eval: base \`${baseSha.slice(0, 12)}\``);
    } finally {
      await github.close();
    }
  }, 120_000);
});

describe('a large repository', () => {
  it('200 skills × 6 backends: the comment stays under 65,536 characters, ' +
    'the summary under 1 MiB with every case', async () => {
    const backends = ['claude-code', 'codex', 'pi', 'hermes', 'opencode', 'gemini-cli'] as const;
    const rows = backends.flatMap((backend) =>
      Array.from({ length: 200 }, (_, i) => ({
        skill: `skill-${String(i).padStart(3, '0')}-with-a-descriptive-name`,
        backend,
        activated: 9,
        trials: 10,
      })),
    );
    const headRows = rows.map((r, i) => (i === 5 ? { ...r, activated: 1, hash: 'changed' } : r));
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const r = await report(github, makeResults(rows), makeResults(headRows));
      expect(r.status).toBe(1); // one regression
      const body = github.comments[0]!.body;
      expect(body.length).toBeLessThan(65_536);
      expect(body).toContain('- `skill-005-with-a-descriptive-name` × claude-code: activation 90% → 10% ▼ regressed');
      expect(Buffer.byteLength(r.summary)).toBeLessThan(1024 * 1024);
      expect(r.summary).toContain('<details><summary>Per case</summary>');
      expect(r.summary).toContain('| `skill-199-with-a-descriptive-name` | gemini-cli | `should-not` |');
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('the HTML report, linked', () => {
  // A skill name GitHub would autolink: it stays a code span, and never reaches the URL.
  const evil = 'www.evil.example';

  it('is uploaded as its own artifact and linked from the PR comment and the job summary', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const rows = (activated: number) => makeResults([{ skill: evil, activated, trials: 10 }]);
      const r = await report(github, rows(9), rows(9), {}, {}, 'pull_request', artifactServiceEnv(github));
      expect(r.status).toBe(0);
      expect(github.artifacts.map((a) => a.name)).toEqual(['caliper-report']);
      // A zip holding report.html (its name is stored in the clear), with the run's rows in it.
      expect(github.artifacts[0]!.bytes.includes('report.html')).toBe(true);
      const line =
        '[report.html](https://github.com/octo-org/skills/actions/runs/777/artifacts/4200) ' +
        '(artifact `caliper-report`; open it in a browser).';
      const comment = github.comments[0]!.body;
      expect(comment).toContain(line);
      expect(r.summary).toContain(line);
      // The only links are caliper's: the job summary and the artifact; the skill name is escaped text.
      expect([...comment.matchAll(/\]\((https?:[^)]*)\)/g)].map((m) => m[1])).toEqual([
        'https://github.com/octo-org/skills/actions/runs/777',
        'https://github.com/octo-org/skills/actions/runs/777/artifacts/4200',
      ]);
      expect(comment).toContain('`www.evil.example`');
      expect(comment).not.toContain('https://www.evil');
    } finally {
      await github.close();
    }
  }, 60_000);

  it('an artifact id that is not a number (a broken or hostile service) is not linked', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot', artifactId: '12/../../../evil' });
    try {
      const r = await report(github, steady(), steady(), {}, {}, 'pull_request', artifactServiceEnv(github));
      expect(r.status).toBe(0);
      expect(github.comments[0]!.body).not.toContain('evil');
      expect(github.comments[0]!.body).not.toContain('/artifacts/');
      expect(r.summary).toContain('`report.html` was written but not uploaded (');
    } finally {
      await github.close();
    }
  }, 60_000);

  it('outside GitHub Actions (no artifact service) the comment has no link and the summary says why', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const r = await report(github, steady(), steady());
      expect(r.status).toBe(0);
      expect(github.artifacts).toHaveLength(0);
      expect(github.comments[0]!.body).not.toContain('/artifacts/');
      expect(github.comments[0]!.body).not.toContain('report.html');
      expect(r.summary).toContain(
        '`report.html` was written but not uploaded (not running on GitHub Actions (no ACTIONS&#95;RUNTIME&#95;TOKEN)',
      );
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('the nightly history, from the Action alone', () => {
  it('adds each run to the history file, charts it in the job summary ' +
    '(mermaid), and puts the charts in report.html', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    const workspace = tempDir('caliper-nightly-');
    const temp = tempDir('caliper-nightly-temp-');
    const night = (day: number, activated: number, hash = 'h1') => {
      writeFileSync(
        path.join(workspace, 'current.json'),
        JSON.stringify(
          makeResults([{ skill: 'pdf', activated, trials: 10, hash }], { startedAt: `2026-11-0${day}T03:17:00.000Z` }),
        ),
      );
      return runActionBundle({
        workspace,
        eventName: 'schedule',
        eventPath: EVENT_FILES.schedule,
        apiUrl: github.url,
        env: { GITHUB_RUN_ID: '900', RUNNER_TEMP: temp },
        inputs: {
          stages: 'history,report',
          'head-results': 'current.json',
          'history-file': 'history/history.jsonl',
          'history-keep': '2',
          'github-token': 'ghs_faketoken',
        },
      });
    };
    try {
      expect((await night(1, 9)).status).toBe(0);
      expect((await night(2, 8)).status).toBe(0);
      const third = await night(3, 2, 'h2');
      expect(third.status).toBe(0);
      // Bounded: the newest two runs.
      expect(readFileSync(path.join(workspace, 'history/history.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
      expect(third.summary).toContain('## caliper: rates over time');
      expect(third.summary).toContain('```mermaid');
      expect(third.summary).toContain('x-axis ["11-02", "11-03 (1)"]');
      expect(third.summary).toContain('(1) 2026-11-03: skill changed');
      const html = readFileSync(path.join(temp, 'caliper-report/report.html'), 'utf8');
      expect(html).toContain('"image":"data:image/svg+xml;base64,');
      expect(html).toContain('2026-11-03: skill changed');
    } finally {
      await github.close();
    }
  }, 60_000);

  it('the nightly example runs the history from the Action itself: no npx of an unpublished package', () => {
    const text = readFileSync(path.join(REPO_ROOT, 'examples/workflows/nightly.yml'), 'utf8');
    expect(text).not.toMatch(/npx|@caliper-ci\/caliper@/);
    const caliper = /stages: (.+)\n[\s\S]*?history-file: (.+)\n/.exec(text)!;
    expect(caliper[1]!.split(',')).toEqual(['eval', 'history', 'report']);
    expect(caliper[2]).toBe('history/history.jsonl');
    expect(text).toContain("hashFiles('history/history.jsonl')");
  });
});

describe('the report job of a matrix', () => {
  it('merges the shards it downloaded, matched by glob, on each side', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const shard = (skill: string, activated: number) => makeResults([{ skill, activated, trials: 20 }]);
      const r = await report(
        github,
        steady(),
        steady(),
        { 'base-results': 'artifacts/*/base/results.json', 'head-results': 'artifacts/*/head/results.json' },
        {
          'artifacts/caliper-results-claude-code-1/base/results.json': shard('alpha', 20),
          'artifacts/caliper-results-claude-code-1/head/results.json': shard('alpha', 2),
          'artifacts/caliper-results-claude-code-2/base/results.json': shard('beta', 20),
          'artifacts/caliper-results-claude-code-2/head/results.json': shard('beta', 20),
        },
      );
      expect(r.outputs.verdict).toBe('regressed');
      expect(github.comments[0]!.body).toContain('| `alpha` | 100% → 10% ▼ regressed');
      expect(github.comments[0]!.body).toContain('| `beta` | 100% → 100% ');
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('a pull request that changes no skill', () => {
  it('reports that there is nothing to compare, without failing', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const r = await report(github, steady(), steady(), {
        'base-results': 'artifacts/*/base/results.json',
        'head-results': 'artifacts/*/head/results.json',
      });
      expect(r.status).toBe(0);
      expect(r.outputs.verdict).toBe('not-compared');
      expect(r.summary).toContain("no skill's eval changed");
      // On the PR, the lead says so, replacing an earlier push's verdict.
      expect(github.comments[0]!.body.split('\n')[1]).toBe('## caliper: nothing evaluated');
    } finally {
      await github.close();
    }
  }, 60_000);

  it('a workflow_run commenter with nothing to compare posts nothing on a ' +
    'PR that moved on, does not fail, and says so in its summary', async () => {
    const github = await startFakeGitHub({
      login: 'caliper-bot',
      pull: {
        number: 42,
        author: 'bob',
        baseSha: 'b'.repeat(40),
        headSha: 'f'.repeat(40),
        contents: {},
        files: [],
        reviews: [],
        permissions: {},
      },
    });
    try {
      const r = await report(
        github,
        steady(),
        steady(),
        {
          'pr-number': '42',
          'base-results': 'artifacts/*/base/results.json',
          'head-results': 'artifacts/*/head/results.json',
        },
        {},
        'workflow_run',
      );
      expect(r.status).toBe(0);
      expect(r.outputs.verdict).toBe('not-compared');
      expect(github.comments).toEqual([]);
      expect(github.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /repos/octo-org/skills/pulls/42']);
      expect(r.summary).toContain(
        'Not posted on the pull request: pull request #\u206042 is at ffffffffffff, not at 6dcb09b5b578',
      );
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('the nightly regression issue', () => {
  it('opens one issue on a regression, updates it while regressed, closes it on recovery, never a second', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    const nightly = (head: Results) =>
      report(
        github,
        makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]),
        head,
        {
          'regression-issue': 'true',
          'fail-on-regression': 'false',
        },
        {},
        'schedule',
      );
    try {
      const regressed = makeResults([{ skill: 'pdf', activated: 4, trials: 20 }]);
      const first = await nightly(regressed);
      expect(first.status).toBe(0);
      expect(first.outputs['regression-issue']).toBe('opened');
      expect(github.issues).toHaveLength(1);
      expect(github.issues[0]!.body).toContain('`pdf` × claude-code: activation 100% → 20% ▼ regressed');

      const second = await nightly(regressed);
      expect(second.outputs['regression-issue']).toBe('updated');
      expect(github.issues).toHaveLength(1);
      expect(
        github.comments
          .filter((c) => c.html_url.includes(`/${github.issues[0]!.number}#`))
          .map((c) => c.body.split(' on ')[0]),
      ).toEqual(['Still regressed']);

      const recovered = await nightly(makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]));
      expect(recovered.outputs['regression-issue']).toBe('closed');
      expect(github.issues).toHaveLength(1);
      expect(github.issues[0]!.state).toBe('closed');
      expect(
        github.requests.filter((r) => r.method === 'POST' && r.path === '/repos/octo-org/skills/issues'),
      ).toHaveLength(1);
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('the workflow_run commenter for fork PRs', () => {
  const pull = (headSha: string) => ({
    number: 42,
    author: 'bob',
    baseSha: 'b'.repeat(40),
    headSha,
    contents: {},
    files: [],
    reviews: [],
    permissions: {},
  });

  it('comments on the PR named by the untrusted run once its head is the commit that run measured', async () => {
    const github = await startFakeGitHub({
      login: 'caliper-bot',
      pull: pull('6dcb09b5b57875f334f61aebed695e2e4193db5e'),
    });
    try {
      const r = await report(github, steady(), steady(), { 'pr-number': '42' }, {}, 'workflow_run');
      expect(r.status).toBe(0);
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.html_url).toContain('/pull/42#');
    } finally {
      await github.close();
    }
  }, 60_000);

  it('refuses when the PR has moved on, or the number is not a number', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot', pull: pull('f'.repeat(40)) });
    try {
      const moved = await report(github, steady(), steady(), { 'pr-number': '42' }, {}, 'workflow_run');
      expect(moved.status).toBe(1);
      expect(moved.stdout).toContain(
        'pull request #42 is at ffffffffffff, not at 6dcb09b5b578 where these ' +
          'results were measured; refusing to comment on it',
      );
      const junk = await report(github, steady(), steady(), { 'pr-number': '42; rm -rf /' }, {}, 'workflow_run');
      expect(junk.status).toBe(1);
      expect(junk.stdout).toContain('input "pr-number" must be a pull request number');
      expect(github.comments).toHaveLength(0);
    } finally {
      await github.close();
    }
  }, 60_000);
});
