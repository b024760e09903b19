import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { RELAY_KEY } from '../../../src/eval/replay/providerApi.js';
import { agentOf } from '../../../src/agents/index.js';
import { openRecordingWriter } from '../../../src/eval/replay/recordingWriter.js';
import { startRelay } from '../../../src/eval/replay/relay.js';
import { TAPE_FORMAT } from '../../../src/eval/replay/tape.js';
import { createRedactor } from '../../../src/util/redact.js';
import { tempDir } from '../../helpers/tempDirs.js';

// A CLI killed mid-answer (its trial timed out, cancelled) leaves the relay reading an upstream answer
// nobody will get: with a real model, tokens paid for and a connection held. The relay's fetch is tied to
// the agent's connection, so the upstream sees its answer abandoned as soon as the agent is gone.
const CHUNKS = 400;

it("stops reading the upstream's answer once the agent's connection is gone", async () => {
  let written = 0;
  let ended: (how: 'abandoned' | 'finished') => void;
  const upstreamEnded = new Promise<'abandoned' | 'finished'>((resolve) => (ended = resolve));
  const upstream = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.on('close', () => ended(res.writableFinished ? 'finished' : 'abandoned'));
    const next = () => {
      if (res.destroyed) return;
      if (written === CHUNKS) return void res.end();
      res.write(`data: {"n":${++written}}\n\n`);
      setTimeout(next, 2);
    };
    next();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
  const head = { format: TAPE_FORMAT, key: 'k', backend: 'claude-code', cliVersion: '1', fingerprint: 'f' } as const;
  const opened = openRecordingWriter(tempDir('caliper-tape-'), head);
  if (!opened.ok) throw new Error(opened.reason);
  const upstreamTo = { baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, apiKey: 'sk-real' };
  const how = { mode: 'record' as const, upstream: upstreamTo, recording: opened.writer };
  const relay = await startRelay({
    how,
    api: agentOf('claude-code').wire.api,
    trialRoot: '/tmp/t',
    redactor: createRedactor(),
    tcp: true,
  });
  try {
    // The agent asks, reads the first event of the answer, and goes away.
    const agent = net.connect(Number(new URL(relay.tcpUrl!).port), '127.0.0.1');
    agent.write(`POST /v1/messages HTTP/1.1\r\nHost: x\r\nx-api-key: ${RELAY_KEY}\r\nContent-Length: 2\r\n\r\n{}`);
    await new Promise<void>((resolve) => agent.on('data', (d) => void (String(d).includes('"n":') && resolve())));
    const writtenWhenAgentLeft = written;
    agent.destroy();
    expect(await upstreamEnded).toBe('abandoned');
    // Read no further than the few events already on their way when the agent left (before: all of them).
    expect(written - writtenWhenAgentLeft).toBeLessThan(CHUNKS / 4);
  } finally {
    await relay.close();
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  }
});
