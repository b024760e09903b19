import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { upstreamUrl } from '../../src/eval/replay/forward.js';
import { agentOf } from '../../src/agents/index.js';
import { openRecordingWriter } from '../../src/eval/replay/recordingWriter.js';
import { RELAY_KEY, startRelay } from '../../src/eval/replay/relay.js';
import {
  readRecording,
  recordingFile,
  replayRefusal,
  TAPE_FORMAT,
  TRIAL_ROOT,
  type Recording,
} from '../../src/eval/replay/tape.js';
import { createRedactor } from '../../src/util/redact.js';
import { tempDir } from '../helpers/tempDirs.js';

// The relay of --record holds the real key and is the agent's only way out; a --replay folder may come
// from someone else's run. Both are attacked here.
const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** One raw HTTP request (the agent can write any request line it likes), the status line of the answer. */
function raw(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve) => {
    // A JSON body, as every request the relay passes on has (serverSideTools.ts).
    const head =
      `${requestLine}\r\nHost: x\r\nx-api-key: ` + `${RELAY_KEY}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n`;
    const s = net.connect(port, '127.0.0.1', () => s.write(`${head}{}`));
    let out = '';
    s.on('data', (d) => (out += d));
    s.on('close', () => resolve(out.split('\r\n', 1)[0]!));
    s.on('error', () => resolve(out.split('\r\n', 1)[0] ?? ''));
  });
}

describe('the recording relay passes on only paths of the model API, with the key', () => {
  it(
    'a request target naming another host (@host, //host, an absolute URL) ' + 'reaches nothing, and the key with it',
    async () => {
      const seen: string[] = [];
      const upstream = http.createServer((req, res) => {
        seen.push(`${req.url} ${req.headers['x-api-key']}`);
        res.end('{}');
      });
      const other = http.createServer((req, res) => {
        seen.push(`OTHER ${req.url} ${req.headers['x-api-key']}`);
        res.end('leaked');
      });
      const [up, otherPort] = [await listen(upstream), await listen(other)];
      const opened = openRecordingWriter(tempDir('caliper-tape-'), {
        format: TAPE_FORMAT,
        key: 'k',
        backend: 'claude-code',
        cliVersion: '1',
        fingerprint: 'f',
      });
      if (!opened.ok) throw new Error(opened.reason);
      const upstreamTo = { baseUrl: `http://127.0.0.1:${up}`, apiKey: 'sk-real-key-0123456789' };
      const relay = await startRelay({
        how: { mode: 'record', upstream: upstreamTo, recording: opened.writer },
        api: agentOf('claude-code').wire.api,
        trialRoot: '/tmp/t',
        redactor: createRedactor(),
        tcp: true,
      });
      const port = Number(new URL(relay.tcpUrl!).port);
      try {
        for (const target of [
          `@127.0.0.1:${otherPort}/steal`,
          `//127.0.0.1:${otherPort}/steal`,
          `http://127.0.0.1:${otherPort}/steal`,
        ]) {
          expect(await raw(port, `POST ${target} HTTP/1.1`)).toMatch(/^HTTP\/1\.1 (400|404)/);
        }
        expect(await raw(port, 'POST /v1/messages HTTP/1.1')).toBe('HTTP/1.1 200 OK');
        expect(seen).toEqual(['/v1/messages sk-real-key-0123456789']);
      } finally {
        await relay.close();
        upstream.close();
        other.close();
      }
    },
  );

  it('upstreamUrl keeps the origin and the base path', () => {
    expect(upstreamUrl('https://api.anthropic.com', '/v1/messages', '?beta=true')).toBe(
      'https://api.anthropic.com/v1/messages?beta=true',
    );
    expect(upstreamUrl('https://gw.example/anthropic/', '/v1/messages', '')).toBe(
      'https://gw.example/anthropic/v1/messages',
    );
    expect(upstreamUrl('https://api.anthropic.com', '@evil.example/x', '')).toBeUndefined();
    expect(upstreamUrl('https://api.anthropic.com', '//evil.example/x', '')).toBeUndefined();
    expect(upstreamUrl('https://gw.example/anthropic', '/../x', '')).toBeUndefined();
  });
});

