import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { agentOf } from '../../src/agents/index.js';
import { startRelay } from '../../src/eval/replay/relay.js';
import { TAPE_FORMAT, type Recording } from '../../src/eval/replay/tape.js';
import { TrialConnections, type RequestTimeouts } from '../../src/eval/sandbox/connectionCap.js';
import { startAllowListProxy } from '../../src/eval/sandbox/proxy.js';
import { startScriptedModel, type ScriptedModelOptions } from '../../src/scripted-model/server.js';
import { createRedactor } from '../../src/util/redact.js';
import { tempDir } from '../helpers/tempDirs.js';

const MiB = 1024 ** 2;
/** The trial's budget of request bodies held at once (DEFAULT_TRIAL_LIMITS.requestBytes). */
const BUDGET = 32 * MiB;
/** Each attacker declares a body at the cap of one request and sends all of it but the last byte. */
const DECLARED = 16 * MiB;
const ATTACKERS = 8;

/** A trial's connections that also keep caliper's end of each connection, to count what it read. */
class Watched extends TrialConnections {
  readonly sockets: net.Socket[] = [];

  override guard<S extends http.Server>(server: S): S {
    server.on('connection', (s: net.Socket) => this.sockets.push(s));
    return super.guard(server);
  }
}

type Way = { socketPath: string; close(): Promise<void> };
type Start = (socketPath: string, trial: Watched, model?: ScriptedModelOptions) => Promise<Way>;

const startDoor: Start = async (socketPath, trial, options = {}) => {
  const model = await startScriptedModel(options);
  const door = await model.openDoor(socketPath, (s) => trial.guard(s), trial.bodies);
  return { socketPath, close: async () => (await door.close(), await model.close()) };
};

const WAYS: [string, Start][] = [
  ["the scripted model (a trial's own door)", startDoor],
  [
    'the replay relay',
    async (socketPath, trial) => {
      const recording: Recording = {
        format: TAPE_FORMAT,
        key: 'k',
        backend: 'claude-code',
        cliVersion: undefined,
        fingerprint: 'f',
        exchanges: [],
      };
      const how = { mode: 'replay' as const, recording };
      const api = agentOf('claude-code').wire.api;
      const trialRoot = '/tmp/x';
      const redactor = createRedactor();
      const relay = await startRelay({ api, how, trialRoot, redactor, socketPath, connections: trial });
      return { socketPath, close: () => relay.close() };
    },
  ],
];

