import { decideOwners, type PullRequestSnapshot } from '../../src/ownership/gate.js';
import { tempDir } from '../helpers/tempDirs.js';

const HEAD = 'h'.repeat(40);
const OLD = 'o'.repeat(40);

function snapshot(over: Partial<PullRequestSnapshot> = {}): PullRequestSnapshot {
  return {
    codeowners: [
      '*                 @core',
      '/skills/          @skill-team',
      '/skills/pdf/      @Alice  # pdf',
      '/skills/pdf/tmp/',
    ].join('\n'),
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
    [
      'an approval by the owner of the last matching line (logins are case-insensitive)',
      { reviews: [approve('alice')] },
      true,
    ],
    [
      'an approval by an earlier line only does not count (last match wins)',
      { reviews: [approve('skill-team')] },
      false,
    ],
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
    // The new name holds a SKILL.md, so it is a skill folder at the head whatever the snapshot lists.
    expect(d.paths.map((p) => [p.path, p.owners, p.satisfied])).toEqual([
      ['notes/SKILL.md', ['@core'], true],
      ['skills/pdf/SKILL.md', ['@Alice'], false],
    ]);
    expect(decideOwners(snapshot({ files, reviews: [approve('alice'), approve('core')] })).ok).toBe(true);
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
    expect(
      decideOwners(
        snapshot({ codeowners, files, reviews: [approve('carol')], teams: { 'octo-org/skill-team': ['Carol'] } }),
      ).ok,
    ).toBe(true);
    expect(
      decideOwners(
        snapshot({ codeowners, files, reviews: [approve('dave')], teams: { 'octo-org/skill-team': ['carol'] } }),
      ).ok,
    ).toBe(false);
    const unknown = decideOwners(snapshot({ codeowners, files, reviews: [approve('carol')] }));
    expect(unknown.ok).toBe(false);
    expect(unknown.errors[0]).toMatch(/GitHub App token with members: read/);
  });

  it('unsupported CODEOWNERS syntax is a configuration error that fails closed', () => {
    const d = decideOwners(
      snapshot({ codeowners: '/skills/ @alice\n!/skills/pdf/ @bob', reviews: [approve('alice')] }),
    );
    expect(d.ok).toBe(false);
    expect(d.errors).toEqual([
      'CODEOWNERS line 2: `!/skills/pdf/`: negation (`!`) is not supported by GitHub; this line is ignored there',
    ]);
  });

  it('docs/* style patterns own direct children only', () => {
    const codeowners = '/skills/* @alice\n/skills/pdf/ @bob';
    const files = [
      { filename: 'skills/README.md', status: 'modified' },
      { filename: 'skills/csv/SKILL.md', status: 'modified' },
    ];
    const d = decideOwners(
      snapshot({
        codeowners,
        files,
        skill_dirs: ['skills/csv'],
        extra_globs: ['skills/*.md'],
        reviews: [approve('alice')],
      }),
    );
    expect(d.paths.map((p) => [p.path, p.owners])).toEqual([
      ['skills/README.md', ['@alice']],
      ['skills/csv/SKILL.md', []],
    ]);
  });

  it('a policy can require more than one owner approval', () => {
    const codeowners = '/skills/ @alice @carol';
    const files = [{ filename: 'skills/csv/SKILL.md', status: 'modified' }];
    const required_approvals = [{ pattern: 'skills/csv/', count: 2 }];
    expect(decideOwners(snapshot({ codeowners, files, required_approvals, reviews: [approve('alice')] })).ok).toBe(
      false,
    );
    expect(
      decideOwners(snapshot({ codeowners, files, required_approvals, reviews: [approve('alice'), approve('carol')] }))
        .ok,
    ).toBe(true);
  });

  it('a CODEOWNERS over 3 MB is not loaded by GitHub: fail closed', () => {
    expect(
      decideOwners(snapshot({ codeowners: `${'# x\n'.repeat(800_000)}* @alice`, reviews: [approve('alice')] }))
        .errors[0],
    ).toMatch(/over 3 MB/);
  });
});

