import net from 'node:net';
import path from 'node:path';
import { startRelay } from '../../src/eval/replay/relay.js';
import { agentOf } from '../../src/agents/index.js';
import { TAPE_FORMAT } from '../../src/eval/replay/tape.js';
import { TrialConnections } from '../../src/eval/sandbox/connectionCap.js';
import { startAllowListProxy } from '../../src/eval/sandbox/proxy.js';
import { startScriptedModel } from '../../src/scripted-model/server.js';
import { createRedactor } from '../../src/util/redact.js';
import { tempDir } from '../helpers/tempDirs.js';

const CAP = 8;
const OPENED = 40;

type Way = { socketPath: string; close(): Promise<void> };

/** Each server that is a trial's way out, started on `socketPath` under `connections`. */
const WAYS: [string, (socketPath: string, connections: TrialConnections) => Promise<Way>][] = [
  [
    "the scripted model (a trial's own door)",
    async (socketPath, connections) => {
      const model = await startScriptedModel({});
      const door = await model.openDoor(socketPath, (s) => connections.guard(s), connections.bodies);
      return { socketPath, close: async () => (await door.close(), await model.close()) };
    },
  ],
  [
    'the allow-list proxy',
    (socketPath, connections) => startAllowListProxy(socketPath, ['api.example.com:443'], new Map(), connections),
  ],
  [
    'the replay relay',
    async (socketPath, connections) => {
      const relay = await startRelay({
        api: agentOf('claude-code').wire.api,
        how: {
          mode: 'replay',
          recording: {
            format: TAPE_FORMAT,
            key: 'k',
            backend: 'claude-code',
            cliVersion: undefined,
            fingerprint: 'f',
            exchanges: [],
          },
        },
        trialRoot: '/tmp/x',
        redactor: createRedactor(),
        socketPath,
        connections,
      });
      return { socketPath, close: () => relay.close() };
    },
  ],
];

/** Open `n` connections to `socketPath` and wait until each is either open or closed by the server. */
async function flood(socketPath: string, n: number): Promise<{ open: net.Socket[]; closed: number }> {
  const sockets = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Socket>((resolve) => {
          const s = net.connect(socketPath, () => resolve(s));
          s.on('error', () => resolve(s));
        }),
    ),
  );
  // The server closes a connection past its cap as it accepts it: give every close its turn.
  let closed = 0;
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          const done = () => (closed++, resolve());
          if (s.destroyed) return done();
          s.once('close', done);
          setTimeout(resolve, 1000);
        }),
    ),
  );
  return { open: sockets.filter((s) => !s.destroyed), closed };
}

// Issue 35 item 4: every connection of a trial to its way out is a descriptor of caliper's own; one
// trial opening 20,000 took them all. Each server holds at most the trial's cap and says it was passed.
describe("a trial's connections to its way out", () => {
  it.each(WAYS)('%s holds at most the cap open and the trial is over its limit', async (_, start) => {
    const dir = tempDir('caliper-cap-');
    const connections = new TrialConnections(CAP);
    const way = await start(path.join(dir, 'way.sock'), connections);
    expect(connections.overLimit()).toBeUndefined();
    const { open, closed } = await flood(way.socketPath, OPENED);
    for (const s of open) s.destroy();
    await way.close();
    expect({ open: open.length, closed }).toEqual({ open: CAP, closed: OPENED - CAP });
    expect(connections.overLimit()).toBe(
      `the trial opened more than ${CAP} connections at once to its way out (its limit); it was stopped`,
    );
  });
});