const head = (pathname: string, length: number) =>
  `POST ${pathname} HTTP/1.1\r\nHost: model\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** Send `head` then `body` on a new connection; settles once the body is written or the server closed it. */
type Attacker = { socket: net.Socket; answer: () => string };

function attack(socketPath: string, request: string, body: Buffer): Promise<Attacker> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(socketPath, () => {
      socket.write(request);
      socket.write(body, () => resolve({ socket, answer: () => answer }));
    });
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ socket, answer: () => answer }));
  });
}

/** Wait (no clock asserted) until `done` holds, looking again after each turn of I/O. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 10));
}

/** What caliper read of the requests it holds open and has not answered: bodies in its memory. */
function heldUnanswered(sockets: readonly net.Socket[], headBytes: number): number {
  const waiting = sockets.filter((s) => !s.destroyed && s.bytesWritten === 0);
  return waiting.reduce((sum, s) => sum + s.bytesRead - headBytes, 0);
}

function socketIn(prefix: string): string {
  return path.join(tempDir(prefix), 'way.sock');
}

// Review of issue 35: the scripted model and the relay each read up to 16 MiB of a body per connection
// before looking at its route, so one trial's 64 connections could keep about 1 GiB in caliper's own
// process, which the trial's watchdog does not see. One budget per trial bounds what they hold at once.
describe("a trial's request bodies held in caliper", () => {
  it.each(WAYS)('%s holds at most the budget of near-cap bodies, and the trial is over its limit', async (_, start) => {
    const trial = new Watched(64);
    const way = await start(socketIn('caliper-bodies-'), trial);
    const body = Buffer.alloc(DECLARED - 1, 0x20); // one buffer shared by every attacker: no copy each
    const request = head('/v1/messages', DECLARED);
    const attackers = await Promise.all(Array.from({ length: ATTACKERS }, () => attack(way.socketPath, request, body)));
    // Caliper's end of each connection has read all it was sent, or was closed.
    const readAll = (s: net.Socket) => s.destroyed || s.bytesRead >= request.length + body.length;
    await until(() => trial.sockets.length === ATTACKERS && trial.sockets.every(readAll));
    // Before: every attacker's 16 MiB less a byte (128 MiB), waiting for its last byte.
    expect(heldUnanswered(trial.sockets, request.length)).toBeLessThanOrEqual(BUDGET);

    expect(trial.bodies.peak).toBeGreaterThan(BUDGET - DECLARED); // the attack reached the budget ...
    expect(trial.bodies.peak).toBeLessThanOrEqual(BUDGET); // ... and no further
    expect(trial.overLimit()).toMatch(/held more than 32 MB of request bodies at once \(its limit, requestBytes of/);
    const refused = attackers.filter((a) => a.socket.destroyed && a.answer().startsWith('HTTP/1.1 413'));
    expect(refused.length).toBeGreaterThanOrEqual(ATTACKERS - Math.floor(BUDGET / (DECLARED - 1)));

    for (const a of attackers) a.socket.destroy();
    await until(() => trial.sockets.every((s) => s.destroyed));
    await way.close();
    expect(trial.bodies.held).toBe(0); // what each request held was given back
  });

  it.each(WAYS)('%s answers a request not served, or over the cap, before reading its body', async (_, start) => {
    const trial = new Watched(64);
    const way = await start(socketIn('caliper-route-'), trial);
    // Headers only, then the client's end closed: a server that waits for the body never answers.
    const unknown = await attack(way.socketPath, head('/v1/not-served', DECLARED - 1), Buffer.alloc(0));
    const overCap = await attack(way.socketPath, head('/v1/messages', DECLARED + 1), Buffer.alloc(0));
    for (const a of [unknown, overCap]) a.socket.end();
    await until(() => unknown.socket.destroyed && overCap.socket.destroyed);
    await way.close();
    expect(unknown.answer()).toMatch(/^HTTP\/1\.1 404 /);
    expect(overCap.answer()).toMatch(/^HTTP\/1\.1 413 [\s\S]*request_too_large/);
    expect(trial.bodies.peak).toBe(0);
  });
});

/** Small enough for a test to wait out; the real ones are in connectionCap.ts. */
const QUICK: RequestTimeouts = { headersMs: 200, requestMs: 400, checkEveryMs: 50 };

// A connection that sends nothing, or headers and then nothing, held its place for Node's 60 s or
// 300 s (checked every 30 s). Each way out now closes it after its trial's timeouts, with a 408.
const startProxy: Start = (socketPath, trial) =>
  startAllowListProxy(socketPath, ['api.example.com:80'], new Map(), trial);

/** Each way out, and where a request to it stops: the headers of a body not sent, or half a header. */
const SLOW: [string, Start, string][] = [
  ...WAYS.map(([name, start]): [string, Start, string] => [name, start, head('/v1/messages', 100)]),
  ['the allow-list proxy', startProxy, 'GET http://api.example.com/ HTTP/1.1\r\nHost: api'],
];

describe("a trial's slow connections", () => {
  it.each(SLOW)('%s closes a connection that sends nothing, or stops in its request', async (_, start, stopsAt) => {
    const trial = new Watched(64, undefined, QUICK);
    const way = await start(socketIn('caliper-slow-'), trial);
    const silent = await attack(way.socketPath, '', Buffer.alloc(0));
    const stopped = await attack(way.socketPath, stopsAt, Buffer.alloc(0));
    await until(() => silent.socket.destroyed && stopped.socket.destroyed);
    await way.close();
    expect(silent.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(stopped.answer()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an answer slower than the request timeouts is not cut (they time the request, never the answer)', async () => {
    const trial = new Watched(64, undefined, QUICK);
    const stall = { kind: 'stall' as const, ms: 4 * (QUICK.requestMs + QUICK.checkEveryMs) };
    const way = await startDoor(socketIn('caliper-slow-answer-'), trial, { faults: () => stall });
    const messages = [{ role: 'user', content: 'hi' }];
    const json = Buffer.from(JSON.stringify({ model: 'm', max_tokens: 10, stream: true, messages }));
    const asked = await attack(way.socketPath, head('/v1/messages', json.length), json);
    await until(() => asked.answer().includes('message_stop') || asked.socket.destroyed);
    asked.socket.destroy();
    await way.close();
    expect(asked.answer()).toMatch(/^HTTP\/1\.1 200 [\s\S]*message_stop/);
  });
});
