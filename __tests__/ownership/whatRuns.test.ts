import { decideOwners, type PullRequestSnapshot } from '../../src/ownership/gate.js';
import { snapshotFromApi } from '../../src/ownership/snapshotFromApi.js';
import { pullRequestApi } from '../../src/toolkit/pullRequests.js';
import { startFakeGitHub, type FakePullRequest } from '../helpers/fakeGitHub.js';
import { tempDir } from '../helpers/tempDirs.js';

const BASE = 'b'.repeat(40);
const HEAD = 'h'.repeat(40);

/** A plugin marketplace with one skill-holding plugin, agent configuration, and an app beside it. */
const TREE: Record<string, string> = {
  '.github/CODEOWNERS': '*  @alice\n',
  '.claude-plugin/marketplace.json': '{"name":"kit","plugins":[{"name":"p","source":"./plugins/p"}]}',
  'plugins/p/.claude-plugin/plugin.json': '{"name":"p"}',
  'plugins/p/skills/s/SKILL.md':
    '---\nname: s\ndescription: Ship the app. Use when asked to ' +
    'deploy.\n---\nRun `${CLAUDE_PLUGIN_ROOT}/scripts/deploy.sh`.\n',
  'plugins/p/scripts/deploy.sh': '#!/bin/sh\necho deploy\n',
  'plugins/p/hooks/hooks.json':
    '{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"${CLAUDE_PLUGIN_ROOT}/hooks/check.sh"}]}]}}',
  'plugins/p/hooks/check.sh': '#!/bin/sh\nexit 0\n',
  'plugins/p/agents/reviewer.md': '---\nname: reviewer\n---\nReview.\n',
  'CLAUDE.md': '# Project notes\n',
  '.claude/settings.json': '{"permissions":{"allow":["Bash(npm test)"]}}',
  'packages/web/AGENTS.md': '# Web package\n',
  'README.md': '# kit\n',
  'src/app.ts': 'export const app = 1;\n',
  'package.json': '{"name":"kit"}',
};

/** Trees other than TREE: the base's files, and the symlinks (path -> target) of the base and of the head. */
interface Trees {
  base?: Record<string, string>;
  links?: Record<string, string>;
  headLinks?: Record<string, string>;
}

/** The gate's verdict on a PR by mallory that changes `files`, approved only by eve (write access, no ownership). */
async function gate(
  files: FakePullRequest['files'],
  head: Record<string, string> = TREE,
  trees: Trees = {},
): Promise<ReturnType<typeof decideOwners> & { snapshot: PullRequestSnapshot; requests: string[] }> {
  const links = trees.links ?? {};
  const pull: FakePullRequest = {
    number: 7,
    author: 'mallory',
    baseSha: BASE,
    headSha: HEAD,
    contents: { [BASE]: trees.base ?? TREE, [HEAD]: head },
    links: { [BASE]: links, [HEAD]: trees.headLinks ?? links },
    files,
    reviews: [{ user: { login: 'eve' }, state: 'APPROVED', commit_id: HEAD }],
    permissions: { eve: 'write', alice: 'write' },
  };
  const github = await startFakeGitHub({ login: 'caliper-bot', pull });
  try {
    const { snapshot } = await snapshotFromApi(pullRequestApi('ghs_fake', 'octo-org/skills', github.url), 7, {
      headSkillDirs: ['plugins/p/skills/s'],
      workspace: process.cwd(),
    });
    return { ...decideOwners(snapshot), snapshot, requests: github.requests.map((r) => r.path) };
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
  ])(
    '%s is a skill path, and without an owner approval the gate fails',
    async (_name, file) => {
      const d = await gate([modified(file)]);
      expect(d.paths).toEqual([
        {
          path: file,
          owners: ['@alice'],
          satisfied: false,
          approved_by: [],
          why: 'no review from an owner (approved by @eve, not an owner)',
        },
      ]);
      expect(d.ok).toBe(false);
    },
    30_000,
  );

  it('an owner approval satisfies it', async () => {
    const { snapshot } = await gate([modified('plugins/p/scripts/deploy.sh')]);
    const d = decideOwners({
      ...snapshot,
      reviews: [{ user: 'alice', state: 'APPROVED', commit_id: HEAD }],
      permissions: { alice: 'write' },
    });
    expect(d.paths.map((p) => [p.path, p.satisfied])).toEqual([['plugins/p/scripts/deploy.sh', true]]);
    expect(d.ok).toBe(true);
  }, 30_000);

  it('the plugin comes from the base: a PR that also deletes the manifest ' +
    'still needs the owner for the script', async () => {
    const { 'plugins/p/.claude-plugin/plugin.json': _gone, ...head } = TREE;
    const d = await gate(
      [
        modified('plugins/p/scripts/deploy.sh'),
        { filename: 'plugins/p/.claude-plugin/plugin.json', status: 'removed' },
      ],
      head,
    );
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
    const d = await gate(
      added.map((filename) => ({ filename, status: 'added' })),
      head,
    );
    expect(d.snapshot.plugin_roots).toEqual(['plugins/p', 'tools']);
    expect(d.paths.map((p) => p.path)).toEqual(added);
    const offline = decideOwners({ ...d.snapshot, plugin_roots: undefined });
    expect(offline.paths.map((p) => p.path)).toEqual(added);
  }, 30_000);

  it('files outside every skill, plugin and agent configuration are not skill paths', async () => {
    const d = await gate([
      modified('README.md'),
      modified('src/app.ts'),
      modified('package.json'),
      { filename: 'docs/hooks/hooks.md', status: 'added' },
    ]);
    expect(d).toMatchObject({ ok: true, paths: [], errors: [] });
  }, 30_000);
});

