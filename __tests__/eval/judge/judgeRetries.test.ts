import { afterEach, describe, expect, it, jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { anthropicJudge } from '../../../src/eval/judge/anthropic.js';
import { testAuthority } from '../../helpers/providers/tlsFront.js';

/** A judge provider on loopback that answers each call with the next of `answers` (then with the last). */
async function provider(
  answers: { status: number; headers?: Record<string, string> }[],
): Promise<{ url: string; calls: () => number; close: () => void }> {
  let calls = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const a = answers[Math.min(calls++, answers.length - 1)]!;
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
      res.end(
        a.status === 200
          ? JSON.stringify({
              content: [{ type: 'text', text: '{"verdict":"pass"}' }],
              usage: { input_tokens: 10, output_tokens: 3 },
            })
          : JSON.stringify({ error: { message: `status ${a.status}` } }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => server.close(),
  };
}

const vote = (url: string) =>
  anthropicJudge({ baseUrl: url, apiKey: 'k', model: 'm', retryDelayMs: 5 }).complete({ system: 's', user: 'u' });

describe("the judge's provider busy or failing", () => {
  it('529 then 429 then an answer: one vote, asked three times', async () => {
    const p = await provider([{ status: 529 }, { status: 429, headers: { 'retry-after': '0' } }, { status: 200 }]);
    try {
      expect(await vote(p.url)).toMatchObject({ ok: true, text: '{"verdict":"pass"}' });
      expect(p.calls()).toBe(3);
    } finally {
      p.close();
    }
  });

  it('busy on every call: a harness error after 3 attempts that says so', async () => {
    const p = await provider([{ status: 503 }]);
    try {
      expect(await vote(p.url)).toEqual({
        ok: false,
        reason: "the judge's provider answered HTTP 503: status 503 (gave up after 3 attempts)",
      });
      expect(p.calls()).toBe(3);
    } finally {
      p.close();
    }
  });

  it('a retry-after past 60 s, or a refusal (401), is not waited for', async () => {
    for (const answer of [{ status: 429, headers: { 'retry-after': '120' } }, { status: 401 }]) {
      const p = await provider([answer, { status: 200 }]);
      try {
        expect(await vote(p.url)).toMatchObject({ ok: false });
        expect(p.calls()).toBe(1);
      } finally {
        p.close();
      }
    }
  });
});

describe('a judge that cannot be reached', () => {
  it('a refused connection is asked again, then a harness error that says so', async () => {
    const p = await provider([{ status: 200 }]);
    p.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(await vote(p.url)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^the judge could not be reached: fetch failed.*\(gave up after 3 attempts\)$/),
    });
  });

  it('a certificate it does not trust is not asked again, and says what to set', async () => {
    const { key, cert } = testAuthority();
    const server = tls.createServer({ key, cert }, (s) => s.destroy());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const reply = await vote(`https://127.0.0.1:${(server.address() as AddressInfo).port}`);
      expect(reply).toMatchObject({
        ok: false,
        reason: expect.stringContaining('set NODE_EXTRA_CA_CERTS on the runner'),
      });
      expect(reply.ok === false && reply.reason).not.toMatch(/gave up after/);
    } finally {
      server.close();
    }
  });
});

describe('a judge whose name does not resolve', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** fetch as undici fails on a lookup: a TypeError whose cause carries getaddrinfo's code. */
  function lookupFails(code: string): () => number {
    let calls = 0;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      calls++;
      const cause = Object.assign(new Error(`getaddrinfo ${code} judge.example`), { code, hostname: 'judge.example' });
      throw new TypeError('fetch failed', { cause });
    });
    return () => calls;
  }

  it('ENOTFOUND (the name does not exist) is not asked again', async () => {
    const calls = lookupFails('ENOTFOUND');
    const reply = await vote('https://judge.example');
    expect(reply).toMatchObject({ ok: false, reason: expect.stringContaining('ENOTFOUND') });
    expect(reply.ok === false && reply.reason).not.toMatch(/gave up after/);
    expect(calls()).toBe(1);
  });

  it('EAI_AGAIN (the resolver failed for now) is asked again, as a dropped connection is', async () => {
    const calls = lookupFails('EAI_AGAIN');
    const reply = await vote('https://judge.example');
    expect(reply.ok === false && reply.reason).toMatch(/EAI_AGAIN.*\(gave up after 3 attempts\)$/);
    expect(calls()).toBe(3);
  });
});