describe('a replay folder is read as untrusted input', () => {
  const recording = (over: Partial<Recording> = {}): Recording => ({
    format: TAPE_FORMAT,
    key: 'a|claude-code|c|1',
    backend: 'claude-code',
    cliVersion: '2.1.332',
    fingerprint: 'f'.repeat(64),
    exchanges: [],
    ...over,
  });

  it('a recording that is a link (to a host file) is not followed', () => {
    const dir = tempDir('caliper-tape-');
    symlinkSync('/etc/passwd', recordingFile(dir, 'a|claude-code|c|1'));
    const read = readRecording(dir, 'a|claude-code|c|1');
    expect(read).toEqual({
      ok: false,
      reason: expect.stringMatching(/cannot be read \(ELOOP; a link is not followed\)/),
    });
  });

  it('a recording of another trial, of another format, or with a broken exchange is refused with the reason', () => {
    const dir = tempDir('caliper-tape-');
    const put = (r: unknown) => writeFileSync(recordingFile(dir, 'a|claude-code|c|1'), JSON.stringify(r));
    put(recording({ key: 'b|claude-code|c|1' }));
    expect(readRecording(dir, 'a|claude-code|c|1')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/another trial/),
    });
    put({ ...recording(), format: 'other/1' });
    expect(readRecording(dir, 'a|claude-code|c|1')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/format/),
    });
    put(recording({ exchanges: [{ method: 'POST' } as never] }));
    expect(readRecording(dir, 'a|claude-code|c|1')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/exchange 1 is incomplete/),
    });
    // Key characters never name a path: no `..`, no `/`.
    expect(path.dirname(recordingFile(dir, '../../etc|x/y|..|1'))).toBe(dir);
  });

  it('a recording is refused for another CLI version or other skill content', () => {
    const r = recording();
    const trial = {
      backend: 'claude-code',
      cliVersion: '2.1.332',
      fingerprint: 'f'.repeat(64),
      agentInput: 'a'.repeat(64),
      judged: false,
    };
    expect(replayRefusal(r, trial)).toBeUndefined();
    expect(replayRefusal(r, { ...trial, cliVersion: '2.1.333' })).toMatch(
      /recorded with claude-code 2.1.332, this is 2.1.333/,
    );
    expect(replayRefusal(r, { ...trial, fingerprint: 'e'.repeat(64) })).toMatch(/other skill content/);
  });

  it('a replay answers a request for another model with a 400, never with the recorded answer', async () => {
    const answer = '{"answer":"RECORDED-ANSWER"}';
    const exchange = { method: 'POST', path: '/v1/messages', model: 'claude-opus-5-5', status: 200 };
    const recorded = recording({ exchanges: [{ ...exchange, contentType: undefined, body: answer }] });
    const relay = await startRelay({
      api: agentOf('claude-code').wire.api,
      how: { mode: 'replay', recording: recorded },
      trialRoot: '/tmp/caliper-trial-now',
      redactor: createRedactor(),
      tcp: true,
    });
    const ask = (model: string) =>
      fetch(`${relay.tcpUrl}/v1/messages`, { method: 'POST', body: JSON.stringify({ model }) });
    try {
      const other = await ask('claude-haiku-5');
      expect(other.status).toBe(400);
      expect(await other.text()).not.toContain('RECORDED-ANSWER');
      // The recorded model still gets its answer: the other model's request did not use it up.
      expect(await (await ask('claude-opus-5-5')).text()).toBe(answer);
    } finally {
      await relay.close();
    }
  });

  it("a replayed answer gets this trial's folder in place of the recorded one's", async () => {
    const relay = await startRelay({
      api: agentOf('claude-code').wire.api,
      how: {
        mode: 'replay',
        recording: recording({
          exchanges: [
            {
              method: 'POST',
              path: '/v1/messages',
              model: 'm',
              status: 200,
              contentType: 'application/json',
              body: `{"path":"${TRIAL_ROOT}/work"}`,
            },
          ],
        }),
      },
      trialRoot: '/tmp/caliper-trial-now',
      redactor: createRedactor(),
      tcp: true,
    });
    try {
      const answer = await fetch(`${relay.tcpUrl}/v1/messages`, {
        method: 'POST',
        body: JSON.stringify({ model: 'm' }),
      });
      expect(await answer.text()).toBe('{"path":"/tmp/caliper-trial-now/work"}');
      // Asked once more than recorded: a 400, which no CLI retries.
      expect(
        (await fetch(`${relay.tcpUrl}/v1/messages`, { method: 'POST', body: JSON.stringify({ model: 'm' }) })).status,
      ).toBe(400);
    } finally {
      await relay.close();
    }
  });
});
