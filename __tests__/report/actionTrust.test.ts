import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { makeResults } from '../helpers/results.js';
import { runActionBundle } from '../helpers/actionRun.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { tempDir } from '../helpers/tempDirs.js';

/**
 * The bundled Action (dist/index.js) on a pull_request, against the fake GitHub: hostile input from the PR and its
 * artifacts.
 */
const EVENT = path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json');
const HOSTILE_NAME =
  '@octocat ![t](https://evil.example/p.png) </details><details open><summary>✅ owners: approved… a|b';
const FORGED_DIR = 'x<!-- /caliper:section:report -->';

function workspace(files: Record<string, unknown>): string {
  const dir = tempDir('caliper-trust-ws-');
  for (const [rel, value] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return dir;
}

const run = (github: FakeGitHub, dir: string, inputs: Record<string, string>) =>
  runActionBundle({
    workspace: dir,
    eventName: 'pull_request',
    eventPath: EVENT,
    apiUrl: github.url,
    env: { GITHUB_RUN_ID: '777' },
    inputs: { 'github-token': 'ghs_faketoken', ...inputs },
  });

const ours = (github: FakeGitHub) => github.comments.filter((c) => c.user.login === 'caliper-bot');

/** What GitHub would turn into markup, a ping or a section. */
function expectInert(body: string) {
  expect(body).not.toMatch(/(^|[^\w\u2060])@octocat/);
  expect(body).not.toContain('![t](https://evil.example');
  expect(body).not.toContain('<details open>');
  expect(body).not.toContain('<summary>✅ owners');
  expect(body.match(/<!-- \/caliper:section:report -->/g)).toHaveLength(1);
  expect(body.match(/<!-- caliper:section:report /g)).toHaveLength(1);
}

describe('one comment, verdict first, that PR content cannot forge', () => {
  it('leads with the verdict over every stage, lists validation errors, and ' +
    'a forged marker does not survive later updates', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    const dir = workspace({
      [`skills/${FORGED_DIR}/SKILL.md`]:
        `---\nname: ${JSON.stringify(HOSTILE_NAME)}\ndescription: Use when the ` +
        `user asks for hostile things.\n---\nBody\n`,
      'skills/good/SKILL.md':
        '---\nname: good\ndescription: Summarises CSV files. Use when the user ' +
        'asks for totals of a CSV file.\n---\nBody\n',
      'base.json': makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]),
      'head.json': makeResults([{ skill: 'pdf', activated: 2, trials: 20, hash: 'h2' }]),
    });
    try {
      // The validate stage comments first (as the owners stage may): the verdict still leads once the report is in.
      const validate = await run(github, dir, { stages: 'validate', path: 'skills' });
      expect(validate.status).toBe(1);
      expect(ours(github)).toHaveLength(1);
      const report = await run(github, dir, {
        stages: 'report',
        path: 'skills',
        'base-results': 'base.json',
        'head-results': 'head.json',
      });
      expect(report.status).toBe(1);
      expect(ours(github)).toHaveLength(1);
      let body = ours(github)[0]!.body;
      const lines = body.split('\n');
      expect(lines[0]).toBe('<!-- caliper:pr-report -->');
      expect(lines[1]).toBe('## caliper: ▼ regressed · validate ✗ 2 errors');
      // The verdict is said once, on the first line; the sections follow, the report first.
      expect(body.match(/^#+ .*▼ regressed/gm)).toHaveLength(1);
      expect(body.indexOf('### caliper eval: base → head')).toBeLessThan(body.indexOf('### caliper validate'));
      expect(body).toMatch(
        new RegExp(
          '- ❌ `skills\\/x<!\\u2060-- \\/caliper:section:report ' +
            '--\\u2060>\\/SKILL\\.md:2` name-format: &#96;name: @\\u2060octocat ' +
            String.raw`&#33;&#91;t&#93;\(https\u2060:\/\/evil\.example\/p\.png\) ` +
            String.raw`&lt;\/details&gt;`,
        ),
      );
      expect(body).toContain('@\u2060octocat');
      expectInert(body);

      // The PR fixes the skill: the next validate run rewrites its section, and nothing forged is left.
      renameSync(path.join(dir, 'skills', FORGED_DIR), path.join(dir, 'skills', 'fixed'));
      writeFileSync(
        path.join(dir, 'skills/fixed/SKILL.md'),
        '---\nname: fixed\ndescription: Writes release notes. Use when the user asks for release notes.\n---\nBody\n',
      );
      expect((await run(github, dir, { stages: 'validate', path: 'skills' })).status).toBe(0);
      body = ours(github)[0]!.body;
      expect(body.split('\n')[1]).toBe('## caliper: ▼ regressed · validate ✓ 2 skills');
      expect(body).not.toContain('octocat');
      expect(body).not.toContain('evil.example');
      expectInert(body);
    } finally {
      await github.close();
    }
  }, 90_000);

  it('caps the validation findings in the comment, errors first, and links to the job summary', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++)
      files[`skills/s${i}/SKILL.md`] = `---\nname: wrong-${i}\ndescription: Use when x.\n---\n`;
    try {
      await run(github, workspace(files), { stages: 'validate', path: 'skills' });
      const body = ours(github)[0]!.body;
      expect(body.match(/^- ❌ /gm)).toHaveLength(15);
      expect(body).toMatch(
        new RegExp(
          String.raw`^- and \d+ more in the \[job ` +
            String.raw`summary\]\(https:\/\/github\.com\/octo-org\/skills\/actions\/runs\/777\) ` +
            "and the step's log$",
          'm',
        ),
      );
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('hostile results.json from an artifact', () => {
  it.each([
    ['markup in a skill name', (r: any) => (r.results[0].skill = HOSTILE_NAME), '$.results[0].skill'],
    [
      'successes: 1e308',
      (r: any) => (r.results[0].aggregate.activation.successes = 1e308),
      '$.results[0].aggregate.activation.successes',
    ],
    ['a negative count', (r: any) => (r.results[0].cases[0].trials = -5), '$.results[0].cases[0].trials'],
  ])(
    '%s: the step fails in one line naming the file and JSON path, and posts only that it failed',
    async (_what, edit, jsonPath) => {
      const github = await startFakeGitHub({ login: 'caliper-bot' });
      const head = JSON.parse(JSON.stringify(makeResults([{ skill: 'pdf', activated: 1, trials: 1 }])));
      edit(head);
      try {
        const r = await run(
          github,
          workspace({ 'base.json': makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]), 'head.json': head }),
          { stages: 'report', 'base-results': 'base.json', 'head-results': 'head.json' },
        );
        expect(r.status).toBe(1);
        const error = r.stdout.split('\n').find((l) => l.startsWith('::error::'))!;
        expect(error).toContain(`head.json: ${jsonPath}: `);
        // An earlier verdict must not stay; the refusal, which quotes the file, stays in the log.
        expect(github.comments.map((c) => c.body.split('\n')[1])).toEqual(['## caliper: ✗ report failed']);
        expect(github.comments[0]!.body).not.toMatch(/octocat|evil|1e308|-5|\$\.results/);
      } finally {
        await github.close();
      }
    },
    60_000,
  );

  it('a scripted base against a real head is refused on the PR, saying which side to re-run', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    const base = makeResults([{ skill: 'pdf', activated: 9, trials: 9, model: 'scripted' }], {
      modelSource: { kind: 'scripted' },
    });
    try {
      const r = await run(
        github,
        workspace({ 'base.json': base, 'head.json': makeResults([{ skill: 'pdf', activated: 9, trials: 9 }]) }),
        { stages: 'report', 'base-results': 'base.json', 'head-results': 'head.json', strict: 'true' },
      );
      expect(r.status).toBe(1);
      expect(r.outputs.verdict).toBe('refused');
      expect(ours(github)[0]!.body.split('\n')[1]).toBe('## caliper: ⊘ not compared');
      expect(ours(github)[0]!.body).toContain('Re-run the base with a real model');
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('the eval stage with a backend that cannot run', () => {
  const evalWithoutCodex = async (inputs: Record<string, string> = {}) => {
    const { symlinkSync } = await import('node:fs');
    const tools = tempDir('caliper-some-tools-');
    symlinkSync(
      path.join(process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools'), 'claude-code'),
      path.join(tools, 'claude-code'),
    );
    const results = tempDir('caliper-action-results-');
    return runActionBundle({
      workspace: REPO_ROOT,
      eventName: 'pull_request',
      eventPath: EVENT,
      env: { CALIPER_TOOLS: tools, PATH: '/usr/bin:/bin' },
      inputs: {
        stages: 'eval',
        path: 'examples',
        backends: 'claude-code,codex',
        'scripted-model': 'true',
        trials: '1',
        skills: 'csv-summary',
        cases: 'totals',
        'results-dir': results,
        'install-clis': 'false',
        ...inputs,
      },
    });
  };

  it('fails the step, naming the backend, instead of reporting its errors as inconclusive rows', async () => {
    const r = await evalWithoutCodex();
    expect(r.stdout).toMatch(
      new RegExp(
        String.raw`^::error::caliper eval: backend codex was unavailable; 1 trial\(s\) ` +
          String.raw`ended in a harness error\. These are harness faults, not skill ` +
          String.raw`failures: .* or set allow-errors: true to accept them\.$`,
        'm',
      ),
    );
    expect(r.stdout).not.toContain('backend claude-code was unavailable');
    expect(r.status).toBe(1);
  }, 120_000);

  it('with allow-errors: true, passes with a warning, and the summary still counts the errors', async () => {
    const r = await evalWithoutCodex({ 'allow-errors': 'true' });
    expect(r.stdout).not.toContain('::error::');
    expect(r.stdout).toMatch(
      new RegExp(
        String.raw`^::warning::caliper eval: backend codex was unavailable; 1 trial\(s\) ` +
          String.raw`ended in a harness error; accepted \(allow-errors: true\)\.`,
        'm',
      ),
    );
    expect(r.status).toBe(0);
    expect(r.summary).toContain(
      '| csv-summary | codex (scripted model) | — (its one trial was an ' +
        'error) | — | — (its one trial was an error) | 1 |',
    );
  }, 120_000);

  it('a trial of a working backend that ends in a harness error fails the ' +
    'step too; allow-errors does not accept it when it was all its rate had', async () => {
    const { chmodSync, mkdirSync: mkdir } = await import('node:fs');
    const { claudeLines } = await import('../helpers/fakeCli.js');
    // A CLI that crashes on one case (its prompt on stdin) and answers the other: one trial measured, one harness
    // error.
    const tools = tempDir('caliper-crashy-tools-');
    const bin = path.join(tools, 'claude-code', 'node_modules', '.bin');
    mkdir(bin, { recursive: true });
    const script =
      `#!/bin/sh\nif [ "$1" = "--version" ]; then echo "9.9.9 (Claude ` +
      `Code)"; exit 0; fi\ncase "$(cat)" in *"good morning"*) echo 'panic: ` +
      `out of cheese' >&2; exit 3;; ` +
      `esac\n${claudeLines(['csv-summary', 'release-notes', 'changelog-conventions'], 'csv-summary')}\n`;
    writeFileSync(path.join(bin, 'claude'), script);
    chmodSync(path.join(bin, 'claude'), 0o755);
    const run = (inputs: Record<string, string>) =>
      runActionBundle({
        workspace: REPO_ROOT,
        eventName: 'pull_request',
        eventPath: EVENT,
        env: { CALIPER_TOOLS: tools, PATH: '/usr/bin:/bin' },
        inputs: {
          stages: 'eval',
          path: 'examples',
          backends: 'claude-code',
          'scripted-model': 'true',
          trials: '1',
          skills: 'csv-summary',
          'results-dir': tempDir('caliper-action-results-'),
          'install-clis': 'false',
          ...inputs,
        },
      });
    // The crash is the should-not case's only trial: its false activation measured nothing (issue 35 item 7:
    // a skill that crashed its runs wherever it should not fire passed under allow-errors).
    const unmeasured = new RegExp(
      '^::error::caliper eval: csv-summary × claude-code: false activation ' +
        String.raw`not measured \(its 1 trial\(s\) were all harness errors\); 1 ` +
        String.raw`trial\(s\) ended in a harness error\. Allow-errors or not: `,
      'm',
    );
    for (const inputs of [{}, { 'allow-errors': 'true' }] as Record<string, string>[]) {
      const r = await run(inputs);
      expect(r.stdout).toMatch(unmeasured);
      expect(r.stdout).not.toContain('accepted (allow-errors: true)');
      expect(r.status).toBe(1);
      expect(r.summary).toContain('| — (its one trial was an error) |');
    }
  }, 120_000);

  it('allow-errors takes true or false only', async () => {
    const r = await evalWithoutCodex({ 'allow-errors': 'yes' });
    expect(r.stdout).toContain('::error::input "allow-errors" must be true or false, not "yes"');
    expect(r.status).toBe(1);
  }, 120_000);
});
