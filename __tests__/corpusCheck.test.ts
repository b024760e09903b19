import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, bundleNode } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

// scripts/corpus-check.mjs scores the built CLI against hand labels (docs/internals/corpus.md). Here on a fixture
// with labels made to exercise every count; needs `npm run build`.
function check(...args: string[]) {
  const r = spawnSync(
    bundleNode(),
    ['scripts/corpus-check.mjs', '--labels', '__tests__/fixtures/corpus-labels.json', ...args],
    { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('the corpus check script', () => {
  it('counts real, false, policy and unlabelled errors, true errors missed and dependencies recorded', () => {
    const r = check('--verbose', 'caliper/corpus-patterns=__tests__/fixtures/repos/corpus-patterns');
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    // Errors raised: c4-page:17 (real), postmortem:12 (real), clean-branch.md (policy), name-format and
    // name-mismatch of `Hook Development` (unlabelled). The false alarm c4-page:14 is now a warning.
    expect(r.out).toMatch(/^caliper\/corpus-patterns\s+5\s+2\s+0\s+1\s+2\s+2\/3\s+67%\s+0\/1\s+0%\s+2\/3\s+67%\s+0\s/m);
    expect(r.out).toMatch(
      new RegExp(
        String.raw`prose-stated dependencies recorded:\s+67% of 3 \(target >= 75%\); ` +
          String.raw`tuning sample 100% of 2, held-out sample\s+0% of 1`,
      ),
    );
    expect(r.out).toMatch(
      /unlabelled errors \(label them[^\n]*\n\s+caliper\/corpus-patterns name-format skills\/hook-dev\/SKILL.md:2/,
    );
    expect(r.out).toMatch(/dependencies not recorded:\n\s+caliper\/corpus-patterns skills\/user\/SKILL.md:12 -> pdf/);
  });

  it('counts a run that exits 2 without JSON as a crash, and exits 1', () => {
    const crashing = path.join(tempDir('corpus-cli-'), 'cli.mjs');
    writeFileSync(
      crashing,
      "console.error('caliper: internal error: Maximum call stack size exceeded'); process.exit(2);\n",
    );
    const r = check('--cli', crashing, 'caliper/corpus-patterns=__tests__/fixtures/repos/corpus-patterns');
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/caliper\/corpus-patterns crashed: exit 2: caliper: internal error/);
    expect(r.out).toMatch(/crashes: 1 \(target 0\)/);
  });

  it('refuses a repository the labels do not know, naming it', () => {
    const r = check('__tests__/fixtures/repos/corpus-patterns');
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/corpus-patterns is not in __tests__\/fixtures\/corpus-labels.json/);
  });
});
