import { decideOwners, type PullRequestSnapshot } from '../../src/ownership/gate.js';

const HEAD = 'h'.repeat(40);
const OLD = 'o'.repeat(40);

function snapshot(over: Partial<PullRequestSnapshot> = {}): PullRequestSnapshot {
  return {
    codeowners: ['*                 @core', '/skills/          @skill-team', '/skills/pdf/      @Alice  # pdf', '/skills/pdf/tmp/'].join('\n'),
    author: 'bob',
    head_sha: HEAD,
    skill_dirs: ['skills/pdf', 'skills/csv'],
    files: [{ filename: 'skills/pdf/SKILL.md', status: 'modified' }],
    reviews: [],
    teams: {},
    ...over,
  };
}
const approve = (user: string, commit = HEAD) => ({ user, state: 'APPROVED', commit_id: commit });
const review = (user: string, state: string, commit = HEAD) => ({ user, state, commit_id: commit });

describe('the owners gate', () => {
  it.each<[string, Partial<PullRequestSnapshot>, boolean, string[]?]>([
    ['an approval by the owner of the last matching line (logins are case-insensitive)', { reviews: [approve('alice')] }, true],
    ['an approval by an earlier line only does not count (last match wins)', { reviews: [approve('skill-team')] }, false],
    ['no review at all', {}, false],
    ['a stale approval, on an older commit', { reviews: [approve('alice', OLD)] }, false],
    ['approval then changes requested', { reviews: [approve('alice'), review('alice', 'CHANGES_REQUESTED')] }, false],
    ['changes requested then approval', { reviews: [review('alice', 'CHANGES_REQUESTED'), approve('alice')] }, true],
    ['approval then a plain comment', { reviews: [approve('alice'), review('alice', 'COMMENTED')] }, true],
    ['approval then dismissal', { reviews: [approve('alice'), review('alice', 'DISMISSED')] }, false],
    ['the author approving their own PR', { author: 'alice', reviews: [approve('alice')] }, false],
    ['an owner without write access', { reviews: [approve('alice')], permissions: { alice: 'read' } }, false],
    ['an owner with write access', { reviews: [approve('alice')], permissions: { ALICE: 'write' } }, true],
  ])('%s', (_name, over, ok) => {
    const d = decideOwners(snapshot(over));
    expect(d.ok).toBe(ok);
    expect(d.paths.map((p) => p.path)).toEqual(['skills/pdf/SKILL.md']);
  });

  it('a rename out of a protected folder needs the owners of the old path too', () => {
    const files = [{ filename: 'notes/SKILL.md', status: 'renamed', previous_filename: 'skills/pdf/SKILL.md' }];
    const d = decideOwners(snapshot({ files, skill_dirs: ['skills/pdf'], reviews: [approve('core')] }));
    expect(d.paths.map((p) => [p.path, p.owners, p.satisfied])).toEqual([['skills/pdf/SKILL.md', ['@Alice'], false]]);
    expect(decideOwners(snapshot({ files, reviews: [approve('alice')] })).ok).toBe(true);
  });

  it('files under native skill roots and command folders are skill paths; other files are not gated', () => {
    const files = [
      { filename: '.claude/commands/deploy.md', status: 'added' },
      { filename: 'app/.agents/skills/x/SKILL.md', status: 'added' },
      { filename: 'src/index.ts', status: 'modified' },
    ];
    const d = decideOwners(snapshot({ files, reviews: [approve('core')] }));
    expect(d.paths.map((p) => p.path)).toEqual(['.claude/commands/deploy.md', 'app/.agents/skills/x/SKILL.md']);
    expect(d.ok).toBe(true);
  });

  it('an unowned skill path fails closed unless allowed', () => {
    const files = [{ filename: 'skills/pdf/tmp/cache.txt', status: 'added' }];
    const closed = decideOwners(snapshot({ files }));
    expect(closed.ok).toBe(false);
    expect(closed.errors[0]).toMatch(/no owner in CODEOWNERS/);
    expect(decideOwners(snapshot({ files, allow_unowned: true })).ok).toBe(true);
  });

  it('resolves team owners through membership, and says which token is missing when it cannot', () => {
    const codeowners = '/skills/ @octo-org/skill-team';
    const files = [{ filename: 'skills/csv/SKILL.md', status: 'modified' }];
    expect(decideOwners(snapshot({ codeowners, files, reviews: [approve('carol')], teams: { 'octo-org/skill-team': ['Carol'] } })).ok).toBe(true);
    expect(decideOwners(snapshot({ codeowners, files, reviews: [approve('dave')], teams: { 'octo-org/skill-team': ['carol'] } })).ok).toBe(false);
    const unknown = decideOwners(snapshot({ codeowners, files, reviews: [approve('carol')] }));
    expect(unknown.ok).toBe(false);
    expect(unknown.errors[0]).toMatch(/GitHub App token with members: read/);
  });

  it('unsupported CODEOWNERS syntax is a configuration error that fails closed', () => {
    const d = decideOwners(snapshot({ codeowners: '/skills/ @alice\n!/skills/pdf/ @bob', reviews: [approve('alice')] }));
    expect(d.ok).toBe(false);
    expect(d.errors).toEqual(['CODEOWNERS line 2: `!/skills/pdf/`: negation (`!`) is not supported by GitHub; this line is ignored there']);
  });

  it('docs/* style patterns own direct children only', () => {
    const codeowners = '/skills/* @alice\n/skills/pdf/ @bob';
    const files = [{ filename: 'skills/README.md', status: 'modified' }, { filename: 'skills/csv/SKILL.md', status: 'modified' }];
    const d = decideOwners(snapshot({ codeowners, files, skill_dirs: ['skills/csv'], extra_globs: ['skills/*.md'], reviews: [approve('alice')] }));
    expect(d.paths.map((p) => [p.path, p.owners])).toEqual([
      ['skills/README.md', ['@alice']],
      ['skills/csv/SKILL.md', []],
    ]);
  });

  it('a policy can require more than one owner approval', () => {
    const codeowners = '/skills/ @alice @carol';
    const files = [{ filename: 'skills/csv/SKILL.md', status: 'modified' }];
    const required_approvals = [{ pattern: 'skills/csv/', count: 2 }];
    expect(decideOwners(snapshot({ codeowners, files, required_approvals, reviews: [approve('alice')] })).ok).toBe(false);
    expect(decideOwners(snapshot({ codeowners, files, required_approvals, reviews: [approve('alice'), approve('carol')] })).ok).toBe(true);
  });

  it('a CODEOWNERS over 3 MB is not loaded by GitHub: fail closed', () => {
    expect(decideOwners(snapshot({ codeowners: `${'# x\n'.repeat(800_000)}* @alice`, reviews: [approve('alice')] })).errors[0]).toMatch(/over 3 MB/);
  });
});

