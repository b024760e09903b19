import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../../skills/skillFiles.js';
import { scriptLauncher } from './scriptLauncher.js';

/**
 * What one trial's sandbox contains, as data: an allow-list. Nothing of the host is visible unless it is
 * named here; everything else (the checkout, the base worktree, results, other trials, the runner's
 * HOME, the tools folder) is simply absent, not hidden, so there is nothing to unmount.
 */
export interface SandboxPolicy {
  /** Host folders and files bound read-only at the same path: system folders, the CLI's install. */
  readOnly: string[];
  /**
   * Symlinks recreated as they are on the host: top-level ones (`/bin -> usr/bin` on merged-/usr systems) and
   * those of /etc that point into a system folder (`/etc/localtime -> /usr/share/zoneinfo/Etc/UTC`).
   */
  symlinks: { path: string; target: string }[];
  /** The trial's own folder, bound read-write at the same path; the only writable host folder. */
  readWrite: string;
  /**
   * Files inside `readWrite` bound read-only over themselves: what caliper wrote for the CLI to read at start
   * (its settings, its endpoint), which nothing the agent runs may rewrite, remove or rename for a later start.
   */
  pinned: string[];
  /**
   * A unix socket bound into the sandbox: the one way out of its network namespace (model or proxy), reached
   * through the forwarder (network.ts) run by `runtime`.
   */
  egress: { socket: string; forwarder: string; runtime: ForwarderRuntime } | undefined;
  /**
   * The trial's mock MCP servers: their host socket and the relay's folder, bound in at MCP_SOCKET and MCP_RELAY_DIR
   * (network.ts).
   */
  mcp?: { socket: string; relayDir: string } | undefined;
  /** The size of the sandbox's /tmp tmpfs; undefined where this bwrap cannot size one. */
  tmpBytes: number | undefined;
  /** Descriptors each process inside may hold: its own limit, never caliper's (which it would inherit). */
  openFiles: number;
}

/**
 * What runs the forwarder inside the sandbox: the system's Perl (/usr/bin/perl, seen inside as on the host;
 * it starts in a few ms) or, where there is none, caliper's own Node.
 */
export type ForwarderRuntime = { kind: 'perl' } | { kind: 'node'; node: string };

/** Top-level system folders the agent may read (or their merged-/usr symlinks). */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

/**
 * The part of /etc programs need to run: users, name service, dynamic linker, CA certificates, the
 * alternatives /usr/bin links go through, time zone. Not /etc as a whole (credentials and runner
 * configuration live there on some machines).
 */
export const ETC_ENTRIES = [
  'passwd',
  'group',
  'hosts',
  'nsswitch.conf',
  'resolv.conf',
  'host.conf',
  'ld.so.cache',
  'ld.so.conf',
  'ld.so.conf.d',
  'alternatives',
  'ssl',
  'ca-certificates',
  'ca-certificates.conf',
  'pki',
  'localtime',
  'timezone',
  'mime.types',
  'os-release',
  'lsb-release',
  'debian_version',
  'bash.bashrc',
  'profile',
  'inputrc',
  'terminfo',
  'gitconfig',
  'manpath.config',
];

let system: Pick<SandboxPolicy, 'readOnly' | 'symlinks'> | undefined;

/** The system part of every sandbox (computed once per process). */
export function systemView(): Pick<SandboxPolicy, 'readOnly' | 'symlinks'> {
  if (system) return system;
  const readOnly: string[] = [];
  const symlinks: { path: string; target: string }[] = [];
  for (const dir of SYSTEM_DIRS) {
    const st = lstatOrUndefined(dir);
    if (!st) continue;
    if (st.isSymbolicLink()) symlinks.push({ path: dir, target: readlinkSync(dir) });
    else if (st.isDirectory()) readOnly.push(dir);
  }
  for (const entry of ETC_ENTRIES) {
    const file = `/etc/${entry}`;
    if (!existsSync(file)) continue;
    if (linksIntoSystem(file, readOnly)) symlinks.push({ path: file, target: readlinkSync(file) });
    else readOnly.push(file);
  }
  system = { readOnly, symlinks };
  return system;
}

/**
 * A symlink whose target is inside the system folders the sandbox shows is recreated, not bound: a bound
 * /etc/localtime is a plain file, and ICU (Node's, Bun's) then names the time zone by comparing it with every
 * file under /usr/share/zoneinfo, about a second of every start of a CLI that formats a local date.
 */
function linksIntoSystem(file: string, systemDirs: readonly string[]): boolean {
  if (!lstatOrUndefined(file)?.isSymbolicLink()) return false;
  // Both the link's own target and where its chain ends: every step of it must be there inside.
  const target = path.resolve(path.dirname(file), readlinkSync(file));
  return [target, realOrSelf(file)].every((p) => systemDirs.some((dir) => isInside(dir, p)));
}

/**
 * The host folders a program needs besides the system ones: its install folder and its interpreter's
 * (a `#!` script run by a Node or Python outside /usr, a venv's base Python). `installRoot` is the
 * folder the program was installed into (the tools folder's entry for this CLI), when known.
 */
export function programRoots(executable: string, installRoot: string | undefined, searchPath: string): string[] {
  const roots = new Set<string>();
  const covered = (p: string) => [...roots, ...systemView().readOnly].some((r) => isInside(r, p));
  const add = (p: string) => {
    if (!covered(p)) roots.add(p);
  };
  const real = realOrSelf(executable);
  // Compared as real paths: a tools folder reached through a symlink still holds the real executable.
  const root = installRoot && realOrSelf(installRoot);
  add(root && isInside(root, real) ? root : packageRoot(real));
  for (const interpreter of interpreters(real, searchPath)) add(prefixOf(interpreter));
  return [...roots];
}

/**
 * The interpreter a script is started by (pip's `/bin/sh` launcher's too), resolved to a real file (`env X` on PATH).
 */
function interpreters(file: string, searchPath: string): string[] {
  const program = scriptLauncher(file)?.interpreter;
  if (!program) return [];
  const found = path.isAbsolute(program)
    ? program
    : searchPath
        .split(path.delimiter)
        .map((d) => path.join(d, program))
        .find((c) => existsSync(c));
  return found ? [realOrSelf(found)] : [];
}

/** `/x/lib/node_modules/pkg/bin/cli.js` -> `/x/lib/node_modules`; otherwise the program's own folder. */
function packageRoot(real: string): string {
  const at = real.indexOf(`${path.sep}node_modules${path.sep}`);
  return at >= 0 ? real.slice(0, at + '/node_modules'.length) : path.dirname(real);
}

/** An interpreter's installation prefix: `/opt/node/bin/node` -> `/opt/node`. */
function prefixOf(real: string): string {
  const dir = path.dirname(real);
  return path.basename(dir) === 'bin' ? path.dirname(dir) : dir;
}

function realOrSelf(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

function lstatOrUndefined(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}
