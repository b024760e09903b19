import { describe, expect, it } from '@jest/globals';

import net from 'node:net';
import path from 'node:path';
import { startAllowListProxy } from '../../src/eval/sandbox/proxy.js';
import { ask } from '../helpers/proxyAsk.js';
import { tempDir } from '../helpers/tempDirs.js';

/** A TCP server on loopback that answers whatever it is sent with `echo:` and the bytes. */
async function echoServer(): Promise<{ port: number; close: () => void }> {
  const server = net.createServer((c) => c.once('data', (d) => c.end(`echo:${d.toString()}`)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

describe('the allow-list proxy allows a host:port, not a host', () => {
  it('tunnels CONNECT to the allowed port and refuses CONNECT to another port of the same host', async () => {
    const allowed = await echoServer();
    const other = await echoServer();
    const socketPath = path.join(tempDir('caliper-proxy-'), 'proxy.sock');
    const proxy = await startAllowListProxy(socketPath, [`127.0.0.1:${allowed.port}`]);
    try {
      const through = await ask(socketPath, `CONNECT 127.0.0.1:${allowed.port} HTTP/1.1\r\n\r\nhello`);
      expect(through).toContain('200 Connection Established');
      expect(through).toContain('echo:hello');
      const refused = await ask(socketPath, `CONNECT 127.0.0.1:${other.port} HTTP/1.1\r\n\r\nhello`);
      expect(refused).toMatch(/^HTTP\/1\.1 403/);
      expect(refused).not.toContain('echo:');
      expect(proxy.refused()).toEqual({ count: 1, targets: [`127.0.0.1:${other.port}`] });
    } finally {
      await proxy.close();
      allowed.close();
      other.close();
    }
  });
});
