import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { ANTHROPIC, type ProviderApi, RELAY_KEY, RESPONSES } from '../../../src/eval/replay/providerApi.js';
import { openRecordingWriter, type RecordingBounds } from '../../../src/eval/replay/recordingWriter.js';
import { upstreamUrl } from '../../../src/eval/replay/forward.js';
import { startRelay } from '../../../src/eval/replay/relay.js';
import { readRecording, TAPE_FORMAT } from '../../../src/eval/replay/tape.js';
import { createRedactor } from '../../../src/util/redact.js';
import { tempDir } from '../../helpers/tempDirs.js';

// What the recording relay passes upstream and keeps, held here because a mutation run
// (docs/internals/mutation.md) showed no unit test would fail if it changed: the hop-by-hop headers the
// agent's request carries stay with the relay, a model list (GET, no body) is passed on, and a recorded
// answer keeps its content type.

const KEY = 'sk-ant-real-0123456789abcdef';
const HEAD = { format: TAPE_FORMAT, key: 'k', backend: 'claude-code', cliVersion: '1', fingerprint: 'f' } as const;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const answerJson: Answer = (_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"ok":1}');

/**
 * An upstream that remembers what it was sent and answers (JSON by default); a recording relay to it, its
 * upstream's base URL and its recording's bounds as given.
 */
async function recordingTo(
  api: ProviderApi,
  options: { answer?: Answer; baseUrl?: (port: number) => string; bounds?: RecordingBounds } = {},
) {
  const seen: Seen[] = [];
  const upstream = http.createServer((req, res) => {
    const got: Seen = { method: req.method!, url: req.url!, headers: req.headers, body: '' };
    seen.push(got);
    req.on('data', (d) => (got.body += d.toString()));
    req.on('end', () => (options.answer ?? answerJson)(req, res));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  cleanups.push(() => upstream.close());
  const upstreamPort = (upstream.address() as AddressInfo).port;
  const dir = tempDir('caliper-tape-');
  const opened = openRecordingWriter(dir, HEAD, options.bounds && { bounds: options.bounds });
  if (!opened.ok) throw new Error(opened.reason);
  const relay = await startRelay({
    how: {
      mode: 'record',
      upstream: { baseUrl: options.baseUrl?.(upstreamPort) ?? `http://127.0.0.1:${upstreamPort}`, apiKey: KEY },
      recording: opened.writer,
    },
    api,
    trialRoot: '/tmp/caliper-trial-x',
    redactor: createRedactor({ secrets: [KEY] }),
    tcp: true,
  });
  cleanups.push(() => relay.close());
  const port = Number(new URL(relay.tcpUrl!).port);
  /** Closes the relay and reads back what was recorded. */
  const recorded = async () => {
    await relay.close();
    expect(opened.writer.finish(undefined)).toBeUndefined();
    const read = readRecording(dir, HEAD.key);
    if (!read.ok) throw new Error(read.reason);
    return read.recording.exchanges;
  };
  return { seen, port, recorded, writer: opened.writer };
}

/** One raw request, as the agent may write it: the answer's status line. */
function raw(port: number, head: string, body = ''): Promise<string> {
  return new Promise((resolve) => {
    let got = '';
    const s = net.connect(port, '127.0.0.1', () => s.write(`${head}\r\n\r\n${body}`));
    s.on('data', (d) => (got += d.toString()));
    s.on('close', () => resolve(got.split('\r\n', 1)[0]!));
    s.on('error', () => resolve(got.split('\r\n', 1)[0] ?? ''));
  });
}

/** One raw request: the whole answer as it came; `ended` when its chunked body came to its end (not cut). */
function rawWhole(port: number, head: string, body = ''): Promise<{ text: string; ended: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const s = net.connect(port, '127.0.0.1', () => s.write(`${head}\r\n\r\n${body}`));
    s.on('data', (d) => (text += d.toString()));
    s.on('close', () => resolve({ text, ended: text.endsWith('\r\n0\r\n\r\n') }));
    s.on('error', () => undefined);
  });
}

