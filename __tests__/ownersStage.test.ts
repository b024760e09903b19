import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeGitHub, type FakePullRequest } from './helpers/fakeGitHub.js';
import { runActionBundle } from './helpers/actionRun.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';

const EVENT = path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json');
const payload = JSON.parse(readFileSync(EVENT, 'utf8'));
const BASE: string = payload.pull_request.base.sha;
const HEAD: string = payload.pull_request.head.sha;

function pullRequest(reviews: FakePullRequest['reviews']): FakePullRequest {
  return {
    number: 42,
    author: 'bob',
    baseSha: BASE,
    headSha: HEAD,
    contents: {
      [BASE]: {
        '.github/CODEOWNERS': '*  @core\n/skills/pdf/  @alice  # the pdf owner\n',
        'skills/pdf/SKILL.md': 'x',
        'skills/retired/SKILL.md': 'x',
        'README.md': 'x',
      },
      // The PR tries to loosen its own gate; the base's CODEOWNERS is the one that counts.
      [HEAD]: { '.github/CODEOWNERS': '* @bob\n' },
    },
    files: [
      ...Array.from({ length: 140 }, (_, i) => ({ filename: `docs/page-${i}.md`, status: 'added' })),
      { filename: 'skills/pdf/SKILL.md', status: 'modified' },
      { filename: 'skills/retired/SKILL.md', status: 'removed' },
      { filename: '.github/CODEOWNERS', status: 'modified' },
    ],
    reviews: [
      ...Array.from({ length: 120 }, (_, i) => ({
        user: { login: `passer-by-${i}` },
        state: 'COMMENTED',
        commit_id: HEAD,
      })),
      ...reviews,
    ],
    permissions: { alice: 'write', core: 'admin' },
  };
}

async function ownersStage(
  pr: FakePullRequest | undefined,
  eventFile = EVENT,
  workspace = tempRepo({ 'skills/pdf/SKILL.md': goodSkill('pdf') }),
  readOnly = false,
) {
  const github = await startFakeGitHub({ login: 'caliper-bot', maxPerPage: 50, readOnly, ...(pr && { pull: pr }) });
  try {
    const r = await runActionBundle({
      workspace,
      eventName: 'pull_request',
      eventPath: eventFile,
      apiUrl: github.url,
      inputs: { stages: 'owners', 'github-token': 'ghs_fake' },
    });
    return { ...r, requests: github.requests, comments: github.comments };
  } finally {
    await github.close();
  }
}

