import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { JudgeTape } from '../../src/eval/replay/judgeCalls.js';
import { RELAY_KEY } from '../../src/eval/replay/providerApi.js';
import { agentOf } from '../../src/agents/index.js';
import {
  openRecordingWriter,
  type RecordingBounds,
  type RecordingHead,
  type WriteText,
} from '../../src/eval/replay/recordingWriter.js';
import { startRelay } from '../../src/eval/replay/relay.js';
import { TAPE_FORMAT } from '../../src/eval/replay/tape.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { createRedactor, secretForms } from '../../src/util/redact.js';
import { STAND_IN_KEYS } from '../helpers/providers/realMode.js';
import { startStandIn } from '../helpers/providers/standIn.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 35 items 1 and 5. Under --record the relay holds the real key and is the agent's only way out:
// the agent writes every request it likes, and reads every answer. The key must reach the upstream only
// in the CLI's key header, never come back, and never be lent to a path outside the API; the recording
// is bounded by what a replay reads, and written as it goes.
const KEY = STAND_IN_KEYS.anthropic;
const HEAD: RecordingHead = {
  format: TAPE_FORMAT,
  key: 'a|claude-code|c|1',
  backend: 'claude-code',
  cliVersion: '1',
  fingerprint: 'f',
};

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const closeServer = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

interface Recorder {
  port: number;
  dir: string;
  /** Closes the relay and finishes the recording: why it failed, if it did. */
  close(): Promise<string | undefined>;
}

interface RecorderOptions {
  backend?: BackendName;
  bounds?: RecordingBounds;
  write?: WriteText;
  dir?: string;
}

/** A recording relay for `backend`'s API, to `baseUrl` with KEY, writing its recording into a folder. */
async function recorder(baseUrl: string, options: RecorderOptions = {}): Promise<Recorder> {
  const backend = options.backend ?? 'claude-code';
  const dir = options.dir ?? tempDir('caliper-tape-');
  const opened = openRecordingWriter(dir, { ...HEAD, backend }, { ...options });
  if (!opened.ok) throw new Error(opened.reason);
  const relay = await startRelay({
    how: { mode: 'record', upstream: { baseUrl, apiKey: KEY }, recording: opened.writer },
    api: agentOf(backend).wire.api,
    trialRoot: '/tmp/caliper-trial-x',
    redactor: createRedactor({ secrets: [KEY] }),
    tcp: true,
  });
  const close = () => relay.close().then(() => opened.writer.finish(undefined));
  return { port: Number(new URL(relay.tcpUrl!).port), dir, close };
}

/** One raw request (the agent can write any request line and header it likes): the whole answer. */
function raw(port: number, requestLine: string, headers: Record<string, string> = { 'x-api-key': RELAY_KEY }) {
  const body = '{"model":"m"}';
  const lines = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const request =
    `${requestLine}\r\nHost: x\r\n${lines}Content-Length: ` + `${body.length}\r\nConnection: close\r\n\r\n${body}`;
  return new Promise<string>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(request));
    let out = '';
    s.on('data', (d) => (out += d));
    s.on('close', () => resolve(out));
    s.on('error', () => resolve(out));
  });
}

const statusOf = (answer: string) => answer.split('\r\n', 1)[0]!;
const OK = 'HTTP/1.1 200 OK';
const REFUSED = 'HTTP/1.1 400 Bad Request';

/** Every form the redactor knows the key in: none may be in what the agent gets or what is kept. */
const leaks = (text: string) => secretForms(KEY).filter((form) => text.includes(form));
const tapeText = (dir: string) =>
  readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
const reversed = (s: string) => [...s].reverse().join('');

