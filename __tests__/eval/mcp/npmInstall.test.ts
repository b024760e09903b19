import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { binEntry, binFile } from '../../../src/eval/mcp/npm/bin.js';
import { installFolder, installNpmPackage, splitPinned } from '../../../src/eval/mcp/npm/install.js';
import { installNpmServers } from '../../../src/eval/mcp/npm/servers.js';
import { AGENTS } from '../../../src/agents/index.js';
import { EvalSetupError } from '../../../src/eval/runner/errors.js';
import { runEval } from '../../../src/eval/runner/runEval.js';
import { validateRepository } from '../../../src/skills/validateRepository.js';
import { evalParts } from '../../helpers/evalOptions.js';
import { skillMd, tempRepo } from '../../helpers/tempRepo.js';
import type { TrialPlan } from '../../../src/eval/runner/trialPlan.js';
import { tempDir } from '../../helpers/tempDirs.js';

// The host side of an `npm:` server: which program of a package is its server, and its install into the tools
// folder. npm here is a fake that logs its arguments and lays out what a real install would (or fails, or hangs);
// __tests__/e2e/mcpNpm.test.ts installs a real package from the registry.

/** A fake npm: logs its arguments to `log`, then does `behaviour` (`install`, `fail`, `hang`). */
function fakeNpm(behaviour: 'install' | 'fail' | 'hang', manifest: object = { bin: 'server.js' }): string {
  const dir = tempDir('caliper-fake-npm-');
  const log = path.join(dir, 'calls.log');
  const npm = path.join(dir, 'npm');
  writeFileSync(
    npm,
    `#!${process.execPath}
const fs = require('node:fs'); const path = require('node:path');
const args = process.argv.slice(2);
fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ args, cwd: process.cwd() }) + '\\n');
if (${JSON.stringify(behaviour)} === 'fail') { process.stderr.write('npm error 404 Not Found - no such package\\n');
  process.exit(1); }
if (${JSON.stringify(behaviour)} === 'hang') setInterval(() => {}, 1000);
else {
  const prefix = args[args.indexOf('--prefix') + 1];
  const pinned = args[args.length - 1]; const at = pinned.lastIndexOf('@');
  const dir = path.join(prefix, 'node_modules', pinned.slice(0, at));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'),
    JSON.stringify({ name: pinned.slice(0, at), version: pinned.slice(at + 1), ...${JSON.stringify(manifest)} }));
  fs.writeFileSync(path.join(dir, 'server.js'), '');
}
`,
  );
  chmodSync(npm, 0o755);
  return npm;
}
const callsOf = (npm: string) =>
  readFileSync(path.join(path.dirname(npm), 'calls.log'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { args: string[]; cwd: string });

describe("an npm: server's program (`bin`)", () => {
  it('is its one bin, whatever its name, or its bin named like the package (scope left off)', () => {
    expect(binEntry({ bin: 'dist/index.js' }, 'orders-mcp')).toEqual({ ok: true, file: 'dist/index.js' });
    expect(binEntry({ bin: { 'mcp-server-x': 'dist/x.js' } }, '@acme/x')).toEqual({ ok: true, file: 'dist/x.js' });
    const two = { bin: { 'orders-admin': 'admin.js', 'orders-mcp': 'server.js' } };
    expect(binEntry(two, '@acme/orders-mcp')).toEqual({ ok: true, file: 'server.js' });
  });

  it('else says why not: no bin, or several and none named like the package', () => {
    expect(binEntry({ main: 'index.js' }, 'lib')).toEqual({
      ok: false,
      why: 'lib has no `bin` in its package.json: it is not a program caliper can start',
    });
    expect(binEntry({ bin: { a: 'a.js', b: 'b.js' } }, '@acme/orders-mcp')).toEqual({
      ok: false,
      why:
        '@acme/orders-mcp has 2 programs in its `bin` (a, b) and none named `orders-mcp`, so caliper cannot ' +
        'tell which one is its MCP server',
    });
  });

  it('must be a file of the install: a bin that is missing or leads outside it is refused', () => {
    const root = tempDir('caliper-npm-root-');
    const pkg = path.join(root, 'node_modules', 'x');
    mkdirSync(pkg, { recursive: true });
    const outside = path.join(tempDir('caliper-npm-outside-'), 'evil.js');
    writeFileSync(outside, '');
    symlinkSync(outside, path.join(pkg, 'link.js'));
    expect(binFile(pkg, root, { bin: 'gone.js' }, 'x')).toEqual({
      ok: false,
      why: "x's `bin` names gone.js, which the package does not have",
    });
    expect(binFile(pkg, root, { bin: '../../../../../../etc/passwd' }, 'x')).toMatchObject({ ok: false });
    expect(binFile(pkg, root, { bin: 'link.js' }, 'x')).toEqual({
      ok: false,
      why: "x's `bin` names link.js, which is outside the package's install",
    });
  });
});

describe('installing an npm: server', () => {
  it('splits a pinned name, scoped or not, and gives each version a folder of its own', () => {
    expect(splitPinned('@acme/orders-mcp@1.2.3-rc.1')).toEqual({ name: '@acme/orders-mcp', version: '1.2.3-rc.1' });
    expect(installFolder('/t', '@acme/orders-mcp@1.2.3')).toBe('/t/mcp/@acme+orders-mcp@1.2.3');
    expect(installFolder('/t', 'orders-mcp@1.2.3')).toBe('/t/mcp/orders-mcp@1.2.3');
  });

  it('runs npm once, without install scripts, outside the repository, and reuses the install after', () => {
    const tools = tempDir('caliper-tools-');
    const npm = fakeNpm('install');
    const first = installNpmPackage(tools, '@acme/orders-mcp@1.2.3', {}, { npm });
    const folder = installFolder(tools, '@acme/orders-mcp@1.2.3');
    expect(first).toEqual({
      ok: true,
      alreadyInstalled: false,
      package: '@acme/orders-mcp@1.2.3',
      prefix: folder,
      bin: path.join(folder, 'node_modules', '@acme', 'orders-mcp', 'server.js'),
    });
    const again = installNpmPackage(tools, '@acme/orders-mcp@1.2.3', {}, { npm });
    expect(again).toMatchObject({ ok: true, alreadyInstalled: true, bin: first.ok && first.bin });
    const calls = callsOf(npm);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args).toEqual(expect.arrayContaining(['install', '--ignore-scripts', '--no-package-lock']));
    expect(calls[0]!.args.at(-1)).toBe('@acme/orders-mcp@1.2.3');
    // It ran in a folder of its own beside the final one (renamed into place), never in a repository's.
    expect(path.dirname(calls[0]!.cwd)).toBe(path.dirname(folder));
  });

  it('a folder in place without its marker (an install cut short) is installed anew, never used', () => {
    const tools = tempDir('caliper-tools-');
    const folder = installFolder(tools, 'x@1.0.0');
    mkdirSync(path.join(folder, 'node_modules', 'x'), { recursive: true });
    writeFileSync(path.join(folder, 'node_modules', 'x', 'package.json'), '{"version":"1.0.0","bin":"evil.js"}');
    const npm = fakeNpm('install');
    expect(installNpmPackage(tools, 'x@1.0.0', {}, { npm })).toMatchObject({
      ok: true,
      alreadyInstalled: false,
      bin: path.join(folder, 'node_modules', 'x', 'server.js'),
    });
    expect(callsOf(npm)).toHaveLength(1);
  });

  it('an install with no usable bin is not kept: the next run tries again', () => {
    const tools = tempDir('caliper-tools-');
    const npm = fakeNpm('install', { bin: { a: 'a.js', b: 'b.js' } });
    expect(installNpmPackage(tools, 'lib@1.0.0', {}, { npm })).toMatchObject({ ok: false });
    expect(existsSync(installFolder(tools, 'lib@1.0.0'))).toBe(false);
  });

  it("a failed or hung npm refuses the run at the spec's line, and says what to do", () => {
    const trials = [trialWith('skills/orders-help/.eval.yaml', 12, 'nosuch-orders-mcp@9.9.9')];
    const failed = () =>
      installNpmServers(trials, { CALIPER_TOOLS: tempDir('caliper-tools-') }, () => {}, {
        npm: fakeNpm('fail'),
      });
    expect(failed).toThrow(EvalSetupError);
    expect(failed).toThrow(
      'skills/orders-help/.eval.yaml:12: case where starts the MCP server `orders` as ' +
        '`npm: nosuch-orders-mcp@9.9.9`, ' +
        'and caliper could not install it: npm install failed (status 1): npm error 404 Not Found - no such package.',
    );
    const hung = () =>
      installNpmServers(trials, { CALIPER_TOOLS: tempDir('caliper-tools-') }, () => {}, {
        npm: fakeNpm('hang'),
        timeoutMs: 1500,
      });
    expect(hung).toThrow(/\.eval\.yaml:12: .*could not install it: npm install did not finish within 2 s/);
  });

  it('installs each package once per run however many cases and specs start it', () => {
    const npm = fakeNpm('install');
    const trials = [trialWith('a/.eval.yaml', 3, 'x@1.0.0'), trialWith('b/.eval.yaml', 5, 'x@1.0.0')];
    const servers = installNpmServers(trials, { CALIPER_TOOLS: tempDir('caliper-tools-') }, () => {}, { npm });
    expect([...servers.keys()]).toEqual(['x@1.0.0']);
    expect(callsOf(npm)).toHaveLength(1);
  });
});

