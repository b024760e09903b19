import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { rmSync } from 'node:fs';
import type { TrialConnections } from '../sandbox/connectionCap.js';
import type { McpMockHost } from './mockHost.js';

/** A JSON-RPC message to a mock is a few kB; a larger body is refused unread. */
export const MAX_MCP_MESSAGE_BYTES = 1024 * 1024;

export interface McpEndpoint {
  /** The unix socket it listens on (bound into the trial like its egress socket): the relay posts to `/<server>`. */
  socketPath: string;
  /** The bearer token the relay sends; a request without it is refused. */
  token: string;
  close(): Promise<void>;
}

/**
 * The host end of a trial's mock MCP servers, on a unix socket of the trial's (a sandbox has no
 * loopback of the host's: its way out is a socket bound in, src/eval/sandbox/network.ts) and guarded by the trial's
 * connection cap like its other ways out: each POST carries one JSON-RPC message for the server its path names, and
 * gets the host's reply (202 with no body for a notification).
 */
export async function startMcpEndpoint(
  host: McpMockHost,
  connections: TrialConnections,
  socketPath: string,
): Promise<McpEndpoint> {
  const token = randomBytes(32).toString('hex');
  const server = connections.guard(http.createServer((req, res) => void serve(host, token, req, res)));
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { socketPath, token, close };
}

async function serve(
  host: McpMockHost,
  token: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const reply = (status: number, body = '') => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  if (req.method !== 'POST' || !authorised(req.headers.authorization, token)) return void reply(403);
  const server = decodeURIComponent((req.url ?? '/').slice(1));
  const body = await readBody(req);
  if (body === undefined) return void reply(413);
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return void reply(200, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'not JSON' } }));
  }
  const answer = await host.reply(server, message);
  if (answer === undefined) reply(202);
  else reply(200, JSON.stringify(answer));
}

function authorised(header: string | undefined, token: string): boolean {
  const want = Buffer.from(`Bearer ${token}`);
  const got = Buffer.from(header ?? '');
  return got.length === want.length && timingSafeEqual(got, want);
}

function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_MCP_MESSAGE_BYTES) {
        req.destroy();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(undefined));
  });
}
