import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { ANTHROPIC, type ProviderApi, RELAY_KEY, RESPONSES } from '../../../src/eval/replay/providerApi.js';
import { openRecordingWriter } from '../../../src/eval/replay/recordingWriter.js';
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
}

/** An upstream that answers JSON and remembers what it was sent; a recording relay to it. */
async function recordingTo(api: ProviderApi) {
  const seen: Seen[] = [];
  const upstream = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"ok":1}'));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  cleanups.push(() => upstream.close());
  const dir = tempDir('caliper-tape-');
  const opened = openRecordingWriter(dir, HEAD);
  if (!opened.ok) throw new Error(opened.reason);
  const relay = await startRelay({
    how: {
      mode: 'record',
      upstream: { baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, apiKey: KEY },
      recording: opened.writer,
    },
    api,
    trialRoot: '/tmp/caliper-trial-x',
    redactor: createRedactor({ secrets: [KEY] }),
    tcp: true,
  });
  const port = Number(new URL(relay.tcpUrl!).port);
  /** Closes the relay and reads back what was recorded. */
  const recorded = async () => {
    await relay.close();
    expect(opened.writer.finish(undefined)).toBeUndefined();
    const read = readRecording(dir, HEAD.key);
    if (!read.ok) throw new Error(read.reason);
    return read.recording.exchanges;
  };
  return { seen, port, recorded };
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

describe('the recording relay, passing a request on', () => {
  it("keeps the request's hop-by-hop headers to itself; the key goes in, other headers pass", async () => {
    const r = await recordingTo(ANTHROPIC);
    const body = '{"model":"claude-a","messages":[]}';
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
    const body = '{"model":"claude-a","messages":[]}';
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n`;
    const head = [
      'POST /v1/messages HTTP/1.1',
      'Host: x',
      `x-api-key: ${RELAY_KEY}`,
      'Transfer-Encoding: chunked',
      'Connection: close',
    ].join('\r\n');
    expect(await raw(r.port, head, `${chunked}\r\n`)).toBe('HTTP/1.1 200 OK');
    expect(r.seen).toHaveLength(1);
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