describe('agent configuration at any depth', () => {
  const snapshot = (filename: string): PullRequestSnapshot => ({
    codeowners: '* @alice',
    author: 'mallory',
    head_sha: HEAD,
    skill_dirs: [],
    files: [modified(filename)],
    reviews: [],
    teams: {},
  });

  it.each([
    '.Claude/settings.json',
    '.CLAUDE/hooks/guard.sh',
    'app/.Codex/config.toml',
    'plugins/p/.Claude-Plugin/plugin.json',
  ])('%s is a skill path: a case-insensitive disk (macOS) reads it as agent configuration', (file) => {
    expect(decideOwners(snapshot(file)).paths.map((p) => p.path)).toEqual([file]);
  });

  it.each([
    'GEMINI.md',
    'app/CLAUDE.local.md',
    'AGENTS.override.md',
    '.mcp.json',
    'services/api/.mcp.json',
    'opencode.json',
    '.claude/agents/reviewer.md',
    '.claude/hooks/guard.sh',
    '.claude/settings.local.json',
    '.codex/config.toml',
    'app/.gemini/settings.json',
    '.opencode/agent/build.md',
    '.pi/settings.json',
    '.agents/plugins/marketplace.json',
  ])('%s is a skill path', (file) => {
    expect(decideOwners(snapshot(file)).paths.map((p) => p.path)).toEqual([file]);
  });

  it.each(['docs/agents/overview.md', 'src/claude.ts', 'lib/hooks/useAgent.ts', 'settings.json', 'notes/README.md'])(
    '%s is not',
    (file) => {
      expect(decideOwners(snapshot(file)).paths).toEqual([]);
    },
  );
});

/** What the gate says of each of `files` when only eve (no owner) approved. */
const blocked = (...files: string[]) =>
  files.map((path) => ({
    path,
    owners: ['@alice'],
    satisfied: false,
    approved_by: [],
    why: 'no review from an owner (approved by @eve, not an owner)',
  }));
/** TREE without some of its files. */
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(TREE).filter(([name]) => !names.includes(name)));