describe('the owners stage, from dist/, on a pull_request payload against the fake GitHub', () => {
  it("passes when each changed skill path's owner (from the base's " +
    'CODEOWNERS) approved the head, paging through files and reviews', async () => {
    const r = await ownersStage(
      pullRequest([
        { user: { login: 'Alice' }, state: 'APPROVED', commit_id: HEAD },
        { user: { login: 'core' }, state: 'APPROVED', commit_id: HEAD },
      ]),
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.outputs['owners-ok']).toBe('true');
    expect(r.summary).toContain('| ✅ | `skills/pdf/SKILL.md` | @\u2060alice | alice |');
    expect(r.summary).toContain('| ✅ | `skills/retired/SKILL.md` | @\u2060core | core |');
    expect(r.summary).toContain(`CODEOWNERS: .github/CODEOWNERS at the base commit ${BASE.slice(0, 12)}`);
    expect(r.requests.filter((q) => q.path.startsWith('/repos/octo-org/skills/pulls/42/files')).length).toBe(3);
    expect(r.requests.filter((q) => q.path.startsWith('/repos/octo-org/skills/pulls/42/reviews')).length).toBe(3);
    expect(r.requests.some((q) => q.path.includes(`ref=${HEAD}`))).toBe(false);
    expect(
      r.requests.filter((q) => q.method === 'POST' && q.path === '/repos/octo-org/skills/issues/42/comments'),
    ).toHaveLength(1);
  }, 60_000);

  it('fails with an annotation on the file when the approval is stale, whatever the head CODEOWNERS says', async () => {
    const r = await ownersStage(
      pullRequest([
        { user: { login: 'alice' }, state: 'APPROVED', commit_id: BASE },
        { user: { login: 'core' }, state: 'APPROVED', commit_id: HEAD },
      ]),
    );
    expect(r.status).toBe(1);
    expect(r.outputs['owners-ok']).toBe('false');
    const stale = `stale: @alice approved commit \`${BASE.slice(0, 7)}\`, head is \`${HEAD.slice(0, 7)}\``;
    expect(r.stdout).toContain(
      `::error title=caliper ` +
        `owners,file=skills/pdf/SKILL.md::skills/pdf/SKILL.md changes a skill ` +
        `path and needs an approval from @alice on the current head commit. ` +
        `Not approved: ${stale}.`,
    );
    // Every string in the table goes through the one escaper: mentions do not ping, backticks are characters.
    expect(r.summary).toContain(
      `| ❌ | \`skills/pdf/SKILL.md\` | @\u2060alice | — | stale: ` +
        `@\u2060alice approved commit &#96;${BASE.slice(0, 7)}&#96;, head is ` +
        `&#96;${HEAD.slice(0, 7)}&#96; |`,
    );
    expect(r.summary).toContain('| ✅ | `skills/retired/SKILL.md` | @\u2060core | core |  |');
  }, 60_000);

  it('gates a skill at the repository root (skill_dirs ["."]) and says why it is not approved', async () => {
    const pr = pullRequest([]);
    pr.contents = {
      [BASE]: { '.github/CODEOWNERS': '* @alice\n', 'SKILL.md': 'x' },
      [HEAD]: { '.github/CODEOWNERS': '* @alice\n', 'SKILL.md': 'y' },
    };
    pr.files = [{ filename: 'SKILL.md', status: 'modified' }];
    const r = await ownersStage(pr, EVENT, tempRepo({ 'SKILL.md': goodSkill('root') }));
    expect(r.status).toBe(1);
    expect(r.outputs['owners-ok']).toBe('false');
    expect(r.summary).toContain('| ❌ | `SKILL.md` | @\u2060alice | — | no review from an owner |');
    expect(r.summary).not.toContain('No skill path changed');
  }, 60_000);

  it('gates a PR that adds a .claude symlink to a folder of skills under ' +
    'node_modules/, which discovery skips', async () => {
    const pr = pullRequest([{ user: { login: 'core' }, state: 'APPROVED', commit_id: HEAD }]);
    pr.contents = {
      [BASE]: { '.github/CODEOWNERS': '*  @core\n/.claude @alice\n', 'README.md': 'x' },
      [HEAD]: { 'README.md': 'x', 'node_modules/kit/agent/skills/deploy/SKILL.md': 'x' },
    };
    pr.links = { [HEAD]: { '.claude': 'node_modules/kit/agent' } };
    pr.files = [{ filename: '.claude', status: 'added' }];
    const workspace = tempRepo({
      'README.md': 'x',
      'node_modules/kit/agent/skills/deploy/SKILL.md': goodSkill('deploy'),
      '.claude': { link: 'node_modules/kit/agent' },
    });
    const r = await ownersStage(pr, EVENT, workspace);
    expect(r.status).toBe(1);
    expect(r.summary).toContain(
      '| ❌ | `.claude` | @\u2060alice | — | no review from an owner (approved by @\u2060core, not an owner) |',
    );
    expect(r.stdout).toContain('::error title=caliper owners,file=.claude::.claude changes a skill path');
  }, 60_000);

  it('fails closed when the API cannot answer', async () => {
    const r = await ownersStage(undefined);
    expect(r.status).toBe(1);
    expect(r.outputs['owners-ok']).toBe('false');
    expect(r.stdout).toMatch(
      /::error::caliper owners gate could not decide, so it fails closed: reading the pull request failed \(HTTP 404\)/,
    );
    // The verdict that could not be reached is on the PR too, not only in the log.
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0]!.body).toContain('owners ✗ could not decide');
    expect(r.comments[0]!.body).toContain('## caliper owners: could not decide');
  }, 60_000);

  it('with a read-only token (a fork PR, or pull-requests: read) it ' +
    'decides, posts nothing, and says so once without a warning', async () => {
    const r = await ownersStage(
      pullRequest([
        { user: { login: 'alice' }, state: 'APPROVED', commit_id: HEAD },
        { user: { login: 'core' }, state: 'APPROVED', commit_id: HEAD },
      ]),
      EVENT,
      undefined,
      true,
    );
    expect(r.status).toBe(0);
    expect(r.outputs['owners-ok']).toBe('true');
    expect(r.stdout).toContain('owners section not put on the PR: the token cannot write to it');
    expect(r.stdout).not.toMatch(/::warning/);
    expect(r.comments).toHaveLength(0);
  }, 60_000);
});