describe('caliper owners --pr-snapshot', () => {
  const run = async (snap: unknown, ...flags: string[]) => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { runCli } = await import('../../src/cli/main.js');
    const dir = mkdtempSync((await import('node:path')).join((await import('node:os')).tmpdir(), 'caliper-owners-'));
    writeFileSync(`${dir}/snap.json`, typeof snap === 'string' ? snap : JSON.stringify(snap));
    let stdout = '';
    let stderr = '';
    const code = await runCli(['owners', '--pr-snapshot', 'snap.json', ...flags], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: {}, stdoutIsTTY: false });
    return { code, stdout, stderr };
  };

  it('prints the decision as JSON, exit 0 when satisfied and 1 when not', async () => {
    const ok = await run(snapshot({ reviews: [approve('alice')] }), '--format', 'json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ ok: true, paths: [{ path: 'skills/pdf/SKILL.md', owners: ['@Alice'], satisfied: true, approved_by: ['alice'] }], errors: [] });
    const missing = await run(snapshot());
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('MISSING  skills/pdf/SKILL.md  owners: @Alice');
  });

  it('exit 2 with the field named on a malformed snapshot', async () => {
    const bad = await run({ codeowners: 1, author: 'bob' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/snap\.json is not a PR snapshot: "codeowners" must be the CODEOWNERS text; "head_sha" must be a commit SHA/);
    expect((await run('{nope')).code).toBe(2);
  });
});
