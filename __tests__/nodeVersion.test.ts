import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_NODE, unsupportedNode } from '../src/cli/nodeVersion.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

// Issue #27, item 4: README and `engines` said Node >= 22 while everything (the demo, the evals, the
// tests) ran on Node 20, with EBADENGINE warnings on `npm ci`. Node 20.16 is supported (its floor is
// process.getBuiltinModule), `engines` says so, CI tests it, and an older Node is refused in one line.

const floor = `${MIN_NODE.major}.${MIN_NODE.minor}`;

describe('the Node versions caliper supports', () => {
  it("engines, the CLI's own check and the CI matrix say the same, and this Node is one of them", () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));
    expect(pkg.engines.node).toBe(`>=${floor}`);
    expect(lock.packages[''].engines.node).toBe(pkg.engines.node);
    const ci = readFileSync(path.join(REPO_ROOT, '.github/workflows/ci.yml'), 'utf8');
    const matrix = /^\s+node: \[([^\]]+)\]$/m
      .exec(ci)?.[1]
      ?.split(',')
      .map((v) => v.trim().replace(/'/g, ''));
    expect(matrix?.[0]).toBe(floor);
    expect(matrix).toContain('24'); // what the Action runs on (action.yml: node24)
    expect(ci).toContain('node-version: ${{ matrix.node }}');
    expect(unsupportedNode(process.version)).toBeUndefined();
    expect(readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')).toContain(`Node.js ${floor} or newer`);
  });

  it.each([
    ['v18.20.4', false],
    ['v20.15.1', false],
    ['v20.16.0', true],
    ['v20.20.2', true],
    ['v21.0.0', true],
    ['v24.3.0', true],
  ])('%s: supported %s', (version, supported) => {
    expect(unsupportedNode(version) === undefined).toBe(supported);
  });

  it('the CLI refuses an older Node in one line, before any command runs', () => {
    const preload = path.join(tempDir('caliper-old-node-'), 'old.cjs');
    writeFileSync(preload, "Object.defineProperty(process, 'version', { value: 'v18.20.4' });\n");
    const r = spawnSync(process.execPath, ['-r', preload, path.join(REPO_ROOT, 'dist/cli/index.js'), 'validate', '.'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `caliper needs Node.js ${floor} or newer; this is v18.20.4. Install a ` +
        `newer Node.js (https://nodejs.org) and run it again.\n`,
    );
  });
});
