import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { binFile } from './bin.js';

/** How long one `npm install` of a server may take before it is killed and the run refused. */
export const NPM_INSTALL_TIMEOUT_MS = 5 * 60_000;
/** Written into an install's folder once it is complete: a folder without it is never used. */
const MARKER = 'caliper-installed.json';

/** An `npm:` server installed on the host: its install's folder (read-only in its sandbox) and its program. */
export interface NpmInstall {
  /** `name@1.2.3`, as the spec pins it. */
  package: string;
  /** The install's folder (its `node_modules` inside), a real path. */
  prefix: string;
  /** The real path of the package's `bin` program, inside `prefix`. */
  bin: string;
}

export type NpmInstallOutcome = ({ ok: true; alreadyInstalled: boolean } & NpmInstall) | { ok: false; why: string };

export interface NpmInstallOptions {
  /** The `npm` to run (tests give a fake one). */
  npm?: string;
  timeoutMs?: number;
}

/** `@scope/name@1.2.3` -> `@scope/name` and `1.2.3`. */
export function splitPinned(pinned: string): { name: string; version: string } {
  const at = pinned.lastIndexOf('@');
  return { name: pinned.slice(0, at), version: pinned.slice(at + 1) };
}

/** The folder of one pinned package under the tools folder: `mcp/@scope+name@1.2.3`. */
export const installFolder = (tools: string, pinned: string): string =>
  path.join(tools, 'mcp', pinned.replace('/', '+'));

/**
 * Install a pinned package (validated `name@1.2.3`: no range, URL or path) into a folder of its own under the tools
 * folder, unless a complete install is there. It is installed beside, then renamed into place, so that a folder in
 * place is always complete (two runs installing it at once both end with one). Install scripts never run: the
 * package's code runs only in its server's sandbox. npm reads the runner's own configuration (its registry, proxy,
 * CA and that registry's token) and no project's: it runs in the new folder, never in the repository.
 */
export function installNpmPackage(
  tools: string,
  pinned: string,
  env: NodeJS.ProcessEnv,
  options: NpmInstallOptions = {},
): NpmInstallOutcome {
  const final = installFolder(tools, pinned);
  const there = completeInstall(final, pinned);
  if (there.ok) return { ...there, alreadyInstalled: true };
  mkdirSync(path.dirname(final), { recursive: true });
  const staging = mkdtempSync(`${final}.installing-`);
  try {
    chmodSync(staging, 0o755);
    const fetched = runNpm(staging, pinned, env, options);
    if (!fetched.ok) return fetched;
    const done = resolveInstall(staging, pinned);
    if (!done.ok) return done;
    writeFileSync(path.join(staging, MARKER), JSON.stringify({ package: pinned }));
    if (!completeInstall(final, pinned).ok) rmSync(final, { recursive: true, force: true });
    try {
      renameSync(staging, final);
    } catch (e) {
      // Another run put its own in place first: that one is as good.
      if (!completeInstall(final, pinned).ok) throw e;
    }
    const placed = completeInstall(final, pinned);
    return placed.ok ? { ...placed, alreadyInstalled: false } : placed;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function runNpm(
  folder: string,
  pinned: string,
  env: NodeJS.ProcessEnv,
  options: NpmInstallOptions,
): { ok: true } | { ok: false; why: string } {
  const timeoutMs = options.timeoutMs ?? NPM_INSTALL_TIMEOUT_MS;
  const args = ['install', '--prefix', folder, '--ignore-scripts', '--no-audit', '--no-fund', '--no-save'];
  args.push('--no-package-lock', '--no-update-notifier', '--loglevel=error', pinned);
  const r = spawnSync(options.npm ?? 'npm', args, {
    cwd: folder,
    env: { ...env, npm_config_ignore_scripts: 'true' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT')
    return { ok: false, why: `npm install did not finish within ${Math.round(timeoutMs / 1000)} s` };
  if (r.status === 0) return { ok: true };
  const said = (r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ');
  return { ok: false, why: `npm install failed${r.status !== null ? ` (status ${r.status})` : ''}: ${said}` };
}

/** The package installed in `prefix` at the pinned version, and its program. */
function resolveInstall(prefix: string, pinned: string): ({ ok: true } & NpmInstall) | { ok: false; why: string } {
  const { name, version } = splitPinned(pinned);
  const packageDir = path.join(prefix, 'node_modules', name);
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  } catch {
    return { ok: false, why: `npm install left no ${name}/package.json` };
  }
  const got = (manifest as { version?: unknown }).version;
  if (got !== version) return { ok: false, why: `npm installed ${name} ${String(got)}, not ${version}` };
  const bin = binFile(packageDir, prefix, manifest, name);
  if (!bin.ok) return bin;
  return { ok: true, package: pinned, prefix: realpathSync.native(prefix), bin: bin.file };
}

function completeInstall(folder: string, pinned: string): ({ ok: true } & NpmInstall) | { ok: false; why: string } {
  try {
    const marker = JSON.parse(readFileSync(path.join(folder, MARKER), 'utf8')) as { package?: unknown };
    if (marker.package !== pinned) return { ok: false, why: `${folder} holds another package` };
  } catch {
    return { ok: false, why: existsSync(folder) ? `${folder} is an unfinished install` : `not installed` };
  }
  return resolveInstall(folder, pinned);
}
