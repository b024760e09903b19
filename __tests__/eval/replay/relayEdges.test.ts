import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ANTHROPIC, GEMINI, type ProviderApi, RESPONSES } from '../../../src/eval/replay/providerApi.js';
import { type Relay, startRelay } from '../../../src/eval/replay/relay.js';
import { requestRefusal } from '../../../src/eval/replay/serverSideTools.js';
import { type Exchange, TAPE_FORMAT, TRIAL_ROOT } from '../../../src/eval/replay/tape.js';
import { createRedactor } from '../../../src/util/redact.js';
import { tempDir } from '../../helpers/tempDirs.js';

// The relay's answers, each held here because a mutation run (docs/internals/mutation.md) showed no unit test
// would fail if it changed: the bodies of its 404, its refusal and its replay miss (what the CLI, and so the
// agent, reads), what it keeps of refusals, which recorded answer a replayed request gets, and its close.

const TRIAL = '/tmp/caliper-trial-x';
const relays: Relay[] = [];
afterEach(async () => {
  for (const r of relays.splice(0)) await r.close();
});

const exchange = (e: Partial<Exchange> & Pick<Exchange, 'body'>): Exchange => ({
  method: 'POST',
  path: '/v1/messages',
  model: 'claude-a',
  status: 200,
  contentType: 'application/json',
  ...e,
});

async function replaying(exchanges: Exchange[], api: ProviderApi = ANTHROPIC, socketPath?: string): Promise<Relay> {
  const relay = await startRelay({
    how: {
      mode: 'replay',
      recording: {
        format: TAPE_FORMAT,
        key: 'k',
        backend: 'claude-code',
        cliVersion: '1',
        fingerprint: 'f',
        exchanges,
      },
    },
    api,
    trialRoot: TRIAL,
    redactor: createRedactor(),
    ...(socketPath ? { socketPath } : { tcp: true }),
  });
  relays.push(relay);
  return relay;
}

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

