import { decideOwners, type PullRequestSnapshot } from '../../src/ownership/gate.js';
import { snapshotFromApi } from '../../src/ownership/snapshotFromApi.js';
import { pullRequestApi } from '../../src/toolkit/pullRequests.js';
import { startFakeGitHub, type FakePullRequest } from '../helpers/fakeGitHub.js';

const BASE = 'b'.repeat(40);
const HEAD = 'h'.repeat(40);

/** A plugin marketplace with one skill-holding plugin, agent configuration, and an app beside it. */
const TREE: Record<string, string> = {
  '.github/CODEOWNERS': '*  @alice\n',
  '.claude-plugin/marketplace.json': '{"name":"kit","plugins":[{"name":"p","source":"./plugins/p"}]}',
  'plugins/p/.claude-plugin/plugin.json': '{"name":"p"}',
  'plugins/p/skills/s/SKILL.md': '---\nname: s\ndescription: Ship the app. Use when asked to deploy.\n---\nRun `${CLAUDE_PLUGIN_ROOT}/scripts/deploy.sh`.\n',
  'plugins/p/scripts/deploy.sh': '#!/bin/sh\necho deploy\n',
  'plugins/p/hooks/hooks.json': '{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"${CLAUDE_PLUGIN_ROOT}/hooks/check.sh"}]}]}}',
  'plugins/p/hooks/check.sh': '#!/bin/sh\nexit 0\n',
  'plugins/p/agents/reviewer.md': '---\nname: reviewer\n---\nReview.\n',
  'CLAUDE.md': '# Project notes\n',
  '.claude/settings.json': '{"permissions":{"allow":["Bash(npm test)"]}}',
  'packages/web/AGENTS.md': '# Web package\n',
  'README.md': '# kit\n',
  'src/app.ts': 'export const app = 1;\n',
  'package.json': '{"name":"kit"}',
};

/** The gate's verdict on a PR by mallory that changes `files`, approved only by eve (write access, no ownership). */
async function gate(files: FakePullRequest['files'], head: Record<string, string> = TREE): Promise<ReturnType<typeof decideOwners> & { snapshot: PullRequestSnapshot }> {
  const pull: FakePullRequest = {
    number: 7,
    author: 'mallory',
    baseSha: BASE,
    headSha: HEAD,
    contents: { [BASE]: TREE, [HEAD]: head },
    files,
    reviews: [{ user: { login: 'eve' }, state: 'APPROVED', commit_id: HEAD }],
    permissions: { eve: 'write', alice: 'write' },
  };
  const github = await startFakeGitHub({ login: 'caliper-bot', pull });
  try {
    const { snapshot } = await snapshotFromApi(pullRequestApi('ghs_fake', 'octo-org/skills', github.url), 7, { headSkillDirs: ['plugins/p/skills/s'], workspace: process.cwd() });
    return { ...decideOwners(snapshot), snapshot };
  } finally {
    await github.close();
  }
}

const modified = (filename: string) => ({ filename, status: 'modified' });

