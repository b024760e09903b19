import { readFileSync, writeFileSync } from 'node:fs';
import { tapedParams } from '../../../src/eval/replay/mcpKey.js';
import { McpRecorder } from '../../../src/eval/replay/mcpRecorder.js';
import { McpReplayer } from '../../../src/eval/replay/mcpReplayer.js';
import { replayingMcp } from '../../../src/eval/replay/mcpTapeSide.js';
import {
  checkedMcpTape,
  MAX_MCP_EXCHANGES,
  MAX_MCP_PART_BYTES,
  mcpReplayRefusal,
  mcpServersHash,
  type McpTape,
} from '../../../src/eval/replay/mcpTape.js';
import { openRecordingWriter } from '../../../src/eval/replay/recordingWriter.js';
import { readRecording, recordingFile, TAPE_FORMAT, TRIAL_ROOT } from '../../../src/eval/replay/tape.js';
import type { McpServers } from '../../../src/eval/mcp/types.js';
import { createRedactor, REDACTED } from '../../../src/util/redact.js';
import { tempDir } from '../../helpers/tempDirs.js';

// Issue 40: a trial's MCP exchanges in its recording. What a server answered is the pull request's code's doing,
// and a replay folder may be anyone's: the tape is redacted on the way in and checked field by field on the way out.
const KEY = 'sk-ant-mcp-tape-secret-0123456789';
const redactor = createRedactor({ secrets: [KEY] });
const TRIAL = 'orders-help|claude-code|right|1';
const HASH = 'a'.repeat(64);
const call = (id: number, args: Record<string, unknown>, meta?: unknown) => ({
  method: 'tools/call',
  params: { name: 'lookup_order', arguments: args, ...(meta !== undefined && { _meta: meta }) },
  id,
});
const text = (id: number | string, t: string) => ({
  jsonrpc: '2.0' as const,
  id,
  result: { content: [{ type: 'text', text: t }], isError: false },
});

