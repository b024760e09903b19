import { mcpEvidence, KEPT_ARGUMENT_CHARS, KEPT_MCP_CALLS } from '../../../src/eval/mcp/evidence.js';
import { McpMockHost } from '../../../src/eval/mcp/mockHost.js';

const host = () =>
  new McpMockHost({
    orders: {
      kind: 'mock',
      tools: {
        lookup_order: {
          description: 'Look up an order.',
          inputSchema: { type: 'object' },
          answers: [{ match: undefined, text: 'Shipped.' }],
          expect: { type: 'object', properties: { id: { type: 'string', pattern: '^A' } }, required: ['id'] },
        },
      },
    },
  });
const call = (h: McpMockHost, n: number, args: unknown) =>
  h.handle('orders', {
    jsonrpc: '2.0',
    id: n,
    method: 'tools/call',
    params: { name: 'lookup_order', arguments: args },
  });

describe("a trial record's evidence of its MCP calls", () => {
  it('keeps each call with its arguments as JSON text, and the departure from expect:', () => {
    const h = host();
    call(h, 1, { id: 'A1' });
    call(h, 2, { id: 'B2' });
    const evidence = mcpEvidence(h);
    expect(evidence).toMatchObject({
      count: 2,
      calls: [
        { server: 'orders', tool: 'lookup_order', arguments: '{"id":"A1"}' },
        { arguments: '{"id":"B2"}', violation: expect.any(String) },
      ],
    });
    expect(evidence.calls[0]).not.toHaveProperty('violation');
    expect(evidence).not.toHaveProperty('dropped');
  });

  it('is bounded: the first calls, each argument text cut, the count of all', () => {
    const h = host();
    for (let n = 0; n < KEPT_MCP_CALLS + 5; n++) call(h, n, { id: `A${n}`, note: 'x'.repeat(KEPT_ARGUMENT_CHARS * 4) });
    const evidence = mcpEvidence(h);
    expect(evidence.count).toBe(KEPT_MCP_CALLS + 5);
    expect(evidence.calls).toHaveLength(KEPT_MCP_CALLS);
    expect(
      evidence.calls.every((c) => c.arguments.length === KEPT_ARGUMENT_CHARS + 1 && c.arguments.endsWith('…')),
    ).toBe(true);
  });
});
