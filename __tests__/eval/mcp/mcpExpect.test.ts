import { gradeMcpCall } from '../../../src/eval/mcp/grade.js';
import { McpMockHost } from '../../../src/eval/mcp/mockHost.js';
import { readEvalSpec, type SkillIndex } from '../../../src/eval/spec/readSpec.js';
import type { CheckContext } from '../../../src/eval/checks/context.js';
import type { Check } from '../../../src/eval/spec/types.js';
import { goodSkill, tempRepo } from '../../helpers/tempRepo.js';

// Issue 40: a mock tool's `expect:` is a contract on its arguments; a call that departs is answered and recorded, and
// `mcp_call` with `expect_held: true` counts only the calls that held to it. validate refuses the key where there
// is no contract to hold to, at the check's line.
const skills: SkillIndex = {
  has: (n) => n === 'alpha',
  disablesModelInvocation: () => false,
  directDependencies: () => [],
};
const SPEC = `mcp:
  orders:
    tools:
      lookup_order:
        description: Look up a customer order by its id.
        input: { id: string }
        answer: "Shipped."
      cancel_order:
        description: Cancel an order.
        input: { id: string }
        answer: "Cancelled."
        expect: { id: { type: string, pattern: "^A[0-9]+$" } }
cases:
  - id: where
    prompt: "Cancel order A1"
    checks:
      - mcp_call: { call: orders/cancel_order, expect_held: true }
      - mcp_call: { call: orders/lookup_order, expect_held: true }
`;

function read(yaml: string) {
  const root = tempRepo({ 'alpha/SKILL.md': goodSkill('alpha') });
  return readEvalSpec({ root, skillDir: 'alpha', subject: 'alpha', file: 'alpha/.eval.yaml', text: yaml, skills });
}

describe('mcp_call with expect_held', () => {
  it("validate refuses it on a tool without expect:, naming the check's line; a tool with one is fine", () => {
    const { diagnostics } = read(SPEC);
    expect(diagnostics.map((d) => `${d.rule} ${d.file}:${d.line}: ${d.message}`)).toEqual([
      'eval-spec-mcp-unknown alpha/.eval.yaml:18: `mcp_call: orders/lookup_order` has `expect_held: true`, but ' +
        '`orders/lookup_order` has no `expect:`: there is no contract for its calls to hold to. Give the mock tool ' +
        'an `expect:` (what its arguments must be), or drop `expect_held`.',
    ]);
    const inNot = SPEC.replace(
      '      - mcp_call: { call: orders/lookup_order, expect_held: true }',
      '      - not: { mcp_call: { call: orders/lookup_order, expect_held: true } }',
    );
    expect(read(inNot).diagnostics.map((d) => d.line)).toEqual([18]);
    const fine = read(SPEC.replace(/ {6}- mcp_call: \{ call: orders\/lookup_order.*\n/, ''));
    expect(fine.diagnostics).toEqual([]);
    expect(fine.spec!.cases[0]!.checks).toEqual([
      { kind: 'mcp_call', server: 'orders', tool: 'cancel_order', args: undefined, count: 1, expectHeld: true },
    ]);
  });

  it('counts only the calls that held: a departing call fails the check and says how it departed', () => {
    const spec = read(SPEC.replace(/ {6}- mcp_call: \{ call: orders\/lookup_order.*\n/, '')).spec!;
    const check = spec.cases[0]!.checks[0] as Extract<Check, { kind: 'mcp_call' }>;
    const grade = (id: string) => {
      const host = new McpMockHost(spec.cases[0]!.mcp!);
      const params = { name: 'cancel_order', arguments: { id } };
      expect(host.handle('orders', { jsonrpc: '2.0', id: 1, method: 'tools/call', params })).toMatchObject({
        result: { content: [{ text: 'Cancelled.' }] },
      });
      const call = { id: 't1', name: 'mcp__orders__cancel_order', input: { id }, result: { ok: true, text: '' } };
      const transcript = { toolCalls: [call] } as unknown as CheckContext['transcript'];
      return gradeMcpCall(check, { mcpCalls: host.calls(), transcript, backend: 'claude-code' });
    };
    expect(grade('A1')).toEqual({ label: 'mcp_call: orders/cancel_order (expect: held)', status: 'pass' });
    expect(grade('order one')).toEqual({
      label: 'mcp_call: orders/cancel_order (expect: held)',
      status: 'fail',
      reason: "1 call(s) departed from the tool's expect: (`id` does not match ^A[0-9]+$)",
    });
    // Without expect_held, the same departing call counts: the contract is recorded, not enforced.
    const { expectHeld: _held, ...plain } = check;
    const host = new McpMockHost(spec.cases[0]!.mcp!);
    host.handle('orders', {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'cancel_order', arguments: { id: 'x' } },
    });
    const transcript = { toolCalls: [{ id: 't', name: 'mcp__orders__cancel_order', input: { id: 'x' } }] };
    expect(
      gradeMcpCall(plain, { mcpCalls: host.calls(), transcript: transcript as never, backend: 'claude-code' }),
    ).toMatchObject({ status: 'pass' });
  });
});