describe('what the base tree makes a skill path through links, marketplaces and letter case', () => {
  it('a plugin whose .claude-plugin is a link (to ../../manifests/q) is ' +
    'gated whole, and so is the manifest it links to', async () => {
    const tree = {
      ...TREE,
      'manifests/q/plugin.json': '{"name":"q"}',
      'plugins/q/skills/r/SKILL.md': '---\nname: r\n---\nRun `${CLAUDE_PLUGIN_ROOT}/scripts/run.sh`.\n',
      'plugins/q/scripts/run.sh': '#!/bin/sh\n',
    };
    const d = await gate([modified('plugins/q/scripts/run.sh'), modified('manifests/q/plugin.json')], tree, {
      base: tree,
      links: { 'plugins/q/.claude-plugin': '../../manifests/q' },
    });
    expect(d.snapshot.plugin_roots).toEqual(['plugins/p', 'plugins/q']);
    expect(d.paths).toEqual(blocked('manifests/q/plugin.json', 'plugins/q/scripts/run.sh'));
    expect(d.ok).toBe(false);
  }, 30_000);

  it('a marketplace plugin without a plugin.json ("strict": false) is gated whole', async () => {
    const marketplace = {
      name: 'kit',
      plugins: [
        { name: 'p', source: './plugins/p' },
        { name: 'm', source: './tools/m', strict: false },
      ],
    };
    const tree = {
      ...TREE,
      '.claude-plugin/marketplace.json': JSON.stringify(marketplace),
      'tools/m/skills/x/SKILL.md': '---\nname: x\n---\nRun `scripts/deploy.sh`.\n',
      'tools/m/scripts/deploy.sh': '#!/bin/sh\n',
    };
    const d = await gate([modified('tools/m/scripts/deploy.sh')], tree, { base: tree });
    expect(d.snapshot.plugin_roots).toEqual(['plugins/p', 'tools/m']);
    expect(d.paths).toEqual(blocked('tools/m/scripts/deploy.sh'));
  }, 30_000);

  it('a plugin the PR adds to the marketplace is gated too: a changed ' +
    'marketplace is read at the head as well, an unchanged one only at the ' +
    'base', async () => {
    const marketplace = {
      name: 'kit',
      metadata: { pluginRoot: './tools' },
      plugins: [
        { name: 'p', source: './plugins/p' },
        { name: 'n', source: 'n' },
      ],
    };
    const head = {
      ...TREE,
      '.claude-plugin/marketplace.json': JSON.stringify(marketplace),
      'tools/n/run.sh': '#!/bin/sh\n',
    };
    const d = await gate(
      [modified('.claude-plugin/marketplace.json'), { filename: 'tools/n/run.sh', status: 'added' }],
      head,
    );
    expect(d.paths.map((p) => p.path)).toEqual(['.claude-plugin/marketplace.json', 'tools/n/run.sh']);
    expect(
      d.requests.filter(
        (r) =>
          r.includes('/contents/.claude-plugin%2Fmarketplace.json') ||
          r.includes('/contents/.claude-plugin/marketplace.json'),
      ),
    ).toHaveLength(2);
    const unchanged = await gate([modified('README.md')]);
    expect(unchanged.requests.filter((r) => r.includes('marketplace.json'))).toHaveLength(1);
  }, 30_000);

  it('a marketplace over 1 MB fails closed', async () => {
    const head = { ...TREE, '.claude-plugin/marketplace.json': `{"plugins":[],"pad":"${'x'.repeat(1 << 20)}"}` };
    await expect(gate([modified('.claude-plugin/marketplace.json')], head)).rejects.toThrow(
      '.claude-plugin/marketplace.json at hhhhhhhhhhhh is over 1 MB',
    );
  }, 30_000);

  const guide = {
    ...without('CLAUDE.md'),
    'docs/agent-guide.md': '# How to work here\n',
    'docs/other.md': '# Other\n',
  };
  const guideLinks = { 'CLAUDE.md': 'docs/agent-guide.md', 'notes/latest.md': '../docs/other.md' };

  it('an unchanged link CLAUDE.md -> docs/agent-guide.md makes docs/agent-guide.md a skill path', async () => {
    const d = await gate([modified('docs/agent-guide.md')], guide, { base: guide, links: guideLinks });
    expect(d.paths).toEqual(blocked('docs/agent-guide.md'));
  }, 30_000);

  it('no false alarm: README.md, and docs/other.md which only a link ' +
    'outside agent configuration (notes/latest.md) points to', async () => {
    const d = await gate([modified('README.md'), modified('docs/other.md')], guide, { base: guide, links: guideLinks });
    expect(d).toMatchObject({ ok: true, paths: [], errors: [] });
  }, 30_000);

  const config = {
    ...without('.claude/settings.json'),
    'config/claude/settings.json': '{"hooks":{}}',
    'scripts/hooks/guard.sh': '#!/bin/sh\n',
    'real/codex/config.toml': 'model = "x"\n',
    'scripts/build.sh': '#!/bin/sh\n',
  };

  it('an unchanged link .claude -> config/claude makes ' +
    'config/claude/settings.json (its hooks) a skill path', async () => {
    const d = await gate([modified('config/claude/settings.json')], config, {
      base: config,
      links: { '.claude': 'config/claude' },
    });
    expect(d.paths).toEqual(blocked('config/claude/settings.json'));
  }, 30_000);

  it("links inside a link's target and on its way count, and only links " +
    'that lead into skill paths are read', async () => {
    const unrelated = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`node_modules/.bin/tool${i}`, `../tool${i}/cli.js`]),
    );
    const links = {
      '.claude': 'config/claude',
      'config/claude/hooks': '../../scripts/hooks',
      '.codex': 'cfg/codex',
      cfg: 'real',
      ...unrelated,
    };
    const d = await gate(
      [modified('scripts/hooks/guard.sh'), modified('real/codex/config.toml'), modified('scripts/build.sh')],
      config,
      { base: config, links },
    );
    expect(d.paths).toEqual(blocked('real/codex/config.toml', 'scripts/hooks/guard.sh'));
    expect(Object.keys(d.snapshot.symlinks ?? {}).sort()).toEqual(['.claude', '.codex', 'cfg', 'config/claude/hooks']);
    expect(d.requests.filter((r) => r.includes('/git/blobs/'))).toHaveLength(4);
  }, 30_000);

  it("the base's links count when the head points them elsewhere", async () => {
    const d = await gate([modified('.claude'), modified('config/claude/settings.json')], config, {
      base: config,
      links: { '.claude': 'config/claude' },
      headLinks: { '.claude': 'elsewhere' },
    });
    expect(d.snapshot).toMatchObject({
      symlinks: { '.claude': 'elsewhere' },
      base_symlinks: { '.claude': 'config/claude' },
    });
    expect(d.paths).toEqual(blocked('.claude', 'config/claude/settings.json'));
  }, 30_000);

  it('a plugin whose manifest folder is spelled .Claude-Plugin is gated whole', async () => {
    const tree = {
      ...TREE,
      'plugins/z/.Claude-Plugin/plugin.json': '{"name":"z"}',
      'plugins/z/scripts/x.sh': '#!/bin/sh\n',
    };
    const d = await gate([modified('plugins/z/scripts/x.sh')], tree, { base: tree });
    expect(d.paths).toEqual(blocked('plugins/z/scripts/x.sh'));
  }, 30_000);
});