function send(relay: Relay, method: string, target: string, body?: string): Promise<Answer> {
  const where = relay.socketPath
    ? { socketPath: relay.socketPath }
    : { host: '127.0.0.1', port: Number(new URL(relay.tcpUrl!).port) };
  return new Promise((resolve, reject) => {
    const headers =
      body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = http.request({ ...where, method, path: target, headers }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, contentType: res.headers['content-type'], body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('what the relay answers besides a recorded answer', () => {
  it("a request that is not the API's: a 404 naming the API, as JSON", async () => {
    const relay = await replaying([]);
    expect(await send(relay, 'GET', '/v1/other')).toEqual({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({
        type: 'error',
        error: {
          type: 'not_found_error',
          message: "caliper relay: this CLI's relay takes only the requests of Anthropic's Messages API",
        },
      }),
    });
  });

  it('a request that asks the provider to reach the network: a 400 saying why, as JSON', async () => {
    const relay = await replaying([]);
    const body = JSON.stringify({ model: 'claude-a', tools: [{ type: 'web_search_20250305', name: 'web_search' }] });
    const reason = requestRefusal(ANTHROPIC, 'POST', {}, Buffer.from(body))!;
    expect(reason).toBeTruthy();
    const message =
      `caliper relay: request refused: ${reason}. Under caliper --record the model's provider may not reach ` +
      "the network for the agent: only the model and the CLI's own tools are passed on";
    expect(await send(relay, 'POST', '/v1/messages', body)).toEqual({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        type: 'error',
        error: { type: 'invalid_request_error', code: 400, status: 'INVALID_ARGUMENT', message },
      }),
    });
    expect(relay.refused()).toEqual({ count: 1, reasons: [reason] });
  });

  it('every refusal is counted; at most 20 reasons are kept, each once', async () => {
    const relay = await replaying([]);
    const online = (i: number) => JSON.stringify({ model: `m${i}:online`, messages: [] });
    for (let i = 0; i < 22; i++) await send(relay, 'POST', '/v1/messages', online(i));
    await send(relay, 'POST', '/v1/messages', online(0));
    const refused = relay.refused();
    expect(refused.count).toBe(23);
    expect(refused.reasons).toEqual(
      Array.from({ length: 20 }, (_, i) => requestRefusal(ANTHROPIC, 'POST', {}, Buffer.from(online(i)))),
    );
  });

  it('a request the recording has no answer to: a 400 naming it, with its model or without', async () => {
    const relay = await replaying([exchange({ body: '{}' })]);
    const missing = (what: string) =>
      JSON.stringify({
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message:
            `caliper replay: the recording has no answer to this ${what}; ` +
            'the run asked what the recorded one did not',
        },
      });
    expect(await send(relay, 'POST', '/v1/messages', '{"model":"claude-c"}')).toEqual({
      status: 400,
      contentType: 'application/json',
      body: missing('POST /v1/messages (claude-c)'),
    });
    expect((await send(relay, 'POST', '/v1/messages', '{}')).body).toBe(missing('POST /v1/messages'));
  });
});

describe('which recorded answer a replayed request gets', () => {
  it("the same method, path and model's answers, in order; its status, content type and the trial's root", async () => {
    const relay = await replaying([
      exchange({ body: `first from ${TRIAL_ROOT}/work`, contentType: 'text/event-stream', status: 201 }),
      exchange({ model: 'claude-b', body: 'for b' }),
      exchange({ body: 'second', contentType: undefined }),
    ]);
    expect(await send(relay, 'POST', '/v1/messages', '{"model":"claude-a"}')).toEqual({
      status: 201,
      contentType: 'text/event-stream',
      body: `first from ${TRIAL}/work`,
    });
    expect(await send(relay, 'POST', '/v1/messages', '{"model":"claude-a"}')).toEqual({
      status: 200,
      contentType: undefined,
      body: 'second',
    });
    expect((await send(relay, 'POST', '/v1/messages', '{"model":"claude-b"}')).body).toBe('for b');
  });

  it("a model that is not a string is no model; Gemini's is the one its path names", async () => {
    const anthropic = await replaying([exchange({ model: undefined, body: 'no model' })]);
    expect((await send(anthropic, 'POST', '/v1/messages', '{"model":5}')).body).toBe('no model');
    const path = '/v1beta/models/gemini-x:streamGenerateContent';
    const gemini = await replaying([exchange({ path, model: 'gemini-x', body: 'gemini' })], GEMINI);
    expect((await send(gemini, 'POST', path, '{"contents":[]}')).body).toBe('gemini');
  });

  it('a request without a body (a model list) is keyed without a model', async () => {
    const relay = await replaying(
      [exchange({ method: 'GET', path: '/v1/models', model: undefined, body: 'models' })],
      RESPONSES,
    );
    expect((await send(relay, 'GET', '/v1/models')).body).toBe('models');
  });
});

describe('its socket', () => {
  it('close() stops it and removes its socket file; a TCP relay closes too', async () => {
    const socketPath = path.join(tempDir('caliper-relay-'), 'relay.sock');
    const relay = await replaying([], ANTHROPIC, socketPath);
    relays.splice(relays.indexOf(relay), 1);
    expect((await send(relay, 'GET', '/v1/other')).status).toBe(404);
    expect(existsSync(socketPath)).toBe(true);
    await relay.close();
    expect(existsSync(socketPath)).toBe(false);
    const tcp = await replaying([]);
    await expect(tcp.close()).resolves.toBeUndefined();
    relays.splice(relays.indexOf(tcp), 1);
  });

  it('over TCP (isolation none) it listens on loopback only: no other address of this machine reaches it', async () => {
    // Under --record it holds the real key: another host on the network must not be able to use it.
    const relay = await replaying([]);
    const port = Number(new URL(relay.tcpUrl!).port);
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a !== undefined && a.address !== '127.0.0.1' && !a.address.startsWith('fe80:'))
      .map((a) => a!.address);
    expect(others.length).toBeGreaterThan(0);
    const reach = (host: string) =>
      new Promise<string>((resolve) => {
        const s = net.connect(port, host, () => {
          s.destroy();
          resolve('connected');
        });
        s.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      });
    expect(await reach('127.0.0.1')).toBe('connected');
    for (const host of others) expect([host, await reach(host)]).not.toEqual([host, 'connected']);
  });

  it('a socket path it cannot listen on is an error, not a hang', async () => {
    const socketPath = path.join(tempDir('caliper-relay-'), 'no', 'such', 'relay.sock');
    await expect(replaying([], ANTHROPIC, socketPath)).rejects.toThrow();
  });
});
