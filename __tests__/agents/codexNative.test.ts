import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nativeCodex } from '../../src/agents/codex/native.js';
import { codexRun } from '../../src/agents/codex/run.js';
import type { CommandInput } from '../../src/agents/agent.js';
import { tempDir } from '../helpers/tempDirs.js';

// Codex's npm launcher (bin/codex.js) only finds and starts a Rust binary: caliper starts the binary itself, where
// the launcher would look for it, with the variables the launcher sets.

/** An npm install of @openai/codex: the launcher, its package.json, and the binary at `binaryAt` (or none). */
function install(binaryAt: 'hoisted' | 'nested' | 'vendor' | 'none', name = '@openai/codex') {
  const modules = path.join(tempDir('caliper-codex-native-'), 'node_modules');
  const root = path.join(modules, '@openai', 'codex');
  mkdirSync(path.join(root, 'bin'), { recursive: true });
  writeFileSync(path.join(root, 'bin', 'codex.js'), '#!/usr/bin/env node\n');
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name }));
  const vendor = {
    hoisted: path.join(modules, '@openai', 'codex-linux-x64', 'vendor'),
    nested: path.join(root, 'node_modules', '@openai', 'codex-linux-x64', 'vendor'),
    vendor: path.join(root, 'vendor'),
    none: undefined,
  }[binaryAt];
  const binary = vendor && path.join(vendor, 'x86_64-unknown-linux-musl', 'bin', 'codex');
  if (binary) {
    mkdirSync(path.dirname(binary), { recursive: true });
    writeFileSync(binary, '');
  }
  return { launcher: path.join(root, 'bin', 'codex.js'), root, binary };
}

describe("Codex's native binary, started without its Node launcher", () => {
  it.each(['hoisted', 'nested', 'vendor'] as const)('is found where the launcher finds it (%s)', (where) => {
    const { launcher, root, binary } = install(where);
    expect(nativeCodex(launcher, 'linux-x64')).toEqual({
      program: binary,
      env: { CODEX_MANAGED_BY_NPM: '1', CODEX_MANAGED_PACKAGE_ROOT: root },
    });
  });

  it('is not used when the binary is missing, the package is another, or the platform has none', () => {
    expect(nativeCodex(install('none').launcher, 'linux-x64')).toBeUndefined();
    expect(nativeCodex(install('hoisted', 'not-codex').launcher, 'linux-x64')).toBeUndefined();
    expect(nativeCodex(install('hoisted').launcher, 'win32-x64')).toBeUndefined();
    expect(nativeCodex(undefined)).toBeUndefined();
    // A binary named on the command line (`--cli codex=PATH`) runs as given.
    const { binary } = install('hoisted');
    expect(nativeCodex(binary, 'linux-x64')).toBeUndefined();
  });

  it("is what a trial's first run and its follow-up turns start, with the launcher's variables", () => {
    if (process.platform !== 'linux' || process.arch !== 'x64') return;
    const { launcher, root, binary } = install('hoisted');
    const input = {
      sandbox: { configDir: '/c', workDir: '/w' },
      prompt: 'p',
      endpoint: { baseUrl: 'http://127.0.0.1:1', apiKey: 'k', model: undefined },
      maxTurns: 5,
      executable: launcher,
    } as unknown as CommandInput;
    const first = codexRun.command(input);
    expect(first.program).toBe(binary);
    expect(first.env).toMatchObject({ CODEX_MANAGED_BY_NPM: '1', CODEX_MANAGED_PACKAGE_ROOT: root, CODEX_HOME: '/c' });
    expect(codexRun.resume!(input).program).toBe(binary);
    expect(codexRun.command({ ...input, executable: undefined }).program).toBeUndefined();
  });
});
