import type { SandboxPolicy } from './policy.js';
import {
  EGRESS_SOCKET,
  FORWARDER_DIR,
  LAUNCHER_FAILURE,
  MCP_RELAY_DIR,
  MCP_SOCKET,
  READY_FIFO,
  SYSTEM_PERL,
} from './network.js';
import { SECCOMP_FD } from './seccomp.js';
import { pinnedFolders } from './pinnedFolders.js';

/**
 * bubblewrap's arguments for one policy. Namespaces: all of them (user where possible, mount, PID with
 * a fresh /proc, network with loopback only, IPC, UTS, cgroup). No capabilities at all (as real root
 * bwrap would otherwise keep them, and could then unmount), a new session (no TIOCSTI into the
 * caller's terminal), killed when caliper dies. The root is an empty tmpfs onto which only the
 * policy's paths are bound, then made read-only; /tmp is the sandbox's own. /proc is read-only too (no
 * write into another process's memory through /proc/<pid>/mem), and the seccomp filter read from
 * descriptor SECCOMP_FD refuses ptrace and its relatives (seccomp.ts). Its first command lowers the
 * descriptor limit (hard and soft) to the policy's, so nothing inside inherits caliper's; its second starts
 * nothing unless stdout and stderr are sockets, which no process of the trial can reopen (OUTPUT_SOCKETS).
 */
export function bwrapArgs(policy: SandboxPolicy, cwd: string, command: string, args: readonly string[]): string[] {
  const out = [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--seccomp',
    String(SECCOMP_FD),
    '--proc',
    '/proc',
    '--remount-ro',
    '/proc',
    '--dev',
    '/dev',
  ];
  // Both are memory: sized where this bwrap can (a /dev/shm of bwrap's --dev is half the host's RAM).
  for (const tmpfs of ['/tmp', '/dev/shm']) {
    if (policy.tmpBytes !== undefined) out.push('--size', String(policy.tmpBytes));
    out.push('--tmpfs', tmpfs);
  }
  for (const link of policy.symlinks) out.push('--symlink', link.target, link.path);
  for (const p of policy.readOnly) out.push('--ro-bind', p, p);
  out.push('--bind', policy.readWrite, policy.readWrite);
  for (const dir of pinnedFolders(policy.readWrite, policy.pinned)) out.push('--bind', dir, dir);
  for (const p of policy.pinned) out.push('--ro-bind', p, p);
  if (policy.egress)
    out.push('--bind', policy.egress.socket, EGRESS_SOCKET, '--ro-bind', policy.egress.forwarder, FORWARDER_DIR);
  if (policy.mcp) out.push('--bind', policy.mcp.socket, MCP_SOCKET, '--ro-bind', policy.mcp.relayDir, MCP_RELAY_DIR);
  // The root tmpfs bwrap builds on becomes read-only: outside /tmp and the trial, nothing is writable.
  out.push('--remount-ro', '/');
  const runtime = policy.egress?.runtime;
  const start = !runtime ? LAUNCH : runtime.kind === 'perl' ? LAUNCH_ON_PERL : LAUNCH_ON_NODE;
  const launch = [descriptorLimit(policy.openFiles), OUTPUT_SOCKETS, start].join('\n');
  // "$0" of the launch script: the Node that runs the forwarder where there is no Perl.
  const zero = runtime?.kind === 'node' ? runtime.node : 'sh';
  out.push('--chdir', cwd, '--', 'sh', '-c', launch, zero, command, ...args);
  return out;
}

/**
 * `ulimit -n` (dash, bash and busybox alike) sets the hard and the soft limit when given neither -H nor
 * -S, and nothing inside can raise a hard limit again. Where caliper's own hard limit is lower already,
 * raising fails and the lower one stands.
 */
function descriptorLimit(openFiles: number): string {
  return `ulimit -n ${Math.max(64, Math.trunc(openFiles) || 0)} 2>/dev/null`;
}

/**
 * The streams caliper reads a command's record from must be sockets, or nothing starts (exit LAUNCHER_FAILURE). Any
 * process of the trial can open another's /proc/<pid>/fd/1 (the sandbox's PID 1 and the CLI hold it): on a pipe that
 * open succeeds and what it writes is read as lines the CLI printed (a forged tool call, activation, read); on a socket
 * the kernel refuses it (ENXIO), and ptrace and pidfd_getfd, the other ways to another's descriptor, are refused by
 * seccomp.ts. Node's stdio 'pipe' (runProcess) is a socket pair on Linux; this makes that a checked wall, not luck.
 */
const OUTPUT_SOCKETS =
  `[ -S /proc/self/fd/1 ] && [ -S /proc/self/fd/2 ] || { echo "caliper-launcher: the command's stdout or ` +
  `stderr is not a socket, so a process of the trial could reopen it through /proc/<pid>/fd and write lines ` +
  `the CLI never printed; start the sandbox with both as sockets (Node's stdio 'pipe')" >&2; exit ` +
  `${LAUNCHER_FAILURE}; }`;

const CHECK_COMMAND =
  `command -v "$1" >/dev/null 2>&1 || { echo "caliper-launcher: cannot ` +
  `start $1: not found inside the sandbox" >&2; exit ` +
  `${LAUNCHER_FAILURE}; }`;

const LAUNCH = `${CHECK_COMMAND}
exec "$@"`;

// The forwarder starts with an empty environment: nothing of the CLI's (its key) reaches it. With Perl
// (a few ms to start) launch.pl listens, forks the forwarder and becomes the CLI; else caliper's own
// Node ("$0") runs the forwarder and the CLI waits for its "ready".
const LAUNCH_ON_PERL = `${CHECK_COMMAND}
exec ${SYSTEM_PERL} ${FORWARDER_DIR}/launch.pl "$@"`;

const LAUNCH_ON_NODE = `${CHECK_COMMAND}
mkfifo ${READY_FIFO} || exit ${LAUNCHER_FAILURE}
env -i "$0" ${FORWARDER_DIR}/forward.mjs </dev/null >${READY_FIFO} &
IFS= read -r ready <${READY_FIFO}
[ "$ready" = ready ] || {
  echo "caliper-launcher: the model bridge did not start inside the sandbox" >&2
  exit ${LAUNCHER_FAILURE}
}
exec "$@"`;
