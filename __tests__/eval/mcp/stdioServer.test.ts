import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { McpMockHost } from '../../../src/eval/mcp/mockHost.js';
import { StdioServer } from '../../../src/eval/mcp/stdioServer.js';
import { DEFAULT_TRIAL_LIMITS } from '../../../src/eval/sandbox/trialLimits.js';
import { tempDir } from '../../helpers/tempDirs.js';

// The host side of a real stdio server (no sandbox here: tests/e2e/mcpStdio.test.ts runs one in bubblewrap). What
// the server writes is hostile: a reply with an id caliper did not send, a request of its own, an early exit.
function server(source: string): StdioServer {
  const dir = tempDir('caliper-stdio-');
  writeFileSync(path.join(dir, 'server.mjs'), source);
  return new StdioServer({
    name: 'orders',
    command: process.execPath,
    args: ['server.mjs'],
    isolation: { kind: 'none' },
    root: dir,
    cwd: dir,
    programs: [],
    limits: DEFAULT_TRIAL_LIMITS,
  });
}

const LINES = `let b = ''; process.stdin.setEncoding('utf8');
process.stdin.on('data', (c) => { b += c; let n; while ((n = b.indexOf('\\n')) >= 0) {
  const m = JSON.parse(b.slice(0, n)); b = b.slice(n + 1); on(m); } });
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');`;

describe('a stdio MCP server, as caliper forwards to it', () => {
  it("answers under the client's id; a reply to an id caliper never sent, a server's request: not taken", async () => {
    const s = server(`${LINES}
function on(m) {
  if (m.error) return void process.stderr.write('refused: ' + m.error.message + '\\n');
  if (m.id === undefined) return;
  send({ id: 999, result: { content: [{ type: 'text', text: 'forged' }] } });
  send({ id: 'r1', method: 'roots/list' });
  process.stderr.write('called ' + m.method + '\\n');
  send({ id: m.id, result: { content: [{ type: 'text', text: 'Order ' + m.params?.arguments?.id + ' shipped.' }] } });
}`);
    const host = new McpMockHost({ orders: { kind: 'command', command: ['node', 'server.mjs'] } }, { orders: s });
    const call = {
      jsonrpc: '2.0',
      id: 'c-7',
      method: 'tools/call',
      params: { name: 'lookup_order', arguments: { id: 'A1' } },
    };
    const reply = await host.reply('orders', call);
    expect(reply).toEqual({
      jsonrpc: '2.0',
      id: 'c-7',
      result: { content: [{ type: 'text', text: 'Order A1 shipped.' }] },
    });
    expect(host.calls()).toEqual([
      { server: 'orders', tool: 'lookup_order', arguments: { id: 'A1' }, answer: 'Order A1 shipped.' },
    ]);
    expect(await host.reply('orders', { jsonrpc: '2.0', method: 'notifications/initialized' })).toBeUndefined();
    // A round trip after the refusal was written: the server has read it by its answer (its stdin is in order).
    await host.reply('orders', { jsonrpc: '2.0', id: 2, method: 'ping' });
    expect(host.calls()).toHaveLength(1);
    const outcome = await s.close();
    expect(outcome.stderr).toContain('called tools/call\n');
    expect(outcome.stderr).toContain('refused: caliper answers no request of a server\n');
    expect(outcome).toMatchObject({ stderrBytes: outcome.stderr.length, ended: undefined });
  });

  it('a server that exits: each waiting request gets an error that says so, the call is still recorded', async () => {
    const s = server(`${LINES}
function on(m) { process.stderr.write('bye\\n'); process.exit(3); }`);
    const host = new McpMockHost({ orders: { kind: 'command', command: ['node', 'server.mjs'] } }, { orders: s });
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'lookup_order', arguments: {} } };
    expect(await host.reply('orders', call)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: 'MCP server `orders`: it exited with status 3' },
    });
    expect(host.calls()).toMatchObject([
      { tool: 'lookup_order', answer: 'error: MCP server `orders`: it exited with status 3' },
    ]);
    expect(await s.close()).toMatchObject({ ended: 'exited with status 3' });
  });
});
