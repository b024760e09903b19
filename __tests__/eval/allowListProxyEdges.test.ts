import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { type AllowListProxy, hostPort, startAllowListProxy } from '../../src/eval/sandbox/proxy.js';
import { ask } from '../helpers/proxyAsk.js';
import { tempDir } from '../helpers/tempDirs.js';

// The allow-list proxy's edges, each held here because a mutation run (docs/internals/mutation.md) showed no
// unit test would fail if it broke: what a refusal records, plain http's way through and its failures, and a
// tunnel's ends. A broken "ends" case hangs instead of failing, so those cases wait on events, not on a clock,
// and jest's timeout is the failure.

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function listening(server: net.Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(() => server.close());
  return (server.address() as net.AddressInfo).port;
}

async function proxyFor(allow: string[]): Promise<AllowListProxy> {
  const socketPath = path.join(tempDir('caliper-proxy-'), 'proxy.sock');
  const proxy = await startAllowListProxy(socketPath, allow);
  cleanups.push(() => proxy.close());
  return proxy;
}

/** A plain-http proxy request: its status and body, or how it ended without one. */
function plainRequest(
  proxy: AllowListProxy,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status?: number; body: string; ended: 'complete' | 'aborted' | 'error' }> {
  return new Promise((resolve) => {
    const req = http.request({ socketPath: proxy.socketPath, path: url, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body, ended: 'complete' }));
      res.on('aborted', () => resolve({ status: res.statusCode, body, ended: 'aborted' }));
      res.on('error', () => resolve({ status: res.statusCode, body, ended: 'aborted' }));
    });
    req.on('error', () => resolve({ body: '', ended: 'error' }));
    req.end();
  });
}