describe('a run with an npm: server that cannot be installed', () => {
  it('is refused before any trial, at the line of its `npm:` in the spec', async () => {
    const root = tempRepo({
      'skills/orders-help/SKILL.md': skillMd({
        name: 'orders-help',
        description: 'Answers where an order is. Use when asked about an order.',
      }),
      'skills/orders-help/.eval.yaml':
        'mcp:\n  orders:\n    npm: "@acme/orders-mcp@1.0.0"\n    args: [--readonly]\ncases:\n  - id: where\n' +
        '    prompt: Where is order A1?\n    checks:\n      - mcp_call: orders/lookup_order\n',
    });
    const npm = fakeNpm('fail');
    const progress: string[] = [];
    const run = runEval(
      evalParts({
        report: validateRepository(root),
        backends: [AGENTS.find((a) => a.mcp)!.name],
        model: { kind: 'scripted' },
        trials: 1,
        outDir: tempDir('caliper-out-'),
        progress: (l) => progress.push(l),
        env: { ...process.env, PATH: `${path.dirname(npm)}:${process.env.PATH}`, CALIPER_TOOLS: tempDir('tools-') },
      }),
    );
    await expect(run).rejects.toThrow(EvalSetupError);
    await expect(run).rejects.toThrow(
      'skills/orders-help/.eval.yaml:3: case where starts the MCP server `orders` as `npm: @acme/orders-mcp@1.0.0`',
    );
    expect(callsOf(npm)).toHaveLength(1);
  });
});

function trialWith(file: string, line: number, pinned: string): Pick<TrialPlan, 'spec' | 'evalCase'> {
  const evalCase = { id: 'where', mcp: { orders: { kind: 'npm' as const, package: pinned, args: [], line } } };
  return { spec: { file } as TrialPlan['spec'], evalCase: evalCase as unknown as TrialPlan['evalCase'] };
}
