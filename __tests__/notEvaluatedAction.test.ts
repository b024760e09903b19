import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runActionBundle } from './helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fakeGitHub.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

/**
 * Issue #36 item 2, through the bundled Action (dist/) against the fake GitHub, on a repository of the
 * UiPath shape: a PR that changes a skill its own errors keep from the eval fails the eval step and says
 * so in the job summary and the PR comment, and a PR whose skills' chain holds a broken skill is evaluated.
 */
const EVENT = JSON.parse(
  readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'), 'utf8'),
);
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/uipath-shape');
const TOOLS = process.env.CALIPER_TOOLS;

/** The fixture (and `config`, when given) committed as the base, then `change` as the PR's head. */
function prWorkspace(
  change: (root: string) => void,
  config?: string,
): { workspace: string; event: string; baseSha: string; headSha: string } {
  const workspace = tempDir('caliper-not-evaluated-');
  cpSync(FIXTURE, workspace, { recursive: true });
  if (config !== undefined) {
    mkdirSync(path.join(workspace, '.github'));
    writeFileSync(path.join(workspace, '.github/caliper.yml'), config);
  }
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: workspace,
      encoding: 'utf8',
    }).stdout.trim();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  change(workspace);
  git('add', '-A');
  git('commit', '-qm', 'head');
  const payload = structuredClone(EVENT);
  payload.pull_request.base.sha = baseSha;
  const headSha = git('rev-parse', 'HEAD');
  payload.pull_request.head.sha = headSha;
  const event = path.join(tempDir('caliper-event-'), 'event.json');
  writeFileSync(event, JSON.stringify(payload));
  return { workspace, event, baseSha, headSha };
}

const reword = (skill: string) => (root: string) => {
  const file = path.join(root, 'skills', skill, 'SKILL.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: "/m, 'description: "Reworded. '));
};

function evalJob(github: FakeGitHub, ws: { workspace: string; event: string }) {
  return runActionBundle({
    workspace: ws.workspace,
    eventName: 'pull_request',
    eventPath: ws.event,
    apiUrl: github.url,
    env: { GITHUB_REF: 'refs/pull/42/merge', GITHUB_RUN_ID: '777', CALIPER_TOOLS: TOOLS },
    inputs: {
      stages: 'eval,report',
      path: '.',
      'scripted-model': 'true',
      'evaluate-base': 'true',
      'install-clis': 'false',
      trials: '1',
      // The subject is which skills the Action evaluates, not the CLI: Codex, the cheapest to start.
      backends: 'codex',
      'github-token': 'ghs_fake',
    },
  });
}

const comment = (github: FakeGitHub) => github.comments.find((c) => c.user.login === 'caliper-bot')!.body;

describe('the Action never passes over a changed skill it cannot evaluate', () => {
  it('rewording uipath-admin evaluates it and its dependents; uipath-review ' +
    '(its own broken link) is named and fails the step', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const r = await evalJob(github, prWorkspace(reword('uipath-admin')));
      expect(r.outputs['changed-skills']).toBe('["uipath-admin","uipath-maestro-flow","uipath-review"]');
      expect(r.stdout).toContain('evaluating the base (2 skill(s))');
      expect(r.summary).toContain('not evaluated: uipath-review (1 error in SKILL.md). Fix them');
      expect(r.stdout).toMatch(/::error::caliper eval: not evaluated: uipath-review \(1 error in SKILL.md\)/);
      expect(r.status).toBe(1);
      expect(comment(github)).toContain(
        '**Not evaluated at the head** (not compared): `uipath-review` (1 error in SKILL.md)',
      );
      expect(comment(github)).toContain('`uipath-admin`');
    } finally {
      await github.close();
    }
  }, 180_000);

  it('a PR whose only changed skill has errors of its own: "✗ not ' +
    'evaluated" with its count, step failed; with not-evaluated: warning, ' +
    'said and passed', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const r = await evalJob(github, prWorkspace(reword('uipath-review')));
      expect(r.stdout).not.toContain("no skill's eval changed");
      expect(r.status).toBe(1);
      expect(r.summary).toContain('## caliper eval: not evaluated');
      expect(comment(github).split('\n')[1]).toBe('## caliper: ✗ not evaluated');
      expect(comment(github)).toContain(
        'Not evaluated: `uipath-review` (1 error in SKILL.md): validation errors of their own at the head',
      );
    } finally {
      await github.close();
    }
    // The setting is read from the base commit (through the API), as the Action reads every setting on a PR.
    const config = 'validate:\n  not-evaluated: warning\n';
    const ws = prWorkspace(reword('uipath-review'), config);
    const pull = {
      number: 42,
      author: 'bob',
      baseSha: ws.baseSha,
      headSha: ws.headSha,
      contents: { [ws.baseSha]: { '.github/caliper.yml': config } },
      files: [],
      reviews: [],
      permissions: {},
    };
    const allowed = await startFakeGitHub({ login: 'caliper-bot', pull });
    try {
      const r = await evalJob(allowed, ws);
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('::warning::caliper eval: not evaluated: uipath-review (1 error in SKILL.md)');
      expect(comment(allowed).split('\n')[1]).toBe('## caliper: eval skipped');
      expect(comment(allowed)).toContain('Passing without them: `validate.not-evaluated` is warning.');
    } finally {
      await allowed.close();
    }
  }, 180_000);
});
