import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How a CLI is fenced in. `namespace`: under `unshare` with a user and mount namespace (the evaluated
 * repository is hidden under an empty tmpfs) and, for the scripted model, a network namespace whose
 * only way out is a loopback port bridged to the model server's unix socket. `none`: a plain child
 * process, where `unshare` is unavailable (macOS, locked-down containers).
 */
export type Isolation =
  | { kind: 'none' }
  | { kind: 'namespace'; launcher: string; bridge: { port: number; socket: string } | undefined; hideDirs: string[] };

/** The loopback port the bridge listens on inside every trial's own network namespace. */
export const BRIDGE_PORT = 38080;

/** Exit status the launcher uses for its own failures; its stderr line says what failed. */
export const LAUNCHER_FAILURE = 125;

export function wrapCommand(isolation: Isolation, command: string, args: readonly string[]): { command: string; args: string[] } {
  if (isolation.kind === 'none') return { command, args: [...args] };
  const flags = isolation.bridge ? '-rnm' : '-rm';
  const launcherArgs: string[] = [];
  if (isolation.bridge) launcherArgs.push('--port', String(isolation.bridge.port), '--socket', isolation.bridge.socket);
  for (const dir of isolation.hideDirs) launcherArgs.push('--hide', dir);
  return { command: 'unshare', args: [flags, '--', process.execPath, isolation.launcher, ...launcherArgs, '--', command, ...args] };
}

let probed: { ok: boolean; reason: string } | undefined;

/** Whether user, mount and network namespaces work here (checked once: unshare, ip and mount). */
export function namespacesAvailable(): { ok: boolean; reason: string } {
  if (probed) return probed;
  const r = spawnSync('unshare', ['-rnm', '--', 'sh', '-c', 'ip link set lo up && mount -t tmpfs caliper-probe /mnt'], { encoding: 'utf8', timeout: 10_000 });
  probed =
    r.status === 0
      ? { ok: true, reason: '' }
      : { ok: false, reason: r.error ? `unshare: ${r.error.message}` : (r.stderr.trim().split('\n').pop() ?? `exit ${r.status}`) };
  return probed;
}

/** Write the launcher script that runs inside the namespaces; returns its path. */
export function writeLauncher(dir: string): string {
  const file = path.join(dir, 'caliper-launcher.mjs');
  writeFileSync(file, LAUNCHER_SOURCE);
  return file;
}

// Plain JavaScript, written to disk per run, so it works the same from src/ (tests) and dist/ (bundle).
const LAUNCHER_SOURCE = `// caliper's sandbox launcher: runs inside unshare's namespaces, then starts the agent CLI.
import net from 'node:net';
import os from 'node:os';
import { spawn, spawnSync } from 'node:child_process';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const options = argv.slice(0, split);
const [command, ...args] = argv.slice(split + 1);
let port;
let socket;
const hide = [];
for (let i = 0; i < options.length; i += 2) {
  const value = options[i + 1];
  if (options[i] === '--port') port = Number(value);
  else if (options[i] === '--socket') socket = value;
  else if (options[i] === '--hide') hide.push(value);
}
const fail = (message) => {
  process.stderr.write('caliper-launcher: ' + message + '\\n');
  process.exit(${LAUNCHER_FAILURE});
};
const run = (cmd, cmdArgs, what) => {
  const r = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (r.status !== 0) fail(what + ' (' + (r.error ? r.error.message : r.stderr.trim()) + ')');
};
if (port !== undefined) run('ip', ['link', 'set', 'lo', 'up'], 'cannot bring up loopback');
for (const dir of hide) run('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=755', 'caliper-hidden', dir], 'cannot hide ' + dir);

const start = () => {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('error', (error) => fail('cannot start ' + command + ': ' + error.message));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1)));
  for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(s, () => child.kill(s));
};
if (port === undefined) {
  start();
} else {
  const server = net.createServer((client) => {
    const upstream = net.connect(socket);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  server.on('error', (error) => fail('cannot listen on 127.0.0.1:' + port + ': ' + error.message));
  server.listen(port, '127.0.0.1', start);
}
`;
