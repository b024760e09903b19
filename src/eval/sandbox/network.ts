import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The network of a sandbox: its own namespace with loopback only (bwrap --unshare-net). Its one way out
 * is a unix socket of caliper's, bound in at EGRESS_SOCKET: the scripted model, or the allow-list proxy
 * for a real model. Inside, a forwarder started with an empty environment listens on
 * 127.0.0.1:EGRESS_PORT and pipes each connection to that socket. It lives in the trial's PID namespace,
 * so it ends with the trial (and with caliper: --die-with-parent); no helper outlives a run.
 */
export const EGRESS_PORT = 38080;
export const EGRESS_SOCKET = '/run/caliper/egress.sock';
export const FORWARDER_FILE = '/run/caliper/forward.mjs';
export const READY_FIFO = '/tmp/.caliper-egress-ready';

/** Exit status for the sandbox's own failures; its stderr line (`caliper-launcher: …`) says what failed. */
export const LAUNCHER_FAILURE = 125;

/** Write the forwarder once per run (plain JavaScript: it runs the same from src/ and from dist/). */
export function writeForwarder(runDir: string): string {
  const file = path.join(runDir, 'caliper-forward.mjs');
  writeFileSync(file, FORWARDER_SOURCE);
  return file;
}

const FORWARDER_SOURCE = `// caliper: inside a trial's sandbox, 127.0.0.1:${EGRESS_PORT} -> ${EGRESS_SOCKET}.
import net from 'node:net';
const server = net.createServer((client) => {
  const upstream = net.connect(${JSON.stringify(EGRESS_SOCKET)});
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
server.on('error', (error) => { process.stderr.write('caliper-launcher: the model bridge cannot listen: ' + error.message + '\\n'); process.exit(${LAUNCHER_FAILURE}); });
server.listen(${EGRESS_PORT}, '127.0.0.1', () => process.stdout.write('ready\\n'));
`;
