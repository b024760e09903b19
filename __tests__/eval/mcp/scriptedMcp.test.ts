import { planSteps, type Dialect } from '../../../src/scripted-model/policy.js';
import { mcpBlockCalls } from '../../../src/scripted-model/mcpCalls.js';

const dialect = {
  activate: () => ({ kind: 'text', text: '' }),
  loadedSkill: () => undefined,
  read: (path: string) => ({ kind: 'tool', name: 'Read', input: { file_path: path } }),
  shell: (command: string) => ({ kind: 'tool', name: 'Bash', input: { command } }),
} as Dialect;

describe('the scripted model calls MCP tools of a fenced mcp block', () => {
  it("calls each line by the name the CLI offered, in the body's order with the bash blocks", () => {
    const body =
      '# Orders\n\n```bash\necho first\n```\n\n```mcp\norders lookup_order ' +
      '{"id": "A1"}\norders list_orders\n```\n\n```sh\necho last\n```\n';
    const offered = ['Bash', 'Read', 'mcp__orders__lookup_order', 'mcp__orders__list_orders'];
    expect(planSteps('/sb/skills/orders', body, dialect, offered)).toEqual([
      { kind: 'tool', name: 'Bash', input: { command: 'echo first' } },
      { kind: 'tool', name: 'mcp__orders__lookup_order', input: { id: 'A1' } },
      { kind: 'tool', name: 'mcp__orders__list_orders', input: {} },
      { kind: 'tool', name: 'Bash', input: { command: 'echo last' } },
    ]);
  });

  it("uses each CLI's convention, and skips a tool not offered or arguments that are not a JSON object", () => {
    expect(mcpBlockCalls('orders lookup_order {"id":"A1"}', ['orders_lookup_order'])).toEqual([
      { kind: 'tool', name: 'orders_lookup_order', input: { id: 'A1' } },
    ]);
    expect(mcpBlockCalls('orders lookup_order {"id":"A1"}', ['orders__lookup_order'])).toEqual([
      { kind: 'tool', name: 'orders__lookup_order', input: { id: 'A1' } },
    ]);
    expect(mcpBlockCalls('orders lookup_order {"id":"A1"}', ['Bash'])).toEqual([]);
    // A tool name with a `.`, as OpenCode 1.18.33 and Copilot CLI 1.0.102 offer it (docs/backends.md#mcp-servers).
    expect(mcpBlockCalls('order-db find.v2 {"id":"A1"}', ['Bash', 'order-db_find_v2'])).toEqual([
      { kind: 'tool', name: 'order-db_find_v2', input: { id: 'A1' } },
    ]);
    expect(mcpBlockCalls('order-db find.v2', ['order-db-find-v2'])).toEqual([
      { kind: 'tool', name: 'order-db-find-v2', input: {} },
    ]);
    // Two offered names that both fit, once odd characters are replaced: neither is called.
    expect(mcpBlockCalls('order-db find.v2', ['order-db_find_v2', 'order_db-find-v2'])).toEqual([]);
    expect(
      mcpBlockCalls('orders lookup_order {not json}\norders lookup_order ["A1"]', ['mcp__orders__lookup_order']),
    ).toEqual([]);
  });
});
