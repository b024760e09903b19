import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { bwrapArgs } from './bwrapArgs.js';
import { programRoots, systemView } from './policy.js';

/**
 * How a CLI and its checks are fenced in.
 * `bubblewrap`: each trial in its own bwrap sandbox (see policy.ts and bwrapArgs.ts); `egress`, when
 * set, is the unix socket that is the agent's one way out (the scripted model, or the trial's allow-list
 * proxy), reached inside through `forwarder` (network.ts).
 * `none`: a plain child process, only when asked for with `--isolation none`.
 */
export type Isolation = { kind: 'none' } | { kind: 'bubblewrap'; forwarder: string; egress: string | undefined };

export type IsolationLevel = Isolation['kind'];

/** What one command in a trial's sandbox may see besides the system: its trial folder and programs. */
export interface Fence {
  /** The trial's own folder (read-write). */
  root: string;
  cwd: string;
  /** Host folders the command's program needs, read-only (the CLI's install, its interpreter). */
  programs: readonly string[];
  /** Whether the command gets the egress (the agent does, its checks do not). */
  egress: boolean;
}

export function wrapCommand(isolation: Isolation, fence: Fence, command: string, args: readonly string[]): { command: string; args: string[] } {
  if (isolation.kind === 'none') return { command, args: [...args] };
  const system = systemView();
  const egress = fence.egress && isolation.egress ? { socket: isolation.egress, forwarder: isolation.forwarder, node: process.execPath } : undefined;
  // The forwarder runs on caliper's own Node, wherever that is installed (the Action's runner ships its own).
  const readOnly = [...system.readOnly, ...fence.programs, ...(egress ? forwarderNode() : [])];
  const policy = { readOnly: [...new Set(readOnly)], symlinks: system.symlinks, readWrite: fence.root, egress };
  return { command: 'bwrap', args: bwrapArgs(policy, fence.cwd, command, args) };
}

let nodeRoots: string[] | undefined;
function forwarderNode(): string[] {
  nodeRoots ??= programRoots(process.execPath, undefined, '');
  return nodeRoots;
}

const probed = new Map<string, { ok: true } | { ok: false; reason: string }>();

/**
 * Whether bubblewrap runs here (found on `searchPath`), tried once with the real policy. The reason is
 * one line that says what to do: install it, or lift the user-namespace restriction (Ubuntu 24.04's
 * AppArmor default), or choose `--isolation none` on purpose.
 */
export function bubblewrapAvailable(searchPath: string): { ok: true } | { ok: false; reason: string } {
  const known = probed.get(searchPath);
  if (known) return known;
  const { args } = wrapCommand({ kind: 'bubblewrap', forwarder: '', egress: undefined }, { root: os.tmpdir(), cwd: '/', programs: [], egress: false }, 'true', []);
  const r = spawnSync('bwrap', args, { encoding: 'utf8', timeout: 10_000, env: { PATH: searchPath } });
  let result: { ok: true } | { ok: false; reason: string };
  if (r.status === 0) result = { ok: true };
  else if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    result = { ok: false, reason: 'bubblewrap (bwrap) is not installed, so the agent cannot be sandboxed: install it (Debian/Ubuntu: sudo apt-get install bubblewrap), or pass --isolation none to evaluate without a sandbox' };
  } else {
    const why = r.error ? r.error.message : (r.stderr.trim().split('\n').pop() ?? `exit ${r.status}`);
    result = {
      ok: false,
      reason: `bubblewrap cannot create its sandbox here (${why}): user namespaces are blocked; on Ubuntu 24.04 run \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\`, or pass --isolation none to evaluate without a sandbox`,
    };
  }
  probed.set(searchPath, result);
  return result;
}
