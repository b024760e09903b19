import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { MAX_LOGGED_REQUEST_BYTES, nestedDeeperThan, startScriptedModel } from '../../src/scripted-model/server.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 29 item 7: ten 10 MB requests to the scripted model added 105 MB to model-requests.jsonl, a
// file of the results folder that is uploaded as an artifact. What an agent sends is logged bounded.
function post(socketPath: string, body: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(
      { socketPath, path: '/v1/messages', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    );
    req.on('error', () => resolve());
    req.end(body);
  });
}

describe('the scripted model logs what agents send, within bounds', () => {
  it('a request over the per-request bound is logged without its body; small ones whole', async () => {
    const dir = tempDir('caliper-log-');
    const logFile = path.join(dir, 'model-requests.jsonl');
    const server = await startScriptedModel({ socketPath: path.join(dir, 'model.sock'), logFile });
    try {
      const huge = JSON.stringify({ model: 'x', messages: [{ role: 'user', content: 'A'.repeat(10 * 1024 * 1024) }] });
      for (let i = 0; i < 10; i++) await post(server.socketPath!, huge);
      await post(server.socketPath!, JSON.stringify({ model: 'x', messages: [{ role: 'user', content: 'hello' }] }));
    } finally {
      await server.close();
    }
    expect(statSync(logFile).size).toBeLessThan(10 * 1024);
    const lines = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatchObject({
      bodyBytes: expect.any(Number),
      body: `not logged: larger than ${MAX_LOGGED_REQUEST_BYTES} bytes`,
    });
    expect(lines[10].body.messages[0].content).toBe('hello');
  });
});

describe('a request nested deeper than any API nests', () => {
  it(
    'is answered 400 and logged without its body; the run goes on (it ' + 'overflowed the stack and ended it)',
    async () => {
      const dir = tempDir('caliper-log-');
      const logFile = path.join(dir, 'model-requests.jsonl');
      const server = await startScriptedModel({ socketPath: path.join(dir, 'model.sock'), logFile });
      try {
        await post(server.socketPath!, `{"messages":${'['.repeat(20000)}${']'.repeat(20000)}}`);
        await post(
          server.socketPath!,
          JSON.stringify({ model: 'x', messages: [{ role: 'user', content: 'still here' }] }),
        );
      } finally {
        await server.close();
      }
      const lines = readFileSync(logFile, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toHaveLength(2);
      expect(lines[0].body).toBeUndefined();
      expect(lines[1].body.messages[0].content).toBe('still here');
    },
  );

  it('counts brackets in strings as text', () => {
    expect(nestedDeeperThan(`{"a":"${'['.repeat(1000)}"}`, 10)).toBe(false);
    expect(nestedDeeperThan(`{"a":"\\"${'['.repeat(1000)}"}`, 10)).toBe(false);
    expect(nestedDeeperThan('[[[[[[[[[[[[]]]]]]]]]]]]', 10)).toBe(true);
  });
});