describe('caliper owners --pr-snapshot', () => {
  const run = async (snap: unknown, ...flags: string[]) => {
    const { writeFileSync } = await import('node:fs');
    const { runCli } = await import('../../src/cli/main.js');
    const dir = tempDir('caliper-owners-');
    writeFileSync(`${dir}/snap.json`, typeof snap === 'string' ? snap : JSON.stringify(snap));
    let stdout = '';
    let stderr = '';
    const code = await runCli(['owners', '--pr-snapshot', 'snap.json', ...flags], {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
      cwd: dir,
      env: {},
      stdoutIsTTY: false,
    });
    return { code, stdout, stderr };
  };

  it('prints the decision as JSON, exit 0 when satisfied and 1 when not', async () => {
    const ok = await run(snapshot({ reviews: [approve('alice')] }), '--format', 'json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({
      ok: true,
      paths: [{ path: 'skills/pdf/SKILL.md', owners: ['@Alice'], satisfied: true, approved_by: ['alice'] }],
      errors: [],
    });
    const missing = await run(snapshot());
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('MISSING  skills/pdf/SKILL.md  owners: @Alice');
  });

  it(
    'a skill at the root (skill_dirs ["."]) with SKILL.md changed and no ' + 'review is not satisfied, and says why',
    async () => {
      const r = await run(
        snapshot({ codeowners: '* @alice', skill_dirs: ['.'], files: [{ filename: 'SKILL.md', status: 'modified' }] }),
      );
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('MISSING  SKILL.md  owners: @alice  why: no review from an owner');
      expect(r.stdout).toContain('owners gate: NOT satisfied');
    },
  );

  it('exit 2 with the field named on a malformed snapshot', async () => {
    const bad = await run({ codeowners: 1, author: 'bob' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /snap\.json is not a PR snapshot: "codeowners" must be the CODEOWNERS text; "head_sha" must be a commit SHA/,
    );
    expect((await run('{nope')).code).toBe(2);
  });
});

describe('skill paths the file list alone does not show', () => {
  it('a skill at the repository root makes every changed file a skill path', () => {
    const files = [
      { filename: 'SKILL.md', status: 'modified' },
      { filename: 'scripts/run.sh', status: 'added' },
    ];
    for (const root of ['', '.']) {
      const d = decideOwners(snapshot({ codeowners: '* @alice', skill_dirs: [root], files }));
      expect(d.ok).toBe(false);
      expect(d.paths.map((p) => [p.path, p.why])).toEqual([
        ['SKILL.md', 'no review from an owner'],
        ['scripts/run.sh', 'no review from an owner'],
      ]);
    }
  });

  it('a SKILL.md added where discovery does not look (node_modules/) gates its whole folder', () => {
    const files = [
      { filename: 'node_modules/helper/skills/x/SKILL.md', status: 'added' },
      { filename: 'node_modules/helper/skills/x/run.sh', status: 'added' },
      { filename: 'node_modules/helper/index.js', status: 'added' },
    ];
    const d = decideOwners(snapshot({ codeowners: '* @alice', skill_dirs: [], files }));
    expect(d.ok).toBe(false);
    expect(d.paths.map((p) => p.path)).toEqual([
      'node_modules/helper/skills/x/SKILL.md',
      'node_modules/helper/skills/x/run.sh',
    ]);
  });

  it.each([
    ['a native root name pointing into node_modules/', '.claude', 'node_modules/kit/agent'],
    ['a native root inside a project', 'app/.agents', '../vendor/agents'],
    ['a link pointing into a skills folder', 'docs/tools', '../node_modules/kit/skills'],
    ['a link pointing at a folder that holds skills', 'vendor/kit', '../third_party/kit'],
    ['a link replacing a skill folder', 'skills/pdf', '../elsewhere'],
    ['a link pointing into a skill folder', 'notes/pdf-scripts', '../skills/pdf/scripts'],
    ['a link to the repository root', 'docs/all', '..'],
  ])('a symlink is a skill path: %s', (_name, link, target) => {
    const d = decideOwners(
      snapshot({
        codeowners: '* @alice',
        skill_dirs: ['skills/pdf', 'third_party/kit/skills/x'],
        files: [{ filename: link, status: 'added' }],
        symlinks: { [link]: target },
      }),
    );
    expect(d.paths.map((p) => [p.path, p.satisfied])).toEqual([[link, false]]);
    expect(d.ok).toBe(false);
  });

  it(
    'an unchanged symlink in the snapshot decides too: a file a config ' +
      'link points to is a skill path, one beside it is not',
    () => {
      const files = [
        { filename: 'docs/guide.md', status: 'modified' },
        { filename: 'docs/other.md', status: 'modified' },
      ];
      const d = decideOwners(
        snapshot({ codeowners: '* @alice', files, symlinks: { 'app/CLAUDE.md': '../docs/guide.md' } }),
      );
      expect(d.paths.map((p) => p.path)).toEqual(['docs/guide.md']);
    },
  );

  it(
    'base_symlinks that is not a map of targets fails closed; a changed ' +
      'file named like an Object method is no link',
    () => {
      const bad = decideOwners(
        snapshot({ base_symlinks: ['.claude'] as unknown as Record<string, string>, reviews: [approve('alice')] }),
      );
      expect(bad).toMatchObject({
        ok: false,
        errors: ['"base_symlinks" must be a map of link paths to their targets'],
      });
      expect(
        decideOwners(
          snapshot({
            codeowners: '* @alice',
            files: [
              { filename: 'toString', status: 'added' },
              { filename: 'constructor', status: 'added' },
            ],
          }),
        ),
      ).toEqual({ ok: true, paths: [], errors: [] });
    },
  );

  it('a symlink that has nothing to do with skills is not gated', () => {
    const d = decideOwners(
      snapshot({
        codeowners: '* @alice',
        files: [{ filename: 'docs/latest', status: 'added' }],
        symlinks: { 'docs/latest': 'v2' },
      }),
    );
    expect(d).toEqual({ ok: true, paths: [], errors: [] });
  });
});

