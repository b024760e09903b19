import { skillMd, tempRepo } from './tempRepo.js';

/**
 * Issue 40's example as a repository: a skill whose body calls the `orders` mock's `lookup_order` with
 * `{"id": "A1"}` (a fenced `mcp` block, which the scripted model calls under the CLI's own tool name),
 * and two cases with the same prompt: `right` checks for `{id: A1}` (passes), `wrong` for `{id: B2}` (fails).
 */
export const MCP_ORDERS_PROMPT = 'Where is customer order A1, has it shipped yet?';
export const MCP_ORDERS_ANSWER = 'Order A1 shipped on Monday.';

const ordersHelp = skillMd(
  {
    name: 'orders-help',
    description: 'Answers where a customer order is. Use when the user asks whether an order has shipped.',
  },
  '# Orders\n\nLook the order up with the orders server.\n\n```mcp\norders lookup_order {"id": "A1"}\n```\n',
);

/** The spec's `mcp:` block: the `orders` mock server and its `lookup_order` tool, as lines. */
export const MCP_ORDERS_SERVER = [
  'mcp:',
  '  orders:',
  '    tools:',
  '      lookup_order:',
  '        description: Look up a customer order by its id.',
  '        input: { id: string }',
  `        answer: ${JSON.stringify(MCP_ORDERS_ANSWER)}`,
];

const spec = [
  ...MCP_ORDERS_SERVER,
  'cases:',
  '  - id: right',
  `    prompt: ${JSON.stringify(MCP_ORDERS_PROMPT)}`,
  '    checks:',
  '      - activation: orders-help',
  '      - mcp_call: { call: orders/lookup_order, args: { id: "A1" } }',
  '  - id: wrong',
  `    prompt: ${JSON.stringify(MCP_ORDERS_PROMPT)}`,
  '    checks:',
  '      - mcp_call: { call: orders/lookup_order, args: { id: "B2" } }',
  '',
].join('\n');

export const mcpOrdersRepo = (extra: Record<string, string> = {}): string =>
  tempRepo({ 'skills/orders-help/SKILL.md': ordersHelp, 'skills/orders-help/.eval.yaml': spec, ...extra });
