import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import { bwrapArgs } from './bwrapArgs.js';
import { makeOwnedFolder } from './cleanup.js';
import { writeSeccompFilter } from './seccomp.js';
import { DEFAULT_TRIAL_LIMITS, SANDBOX_TMP_BYTES } from './trialLimits.js';
import { type ForwarderRuntime, programRoots, systemView } from './policy.js';
import { SYSTEM_PERL } from './network.js';

/**
 * How a CLI and its checks are fenced in.
 * `bubblewrap`: each trial in its own bwrap sandbox (see policy.ts and bwrapArgs.ts) under the seccomp
 * filter in the file `seccomp` (seccomp.ts); `egress`, when
 * set, is the unix socket that is the agent's one way out (the scripted model, or the trial's allow-list
 * proxy), reached inside through `forwarder` (network.ts). `mcp`, when set, is the trial's mock MCP
 * servers (their host socket, the relay's folder: src/eval/mcp/trialServers.ts), which the agent's
 * commands get with the egress and its checks do not.
 * `none`: a plain child process, only when asked for with `--isolation none`.
 */
export type Isolation =
  | { kind: 'none' }
  | {
      kind: 'bubblewrap';
      forwarder: string;
      seccomp: string;
      egress: string | undefined;
      mcp?: { socket: string; relayDir: string };
    };

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
  /** Descriptors each of its processes may hold; the default trial limit when not given. */
  openFiles?: number;
  /** Files of the trial's folder the command may read but not replace (SandboxPolicy.pinned). */
  pinned?: readonly string[];
}

/** A command to run; `files` are opened read-only and handed to it as descriptors 3, 4, … (runProcess). */
export interface WrappedCommand {
  command: string;
  args: string[];
  files: string[];
}

export function wrapCommand(
  isolation: Isolation,
  fence: Fence,
  command: string,
  args: readonly string[],
): WrappedCommand {
  if (isolation.kind === 'none') return { command, args: [...args], files: [] };
  const system = systemView();
  const egress =
    fence.egress && isolation.egress
      ? { socket: isolation.egress, forwarder: isolation.forwarder, runtime: forwarderRuntime() }
      : undefined;
  const mcp = fence.egress ? isolation.mcp : undefined;
  // The forwarder and the MCP relay run on caliper's own Node, wherever that is installed (the Action's runner ships
  // its own).
  const readOnly = [...system.readOnly, ...fence.programs, ...(egress || mcp ? forwarderNode() : [])];
  const tmpBytes = tmpfsCanBeSized() ? SANDBOX_TMP_BYTES : undefined;
  const policy = {
    readOnly: [...new Set(readOnly)],
    symlinks: system.symlinks,
    readWrite: fence.root,
    egress,
    mcp,
    tmpBytes,
    openFiles: fence.openFiles ?? DEFAULT_TRIAL_LIMITS.openFiles,
    pinned: [...(fence.pinned ?? [])],
  };
  return { command: 'bwrap', args: bwrapArgs(policy, fence.cwd, command, args), files: [isolation.seccomp] };
}

let sizable: boolean | undefined;
/** Whether this bwrap has `--size` (0.7.0 and later; Ubuntu 22.04 ships 0.6). */
function tmpfsCanBeSized(): boolean {
  sizable ??= /--size\b/.test(spawnSync('bwrap', ['--help'], { encoding: 'utf8', timeout: 10_000 }).stdout ?? '');
  return sizable;
}

let runtime: ForwarderRuntime | undefined;
function forwarderRuntime(): ForwarderRuntime {
  runtime ??= existsSync(SYSTEM_PERL) ? { kind: 'perl' } : { kind: 'node', node: process.execPath };
  return runtime;
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
  const dir = makeOwnedFolder(os.tmpdir(), 'run');
  let r: SpawnSyncReturns<string>;
  try {
    const { args, files } = wrapCommand(
      { kind: 'bubblewrap', forwarder: '', seccomp: writeSeccompFilter(dir), egress: undefined },
      { root: os.tmpdir(), cwd: '/', programs: [], egress: false },
      'true',
      [],
    );
    r = spawnWithFiles(files, (fds) =>
      spawnSync('bwrap', args, {
        encoding: 'utf8',
        timeout: 10_000,
        env: { PATH: searchPath },
        stdio: ['ignore', 'pipe', 'pipe', ...fds],
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  let result: { ok: true } | { ok: false; reason: string };
  if (r.status === 0) result = { ok: true };
  else if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    result = {
      ok: false,
      reason:
        'bubblewrap (bwrap) is not installed, so the agent cannot be ' +
        'sandboxed: install it (Debian/Ubuntu: sudo apt-get install ' +
        'bubblewrap), or pass --isolation none to evaluate without a sandbox',
    };
  } else {
    const why = r.error ? r.error.message : (r.stderr.trim().split('\n').pop() ?? `exit ${r.status}`);
    result = {
      ok: false,
      reason:
        `bubblewrap cannot create its sandbox here (${why}): user namespaces ` +
        `are blocked; on Ubuntu 24.04 run \`sudo sysctl -w ` +
        `kernel.apparmor_restrict_unprivileged_userns=0\`, or pass --isolation ` +
        `none to evaluate without a sandbox`,
    };
  }
  probed.set(searchPath, result);
  return result;
}

/** Run `spawn` with `files` open read-only as its extra descriptors, closed again here once it started. */
export function spawnWithFiles<T>(files: readonly string[], spawn: (fds: number[]) => T): T {
  const fds: number[] = [];
  try {
    for (const f of files) fds.push(openSync(f, 'r'));
    return spawn(fds);
  } finally {
    for (const fd of fds) closeSync(fd);
  }
}
