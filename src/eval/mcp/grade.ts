import type { CheckResult } from '../../results/types.js';
import type { Check } from '../spec/types.js';
import { argsMatch } from './match.js';
import type { McpCallRecord } from './record.js';

type McpCallCheck = Extract<Check, { kind: 'mcp_call' }>;

export function mcpCallLabel(check: McpCallCheck): string {
  const args = check.args === undefined ? '' : ` ${JSON.stringify(check.args)}`;
  return `mcp_call: ${check.server}/${check.tool}${args}${check.count === 1 ? '' : ` ×${check.count}`}`;
}

/**
 * An `mcp_call` check, graded from caliper's own record of what the servers received (`undefined`
 * when this trial had no record: a harness fault, so an error, never a fail). The transcript plays no
 * part: an agent can write a call into it that no server ever received.
 */
export function gradeMcpCall(check: McpCallCheck, record: readonly McpCallRecord[] | undefined): CheckResult {
  const label = mcpCallLabel(check);
  if (record === undefined) return { label, status: 'error', reason: "this trial kept no record of its MCP servers' calls" };
  const toTool = record.filter((r) => r.server === check.server && r.tool === check.tool);
  const matching = check.args === undefined ? toTool : toTool.filter((r) => argsMatch(check.args, r.arguments));
  if (matching.length >= check.count) return { label, status: 'pass' };
  return { label, status: 'fail', reason: failReason(check, toTool.length, matching.length) };
}

function failReason(check: McpCallCheck, calls: number, matching: number): string {
  const name = `${check.server}/${check.tool}`;
  if (calls === 0) return `${name} was never called`;
  const times = (n: number) => `${n} time${n === 1 ? '' : 's'}`;
  if (check.args === undefined) return `${name} was called ${times(calls)}, fewer than ${check.count}`;
  return `${name} was called ${times(calls)}, ${matching} with the arguments asked for${check.count > 1 ? ` (${check.count} needed)` : ''}`;
}
