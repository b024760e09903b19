import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BackendName } from '../../src/eval/spec/types.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

// Issue 40: a skill whose body calls a mock MCP tool, run by the real CLIs through the scripted model in
// the sandbox. The CLI starts caliper's relay, which forwards to the trial's host-side mock; `mcp_call`
// reads the host's record, never the agent's transcript.
jest.setTimeout(300_000);

const PROMPT = 'Where is customer order A1, has it shipped yet?';

const ordersHelp = skillMd(
  { name: 'orders-help', description: 'Answers where a customer order is. Use when the user asks whether an order has shipped.' },
  '# Orders\n\nLook the order up with the orders server.\n\n```mcp\norders lookup_order {"id": "A1"}\n```\n',
);

const spec = [
  'mcp:',
  '  orders:',
  '    tools:',
  '      lookup_order:',
  '        description: Look up a customer order by its id.',
  '        input: { id: string }',
  '        answer: "Order A1 shipped on Monday."',
  'cases:',
  '  - id: right',
  `    prompt: ${JSON.stringify(PROMPT)}`,
  '    checks:',
  '      - activation: orders-help',
  '      - mcp_call: { call: orders/lookup_order, args: { id: "A1" } }',
  '  - id: wrong',
  `    prompt: ${JSON.stringify(PROMPT)}`,
  '    checks:',
  '      - mcp_call: { call: orders/lookup_order, args: { id: "B2" } }',
  '',
].join('\n');

const repo = () => tempRepo({ 'skills/orders-help/SKILL.md': ordersHelp, 'skills/orders-help/.eval.yaml': spec });

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])('a skill that calls a mock MCP tool, on the real CLIs', () => {
  it.each<[BackendName, string]>([['claude-code', 'mcp__orders__lookup_order']])('%s offers it as %s; the call reaches the host: right arguments pass, wrong ones fail', async (backend, toolName) => {
    const run = await evalRepo(repo(), { backends: [backend], timeoutSeconds: 150 });
    expectBackendRan(run, backend);
    const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));
    expect(byCase.right).toMatchObject({ outcome: 'pass', checks: [{ status: 'pass' }, { label: 'mcp_call: orders/lookup_order {"id":"A1"}', status: 'pass' }] });
    expect(byCase.wrong).toMatchObject({ outcome: 'fail', checks: [{ status: 'fail', reason: 'orders/lookup_order was called 1 time, 0 with the arguments asked for' }] });
    // The CLI offered the tool under its own name, and its answer came back from the host's mock.
    const offered = run.requests.map((r) => JSON.stringify(r.body));
    expect(offered.some((b) => b.includes(toolName))).toBe(true);
    const transcript = readFileSync(path.join(run.outDir, byCase.right!.transcript!), 'utf8');
    expect(transcript).toContain('Order A1 shipped on Monday.');
  });
});
