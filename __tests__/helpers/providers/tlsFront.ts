import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { AGENT_FACTS } from '../../../src/agents/facts.js';

/** Every provider host name a CLI talks to, as the stand-ins' certificate names them. */
export const PROVIDER_HOSTS = [...new Set(AGENT_FACTS.flatMap((f) => f.modelHosts).map((h) => h.replace(/:\d+$/, '')))];

export interface TestAuthority {
  /** The CA's certificate: what a runner's NODE_EXTRA_CA_CERTS names. */
  caFile: string;
  key: string;
  cert: string;
}

let authority: TestAuthority | undefined;

/**
 * A throwaway CA and a server certificate for every provider host it signs (openssl, once per test
 * process): the stand-ins answer for api.anthropic.com and the rest, and the CLIs verify them as they
 * verify the real services, trusting this CA only through the variable a user behind a TLS proxy sets.
 */
export function testAuthority(): TestAuthority {
  if (authority) return authority;
  const dir = path.join(os.tmpdir(), `caliper-test-ca-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  if (!existsSync(file('leaf.pem'))) {
    const openssl = (...args: string[]) =>
      execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    openssl(
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '30',
      '-subj',
      '/CN=caliper test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    );
    openssl(
      'req',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      'leaf.key',
      '-out',
      'leaf.csr',
      '-subj',
      '/CN=provider stand-in',
    );
    writeFileSync(
      file('leaf.ext'),
      [
        `subjectAltName=${PROVIDER_HOSTS.map((h) => `DNS:${h}`).join(',')}`,
        'basicConstraints=CA:FALSE',
        'keyUsage=critical,digitalSignature',
        'extendedKeyUsage=serverAuth',
        '',
      ].join('\n'),
    );
    openssl(
      'x509',
      '-req',
      '-in',
      'leaf.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'leaf.pem',
      '-days',
      '30',
      '-extfile',
      'leaf.ext',
    );
  }
  authority = {
    caFile: file('ca.pem'),
    key: readFileSync(file('leaf.key'), 'utf8'),
    cert: readFileSync(file('leaf.pem'), 'utf8'),
  };
  return authority;
}

export interface TlsFront {
  port: number;
  close(): Promise<void>;
}

/** TLS on loopback in front of a plain-HTTP stand-in: each connection decrypted and piped to `targetPort`. */
export async function startTlsFront(targetPort: number): Promise<TlsFront> {
  const { key, cert } = testAuthority();
  const sockets = new Set<net.Socket>();
  const server = tls.createServer({ key, cert, ALPNProtocols: ['http/1.1'] }, (client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** CALIPER_RESOLVE for every provider host a backend may call: all of them to the stand-in's TLS front. */
export function resolveAll(port: number): string {
  return PROVIDER_HOSTS.map((h) => `${h}:443=127.0.0.1:${port}`).join(',');
}
