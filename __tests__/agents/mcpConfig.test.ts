import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { McpStdioServer } from '../../src/agents/agent.js';
import { copilot } from '../../src/agents/copilot/index.js';
import { geminiCli } from '../../src/agents/gemini-cli/index.js';
import { opencode } from '../../src/agents/opencode/index.js';
import type { SandboxPaths } from '../../src/eval/sandbox/paths.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';

// How Gemini CLI, OpenCode and Copilot CLI are given a trial's MCP servers (src/agents/<name>/mcp.ts).
// The names are what the pinned CLIs offered their model for server `order-db_x`, tool `find.v2-x_y`
// (run outside caliper with the mock host and the relay; docs/backends.md#mcp-servers); the e2e test
// (__tests__/e2e/mcpAgents.test.ts) checks orders/lookup_order on the real CLIs in the sandbox.

const endpoint = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', model: undefined };
const NODE = '/usr/bin/node';
const RELAY = ['/run/caliper/mcp/relay.mjs', 'orders'];
const ENV = { CALIPER_MCP_SOCKET: '/run/caliper/mcp.sock', CALIPER_MCP_TOKEN: 't' };
const servers: McpStdioServer[] = [{ name: 'orders', command: NODE, args: RELAY, env: ENV }];
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;

let sandbox: SandboxPaths;
beforeEach(() => (sandbox = createSandbox()));
afterEach(() => removeSandbox(sandbox));

describe('the names each CLI gives an MCP tool, as the pinned CLI was seen to', () => {
  it.each([
    ['gemini-cli', geminiCli, 'mcp_orders_lookup_order', 'mcp_order-db_x_find.v2-x_y'],
    ['opencode', opencode, 'orders_lookup_order', 'order-db_x_find_v2-x_y'],
    ['copilot', copilot, 'orders-lookup_order', 'order-db_x-find-v2-x_y'],
  ] as const)('%s', (_name, agent, plain, odd) => {
    expect(agent.mcp!.toolName('orders', 'lookup_order')).toBe(plain);
    expect(agent.mcp!.toolName('order-db_x', 'find.v2-x_y')).toBe(odd);
  });

  it('Gemini CLI keeps one mcp_ prefix, and cuts a name of 64 characters or more around "..."', () => {
    const { toolName } = geminiCli.mcp!;
    expect(toolName('mcp_store', 'get')).toBe('mcp_store_get');
    const long = toolName('warehouse', `t${'x'.repeat(60)}`);
    expect(long).toBe(`mcp_warehouse_t${'x'.repeat(15)}...${'x'.repeat(30)}`);
    expect(long.length).toBe(63);
    expect(toolName('warehouse', 'x'.repeat(49))).toHaveLength(63);
  });
});

describe('the config each writes into the trial', () => {
  it('Gemini CLI: mcpServers added to the settings run.configure wrote, the rest kept', () => {
    geminiCli.run.configure(sandbox, endpoint, {}, 7);
    expect(geminiCli.mcp!.configure(sandbox, servers)).toEqual({ args: [], env: {} });
    const settings = readJson(path.join(sandbox.configDir, '.gemini', 'settings.json'));
    expect(settings.mcpServers).toEqual({ orders: { command: NODE, args: RELAY, env: ENV } });
    expect(settings.model).toEqual({ maxSessionTurns: 7 });
    expect(settings.security.auth.selectedType).toBe('gemini-api-key');
  });

  it('OpenCode: a local server in a file of its own, named by OPENCODE_CONFIG; its global config untouched', () => {
    opencode.run.configure(sandbox, endpoint);
    const global = readFileSync(path.join(sandbox.configDir, 'opencode', 'opencode.json'), 'utf8');
    const { args, env } = opencode.mcp!.configure(sandbox, servers);
    expect(args).toEqual([]);
    expect(env.OPENCODE_CONFIG).toBe(path.join(sandbox.configDir, 'opencode', 'caliper-mcp.json'));
    const local = { type: 'local', command: [NODE, ...RELAY], environment: ENV, enabled: true };
    expect(readJson(env.OPENCODE_CONFIG!).mcp).toEqual({ orders: local });
    expect(readFileSync(path.join(sandbox.configDir, 'opencode', 'opencode.json'), 'utf8')).toBe(global);
  });

  it('Copilot CLI: its user MCP config in COPILOT_HOME, every tool of each server', () => {
    copilot.run.configure(sandbox, endpoint);
    expect(copilot.mcp!.configure(sandbox, servers)).toEqual({ args: [], env: {} });
    const local = { type: 'local', command: NODE, args: RELAY, env: ENV, tools: ['*'] };
    expect(readJson(path.join(sandbox.configDir, 'mcp-config.json'))).toEqual({ mcpServers: { orders: local } });
  });
});