it('a marketplace is read defensively: only relative folders inside the repository count', async () => {
  const { marketplaceSources } = await import('../../src/ownership/skillPaths.js');
  const plugins = [
    { source: './a' },
    { source: { source: 'local', path: './b' } },
    { source: { source: 'github', repo: 'o/r', path: 'c' } },
    { source: '../../outside' },
    { source: '/etc' },
    { source: 7 },
    null,
    'x',
    { source: './' },
  ];
  expect(marketplaceSources('sub/.claude-plugin/marketplace.json', JSON.stringify({ plugins })).sort()).toEqual([
    'sub',
    'sub/a',
    'sub/b',
  ]);
  expect(
    marketplaceSources(
      '.agents/plugins/marketplace.json',
      JSON.stringify({ plugins: [{ source: { source: 'local', path: './plugins/c' } }] }),
    ),
  ).toEqual(['plugins/c']);
  for (const text of ['not json', 'null', '[]', '{"plugins":{"a":1}}', '{"__proto__":{"plugins":[{"source":"./x"}]}}'])
    expect(marketplaceSources('.claude-plugin/marketplace.json', text)).toEqual([]);
});

it('caliper owners --pr-snapshot refuses plugin_roots that is not a list of folders', async () => {
  const { writeFileSync } = await import('node:fs');
  const { runCli } = await import('../../src/cli/main.js');
  const dir = tempDir('caliper-owners-');
  writeFileSync(
    `${dir}/snap.json`,
    JSON.stringify({
      codeowners: '',
      author: 'm',
      head_sha: HEAD,
      skill_dirs: [],
      plugin_roots: 'plugins/p',
      files: [],
      reviews: [],
    }),
  );
  let stderr = '';
  const code = await runCli(['owners', '--pr-snapshot', 'snap.json'], {
    stdout: () => {},
    stderr: (t) => (stderr += t),
    cwd: dir,
    env: {},
    stdoutIsTTY: false,
  });
  expect(code).toBe(2);
  expect(stderr).toContain('"plugin_roots" must be a list of folders');
});