describe('caliper owners --snapshot-from-pr', () => {
  it('writes the snapshot the Action decided from, which --pr-snapshot then decides the same way', async () => {
    const { runCli } = await import('../src/cli/main.js');
    const github = await startFakeGitHub({
      login: 'caliper-bot',
      pull: pullRequest([{ user: { login: 'alice' }, state: 'APPROVED', commit_id: BASE }]),
    });
    const workspace = tempRepo({ 'skills/pdf/SKILL.md': goodSkill('pdf') });
    try {
      let stdout = '';
      const io = (env: NodeJS.ProcessEnv) => ({
        stdout: (t: string) => (stdout += t),
        stderr: () => {},
        cwd: workspace,
        env,
        stdoutIsTTY: false,
      });
      expect(
        await runCli(
          ['owners', '--snapshot-from-pr', '42', '--repo', 'octo-org/skills'],
          io({ GITHUB_TOKEN: 'ghs_fake', GITHUB_API_URL: github.url }),
        ),
      ).toBe(0);
      const snapshot = JSON.parse(stdout);
      expect(snapshot).toMatchObject({
        author: 'bob',
        head_sha: HEAD,
        skill_dirs: ['skills/pdf', 'skills/retired'],
        codeowners: expect.stringContaining('@alice'),
      });
      expect(snapshot.files).toHaveLength(143);
      writeFileSync(path.join(workspace, 'snap.json'), stdout);
      stdout = '';
      expect(await runCli(['owners', '--pr-snapshot', 'snap.json', '--format', 'json'], io({}))).toBe(1);
      expect(JSON.parse(stdout).paths.find((p: { path: string }) => p.path === 'skills/pdf/SKILL.md')).toEqual({
        path: 'skills/pdf/SKILL.md',
        owners: ['@alice'],
        satisfied: false,
        approved_by: [],
        why: `stale: @alice approved commit \`${BASE.slice(0, 7)}\`, head is \`${HEAD.slice(0, 7)}\``,
      });
    } finally {
      await github.close();
    }
  }, 60_000);
});

describe('one comment, two stages', () => {
  it(
    "the owners table and the eval report share caliper's comment; " +
      'updating one keeps the other and the verdict line follows',
    async () => {
      const { withSection, COMMENT_MARKER } = await import('../src/report/stickyComment.js');
      const report = withSection(undefined, {
        id: 'report',
        status: '▲ improved',
        failed: false,
        body: '## caliper: ▲ improved',
      });
      const both = withSection(report, {
        id: 'owners',
        status: 'owners ✓ 3/3 paths',
        failed: false,
        body: '## caliper owners: satisfied',
      });
      expect(both.startsWith(COMMENT_MARKER)).toBe(true);
      const updated = withSection(both, {
        id: 'report',
        status: '▼ regressed',
        failed: true,
        body: '## caliper: ▼ regressed',
      });
      expect(updated.split('\n')[1]).toBe('## caliper: ▼ regressed · owners ✓ 3/3 paths');
      expect(updated).toContain('### caliper owners: satisfied');
      expect(updated).toContain('### caliper: ▼ regressed');
      expect(updated).not.toContain('improved');
      expect(updated.indexOf('regressed')).toBeLessThan(updated.indexOf('owners: satisfied'));
    },
  );
});

describe('more files than the API lists', () => {
  it('takes the changed files from git diff base...head of the checkout', async () => {
    const { spawnSync } = await import('node:child_process');
    const { runCli } = await import('../src/cli/main.js');
    const workspace = tempRepo({ 'skills/pdf/SKILL.md': goodSkill('pdf') });
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: workspace,
        encoding: 'utf8',
      }).stdout.trim();
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    const base = git('rev-parse', 'HEAD');
    writeFileSync(path.join(workspace, 'skills/pdf/SKILL.md'), goodSkill('pdf', '# Changed\n'));
    git('mv', 'skills/pdf/SKILL.md', 'skills/pdf/README-SKILL.md');
    git('commit', '-qam', 'head');
    const head = git('rev-parse', 'HEAD');
    const pr = pullRequest([{ user: { login: 'alice' }, state: 'APPROVED', commit_id: head }]);
    pr.baseSha = base;
    pr.headSha = head;
    pr.contents = { [base]: { '.github/CODEOWNERS': '/skills/pdf/ @alice\n', 'skills/pdf/SKILL.md': 'x' } };
    pr.files = Array.from({ length: 3000 }, (_, i) => ({ filename: `listed-by-api-${i}.txt`, status: 'added' }));
    const github = await startFakeGitHub({ login: 'caliper-bot', pull: pr });
    try {
      let stdout = '';
      const code = await runCli(['owners', '--snapshot-from-pr', '42', '--repo', 'octo-org/skills'], {
        stdout: (t) => (stdout += t),
        stderr: () => {},
        cwd: workspace,
        env: { GITHUB_TOKEN: 't', GITHUB_API_URL: github.url },
        stdoutIsTTY: false,
      });
      expect(code).toBe(0);
      const snapshot = JSON.parse(stdout);
      expect(snapshot.files).toEqual([
        { filename: 'skills/pdf/README-SKILL.md', status: 'renamed', previous_filename: 'skills/pdf/SKILL.md' },
      ]);
      const { decideOwners } = await import('../src/ownership/gate.js');
      expect(decideOwners(snapshot)).toMatchObject({
        ok: true,
        paths: [{ path: 'skills/pdf/README-SKILL.md' }, { path: 'skills/pdf/SKILL.md' }],
      });
    } finally {
      await github.close();
    }
  }, 60_000);
});
