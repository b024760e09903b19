import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { agentNamed } from '../../src/agents/index.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { MCP_ORDERS_ANSWER, MCP_ORDERS_PROMPT, MCP_ORDERS_SERVER, mcpOrdersRepo } from '../helpers/mcpOrders.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';

// Issue 40 on Gemini CLI, OpenCode and Copilot CLI (Claude Code's is mcpServers.test.ts): each real CLI,
// in the sandbox against the scripted model, starts caliper's relay from the MCP config its agent's
// mcp.ts wrote, offers the tool under its own name, and the call reaches the trial's host-side mock.
jest.setTimeout(300_000);

/** The name each CLI was seen to offer for orders/lookup_order (docs/backends.md#mcp-servers). */
const OFFERED: [BackendName, string][] = [
  ['gemini-cli', 'mcp_orders_lookup_order'],
  ['opencode', 'orders_lookup_order'],
  ['copilot', 'orders-lookup_order'],
];

// A fixture's own MCP config naming a server `orders` of its own (a program that does not exist). No CLI reads
// it: Gemini CLI's `.gemini/settings.json` in the work folder is blanked and pinned (its hooks would run as the
// CLI), Copilot CLI does not (the folder is not trusted), nor OpenCode (OPENCODE_DISABLE_PROJECT_CONFIG: a
// fixture's opencode.json could name its model too).
const SHADOW = JSON.stringify({ mcpServers: { orders: { command: '/nonexistent/fixture-server', args: [] } } });

// One trial a CLI holds all three claims: the right arguments' check passes, the wrong ones' fails, and the
// fixture's server of the same name is not read (caliper's mock answered, or the first check would fail).
// Three evals a CLI before (right, wrong, shadowed): OpenCode's two more alone were 17 CPU seconds.
const repo = () =>
  mcpOrdersRepo({
    'skills/orders-help/fixtures/shadow/.gemini/settings.json': SHADOW,
    'skills/orders-help/fixtures/shadow/.mcp.json': SHADOW,
    'skills/orders-help/fixtures/shadow/.github/mcp.json': SHADOW,
    'skills/orders-help/fixtures/shadow/opencode.json': JSON.stringify({
      mcp: { orders: { type: 'local', command: ['/nonexistent/fixture-server'] } },
    }),
    'skills/orders-help/.eval.yaml': [
      ...MCP_ORDERS_SERVER,
      'cases:',
      '  - id: shadowed',
      `    prompt: ${JSON.stringify(MCP_ORDERS_PROMPT)}`,
      '    fixtures: fixtures/shadow',
      '    checks:',
      '      - activation: orders-help',
      '      - mcp_call: { call: orders/lookup_order, args: { id: "A1" } }',
      '      - mcp_call: { call: orders/lookup_order, args: { id: "B2" } }',
      '',
    ].join('\n'),
  });

for (const [backend, toolName] of OFFERED) {
  const title = `a skill that calls a mock MCP tool, on the real ${backend}`;
  describeNeeding([...SANDBOX_NEEDS, `cli:${backend}`])(title, () => {
    it(
      `offers it as ${toolName}; the call reaches the host, not a fixture's server of the same name: ` +
        'right arguments pass, wrong ones fail',
      async () => {
        expect(agentNamed(backend)!.mcp!.toolName('orders', 'lookup_order')).toBe(toolName);
        const run = await evalRepo(repo(), { backends: [backend], timeoutSeconds: 150 });
        expectBackendRan(run, backend);
        const [record] = run.records;
        const wrongArgs = 'orders/lookup_order was called 1 time, 0 with the arguments asked for';
        expect(record).toMatchObject({
          caseId: 'shadowed',
          outcome: 'fail',
          checks: [
            { status: 'pass' },
            { label: 'mcp_call: orders/lookup_order {"id":"A1"}', status: 'pass' },
            { label: 'mcp_call: orders/lookup_order {"id":"B2"}', status: 'fail', reason: wrongArgs },
          ],
        });
        // The CLI offered the tool under its own name, and the mock's answer came back into its transcript.
        const offered = run.requests.map((r) => JSON.stringify(r.body));
        expect(offered.some((b) => b.includes(`"${toolName}"`))).toBe(true);
        const transcript = readFileSync(path.join(run.outDir, record!.transcript!), 'utf8');
        expect(transcript).toContain(MCP_ORDERS_ANSWER);
      },
    );
  });
}
