import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname ?? '.', '..', '..');

/**
 * The Node that runs the bundle: Node 24 (what `runs.using: node24` gives on GitHub) when `.ci/run`
 * installed it, else this Node. CI must not silently fall back.
 */
export function bundleNode(): string {
  const node24 = process.env.CALIPER_NODE24;
  if (node24) return node24;
  if (process.env.CI)
    throw new Error('CALIPER_NODE24 is not set: .ci/run must install Node 24 for the dist smoke tests.');
  return process.execPath;
}

export function runBundle(entry: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(bundleNode(), [path.join(REPO_ROOT, entry), ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Parse a GITHUB_OUTPUT file (`name<<DELIM\nvalue\nDELIM`) into a map. */
export function parseGithubOutput(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/** Like runBundle, but asynchronous: for tests whose fake servers live in this process. */
export function runBundleAsync(
  entry: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(bundleNode(), [path.join(REPO_ROOT, entry), ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
