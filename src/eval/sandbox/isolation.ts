import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How a CLI is fenced in.
 * `namespace`: each run gets its own user and mount namespace (the evaluated repository is hidden under
 * an empty tmpfs) via `unshare -rm`; with the scripted model it also joins the run's network namespace
 * (made once by `unshare -rn`, loopback only), whose one way out is a port bridged to the model's socket.
 * `none`: a plain child process, where namespaces are unavailable (macOS, locked-down containers).
 */
export type Isolation =
  | { kind: 'none' }
  | { kind: 'namespace'; enterScript: string; hideDirs: string[]; network: NetworkNamespace | undefined };

export interface NetworkNamespace {
  /** A process living in the namespace; trials join it with nsenter. */
  holderPid: number;
  stop(): void;
}

/** The loopback port the bridge listens on inside the run's network namespace. */
export const BRIDGE_PORT = 38080;

/** Exit status for the sandbox's own failures; its stderr line (`caliper-launcher: …`) says what failed. */
export const LAUNCHER_FAILURE = 125;

export function wrapCommand(isolation: Isolation, command: string, args: readonly string[]): { command: string; args: string[] } {
  if (isolation.kind === 'none') return { command, args: [...args] };
  const enter = ['sh', isolation.enterScript, String(isolation.hideDirs.length), ...isolation.hideDirs, command, ...args];
  if (!isolation.network) return { command: 'unshare', args: ['-rm', '--', ...enter] };
  // Entering the user namespace makes us its root (uid 0), which may create the mount namespace.
  return { command: 'nsenter', args: ['--target', String(isolation.network.holderPid), '--user', '--net', '--', 'unshare', '-m', '--', ...enter] };
}

let probed: { ok: boolean; reason: string } | undefined;

/** Whether user, mount and network namespaces work here (checked once: unshare, nsenter, ip and mount). */
export function namespacesAvailable(): { ok: boolean; reason: string } {
  if (probed) return probed;
  const r = spawnSync('unshare', ['-rnm', '--', 'sh', '-c', 'ip link set lo up && mount -t tmpfs caliper-probe /mnt && command -v nsenter >/dev/null'], { encoding: 'utf8', timeout: 10_000 });
  probed = r.status === 0 ? { ok: true, reason: '' } : { ok: false, reason: r.error ? `unshare: ${r.error.message}` : (r.stderr.trim().split('\n').pop() ?? `exit ${r.status}`) };
  return probed;
}

/** Write the per-trial entry script: hide folders under empty tmpfs mounts, then exec the command. */
export function writeEnterScript(dir: string): string {
  const file = path.join(dir, 'caliper-enter.sh');
  writeFileSync(
    file,
    `# caliper: runs inside the trial's mount namespace. Usage: caliper-enter.sh N dir1..dirN command args...
n=$1; shift
while [ "$n" -gt 0 ]; do
  mount -t tmpfs -o size=64k,mode=755 caliper-hidden "$1" || { echo "caliper-launcher: cannot hide $1" >&2; exit ${LAUNCHER_FAILURE}; }
  shift; n=$((n - 1))
done
command -v "$1" >/dev/null 2>&1 || [ -x "$1" ] || { echo "caliper-launcher: cannot start $1: not found" >&2; exit ${LAUNCHER_FAILURE}; }
exec "$@"
`,
  );
  return file;
}

/**
 * Make the run's network namespace: a small Node process under `unshare -rn` that brings up loopback
 * and bridges 127.0.0.1:BRIDGE_PORT to the model server's unix socket, living until `stop()`.
 */
export async function startNetworkNamespace(dir: string, socketPath: string): Promise<NetworkNamespace> {
  const script = path.join(dir, 'caliper-bridge.mjs');
  writeFileSync(script, BRIDGE_SOURCE);
  const child: ChildProcess = spawn('unshare', ['-rn', '--', process.execPath, script, String(BRIDGE_PORT), socketPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox network did not come up in 10 s${stderr ? `: ${stderr.trim()}` : ''}`)), 10_000);
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox network could not be set up (exit ${code})${stderr ? `: ${stderr.trim()}` : ''}`));
    });
  });
  return { holderPid: child.pid!, stop: () => child.kill('SIGKILL') };
}

// Plain JavaScript, written to disk per run, so it works the same from src/ (tests) and dist/ (bundle).
const BRIDGE_SOURCE = `// caliper: the run's network namespace. Loopback up, then 127.0.0.1:PORT -> the model's unix socket.
import net from 'node:net';
import { spawnSync } from 'node:child_process';
const [port, socket] = process.argv.slice(2);
const up = spawnSync('ip', ['link', 'set', 'lo', 'up'], { encoding: 'utf8' });
if (up.status !== 0) { process.stderr.write('cannot bring up loopback: ' + (up.error ? up.error.message : up.stderr)); process.exit(1); }
const server = net.createServer((client) => {
  const upstream = net.connect(socket);
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
server.on('error', (error) => { process.stderr.write('cannot listen: ' + error.message); process.exit(1); });
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;
