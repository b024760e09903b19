import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ToolCall } from '../../src/agents/agent.js';
import { runCheck, type CheckContext } from '../../src/eval/checks/index.js';
import { McpMockHost } from '../../src/eval/mcp/mockHost.js';
import type { McpServers } from '../../src/eval/mcp/types.js';
import type { BackendName, Check } from '../../src/eval/spec/types.js';
import { tempDir } from '../helpers/tempDirs.js';

const SERVERS: McpServers = {
  orders: {
    kind: 'mock',
    tools: {
      lookup_order: {
        description: 'Look up an order.',
        inputSchema: { type: 'object' },
        answers: [{ match: undefined, text: 'Shipped.' }],
        expect: undefined,
      },
    },
  },
};
const CHECK: Check = { kind: 'mcp_call', server: 'orders', tool: 'lookup_order', args: { id: 'A1' }, count: 1 };
/** The call as Claude Code's transcript records it: what a hostile agent writes when it forges one. */
const FORGED: ToolCall = {
  id: 'toolu_1',
  name: 'mcp__orders__lookup_order',
  input: { id: 'A1' },
  result: { ok: true, text: 'Shipped.' },
};

function context(backend: BackendName, calls: ToolCall[], host: McpMockHost | undefined): CheckContext {
  const trialRoot = tempDir('caliper-mcp-forge-');
  return {
    trialRoot,
    workDir: trialRoot,
    transcript: { toolCalls: calls, finalAnswer: 'Order A1 shipped.' } as unknown as CheckContext['transcript'],
    activated: new Set(),
    installed: ['orders-help'],
    backend,
    skillsRoot: trialRoot,
    subject: 'orders-help',
    judge: undefined,
    runCommand: () => Promise.reject(new Error('no commands here')),
    ...(host && { mcpCalls: host.calls() }),
  };
}

describe('an agent that forges an MCP call does not pass mcp_call', () => {
  it('a call written into the transcript (and a record file beside it) that no server received fails', async () => {
    const host = new McpMockHost(SERVERS);
    const ctx = context('claude-code', [FORGED], host);
    writeFileSync(
      path.join(ctx.workDir, 'mcp-calls.json'),
      JSON.stringify([{ server: 'orders', tool: 'lookup_order', arguments: { id: 'A1' } }]),
    );
    expect(await runCheck(CHECK, ctx)).toEqual({
      label: 'mcp_call: orders/lookup_order {"id":"A1"}',
      status: 'fail',
      reason: 'the server never received a call of orders/lookup_order',
    });
    // Negated, the forgery does not fail a `not:` either: the record says no call was made.
    expect((await runCheck({ kind: 'not', check: CHECK }, ctx)).status).toBe('pass');
  });

  it(
    'a call sent to the host around the CLI (none in its transcript) fails ' + 'where the CLI names its MCP tools',
    async () => {
      const host = new McpMockHost(SERVERS);
      host.handle('orders', {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'lookup_order', arguments: { id: 'A1' } },
      });
      const around = await runCheck(CHECK, context('claude-code', [], host));
      expect(around).toMatchObject({
        status: 'fail',
        reason: expect.stringContaining("did not come through the agent's MCP tool"),
      });
      expect((await runCheck(CHECK, context('claude-code', [FORGED], host))).status).toBe('pass');
    },
  );

  it(
    'a call sent around the CLI with the asked arguments does not pass ' + "beside the CLI's own call with other ones",
    async () => {
      const host = new McpMockHost(SERVERS);
      // The CLI's call (B2, in its transcript) and the agent's own request to the host (A1, in none).
      host.handle('orders', {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'lookup_order', arguments: { id: 'B2' } },
      });
      host.handle('orders', {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'lookup_order', arguments: { id: 'A1' } },
      });
      const viaCli: ToolCall = { ...FORGED, input: { id: 'B2' } };
      expect(await runCheck(CHECK, context('claude-code', [viaCli], host))).toMatchObject({
        status: 'fail',
        reason: expect.stringContaining('shows 0 calls of mcp__orders__lookup_order with those arguments'),
      });
      // A transcript that gives the arguments as JSON text reads the same.
      expect((await runCheck(CHECK, context('claude-code', [{ ...FORGED, input: '{"id":"A1"}' }], host))).status).toBe(
        'pass',
      );
    },
  );

  it('with the right arguments it passes, with wrong ones it fails; without a record it is an error', async () => {
    const host = new McpMockHost(SERVERS);
    host.handle('orders', {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'lookup_order', arguments: { id: 'B7', note: 'x' } },
    });
    const wrong = await runCheck(CHECK, context('claude-code', [{ ...FORGED, input: { id: 'B7' } }], host));
    expect(wrong).toMatchObject({
      status: 'fail',
      reason: 'orders/lookup_order was called 1 time, 0 with the arguments asked for',
    });
    expect(
      (
        await runCheck(
          { ...CHECK, args: { id: 'B7' } } as Check,
          context('claude-code', [{ ...FORGED, input: { id: 'B7', note: 'x' } }], host),
        )
      ).status,
    ).toBe('pass');
    expect(
      (await runCheck({ ...CHECK, args: undefined, count: 2 } as Check, context('claude-code', [FORGED], host))).status,
    ).toBe('fail');
    expect(await runCheck(CHECK, context('claude-code', [FORGED], undefined))).toMatchObject({ status: 'error' });
  });

  it(
    'tool_order places an MCP call only when the server received it, and ' +
      "errs where the CLI's name for it is unknown",
    async () => {
      const order: Check = { kind: 'tool_order', tools: ['Read', { server: 'orders', tool: 'lookup_order' }] };
      const read: ToolCall = { id: 'r', name: 'Read', input: { file_path: '/x' }, result: { ok: true, text: '' } };
      const empty = new McpMockHost(SERVERS);
      expect(await runCheck(order, context('claude-code', [read, FORGED], empty))).toMatchObject({
        status: 'fail',
        reason: 'the server never received a call of orders/lookup_order',
      });
      const host = new McpMockHost(SERVERS);
      host.handle('orders', {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'lookup_order', arguments: { id: 'A1' } },
      });
      expect(await runCheck(order, context('claude-code', [read, FORGED], host))).toEqual({
        label: 'tool_order: Read → orders/lookup_order',
        status: 'pass',
      });
      expect((await runCheck(order, context('claude-code', [FORGED, read], host))).status).toBe('fail');
      expect((await runCheck(order, context('pi', [read, FORGED], host))).status).toBe('error');
    },
  );
});