describe('skill paths cover what runs with the skill and what steers the agent', () => {
  it.each([
    ['a plugin script the skill runs', 'plugins/p/scripts/deploy.sh'],
    ['a plugin hook file', 'plugins/p/hooks/hooks.json'],
    ['a script a plugin hook runs', 'plugins/p/hooks/check.sh'],
    ["the plugin's manifest", 'plugins/p/.claude-plugin/plugin.json'],
    ['CLAUDE.md at the root', 'CLAUDE.md'],
    ['.claude/settings.json', '.claude/settings.json'],
    ['AGENTS.md in a subfolder', 'packages/web/AGENTS.md'],
    ['the marketplace', '.claude-plugin/marketplace.json'],
  ])('%s is a skill path, and without an owner approval the gate fails', async (_name, file) => {
    const d = await gate([modified(file)]);
    expect(d.paths).toEqual([{ path: file, owners: ['@alice'], satisfied: false, approved_by: [], why: 'no review from an owner (approved by @eve, not an owner)' }]);
    expect(d.ok).toBe(false);
  }, 30_000);

  it('an owner approval satisfies it', async () => {
    const { snapshot } = await gate([modified('plugins/p/scripts/deploy.sh')]);
    const d = decideOwners({ ...snapshot, reviews: [{ user: 'alice', state: 'APPROVED', commit_id: HEAD }], permissions: { alice: 'write' } });
    expect(d.paths.map((p) => [p.path, p.satisfied])).toEqual([['plugins/p/scripts/deploy.sh', true]]);
    expect(d.ok).toBe(true);
  }, 30_000);

  it('the plugin comes from the base: a PR that also deletes the manifest still needs the owner for the script', async () => {
    const { 'plugins/p/.claude-plugin/plugin.json': _gone, ...head } = TREE;
    const d = await gate([modified('plugins/p/scripts/deploy.sh'), { filename: 'plugins/p/.claude-plugin/plugin.json', status: 'removed' }], head);
    expect(d.snapshot.plugin_roots).toEqual(['plugins/p']);
    expect(d.paths.map((p) => [p.path, p.satisfied])).toEqual([
      ['plugins/p/.claude-plugin/plugin.json', false],
      ['plugins/p/scripts/deploy.sh', false],
    ]);
    expect(d.ok).toBe(false);
  }, 30_000);

  it('a plugin the PR creates is gated whole, in the head tree and in an offline snapshot alike', async () => {
    const added = ['tools/.codex-plugin/plugin.json', 'tools/bin/run.sh'];
    const head = { ...TREE, ...Object.fromEntries(added.map((f) => [f, '{}'])) };
    const d = await gate(added.map((filename) => ({ filename, status: 'added' })), head);
    expect(d.snapshot.plugin_roots).toEqual(['plugins/p', 'tools']);
    expect(d.paths.map((p) => p.path)).toEqual(added);
    const offline = decideOwners({ ...d.snapshot, plugin_roots: undefined });
    expect(offline.paths.map((p) => p.path)).toEqual(added);
  }, 30_000);

  it('files outside every skill, plugin and agent configuration are not skill paths', async () => {
    const d = await gate([modified('README.md'), modified('src/app.ts'), modified('package.json'), { filename: 'docs/hooks/hooks.md', status: 'added' }]);
    expect(d).toMatchObject({ ok: true, paths: [], errors: [] });
  }, 30_000);
});

describe('agent configuration at any depth', () => {
  const snapshot = (filename: string): PullRequestSnapshot => ({ codeowners: '* @alice', author: 'mallory', head_sha: HEAD, skill_dirs: [], files: [modified(filename)], reviews: [], teams: {} });

  it.each(['GEMINI.md', 'app/CLAUDE.local.md', 'AGENTS.override.md', '.mcp.json', 'services/api/.mcp.json', 'opencode.json', '.claude/agents/reviewer.md', '.claude/hooks/guard.sh', '.claude/settings.local.json', '.codex/config.toml', 'app/.gemini/settings.json', '.opencode/agent/build.md', '.pi/settings.json', '.agents/plugins/marketplace.json'])('%s is a skill path', (file) => {
    expect(decideOwners(snapshot(file)).paths.map((p) => p.path)).toEqual([file]);
  });

  it.each(['docs/agents/overview.md', 'src/claude.ts', 'lib/hooks/useAgent.ts', 'settings.json', 'notes/README.md'])('%s is not', (file) => {
    expect(decideOwners(snapshot(file)).paths).toEqual([]);
  });
});

it('caliper owners --pr-snapshot refuses plugin_roots that is not a list of folders', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { runCli } = await import('../../src/cli/main.js');
  const dir = mkdtempSync(`${tmpdir()}/caliper-owners-`);
  writeFileSync(`${dir}/snap.json`, JSON.stringify({ codeowners: '', author: 'm', head_sha: HEAD, skill_dirs: [], plugin_roots: 'plugins/p', files: [], reviews: [] }));
  let stderr = '';
  const code = await runCli(['owners', '--pr-snapshot', 'snap.json'], { stdout: () => {}, stderr: (t) => (stderr += t), cwd: dir, env: {}, stdoutIsTTY: false });
  expect(code).toBe(2);
  expect(stderr).toContain('"plugin_roots" must be a list of folders');
});
