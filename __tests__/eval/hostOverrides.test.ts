import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { extraCertificates } from '../../src/eval/sandbox/extraCertificates.js';
import { hostOverrides } from '../../src/eval/sandbox/hostOverrides.js';
import { testAuthority } from '../helpers/providers/tlsFront.js';
import { ask } from '../helpers/proxyAsk.js';
import { startAllowListProxy } from '../../src/eval/sandbox/proxy.js';
import { tempDir } from '../helpers/tempDirs.js';

const KNOWN = new Set(['api.anthropic.com:443', 'openrouter.ai:443']);
const tmp = () => tempDir('caliper-overrides-');

describe('CALIPER_RESOLVE', () => {
  it('reads HOST:PORT=ADDRESS:PORT entries, names in lower case', () => {
    const o = hostOverrides(
      { CALIPER_RESOLVE: 'API.anthropic.com:443=127.0.0.1:8443, openrouter.ai:443=[::1]:9443' },
      KNOWN,
    );
    expect([...o]).toEqual([
      ['api.anthropic.com:443', { host: '127.0.0.1', port: 8443 }],
      ['openrouter.ai:443', { host: '::1', port: 9443 }],
    ]);
    expect(hostOverrides({}, KNOWN).size).toBe(0);
  });

  it.each([
    'api.anthropic.com=127.0.0.1:8443',
    'api.anthropic.com:443=127.0.0.1',
    'a:1=b:2=c:3',
    'a b:443=127.0.0.1:1',
    'api.anthropic.com:443=127.0.0.1:70000',
    'api.anthropic.com:443=127.0.0.1:0',
    'api.anthropic.com:99999=127.0.0.1:1',
  ])('refuses %j, saying what it takes', (value) => {
    expect(() => hostOverrides({ CALIPER_RESOLVE: value }, KNOWN)).toThrow(
      /CALIPER_RESOLVE takes HOST:PORT=ADDRESS:PORT entries/,
    );
  });

  it('refuses a name twice, and a name no trial may reach (a typo would dial the real host with the key)', () => {
    expect(() =>
      hostOverrides({ CALIPER_RESOLVE: 'api.anthropic.com:443=127.0.0.1:1,api.anthropic.com:443=1.2.3.4:5' }, KNOWN),
    ).toThrow('CALIPER_RESOLVE names api.anthropic.com:443 twice');
    expect(() => hostOverrides({ CALIPER_RESOLVE: 'api.antropic.com:443=127.0.0.1:1' }, KNOWN)).toThrow(
      new RegExp(
        String.raw`names api\.antropic\.com:443, which no trial of this run may reach ` +
          String.raw`\(api\.anthropic\.com:443, .*\): is it a typo\?`,
      ),
    );
  });
});

describe('the allow-list proxy with overrides', () => {
  it(
    'dials an allowed name where CALIPER_RESOLVE says, and an override ' + 'never allows a name or the address itself',
    async () => {
      const echo = net.createServer((c) => c.once('data', (d) => c.end(`echo:${d.toString()}`)));
      await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
      const port = (echo.address() as net.AddressInfo).port;
      const socketPath = path.join(tmp(), 'proxy.sock');
      const overrides = hostOverrides(
        { CALIPER_RESOLVE: `api.example.com:443=127.0.0.1:${port},evil.example:443=127.0.0.1:${port}` },
        new Set(['api.example.com:443', 'evil.example:443']),
      );
      const proxy = await startAllowListProxy(socketPath, ['api.example.com:443'], overrides);
      try {
        const allowed = await ask(
          socketPath,
          'CONNECT api.example.com:443 HTTP/1.1\r\nHost: api.example.com:443\r\n\r\nhello',
        );
        expect(allowed).toContain('200 Connection Established');
        expect(allowed).toContain('echo:hello');
        // Overridden, but not on the allow-list: refused.
        expect(await ask(socketPath, 'CONNECT evil.example:443 HTTP/1.1\r\n\r\n')).toContain('403');
        // The address an allowed name is dialled at is not itself reachable.
        expect(await ask(socketPath, `CONNECT 127.0.0.1:${port} HTTP/1.1\r\n\r\n`)).toContain('403');
        expect(proxy.refused()).toEqual({ count: 2, targets: ['evil.example:443', `127.0.0.1:${port}`] });
      } finally {
        await proxy.close();
        echo.close();
      }
    },
  );

  it('plain http to an allowed name goes to the override, with the Host the CLI sent', async () => {
    let host: string | undefined;
    const server = http.createServer((req, res) => {
      host = req.headers.host;
      res.end('answered');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    const socketPath = path.join(tmp(), 'proxy.sock');
    const proxy = await startAllowListProxy(
      socketPath,
      ['models.example:80'],
      hostOverrides({ CALIPER_RESOLVE: `models.example:80=127.0.0.1:${port}` }, new Set(['models.example:80'])),
    );
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const req = http.request(
          { socketPath, path: 'http://models.example/v1/models', headers: { host: 'models.example' } },
          (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () => resolve(body));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(answer).toBe('answered');
      expect(host).toBe('models.example');
    } finally {
      await proxy.close();
      server.close();
    }
  });
});

describe("the runner's extra certificate authorities", () => {
  // A real one: only what parses as a certificate is copied (extraCertificates.test.ts).
  const pem = readFileSync(testAuthority().caFile, 'utf8');

  it(
    'are copied into the run: the extra file for Node and Bun, and the ' +
      'system roots with them appended for the rest',
    () => {
      const dir = tmp();
      writeFileSync(path.join(dir, 'corp.pem'), pem);
      const certs = extraCertificates({ NODE_EXTRA_CA_CERTS: path.join(dir, 'corp.pem') }, dir)!;
      expect(certs.dir).toBe(path.join(dir, 'certificates'));
      expect(readFileSync(certs.env.NODE_EXTRA_CA_CERTS!, 'utf8')).toBe(pem);
      const bundle = readFileSync(certs.env.SSL_CERT_FILE!, 'utf8');
      expect(bundle.endsWith(pem)).toBe(true);
      expect(bundle.split('BEGIN CERTIFICATE').length).toBeGreaterThan(2);
      expect(certs.env.REQUESTS_CA_BUNDLE).toBe(certs.env.SSL_CERT_FILE);
      expect(extraCertificates({}, dir)).toBeUndefined();
    },
  );

  it('a file that cannot be read, or holds no certificate, is a setup error that names it', () => {
    const dir = tmp();
    expect(() => extraCertificates({ NODE_EXTRA_CA_CERTS: path.join(dir, 'missing.pem') }, dir)).toThrow(
      /NODE_EXTRA_CA_CERTS names .*missing\.pem, which cannot be read \(ENOENT\)/,
    );
    writeFileSync(path.join(dir, 'empty.pem'), 'not a certificate');
    expect(() => extraCertificates({ NODE_EXTRA_CA_CERTS: path.join(dir, 'empty.pem') }, dir)).toThrow(
      /holds no PEM certificate/,
    );
  });
});
