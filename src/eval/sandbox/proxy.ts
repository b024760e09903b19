import http from 'node:http';
import net from 'node:net';
import { rmSync } from 'node:fs';
import { TrialConnections } from './connectionCap.js';
import { hostAndPort, type HostOverrides } from './hostOverrides.js';
import { DEFAULT_TRIAL_LIMITS } from './trialLimits.js';

/** One trial's way out with a real model: what it let through and what it refused. */
export interface AllowListProxy {
  socketPath: string;
  /** Refused requests so far, and (at most 20, sanitised) the targets they asked for. */
  refused(): { count: number; targets: string[] };
  close(): Promise<void>;
}

/**
 * An HTTP proxy on a unix socket (bound into one trial's sandbox as its only way out) that lets through
 * only `host:port` targets on the allow-list: CONNECT tunnels (https) and absolute-URL requests (plain
 * http). Everything else gets 403 and is counted. It runs inside caliper's own process: no helper
 * process, no environment of its own to leak. Names are matched as asked, never resolved here first, so
 * a name that the CLI resolves differently cannot slip through. `overrides` changes only where an
 * allowed target is dialled (hostOverrides.ts), never what is allowed. The trial's `connections` cap
 * how many it holds open at once.
 */
export async function startAllowListProxy(
  socketPath: string,
  allow: readonly string[],
  overrides: HostOverrides = new Map(),
  connections = new TrialConnections(DEFAULT_TRIAL_LIMITS.connections),
): Promise<AllowListProxy> {
  const dial = (target: string, host: string, port: number) => overrides.get(target) ?? { host, port };
  const allowed = new Set(allow.map((a) => a.toLowerCase()));
  let count = 0;
  const targets: string[] = [];
  const refuse = (target: string) => {
    count++;
    const clean = target.replace(/[^A-Za-z0-9.:[\]_-]/g, '?').slice(0, 100);
    if (targets.length < 20 && !targets.includes(clean)) targets.push(clean);
  };
  const sockets = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      refuse(req.url ?? '');
      res.writeHead(403).end('caliper: only proxy requests to allowed hosts\n');
      return;
    }
    const target = `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`.toLowerCase();
    if (url.protocol !== 'http:' || !allowed.has(target)) {
      refuse(target);
      res.writeHead(403).end(`caliper: ${target} is not on this sandbox's network allow-list\n`);
      return;
    }
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const to = dial(target, url.hostname, Number(url.port || 80));
    const upstream = http.request(
      { host: to.host, port: to.port, method: req.method, path: `${url.pathname}${url.search}`, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        // An answer the model host drops mid-stream is dropped to the CLI too (pipe alone would leave it
        // waiting for the rest until the trial's timeout).
        up.on('aborted', () => res.destroy());
        up.on('error', () => res.destroy());
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  connections.guard(server);
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = (req.url ?? '').toLowerCase();
    const asked = hostAndPort(target);
    if (!asked || !allowed.has(target)) {
      refuse(target);
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    tunnel(client, head, dial(target, asked.host, asked.port), sockets);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    socketPath,
    refused: () => ({ count, targets: [...targets] }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An allowed CONNECT: the client's bytes to `to` and back; the upstream socket is tracked for close. */
function tunnel(client: net.Socket, head: Buffer, to: { host: string; port: number }, sockets: Set<net.Socket>): void {
  const upstream = net.connect(to.port, to.host, () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client).pipe(upstream);
  });
  sockets.add(upstream);
  upstream.on('close', () => sockets.delete(upstream));
  upstream.on('error', () => client.destroy());
  client.on('error', () => upstream.destroy());
}

/** `host:port` of a URL, for the allow-list (`https://api.example.com/v1` -> `api.example.com:443`). */
export function hostPort(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`.toLowerCase();
}