describe('the recording relay lends the key only to its API, in its header', () => {
  it("puts the key only in the CLI's key header, where the CLI put the placeholder: no URL, no other", async () => {
    const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push({ url: req.url!, headers: req.headers });
      res.end('{}');
    });
    const url = await listen(upstream);
    const gemini = 'POST /v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse&key=caliper-relay-key';
    const cases: [BackendName, string, string, string][] = [
      ['claude-code', 'POST /v1/messages?beta=true&k=caliper-relay-key', 'x-api-key', RELAY_KEY],
      ['codex', 'POST /v1/responses?k=caliper-relay-key', 'authorization', `Bearer ${RELAY_KEY}`],
      ['gemini-cli', gemini, 'x-goog-api-key', RELAY_KEY],
    ];
    const everywhere = {
      'x-api-key': RELAY_KEY,
      authorization: `Bearer ${RELAY_KEY}`,
      'x-goog-api-key': RELAY_KEY,
      'x-echo': RELAY_KEY,
      cookie: `k=${RELAY_KEY}`,
    };
    try {
      for (const [backend, line, header, placeholder] of cases) {
        const r = await recorder(url, { backend });
        expect(statusOf(await raw(r.port, `${line} HTTP/1.1`, { ...everywhere, [header]: placeholder }))).toBe(OK);
        // Not exactly the placeholder: not the CLI's own request, so no key.
        expect(statusOf(await raw(r.port, `${line} HTTP/1.1`, { [header]: `${placeholder} ${RELAY_KEY}` }))).toBe(OK);
        await r.close();
      }
      expect(seen).toHaveLength(6);
      for (const [i, [, line, header]] of cases.entries()) {
        const [withKey, without] = [seen[2 * i]!, seen[2 * i + 1]!];
        expect(withKey.url).toBe(line.split(' ')[1]);
        const keyed = Object.entries(withKey.headers).filter(([, v]) => String(v).includes(KEY));
        expect(keyed).toEqual([[header, header === 'authorization' ? `Bearer ${KEY}` : KEY]]);
        expect(JSON.stringify(without)).not.toContain(KEY);
      }
    } finally {
      await closeServer(upstream);
    }
  });

  it('never asks an upstream that quotes the request (the scripted model) anything outside the API', async () => {
    const standIn = await startStandIn();
    const r = await recorder(standIn.url);
    try {
      const lines = [
        'POST /v1/nothing?caliper-relay-key',
        'GET /v1/caliper-relay-key',
        'POST /v1/messages/caliper-relay-key',
        'DELETE /v1/messages?k=caliper-relay-key',
      ];
      const answers: string[] = [];
      for (const line of lines) answers.push(await raw(r.port, `${line} HTTP/1.1`));
      expect(answers.map(statusOf)).toEqual(Array(4).fill('HTTP/1.1 404 Not Found'));
      expect(leaks(answers.join('\n'))).toEqual([]);
      expect(standIn.requests()).toEqual([]);
      expect(await r.close()).toBeUndefined();
      expect(JSON.parse(tapeText(r.dir)).exchanges).toEqual([]);
    } finally {
      await standIn.close();
    }
  });

  it("never leaves a gateway's base path: `..`, encoded dots and slashes, doubled slashes, other methods", async () => {
    const seen: string[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('{}');
    });
    const r = await recorder(`${await listen(upstream)}/anthropic`);
    try {
      const targets = [
        'POST /../x',
        'POST /v1/messages/../../../x',
        'POST /v1/../../x',
        'POST /v1/%2e%2e/%2e%2e/x',
        'POST /v1/messages/%2E%2E/%2E%2E/%2E%2E/x',
        'POST /v1/messages%2f..%2f..%2f..%2fx',
        'POST /%2e%2e/v1/messages',
        'POST /v1//messages',
        'POST /v1/./messages',
        'POST /v1/messages/.',
        'POST /v1/messages\\..\\..\\x',
        'POST /v1/messages;/../../x',
        'POST //127.0.0.1/v1/messages',
        'POST http://127.0.0.1/v1/messages',
        'GET /v1/messages',
        'PUT /v1/messages',
        'DELETE /v1/messages',
        'OPTIONS /v1/messages',
        'POST /v1/messages?x#/../../y',
      ];
      for (const target of targets) {
        const status = statusOf(await raw(r.port, `${target} HTTP/1.1`));
        expect({ target, status }).toEqual({ target, status: expect.stringMatching(/^HTTP\/1\.1 4\d\d|^$/) });
      }
      expect(statusOf(await raw(r.port, 'POST /v1/messages?beta=true HTTP/1.1'))).toBe(OK);
      expect(seen).toEqual(['POST /anthropic/v1/messages?beta=true']);
    } finally {
      await r.close();
      await closeServer(upstream);
    }
  });

  it('redacts what comes back: the key as it is, split across chunks, reversed, base64, URL-encoded, hex', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const upstream = http.createServer((req, res) => {
      const key = String(req.headers['x-api-key']);
      res.writeHead(401, {
        'content-type': 'text/event-stream',
        'request-id': `req ${key}`,
        'x-request-id': reversed(key),
      });
      const fields = { error: `bad key ${key}`, rev: reversed(key), b64: b64(key), b64at1: b64(`k${key}`) };
      Object.assign(fields, { url: encodeURIComponent(key) });
      const quoted = `data: ${JSON.stringify({ ...fields, hex: Buffer.from(key).toString('hex') })}\n\n`;
      // In pieces that split the key (and each encoding of it) at several places, each sent on its own.
      const cuts = [0, 25, 27, 60, 61, 100, 140, 141, 200, quoted.length];
      let i = 0;
      const next = () => {
        if (i + 1 >= cuts.length) return void res.end();
        res.write(quoted.slice(cuts[i], cuts[++i]));
        setTimeout(next, 5);
      };
      next();
    });
    const r = await recorder(await listen(upstream));
    try {
      const answer = await raw(r.port, 'POST /v1/messages HTTP/1.1');
      expect(statusOf(answer)).toBe('HTTP/1.1 401 Unauthorized');
      expect(leaks(answer)).toEqual([]);
      expect(answer.match(/\[redacted\]/g)!.length).toBeGreaterThanOrEqual(8);
      expect(await r.close()).toBeUndefined();
      expect(leaks(tapeText(r.dir))).toEqual([]);
    } finally {
      await closeServer(upstream);
    }
  });
});

