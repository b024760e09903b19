import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { McpMockHost, MAX_RECORDED_CALLS, MCP_PROTOCOL_VERSION } from '../../../src/eval/mcp/mockHost.js';
import { startMcpEndpoint } from '../../../src/eval/mcp/endpoint.js';
import { RELAY_SOURCE } from '../../../src/eval/mcp/relay.js';
import { TrialConnections } from '../../../src/eval/sandbox/connectionCap.js';
import type { McpServers } from '../../../src/eval/mcp/types.js';
import { tempDir } from '../../helpers/tempDirs.js';

const SERVERS: McpServers = {
  orders: {
    kind: 'mock',
    tools: {
      lookup_order: {
        description: 'Look up an order.',
        inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        answers: [
          { match: { id: 'A1' }, text: 'Shipped on Monday.' },
          { match: undefined, text: 'No such order.' },
        ],
        expect: { type: 'object', properties: { id: { type: 'string', pattern: '^A[0-9]+$' } }, required: ['id'] },
      },
      cancel_order: {
        description: 'Cancel.',
        inputSchema: { type: 'object' },
        answers: [{ match: { id: 'A1' }, text: 'Cancelled.' }],
        expect: undefined,
      },
    },
  },
  files: { kind: 'command', command: ['node', 'x.mjs'] },
};
const req = (id: number, method: string, params?: unknown) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params !== undefined && { params }),
});
const call = (id: number, name: string, args: unknown) => req(id, 'tools/call', { name, arguments: args });

describe('McpMockHost: the protocol, host side', () => {
  it('initializes at the revision asked for (or its own), lists the tools as the spec gives them', () => {
    const host = new McpMockHost(SERVERS);
    expect(host.handle('orders', req(1, 'initialize', { protocolVersion: '2025-03-26', capabilities: {} }))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        protocolVersion: '2025-03-26',
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: 'orders', version: '1.0.0' },
      },
    });
    expect(host.handle('orders', req(2, 'initialize', { protocolVersion: '1999-01-01' }))).toMatchObject({
      result: { protocolVersion: MCP_PROTOCOL_VERSION },
    });
    expect(host.handle('orders', { jsonrpc: '2.0', method: 'notifications/initialized' })).toBeUndefined();
    expect(host.handle('orders', req(3, 'ping'))).toEqual({ jsonrpc: '2.0', id: 3, result: {} });
    expect(host.handle('orders', req(4, 'tools/list'))).toEqual({
      jsonrpc: '2.0',
      id: 4,
      result: {
        tools: [
          {
            name: 'lookup_order',
            description: 'Look up an order.',
            inputSchema: SERVERS.orders!.kind === 'mock' ? SERVERS.orders!.tools.lookup_order!.inputSchema : {},
          },
          { name: 'cancel_order', description: 'Cancel.', inputSchema: { type: 'object' } },
        ],
      },
    });
    expect(host.calls()).toEqual([]);
  });

  it('answers by the first match on the arguments and records each call, with a departure from expect', () => {
    const host = new McpMockHost(SERVERS);
    expect(host.handle('orders', call(1, 'lookup_order', { id: 'A1' }))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { content: [{ type: 'text', text: 'Shipped on Monday.' }], isError: false },
    });
    expect(host.handle('orders', call(2, 'lookup_order', { id: 'zz' }))).toMatchObject({
      result: { content: [{ text: 'No such order.' }] },
    });
    expect(host.handle('orders', call(3, 'cancel_order', { id: 'B2' }))).toMatchObject({ result: { isError: true } });
    expect(host.calls()).toEqual([
      { server: 'orders', tool: 'lookup_order', arguments: { id: 'A1' }, answer: 'Shipped on Monday.' },
      {
        server: 'orders',
        tool: 'lookup_order',
        arguments: { id: 'zz' },
        answer: 'No such order.',
        violation: expect.stringContaining('id'),
      },
      { server: 'orders', tool: 'cancel_order', arguments: { id: 'B2' }, answer: '' },
    ]);
  });

  it('refuses what is not a call of a listed tool of a mock, recording nothing', () => {
    const host = new McpMockHost(SERVERS);
    expect(host.handle('orders', call(1, 'refund', {}))).toMatchObject({ error: { code: -32602 } });
    expect(host.handle('orders', call(2, '__proto__', {}))).toMatchObject({ error: { code: -32602 } });
    expect(host.handle('files', req(3, 'tools/list'))).toMatchObject({ error: { code: -32601 } });
    expect(host.handle('nope', req(4, 'tools/list'))).toMatchObject({ error: { code: -32601 } });
    expect(host.handle('orders', req(5, 'resources/list'))).toMatchObject({ error: { code: -32601 } });
    expect(host.handle('orders', 'garbage')).toMatchObject({ id: null, error: { code: -32600 } });
    expect(host.calls()).toEqual([]);
  });

  it('keeps at most its cap of calls a trial, counting the ones past it', () => {
    const host = new McpMockHost(SERVERS);
    for (let i = 0; i < MAX_RECORDED_CALLS + 5; i++) host.handle('orders', call(i, 'lookup_order', { id: 'A1' }));
    expect(host.calls()).toHaveLength(MAX_RECORDED_CALLS);
    expect(host.droppedCalls()).toBe(5);
  });
});

