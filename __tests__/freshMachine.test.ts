import { describe, expect, it } from '@jest/globals';
import { expectBackendRan, missingOf } from './helpers/needs.js';
import type { EvalRun } from './helpers/evalRepo.js';
// @ts-expect-error: a plain ESM module shared with the jest global set-up
import { planInstall, SYSTEM_TOOLS } from './setup/systemTools.mjs';

type Tool = { tool: string; debian: string; why: string };
const tool = (name: string): Tool => (SYSTEM_TOOLS as Tool[]).find((t) => t.tool === name)!;

describe('a fresh machine with only Node.js and npm', () => {
  it('the set-up knows each program the tests need and its Debian package', () => {
    expect((SYSTEM_TOOLS as Tool[]).map((t) => [t.tool, t.debian])).toEqual(
      expect.arrayContaining([
        ['rg', 'ripgrep'],
        ['bwrap', 'bubblewrap'],
        ['python3', 'python3'],
        ['python3-venv', 'python3-venv'],
      ]),
    );
  });

  it('as root with apt-get, installs what is missing and says what and why in one line', () => {
    const plan = planInstall({ missing: [tool('rg'), tool('python3-venv')], isRoot: true, hasApt: true });
    expect(plan.packages).toEqual(['ripgrep', 'python3-venv']);
    expect(plan.line).toBe(
      'caliper tests: installing ripgrep python3-venv with apt-get, for rg ' +
        '(OpenCode searches files with it), python3-venv (Hermes Agent ' +
        'installs from PyPI into a venv)',
    );
  });

  it('without root or apt-get, installs nothing and names what the skipped tests need', () => {
    for (const facts of [
      { isRoot: false, hasApt: true },
      { isRoot: true, hasApt: false },
    ]) {
      const plan = planInstall({ missing: [tool('bwrap')], ...facts });
      expect(plan.packages).toEqual([]);
      expect(plan.line).toMatch(
        new RegExp(
          String.raw`^caliper tests: missing bwrap \(the eval sandbox\); the tests that ` +
            String.raw`need them are skipped, each file saying so\. Install them \(sudo ` +
            String.raw`apt-get install bubblewrap\)`,
        ),
      );
    }
    expect(planInstall({ missing: [], isRoot: true, hasApt: true })).toEqual({ packages: [], line: undefined });
  });

  it('a test that needs a missing program or CLI learns which, and why', () => {
    const env = {
      CALIPER_TESTS_MISSING: JSON.stringify({ rg: 'OpenCode searches files with it' }),
      CALIPER_TESTS_UNAVAILABLE: JSON.stringify({ hermes: 'Python 3.11 to 3.13 is needed' }),
    };
    expect(missingOf(['cli:opencode', 'rg', 'cli:hermes', 'ip'], env)).toEqual([
      'rg (OpenCode searches files with it)',
      'the hermes CLI (Python 3.11 to 3.13 is needed)',
    ]);
    expect(missingOf(['rg'], {})).toEqual([]);
  });

  it('a backend test whose CLI never ran fails with the harness reason, not `expected true`', () => {
    const record = { backend: 'opencode', outcome: 'error', reason: 'opencode needs rg on PATH (install ripgrep)' };
    const run = { records: [record, record], results: { skipped: [] } } as unknown as EvalRun;
    expect(() => expectBackendRan(run, 'opencode')).toThrow(
      'opencode did not run, so this test measures nothing: opencode needs rg on PATH (install ripgrep)',
    );
    expect(() =>
      expectBackendRan({ ...run, records: [{ ...record, outcome: 'pass' }] } as unknown as EvalRun, 'opencode'),
    ).not.toThrow();
  });
});

describe('engines', () => {
  it('the Node.js floor in package.json satisfies every production dependency in the lock file', async () => {
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const semver = require('semver') as {
      minVersion(range: string): { version: string };
      satisfies(v: string, range: string): boolean;
    };
    const pkg = require('../package.json') as { engines: { node: string } };
    const lock = require('../package-lock.json') as {
      packages: Record<string, { dev?: boolean; engines?: { node?: unknown } }>;
    };
    const floor = semver.minVersion(pkg.engines.node).version;
    expect(lock.packages['']!.engines?.node).toBe(pkg.engines.node);
    const unmet = Object.entries(lock.packages)
      .filter(
        ([name, p]) =>
          name !== '' &&
          !p.dev &&
          typeof p.engines?.node === 'string' &&
          !semver.satisfies(floor, p.engines.node as string),
      )
      .map(([name, p]) => `${name} needs node ${p.engines!.node}`);
    expect(unmet).toEqual([]);
  });
});
