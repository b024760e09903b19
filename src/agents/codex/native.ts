import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The npm package's platform packages and the Rust target each holds (as its `bin/codex.js` maps them). */
const TARGETS: Readonly<Record<string, { pkg: string; triple: string }>> = {
  'linux-x64': { pkg: '@openai/codex-linux-x64', triple: 'x86_64-unknown-linux-musl' },
  'linux-arm64': { pkg: '@openai/codex-linux-arm64', triple: 'aarch64-unknown-linux-musl' },
  'darwin-x64': { pkg: '@openai/codex-darwin-x64', triple: 'x86_64-apple-darwin' },
  'darwin-arm64': { pkg: '@openai/codex-darwin-arm64', triple: 'aarch64-apple-darwin' },
};

export interface NativeCodex {
  program: string;
  /** What the launcher tells the binary about its install (it reads them only for its update notice). */
  env: Record<string, string>;
}

const known = new Map<string, NativeCodex | undefined>();

/**
 * The binary the npm package's launcher (`bin/codex.js`, a Node script) would start, with the variables it would
 * set: started directly, each Codex run saves a Node start (0.05 CPU s, 340 of them in caliper's suite). Undefined
 * when `executable` is not that launcher or its binary is not where the launcher looks: then it runs as given.
 */
export function nativeCodex(executable: string | undefined, platform = `${process.platform}-${process.arch}`) {
  if (executable === undefined) return undefined;
  const key = `${platform}\0${executable}`;
  if (!known.has(key)) known.set(key, find(executable, platform));
  return known.get(key);
}

function find(executable: string, platform: string): NativeCodex | undefined {
  const target = TARGETS[platform];
  if (!target || path.basename(executable) !== 'codex.js' || path.basename(path.dirname(executable)) !== 'bin')
    return undefined;
  const root = path.dirname(path.dirname(executable));
  if (!isCodexPackage(root)) return undefined;
  // Where `require.resolve` finds the platform package from the launcher: its own node_modules, then the one
  // that holds @openai/codex; else the package's own vendor folder (the launcher's fallback).
  const vendors = [
    path.join(root, 'node_modules', target.pkg, 'vendor'),
    path.join(root, '..', '..', target.pkg, 'vendor'),
    path.join(root, 'vendor'),
  ];
  const program = vendors.map((v) => path.join(v, target.triple, 'bin', 'codex')).find((p) => existsSync(p));
  if (!program) return undefined;
  return { program, env: { CODEX_MANAGED_BY_NPM: '1', CODEX_MANAGED_PACKAGE_ROOT: root } };
}

function isCodexPackage(root: string): boolean {
  try {
    return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name === '@openai/codex';
  } catch {
    return false;
  }
}