describe('the recording relay is bounded, and writes as it goes', () => {
  /** An upstream answering each request with about `size` bytes. */
  async function sizedUpstream(size: number): Promise<{ url: string; server: http.Server; asked(): number }> {
    let asked = 0;
    const server = http.createServer((req, res) => {
      asked++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"text":"${'x'.repeat(Math.max(0, size - 11))}"}`);
    });
    return { url: await listen(server), server, asked: () => asked };
  }
  const post = (r: Recorder) => raw(r.port, 'POST /v1/messages HTTP/1.1');

  it('writes each exchange to the file when it completes, not at the end', async () => {
    const up = await sizedUpstream(1000);
    const r = await recorder(up.url);
    try {
      for (let i = 1; i <= 3; i++) {
        await post(r);
        const tmp = readdirSync(r.dir).find((f) => f.endsWith('.tmp'))!;
        expect(readFileSync(path.join(r.dir, tmp), 'utf8').match(/"status":200/g)).toHaveLength(i);
      }
      expect(await r.close()).toBeUndefined();
      expect(readdirSync(r.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      expect(JSON.parse(tapeText(r.dir)).exchanges).toHaveLength(3);
    } finally {
      await closeServer(up.server);
    }
  });

  it('refuses requests past its exchanges with an error status, never asking upstream, and says why', async () => {
    const up = await sizedUpstream(10);
    const r = await recorder(up.url, { bounds: { exchanges: 5, bytes: 1024 * 1024 } });
    try {
      const statuses: string[] = [];
      for (let i = 0; i < 7; i++) statuses.push(statusOf(await post(r)));
      expect(statuses).toEqual([...Array(5).fill(OK), REFUSED, REFUSED]);
      expect(up.asked()).toBe(5);
      expect(await r.close()).toMatch(
        /asked its model more than 5 times, the most a recording keeps \(what a replay reads/,
      );
      expect(readdirSync(r.dir)).toEqual([]);
    } finally {
      await closeServer(up.server);
    }
  });

  it('cuts the answer that passes its bytes, refuses the next request, and says why', async () => {
    const up = await sizedUpstream(40 * 1024);
    const r = await recorder(up.url, { bounds: { exchanges: 100, bytes: 100 * 1024 } });
    try {
      const answers = [await post(r), await post(r), await post(r), await post(r)];
      expect(answers.slice(0, 2).map(statusOf)).toEqual([OK, OK]);
      // The third passes the bound as it streams: cut, never whole.
      expect(answers[2]!.length).toBeLessThan(40 * 1024);
      expect(statusOf(answers[3]!)).toBe(REFUSED);
      expect(await r.close()).toMatch(/more than 102400 bytes, the most a recording keeps/);
    } finally {
      await closeServer(up.server);
    }
  });

  it('counts the judge calls a recording keeps against its bytes too', () => {
    const dir = tempDir('caliper-tape-');
    const opened = openRecordingWriter(dir, HEAD, { bounds: { exchanges: 10, bytes: 4096 } });
    if (!opened.ok) throw new Error(opened.reason);
    const call = { request: { system: 's', user: 'u'.repeat(5000) }, nonce: 'n', answer: 'PASS' };
    const judge = { provider: 'anthropic', model: 'm', calls: [call] } as unknown as JudgeTape;
    expect(opened.writer.finish(judge)).toMatch(
      /model exchanges and judge calls \(with its MCP exchanges\) came to more than 4096 bytes/,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it("makes a failed write the recording's failure, and leaves no recording, not an earlier attempt's", async () => {
    const up = await sizedUpstream(100);
    const dir = tempDir('caliper-tape-');
    expect(await (await recorder(up.url, { dir })).close()).toBeUndefined();
    expect(readdirSync(dir)).toHaveLength(1);
    let writes = 0;
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const failing: WriteText = () => {
      if (++writes > 1) throw full;
    };
    const r = await recorder(up.url, { dir, write: failing });
    try {
      expect([statusOf(await post(r)), statusOf(await post(r))]).toEqual([OK, REFUSED]);
    } finally {
      expect(await r.close()).toMatch(/could not be written to .*\.tmp \(ENOSPC\)/);
      await closeServer(up.server);
    }
    expect(readdirSync(dir)).toEqual([]);
    // A folder that cannot be written: no relay, the reason.
    const noSpace: WriteText = () => {
      throw full;
    };
    const opened = openRecordingWriter(path.join(dir, 'x'), HEAD, { write: noSpace });
    expect(opened).toEqual({ ok: false, reason: expect.stringMatching(/--record: .*ENOSPC/) });
    expect(existsSync(path.join(dir, 'x', 'a%7Cclaude-code%7Cc%7C1.json.tmp'))).toBe(false);
  });
});