describe("a trial's MCP exchanges on its tape", () => {
  it('are written redacted and for TRIAL_ROOT, read back, and answered by server, call and occurrence', () => {
    const root = tempDir('caliper-trial-');
    const recorder = new McpRecorder(HASH, { trialRoot: root, redactor });
    recorder.keep('orders', { method: 'tools/list' }, { jsonrpc: '2.0', id: 1, result: { tools: [] } });
    // A server that echoes the runner's key and the trial's folder, answering the same call twice differently.
    recorder.keep('orders', call(2, { id: 'A1', at: `${root}/x` }), text(2, `first ${KEY} in ${root}/x`));
    recorder.keep('orders', call(3, { at: `${root}/x`, id: 'A1' }), text(3, 'second'));
    recorder.keep('orders', call(4, { id: KEY }), { jsonrpc: '2.0', id: 4, error: { code: -1, message: KEY } });
    const dir = tempDir('caliper-tape-');
    const head = { format: TAPE_FORMAT as typeof TAPE_FORMAT, key: TRIAL, backend: 'claude-code', fingerprint: 'f' };
    const opened = openRecordingWriter(dir, { ...head, cliVersion: '1', agentInput: 'i' });
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.writer.finish(undefined, recorder.tape())).toBeUndefined();

    const file = readFileSync(recordingFile(dir, TRIAL), 'utf8');
    expect(file).not.toContain(KEY);
    expect(file).not.toContain(root);
    expect(file).toContain(REDACTED);
    const read = readRecording(dir, TRIAL);
    if (!read.ok) throw new Error(read.reason);
    const tape = read.recording.mcp!;
    expect(tape.exchanges.map((e) => [e.method, e.occurrence])).toEqual([
      ['tools/list', 0],
      ['tools/call', 0],
      ['tools/call', 1],
      ['tools/call', 0],
    ]);
    expect(tape.exchanges[1]!.params).toBe(`{"arguments":{"at":"${TRIAL_ROOT}/x","id":"A1"},"name":"lookup_order"}`);

    // Replayed in another folder, with the keys in another order and a progress token of the CLI's own.
    const other = tempDir('caliper-trial-');
    const orders = new McpReplayer(tape, { trialRoot: other, redactor }).server('orders');
    return (async () => {
      expect(
        await orders.send({ jsonrpc: '2.0', ...call(7, { at: `${other}/x`, id: 'A1' }, { progressToken: 9 }) }),
      ).toEqual(text(7, `first ${REDACTED} in ${other}/x`));
      expect(await orders.send({ jsonrpc: '2.0', ...call(8, { id: 'A1', at: `${other}/x` }) })).toEqual(
        text(8, 'second'),
      );
      expect(await orders.send({ jsonrpc: '2.0', ...call(9, { id: KEY }) })).toEqual({
        jsonrpc: '2.0',
        id: 9,
        error: { code: -1, message: REDACTED },
      });
      expect(await orders.send({ jsonrpc: '2.0', method: 'notifications/initialized' })).toBeUndefined();
    })();
  });

  it('a request past the recorded ones is answered with an error and makes the replay a miss', async () => {
    const recorder = new McpRecorder(HASH, { trialRoot: '/t', redactor });
    recorder.keep('orders', call(1, { id: 'A1' }), text(1, 'shipped'));
    const replayer = new McpReplayer(recorder.tape(), { trialRoot: '/t', redactor });
    expect(replayer.miss()).toBeUndefined();
    const orders = replayer.server('orders');
    expect(await orders.send({ jsonrpc: '2.0', ...call(1, { id: 'A1' }) })).toEqual(text(1, 'shipped'));
    const again = await orders.send({ jsonrpc: '2.0', ...call(2, { id: 'A1' }) });
    expect(again).toMatchObject({ id: 2, error: { message: expect.stringMatching(/no answer to this tools\/call/) } });
    // Another server's name, same call: not its answer.
    await replayer.server('billing').send({ jsonrpc: '2.0', ...call(3, { id: 'A1' }) });
    expect(replayer.miss()).toMatch(/no answer to 2 MCP request\(s\).*the first: orders tools\/call .*"A1"/);
  });

  it('a listing asked more than recorded gets its last answer, a ping is answered; a call is not', async () => {
    const recorder = new McpRecorder(HASH, { trialRoot: '/t', redactor });
    const tools = (id: number, n: number) => ({ jsonrpc: '2.0' as const, id, result: { tools: [], n } });
    recorder.keep('orders', { method: 'tools/list' }, tools(1, 1));
    recorder.keep('orders', { method: 'tools/list' }, tools(2, 2));
    recorder.keep('orders', call(3, { id: 'A1' }), text(3, 'shipped'));
    const replayer = new McpReplayer(recorder.tape(), { trialRoot: '/t', redactor });
    const orders = replayer.server('orders');
    for (const [id, n] of [
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 2],
    ])
      expect(await orders.send({ jsonrpc: '2.0', id, method: 'tools/list' })).toEqual(tools(id!, n!));
    expect(await orders.send({ jsonrpc: '2.0', id: 5, method: 'ping' })).toEqual({ jsonrpc: '2.0', id: 5, result: {} });
    expect(replayer.miss()).toBeUndefined();
    await orders.send({ jsonrpc: '2.0', ...call(6, { id: 'A1' }) });
    await orders.send({ jsonrpc: '2.0', ...call(7, { id: 'A1' }) });
    await orders.send({ jsonrpc: '2.0', id: 8, method: 'resources/list' });
    expect(replayer.miss()).toMatch(/no answer to 2 MCP request\(s\)/);
  });

  it('a request with no method is a miss of no method; its id goes back if it is a string or a number', async () => {
    const replayer = new McpReplayer({ servers: HASH, exchanges: [] }, { trialRoot: '/t', redactor });
    const orders = replayer.server('orders');
    const why = 'caliper replay: the recording has no answer to this  of the MCP server `orders`';
    expect(await orders.send({ jsonrpc: '2.0', id: 'a1', params: { x: 1 } })).toEqual({
      jsonrpc: '2.0',
      id: 'a1',
      error: { code: -32603, message: why },
    });
    expect(await orders.send({ jsonrpc: '2.0', id: { n: 1 }, method: 7 })).toMatchObject({ id: null });
    expect(replayer.miss()).toMatch(
      /^the recording has no answer to 2 MCP request\(s\) of this run \(the first: orders {2}\{"x":1\}\)/,
    );
  });

  it('past its bounds the recorder keeps nothing more and says why', () => {
    const recorder = new McpRecorder(HASH, { trialRoot: '/t', redactor }, { exchanges: 2, bytes: 1 << 20 });
    for (let i = 0; i < 3; i++) recorder.keep('orders', call(i, { id: i }), text(i, 'x'));
    expect(recorder.tape().exchanges).toHaveLength(2);
    expect(recorder.failure()).toMatch(/MCP exchanges came to more than 2/);
    const small = new McpRecorder(HASH, { trialRoot: '/t', redactor }, { exchanges: 10, bytes: 100 });
    small.keep('orders', call(1, {}), text(1, 'y'.repeat(200)));
    expect(small.failure()).toMatch(/or 100 bytes/);
  });

  it('is refused field by field when it is not one caliper wrote', () => {
    const exchange = { server: 'orders', method: 'tools/call', params: '{}', occurrence: 0, reply: { result: {} } };
    const tape = (over: Record<string, unknown> = {}, tapeOver: Record<string, unknown> = {}) => ({
      servers: HASH,
      exchanges: [{ ...exchange, ...over }],
      ...tapeOver,
    });
    expect(checkedMcpTape(tape())).toEqual({ servers: HASH, exchanges: [exchange] });
    const refused: [unknown, RegExp][] = [
      [null, /not an object/],
      [tape({}, { servers: 'x' }), /no hash of their servers/],
      [tape({}, { exchanges: {} }), /not a list/],
      [{ servers: HASH, exchanges: Array(MAX_MCP_EXCHANGES + 1).fill(exchange) }, /not a list of at most/],
      [{ servers: HASH, exchanges: [exchange, exchange] }, /exchange 2 repeats/],
      [tape({ server: '' }), /exchange 1 is incomplete/],
      [tape({ method: 7 }), /incomplete/],
      [tape({ occurrence: -1 }), /incomplete/],
      [tape({ occurrence: 1.5 }), /incomplete/],
      [tape({ params: 'x'.repeat(MAX_MCP_PART_BYTES + 1) }), /request is larger than/],
      [tape({ reply: { result: {}, error: { code: 1, message: 'm' } } }), /incomplete/],
      [tape({ reply: {} }), /incomplete/],
      [tape({ reply: { result: [] } }), /incomplete/],
      [tape({ reply: { result: 'text' } }), /incomplete/],
      [tape({ reply: { error: { code: '1', message: 'm' } } }), /incomplete/],
      [tape({ reply: { result: { text: 'x'.repeat(MAX_MCP_PART_BYTES) } } }), /answer is larger than/],
    ];
    for (const [v, why] of refused) expect(() => checkedMcpTape(v)).toThrow(why);
  });

  it('an answer too large names its exchange, counted from 1, and the bound', () => {
    const small = { server: 'orders', method: 'tools/list', params: '{}', occurrence: 0, reply: { result: {} } };
    const big = 'x'.repeat(MAX_MCP_PART_BYTES);
    const tooLarge = `MCP exchange 2's answer is larger than ${MAX_MCP_PART_BYTES} bytes`;
    for (const reply of [{ result: { text: big } }, { error: { code: 1, message: `${big}x` } }])
      expect(() =>
        checkedMcpTape({ servers: HASH, exchanges: [small, { ...small, method: 'tools/call', reply }] }),
      ).toThrow(tooLarge);
  });

  it('a recording whose MCP exchanges are not well formed is not read', () => {
    const dir = tempDir('caliper-tape-');
    const head = { format: TAPE_FORMAT, key: TRIAL, backend: 'claude-code', fingerprint: 'f', exchanges: [] };
    writeFileSync(recordingFile(dir, TRIAL), JSON.stringify({ ...head, mcp: { servers: HASH, exchanges: [{}] } }));
    expect(readRecording(dir, TRIAL)).toEqual({
      ok: false,
      reason: `the recording of ${TRIAL} is not one caliper wrote: MCP exchange 1 is incomplete`,
    });
  });
});

