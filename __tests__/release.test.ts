import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CALIPER_VERSION } from '../src/version.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

jest.setTimeout(120_000);

const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  private?: boolean;
  bin: Record<string, string>;
  files: string[];
  dependencies?: Record<string, string>;
};

function releaseNotes(tag: string) {
  return spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/release-notes.mjs'), tag], { encoding: 'utf8' });
}

describe('a release tag is checked before anything is released', () => {
  it('vX.Y.Z equal to package.json and the CLI, with a changelog section: prints the notes', () => {
    expect(CALIPER_VERSION).toBe(pkg.version);
    const r = releaseNotes(`v${pkg.version}`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^### Added\n/);
    expect(r.stdout).not.toContain('## [');
  });

  it.each([
    ['0.1.0', 'is not a release tag'],
    ['v0.1', 'is not a release tag'],
    ['v99.0.0', 'package.json says'],
  ])('refuses %s with one line saying what to fix', (tag, why) => {
    const r = releaseNotes(tag);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(why);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('the npm package', () => {
  it('is publishable: not private, a bin, only the CLI bundle and docs, no runtime dependencies', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.bin).toEqual({ caliper: 'dist/cli/index.js' });
    expect(pkg.dependencies ?? {}).toEqual({});
    const packed = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(packed.status).toBe(0);
    const files = (JSON.parse(packed.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path).sort();
    // The CLI bundle's lazily loaded commands are chunks beside it (dist/cli/<n>.index.js).
    const chunk = /^dist\/cli\/\d+\.index\.js$/;
    // Libraries loaded on first use sit beside it too (dist/cli/vendor/, scripts/vendor.mjs).
    expect(files.filter((f) => !chunk.test(f))).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'dist/cli/index.js',
      'dist/cli/package.json',
      'dist/cli/vendor/js-yaml.LICENSE',
      'dist/cli/vendor/js-yaml.cjs',
      'dist/cli/vendor/re2js.LICENSE',
      'dist/cli/vendor/re2js.cjs',
      'package.json',
      'schemas/caliper-config.schema.json',
      'schemas/eval-spec.schema.json',
    ]);
    expect(files.filter((f) => chunk.test(f)).length).toBeGreaterThan(0);
  });

  it('installed from its tarball with no registry, `caliper` runs: what `npx @caliper-ci/caliper` will do', () => {
    const dir = tempDir('caliper-pack-');
    const pack = spawnSync('npm', ['pack', '--pack-destination', dir, '--silent'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(pack.status).toBe(0);
    const tarball = path.join(dir, pack.stdout.trim());
    const install = spawnSync(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--prefix', path.join(dir, 'app'), tarball],
      { encoding: 'utf8' },
    );
    expect(install.stderr).not.toContain('ERR');
    expect(install.status).toBe(0);
    const bin = path.join(dir, 'app', 'node_modules', '.bin', 'caliper');
    expect(spawnSync(bin, ['-v'], { encoding: 'utf8' }).stdout).toBe(`${pkg.version}\n`);
    const validate = spawnSync(bin, ['validate', path.join(REPO_ROOT, 'examples')], { encoding: 'utf8' });
    expect(validate.stdout).toContain('0 errors');
    expect(validate.status).toBe(0);
  });
});
