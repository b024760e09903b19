import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { agentOf } from '../../../src/agents/index.js';
import { startTrialMcp, type TrialMcp } from '../../../src/eval/mcp/trialServers.js';
import type { McpServers } from '../../../src/eval/mcp/types.js';
import { openTrialTape, type OpenTape } from '../../../src/eval/replay/trialTape.js';
import { TrialConnections } from '../../../src/eval/sandbox/connectionCap.js';
import { DEFAULT_TRIAL_LIMITS } from '../../../src/eval/sandbox/trialLimits.js';
import { createRedactor } from '../../../src/util/redact.js';
import { tempDir } from '../../helpers/tempDirs.js';

// Issue 40: under --replay a trial's `command:` server is not started; the recording answers for it, and caliper's
// record (what `mcp_call` reads) is what it answered. The server here counts its starts in a file outside it (no
// sandbox in this test), and answers with a number drawn at start: a second start would answer otherwise.
const SERVER = `import fs from 'node:fs';
fs.appendFileSync(process.env.HOME + '/../../spawns.txt', 'started\\n');
const drawn = Math.random().toString(36).slice(2);
let b = ''; process.stdin.setEncoding('utf8');
process.stdin.on('data', (c) => { b += c; let n; while ((n = b.indexOf('\\n')) >= 0) {
  const m = JSON.parse(b.slice(0, n)); b = b.slice(n + 1); if (m.id === undefined) continue;
  const text = m.method === 'tools/call' ? 'Order ' + m.params.arguments.id + ' shipped, ' + drawn : drawn;
  const result = { content: [{ type: 'text', text }] };
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }) + '\\n');
} });
`;

const TRIAL_KEY = 'orders-help|claude-code|right|1';
const servers: McpServers = { orders: { kind: 'command', command: ['node', 'server.mjs'] } };
const redactor = createRedactor({});

function trialSetup() {
  const parent = tempDir('caliper-mcp-replay-');
  const skill = path.join(parent, 'skill-src');
  writeFileSync(path.join(parent, 'server.mjs'), SERVER);
  return { parent, skill, spawns: path.join(parent, 'spawns.txt'), runDir: tempDir('caliper-run-') };
}

async function openTape(mode: 'record' | 'replay', dir: string, trialRoot: string): Promise<OpenTape> {
  const trial = {
    key: TRIAL_KEY,
    backend: 'claude-code' as const,
    cliVersion: '2.1.0',
    fingerprint: 'f'.repeat(64),
    agentInput: 'a'.repeat(64),
    judged: false,
    mcp: servers,
  };
  const opened = await openTrialTape(
    {
      tape: { mode, dir },
      api: agentOf('claude-code').wire.api,
      upstream: mode === 'record' ? { baseUrl: 'http://127.0.0.1:9', apiKey: undefined } : undefined,
    },
    trial,
    { trialRoot, socketPath: undefined, redactor, judge: undefined },
  );
  if (!opened.ok) throw new Error(opened.reason);
  return opened.tape;
}

async function startMcp(t: ReturnType<typeof trialSetup>, tape: OpenTape): Promise<TrialMcp> {
  const connections = new TrialConnections(DEFAULT_TRIAL_LIMITS.connections);
  const files = [{ rel: 'server.mjs', source: path.join(t.parent, 'server.mjs') }];
  return startTrialMcp(
    servers,
    { kind: 'none' },
    connections,
    t.runDir,
    path.join(t.runDir, `mcp-${Math.random().toString(36).slice(2)}.sock`),
    { files, isolation: { kind: 'none' }, parent: t.parent, limits: DEFAULT_TRIAL_LIMITS, keep: () => 'kept' },
    tape.mcp,
  );
}

const spawnsOf = (file: string) =>
  (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []).length;
const message = (id: number, method: string, params?: unknown) => ({ jsonrpc: '2.0', id, method, params });
const lookup = (id: number, order: string) =>
  message(id, 'tools/call', { name: 'lookup_order', arguments: { id: order } });

describe("a `command:` server's exchanges under --record, then --replay", () => {
  it('the replay answers from the recording, the server not started; a call it lacks is a harness error', async () => {
    const t = trialSetup();
    const tapeDir = tempDir('caliper-tape-');
    const recording = await openTape('record', tapeDir, tempDir('caliper-trial-'));
    const live = await startMcp(t, recording);
    const listed = await live.host.reply('orders', message(1, 'tools/list'));
    const answered = await live.host.reply('orders', lookup(2, 'A1'));
    await live.close();
    expect(await recording.close()).toBeUndefined();
    // The control: recording started the server once, and its answers carry what it drew.
    expect(spawnsOf(t.spawns)).toBe(1);
    const drawn = (answered as { result: { content: { text: string }[] } }).result.content[0]!.text;
    expect(drawn).toMatch(/^Order A1 shipped, \w+$/);

    const replaying = await openTape('replay', tapeDir, tempDir('caliper-trial-'));
    const replayed = await startMcp(t, replaying);
    expect(await replayed.host.reply('orders', message(5, 'tools/list'))).toEqual({ ...listed, id: 5 });
    expect(await replayed.host.reply('orders', lookup(6, 'A1'))).toEqual({ ...answered, id: 6 });
    // What `mcp_call` reads: the call, and the recorded answer as the host passed it on.
    expect(replayed.host.calls()).toEqual([
      { server: 'orders', tool: 'lookup_order', arguments: { id: 'A1' }, answer: drawn },
    ]);
    expect(await replayed.host.reply('orders', lookup(7, 'B2'))).toMatchObject({
      id: 7,
      error: { message: expect.stringContaining('the recording has no answer to this tools/call') },
    });
    expect(await replayed.stopServers()).toEqual([]);
    await replayed.close();
    expect(await replaying.close()).toMatch(/^--replay: the recording has no answer to 1 MCP request\(s\)/);
    expect(spawnsOf(t.spawns)).toBe(1);
  });

  it("a replay with every call recorded closes clean, with the server's file broken since", async () => {
    const t = trialSetup();
    const tapeDir = tempDir('caliper-tape-');
    const recording = await openTape('record', tapeDir, tempDir('caliper-trial-'));
    const live = await startMcp(t, recording);
    const answered = await live.host.reply('orders', lookup(1, 'A1'));
    await live.close();
    expect(await recording.close()).toBeUndefined();
    writeFileSync(path.join(t.parent, 'server.mjs'), 'process.exit(3)\n');
    const replaying = await openTape('replay', tapeDir, tempDir('caliper-trial-'));
    const replayed = await startMcp(t, replaying);
    expect(await replayed.host.reply('orders', lookup(1, 'A1'))).toEqual(answered);
    await replayed.close();
    expect(await replaying.close()).toBeUndefined();
    expect(spawnsOf(t.spawns)).toBe(1);
  });
});