const MESSAGE = '{"model":"claude-a","messages":[]}';
const POST = [
  'POST /v1/messages HTTP/1.1',
  'Host: x',
  `x-api-key: ${RELAY_KEY}`,
  'Content-Type: application/json',
  `Content-Length: ${MESSAGE.length}`,
  'Connection: close',
].join('\r\n');

describe('the recording relay, passing a request on', () => {
  it("keeps the request's hop-by-hop headers to itself; the key goes in, other headers pass", async () => {
    const r = await recordingTo(ANTHROPIC);
    const body = MESSAGE;
    const head = [
      'POST /v1/messages HTTP/1.1',
      'Host: agent.example',
      `x-api-key: ${RELAY_KEY}`,
      'Keep-Alive: timeout=99',
      'Proxy-Connection: keep-alive',
      'Proxy-Authorization: Basic YWdlbnQ6c2VjcmV0',
      'Accept-Encoding: x-agent-encoding',
      'X-Other: kept',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      'Connection: close',
    ].join('\r\n');
    expect(await raw(r.port, head, body)).toBe('HTTP/1.1 200 OK');
    const [sent] = r.seen;
    expect(sent!.headers['x-api-key']).toBe(KEY);
    expect(sent!.headers['x-other']).toBe('kept');
    expect(sent!.headers.host).not.toBe('agent.example');
    expect(sent!.headers['keep-alive']).toBeUndefined();
    expect(sent!.headers['proxy-connection']).toBeUndefined();
    expect(sent!.headers['proxy-authorization']).toBeUndefined();
    expect(sent!.headers['accept-encoding']).not.toBe('x-agent-encoding');
    await r.recorded();
  });

  it('passes a chunked request on whole (its transfer encoding is the relay’s, not the upstream’s)', async () => {
    const r = await recordingTo(ANTHROPIC);
    const body = MESSAGE;
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n`;
    const head = [
      'POST /v1/messages HTTP/1.1',
      'Host: x',
      `x-api-key: ${RELAY_KEY}`,
      'Transfer-Encoding: chunked',
      'Connection: close',
    ].join('\r\n');
    expect(await raw(r.port, head, `${chunked}\r\n`)).toBe('HTTP/1.1 200 OK');
    expect(r.seen.map((s) => s.body)).toEqual([body]);
    await r.recorded();
  });

  it('passes a model list (GET, no body) on, and keeps each answer with its content type', async () => {
    const r = await recordingTo(RESPONSES);
    const head = ['GET /v1/models HTTP/1.1', 'Host: x', `authorization: Bearer ${RELAY_KEY}`, 'Connection: close'];
    expect(await raw(r.port, head.join('\r\n'))).toBe('HTTP/1.1 200 OK');
    expect(r.seen.map((s) => [s.method, s.url, s.headers.authorization])).toEqual([
      ['GET', '/v1/models', `Bearer ${KEY}`],
    ]);
    expect(await r.recorded()).toEqual([
      {
        method: 'GET',
        path: '/v1/models',
        model: undefined,
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body: '{"ok":1}',
      },
    ]);
  });
});

describe('the recording relay, when it cannot pass on or keep an answer', () => {
  /** The body of a whole answer, its chunks joined. */
  const bodyOf = (text: string) => {
    let rest = text.slice(text.indexOf('\r\n\r\n') + 4);
    let body = '';
    for (let size = Number.parseInt(rest, 16); size > 0; size = Number.parseInt(rest, 16)) {
      const start = rest.indexOf('\r\n') + 2;
      body += rest.slice(start, start + size);
      rest = rest.slice(start + size + 2);
    }
    return body;
  };

  it('refuses a request for an upstream that is no URL (404), or past its exchanges (400), saying why', async () => {
    const nowhere = await recordingTo(ANTHROPIC, { baseUrl: () => 'not a url' });
    const lost = await rawWhole(nowhere.port, POST, MESSAGE);
    expect(lost.text.split('\r\n', 1)[0]).toBe('HTTP/1.1 404 Not Found');
    expect(lost.text.toLowerCase()).toContain('\r\ncontent-type: application/json\r\n');
    expect(JSON.parse(bodyOf(lost.text))).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'the relay passes on only paths of the model API' },
    });
    expect(nowhere.seen).toEqual([]);

    const one = await recordingTo(ANTHROPIC, { bounds: { exchanges: 1, bytes: 1 << 20 } });
    expect(await raw(one.port, POST, MESSAGE)).toBe('HTTP/1.1 200 OK');
    const full = await rawWhole(one.port, POST, MESSAGE);
    expect(full.text.split('\r\n', 1)[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(bodyOf(full.text)).error.message).toBe('caliper --record: this trial can be recorded no further');
    expect(one.seen).toHaveLength(1);
  });

  it('gives back the place of a request its upstream never answered, and cuts the agent’s connection', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const r = await recordingTo(ANTHROPIC, {
      baseUrl: () => `http://127.0.0.1:${deadPort}`,
      bounds: { exchanges: 1, bytes: 1 << 20 },
    });
    expect(await rawWhole(r.port, POST, MESSAGE)).toEqual({ text: '', ended: false });
    expect(r.writer.reserve()).toBe(true);
    expect(r.writer.failure()).toBeUndefined();
  });

  it('cuts an answer past the recording’s room for the agent too, and fails the recording', async () => {
    const r = await recordingTo(ANTHROPIC, {
      bounds: { exchanges: 10, bytes: 2048 },
      answer: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {"small":1}\n\n');
        setTimeout(() => res.end(`data: ${'x'.repeat(8192)}\n\n`), 50);
      },
    });
    const got = await rawWhole(r.port, POST, MESSAGE);
    expect(got.text.split('\r\n', 1)[0]).toBe('HTTP/1.1 200 OK');
    expect(got.ended).toBe(false);
    expect(got.text).not.toContain('x'.repeat(100));
    expect(r.writer.failure()).toMatch(/^the trial's model exchanges came to more than 2048 bytes/);
  });

  const PARTIAL = `data: {"partial":"${'a word '.repeat(40)}"}\n\n`;

  it('cuts an answer cut upstream for the agent too, and records it as far as it came', async () => {
    const r = await recordingTo(ANTHROPIC, {
      answer: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(PARTIAL);
        setTimeout(() => res.destroy(), 50);
      },
    });
    const got = await rawWhole(r.port, POST, MESSAGE);
    // The redactor holds back a tail that could begin a key: the agent gets the answer but for that tail.
    expect(got.text).toContain(PARTIAL.slice(0, 100));
    expect(got.ended).toBe(false);
    expect((await r.recorded()).map((e) => [e.status, e.body])).toEqual([[200, PARTIAL]]);
  });

  it('records a 204 as empty, and passes on only the answer headers it names, redacted', async () => {
    const r = await recordingTo(ANTHROPIC, {
      answer: (_req, res) => res.writeHead(204, { 'x-request-id': `req-${KEY}`, 'x-upstream-secret': 's' }).end(),
    });
    const got = await rawWhole(r.port, POST, MESSAGE);
    expect(got.text.split('\r\n', 1)[0]).toBe('HTTP/1.1 204 No Content');
    expect(got.text).not.toContain(KEY);
    expect(got.text.toLowerCase()).toContain('x-request-id: req-');
    expect(got.text.toLowerCase()).not.toContain('x-upstream-secret');
    expect(got.text.toLowerCase()).not.toContain('retry-after');
    expect((await r.recorded()).map((e) => [e.status, e.body])).toEqual([[204, '']]);
  });

  it('joins the base URL and the path with one slash, however many the base ends with', () => {
    expect(upstreamUrl('https://gw.example/anthropic//', '/v1/messages', '')).toBe(
      'https://gw.example/anthropic/v1/messages',
    );
  });
});