describe('which recorded MCP exchanges answer a trial', () => {
  const mock = (text: string, expect?: Record<string, unknown>): McpServers => ({
    orders: {
      kind: 'mock',
      tools: {
        lookup_order: {
          description: 'Look up an order.',
          inputSchema: { type: 'object' },
          answers: [{ match: undefined, text }],
          expect,
        },
      },
    },
  });
  const command = (cmd: string[]): McpServers => ({ orders: { kind: 'command', command: cmd } });
  const recorded = (servers: McpServers): McpTape => ({ servers: mcpServersHash(servers), exchanges: [] });

  it("refuses a recording for other servers or a mock's other answers; takes another expect or command", () => {
    expect(mcpReplayRefusal(TRIAL, recorded(mock('shipped')), mock('shipped'))).toBeUndefined();
    expect(mcpReplayRefusal(TRIAL, recorded(mock('shipped')), mock('shipped', { type: 'object' }))).toBeUndefined();
    expect(mcpReplayRefusal(TRIAL, recorded(mock('shipped')), mock('lost'))).toMatch(
      /recorded with other MCP servers .*re-record it with --record/,
    );
    expect(mcpReplayRefusal(TRIAL, recorded(mock('shipped')), command(['node', 's.mjs']))).toMatch(/other MCP/);
    expect(
      mcpReplayRefusal(TRIAL, recorded(command(['node', 's.mjs'])), command(['node', 'gone.mjs'])),
    ).toBeUndefined();
  });

  it('refuses a recording whose real server was renamed or is now of another kind', () => {
    const npm: McpServers = { orders: { kind: 'npm', package: 'orders-mcp', args: [] } };
    const renamed: McpServers = { stock: { kind: 'command', command: ['node', 's.mjs'] } };
    expect(mcpReplayRefusal(TRIAL, recorded(command(['node', 's.mjs'])), npm)).toMatch(/other MCP servers/);
    expect(mcpReplayRefusal(TRIAL, recorded(command(['node', 's.mjs'])), renamed)).toMatch(/other MCP servers/);
  });

  it('a refusal for other servers names the first 12 characters of the recorded hash and of the current one', () => {
    const now = mcpServersHash(mock('lost'));
    expect(mcpReplayRefusal(TRIAL, { servers: HASH, exchanges: [] }, mock('lost'))).toBe(
      `${TRIAL} was recorded with other MCP servers (hash aaaaaaaaaaaa, now ${now.slice(0, 12)}): a server was ` +
        "added, removed or renamed, or a mock's tools or answers changed since, so the recorded answers are not " +
        'to this trial; re-record it with --record',
    );
  });

  it("a recording never answers for a mock, even one it has exchanges of: the spec's mock answers", () => {
    const forged: McpTape = {
      servers: mcpServersHash(mock('shipped')),
      exchanges: [{ server: 'orders', method: 'tools/call', params: '{}', occurrence: 0, reply: { result: {} } }],
    };
    const mixed: McpServers = { ...mock('shipped'), billing: { kind: 'command', command: ['node', 'b.mjs'] } };
    const site = { trialRoot: '/t', redactor };
    expect(replayingMcp(mock('shipped'), forged, site).host).toEqual({ replaces: true, servers: {}, tap: undefined });
    expect(Object.keys(replayingMcp(mixed, forged, site).host.servers)).toEqual(['billing']);
  });

  it('a recording made before caliper kept MCP exchanges replays mocks, never a real server', () => {
    expect(mcpReplayRefusal(TRIAL, undefined, mock('shipped'))).toBeUndefined();
    expect(mcpReplayRefusal(TRIAL, undefined, undefined)).toBeUndefined();
    expect(mcpReplayRefusal(TRIAL, undefined, command(['node', 's.mjs']))).toMatch(
      /not mocks, and its recording keeps no MCP exchanges .*re-record/,
    );
  });

  it('keys a call by its tool and arguments, initialize by its protocol version, others without _meta', () => {
    const site = { trialRoot: '/t', redactor };
    expect(tapedParams('tools/call', { name: 'x', arguments: { b: 1, a: 2 }, _meta: { p: 1 } }, site)).toBe(
      '{"arguments":{"a":2,"b":1},"name":"x"}',
    );
    const initialize = { protocolVersion: 'v', clientInfo: { name: 'claude-code', version: '2' }, capabilities: {} };
    expect(tapedParams('initialize', initialize, site)).toBe('{"protocolVersion":"v"}');
    expect(tapedParams('tools/list', { cursor: 'c', _meta: { p: 1 } }, site)).toBe('{"cursor":"c"}');
    expect(tapedParams('tools/list', undefined, site)).toBe('{}');
  });
});