describe('every unapproved path says why', () => {
  it.each<[string, Partial<PullRequestSnapshot>, string]>([
    ['no review', {}, 'no review from an owner'],
    [
      'a non-owner approved',
      { reviews: [approve('core')] },
      'no review from an owner (approved by @core, not an owner)',
    ],
    [
      'stale',
      { reviews: [approve('alice', 'abc1234'.padEnd(40, '0'))], head_sha: 'def5678'.padEnd(40, '0') },
      'stale: @alice approved commit `abc1234`, head is `def5678`',
    ],
    [
      "the author's own",
      { author: 'Alice', reviews: [approve('alice')] },
      '@alice approved their own pull request, which does not count',
    ],
    [
      'no write access',
      { reviews: [approve('alice')], permissions: { alice: 'read' } },
      '@alice has no write access (read)',
    ],
    [
      'changes requested',
      { reviews: [approve('alice'), review('alice', 'CHANGES_REQUESTED')] },
      'changes requested by @alice',
    ],
    ['dismissed', { reviews: [approve('alice'), review('alice', 'DISMISSED')] }, "@alice's approval was dismissed"],
    [
      'fewer approvals than required',
      {
        codeowners: '/skills/ @alice @carol',
        reviews: [approve('alice')],
        required_approvals: [{ pattern: 'skills/', count: 2 }],
      },
      '1 of 2 required owner approvals',
    ],
    ['unowned', { codeowners: '/other/ @alice' }, 'no owner in CODEOWNERS'],
  ])('%s', (_name, over, why) => {
    const head = over.head_sha ?? HEAD;
    const reviews = (over.reviews ?? []).map((r) => (r.commit_id === HEAD ? { ...r, commit_id: head } : r));
    const d = decideOwners(snapshot({ ...over, reviews }));
    expect(d.ok).toBe(false);
    expect(d.paths).toEqual([expect.objectContaining({ path: 'skills/pdf/SKILL.md', satisfied: false, why })]);
  });

  it('a satisfied path has no reason', () => {
    expect(decideOwners(snapshot({ reviews: [approve('alice')] })).paths[0]).not.toHaveProperty('why');
  });
});

describe('the owners policy in .github/caliper.yml', () => {
  it('uses the snapshot spelling, and a key spelled otherwise is an error naming the key', async () => {
    const { readPolicy } = await import('../../src/ownership/snapshotFromApi.js');
    expect(
      readPolicy(
        'owners:\n  allow_unowned: true\n  extra_globs: ["prompts/**"]\n  ' +
          'required_approvals:\n    - { pattern: "skills/deploy/", count: 2 }\n',
      ),
    ).toEqual({
      allow_unowned: true,
      extra_globs: ['prompts/**'],
      required_approvals: [{ pattern: 'skills/deploy/', count: 2 }],
    });
    expect(() => readPolicy('owners:\n  allow-unowned: true\n')).toThrow(
      '.github/caliper.yml at the base commit: unknown key `owners.allow-unowned`; the key is `allow_unowned`',
    );
    expect(() => readPolicy('owners:\n  required_approvals: [{ pattern: "skills/", count: "two" }]\n')).toThrow(
      /count a whole number/,
    );
    expect(() => readPolicy('owners:\n  allow_unowned: "yes"\n')).toThrow(
      '`owners.allow_unowned` must be true or false',
    );
  });

  it('the unowned-path message names the key as it is spelled', () => {
    expect(decideOwners(snapshot({ files: [{ filename: 'skills/pdf/tmp/x', status: 'added' }] })).errors[0]).toContain(
      'owners.allow_unowned: true in .github/caliper.yml',
    );
  });
});