/** A raw connection to the proxy, open until the test ends it; resolves `closed` when the proxy side closes. */
function rawConnection(
  proxy: AllowListProxy,
  request: string,
): { socket: net.Socket; got: () => string; closed: Promise<void> } {
  let got = '';
  const socket = net.connect(proxy.socketPath, () => socket.write(request));
  socket.on('data', (d) => (got += d.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((r) => socket.on('close', () => r()));
  cleanups.push(() => socket.destroy());
  return { socket, got: () => got, closed };
}

const until = async (cond: () => boolean) => {
  while (!cond()) await new Promise((r) => setTimeout(r, 10));
};

describe('what a refusal records', () => {
  it('a request that is not a proxy request: 403, counted, its target with every unsafe character made ?', async () => {
    const proxy = await proxyFor([]);
    const answer = await ask(proxy.socketPath, 'GET /secret/path?x=1 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    expect(answer).toContain('caliper: only proxy requests to allowed hosts');
    expect(proxy.refused()).toEqual({ count: 1, targets: ['?secret?path?x?1'] });
  });

  it('a target is kept to its first 100 characters', async () => {
    const proxy = await proxyFor([]);
    const host = `${'a'.repeat(150)}.example:443`;
    await ask(proxy.socketPath, `CONNECT ${host} HTTP/1.1\r\n\r\n`);
    expect(proxy.refused().targets).toEqual([host.slice(0, 100)]);
  });

  it('every refusal is counted; at most 20 targets are kept, each once', async () => {
    const proxy = await proxyFor([]);
    for (let i = 0; i < 25; i++) await ask(proxy.socketPath, `CONNECT h${i}.example:443 HTTP/1.1\r\n\r\n`);
    await ask(proxy.socketPath, 'CONNECT h0.example:443 HTTP/1.1\r\n\r\n');
    const refused = proxy.refused();
    expect(refused.count).toBe(26);
    expect(refused.targets).toEqual(Array.from({ length: 20 }, (_, i) => `h${i}.example:443`));
  });

  it('an https URL sent as plain http is refused at 443 though the host is allowed; plain http at 80', async () => {
    const proxy = await proxyFor(['models.example:443']);
    const https = await plainRequest(proxy, 'https://models.example/v1');
    expect([https.status, https.body]).toEqual([
      403,
      "caliper: models.example:443 is not on this sandbox's network allow-list\n",
    ]);
    const plain = await plainRequest(proxy, 'http://MODELS.example/v1');
    expect(plain.status).toBe(403);
    expect(proxy.refused()).toEqual({ count: 2, targets: ['models.example:443', 'models.example:80'] });
  });
});

describe('plain http through the proxy', () => {
  it("keeps the path and query, drops the proxy's own headers, and passes the status through", async () => {
    let seen: http.IncomingHttpHeaders = {};
    let seenUrl = '';
    const port = await listening(
      http.createServer((req, res) => {
        seen = req.headers;
        seenUrl = req.url ?? '';
        res.writeHead(418, { 'x-from': 'upstream' }).end('teapot');
      }),
    );
    const proxy = await proxyFor([`127.0.0.1:${port}`]);
    const got = await plainRequest(proxy, `http://127.0.0.1:${port}/v1/models?page=2`, {
      'proxy-connection': 'keep-alive',
      'proxy-authorization': 'Basic c2VjcmV0',
      'x-kept': 'yes',
    });
    expect([got.status, got.body]).toEqual([418, 'teapot']);
    expect(seenUrl).toBe('/v1/models?page=2');
    expect(seen['x-kept']).toBe('yes');
    expect(seen['proxy-connection']).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
  });

  it('an upstream that cannot be reached ends the request, not leaves it waiting', async () => {
    const closed = net.createServer();
    const port = await listening(closed);
    closed.close();
    const proxy = await proxyFor([`127.0.0.1:${port}`]);
    expect((await plainRequest(proxy, `http://127.0.0.1:${port}/`)).ended).not.toBe('complete');
  });

  it('an answer the upstream drops mid-stream is dropped to the client too', async () => {
    const port = await listening(
      http.createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: part\n\n', () => res.socket?.destroy());
      }),
    );
    const proxy = await proxyFor([`127.0.0.1:${port}`]);
    const got = await plainRequest(proxy, `http://127.0.0.1:${port}/stream`);
    expect([got.status, got.ended]).toEqual([200, 'aborted']);
  });
});

describe("a tunnel's ends", () => {
  it('a CONNECT whose upstream cannot be reached closes the client', async () => {
    const dead = net.createServer();
    const port = await listening(dead);
    dead.close();
    const proxy = await proxyFor([`127.0.0.1:${port}`]);
    const conn = rawConnection(proxy, `CONNECT 127.0.0.1:${port} HTTP/1.1\r\n\r\n`);
    await conn.closed;
    expect(conn.got()).not.toContain('200 Connection Established');
  });

  it('an upstream that resets mid-stream closes the client', async () => {
    const port = await listening(
      net.createServer((s) => {
        s.on('error', () => undefined);
        // Answers the first bytes, and resets the connection (TCP RST, an error at the proxy) on the next.
        s.once('data', () => s.write('first part', () => s.once('data', () => s.resetAndDestroy())));
      }),
    );
    const proxy = await proxyFor([`127.0.0.1:${port}`]);
    const conn = rawConnection(proxy, `CONNECT 127.0.0.1:${port} HTTP/1.1\r\n\r\n`);
    await until(() => conn.got().includes('200 Connection Established'));
    conn.socket.write('request');
    await until(() => conn.got().includes('first part'));
    conn.socket.write('more');
    await conn.closed;
  });

  it('a client that goes away while the upstream streams closes the upstream', async () => {
    let upstreamClosed!: Promise<void>;
    // Half-open allowed, and streaming on: only the proxy's destroy can close it (an end alone would not).
    const upstream = net.createServer({ allowHalfOpen: true }, (s) => {
      upstreamClosed = new Promise((resolve) => s.on('close', () => resolve()));
      s.on('error', () => undefined);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!s.destroyed && s.write(chunk));
      };
      s.on('drain', pump);
      pump();
    });
    const port = await listening(upstream);
    const proxy = await proxyFor([`127.0.0.1:${port}`]);
    // Gone with the stream's bytes unread: the proxy's next read or write of the client fails.
    const client = net.connect(proxy.socketPath, () => client.write(`CONNECT 127.0.0.1:${port} HTTP/1.1\r\n\r\n`));
    client.on('error', () => undefined);
    let got = 0;
    client.on('data', (d) => {
      got += d.length;
      if (got > 256 * 1024) client.destroy();
    });
    await new Promise((resolve) => client.on('close', resolve));
    await upstreamClosed;
  });

  it('close() ends open tunnels and stops listening', async () => {
    const port = await listening(net.createServer((c) => c.on('error', () => undefined)));
    const proxy = await proxyFor([`127.0.0.1:${port}`]);
    const conn = rawConnection(proxy, `CONNECT 127.0.0.1:${port} HTTP/1.1\r\n\r\n`);
    await until(() => conn.got().includes('200 Connection Established'));
    await proxy.close();
    await conn.closed;
    const refused = await new Promise<string>((resolve) => {
      const s = net.connect(proxy.socketPath, () => resolve('connected'));
      s.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    expect(refused).not.toBe('connected');
  });

  it('a socket path it cannot listen on is an error, not a hang', async () => {
    await expect(
      startAllowListProxy(path.join(tempDir('caliper-proxy-'), 'no', 'such', 'p.sock'), []),
    ).rejects.toThrow();
  });
});

describe('hostPort: a URL as the allow-list names it', () => {
  it('takes the port a URL gives, else its scheme’s, in lower case', () => {
    expect(hostPort('https://API.Example.com/v1')).toBe('api.example.com:443');
    expect(hostPort('http://models.example/v1')).toBe('models.example:80');
    expect(hostPort('https://gw.example:8443/openai')).toBe('gw.example:8443');
    expect(hostPort('http://127.0.0.1:4000')).toBe('127.0.0.1:4000');
  });
});