/** Runs the relay as the trial would, sends it these lines, and returns the lines it wrote back. */
function relay(env: Record<string, string>, lines: unknown[]): Promise<{ out: unknown[]; stderr: string }> {
  const file = path.join(tempDir('caliper-mcp-relay-'), 'relay.mjs');
  writeFileSync(file, RELAY_SOURCE);
  const child = spawn(process.execPath, [file, 'orders'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end(lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return new Promise((resolve) =>
    child.on('close', () =>
      resolve({
        out: stdout
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as unknown),
        stderr,
      }),
    ),
  );
}

describe('the relay in the trial and the endpoint in caliper', () => {
  it('carries each message to the host, which records the call; the relay holds no answer', async () => {
    const host = new McpMockHost(SERVERS);
    const endpoint = await startMcpEndpoint(
      host,
      new TrialConnections(8),
      path.join(tempDir('caliper-mcp-sock-'), 'mcp.sock'),
    );
    try {
      const { out } = await relay({ CALIPER_MCP_SOCKET: endpoint.socketPath, CALIPER_MCP_TOKEN: endpoint.token }, [
        req(1, 'initialize', { protocolVersion: '2025-06-18' }),
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        req(2, 'tools/list'),
        call(3, 'lookup_order', { id: 'A1' }),
      ]);
      expect(out.map((m) => (m as { id: number }).id)).toEqual([1, 2, 3]);
      expect(out[2]).toMatchObject({ result: { content: [{ text: 'Shipped on Monday.' }] } });
      expect(host.calls()).toEqual([
        { server: 'orders', tool: 'lookup_order', arguments: { id: 'A1' }, answer: 'Shipped on Monday.' },
      ]);
      expect(RELAY_SOURCE).not.toContain('Shipped');
    } finally {
      await endpoint.close();
    }
  });

  it('refuses a request without the trial token: nothing recorded, the relay answers an error', async () => {
    const host = new McpMockHost(SERVERS);
    const endpoint = await startMcpEndpoint(
      host,
      new TrialConnections(8),
      path.join(tempDir('caliper-mcp-sock-'), 'mcp.sock'),
    );
    try {
      const { out, stderr } = await relay({ CALIPER_MCP_SOCKET: endpoint.socketPath, CALIPER_MCP_TOKEN: 'guess' }, [
        call(1, 'lookup_order', { id: 'A1' }),
      ]);
      expect(out).toEqual([{ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'relay: caliper answered 403' } }]);
      expect(stderr).toContain('403');
      expect(host.calls()).toEqual([]);
    } finally {
      await endpoint.close();
    }
  });
});
