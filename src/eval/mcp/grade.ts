import type { CheckResult } from '../../results/types.js';
import type { CheckContext } from '../checks/context.js';
import type { Check } from '../spec/types.js';
import { argsMatch } from './match.js';
import { transcriptToolName } from './toolNames.js';

type McpCallCheck = Extract<Check, { kind: 'mcp_call' }>;

export function mcpCallLabel(check: McpCallCheck): string {
  const args = check.args === undefined ? '' : ` ${JSON.stringify(check.args)}`;
  const held = check.expectHeld ? ' (expect: held)' : '';
  return `mcp_call: ${check.server}/${check.tool}${args}${check.count === 1 ? '' : ` ×${check.count}`}${held}`;
}

/**
 * An `mcp_call` check, graded from caliper's own record of what the servers received (none kept for
 * this trial: a harness fault, so an error, never a fail). The transcript, which the agent can write,
 * never makes a call: it can only unmake one. The calls must also be in the CLI's transcript under its
 * name for the tool, with the arguments asked for, so a request sent to the host around the CLI does not
 * count either, even beside a call the CLI made with other arguments.
 */
export function gradeMcpCall(
  check: McpCallCheck,
  ctx: Pick<CheckContext, 'mcpCalls' | 'transcript' | 'backend'>,
): CheckResult {
  const label = mcpCallLabel(check);
  const record = ctx.mcpCalls;
  if (record === undefined)
    return { label, status: 'error', reason: "this trial kept no record of its MCP servers' calls" };
  const toTool = record.filter((r) => r.server === check.server && r.tool === check.tool);
  const asked = check.args === undefined ? toTool : toTool.filter((r) => argsMatch(check.args, r.arguments));
  const matching = check.expectHeld ? asked.filter((r) => r.violation === undefined) : asked;
  if (matching.length < check.count) {
    const departed = asked.find((r) => r.violation !== undefined)?.violation;
    if (departed !== undefined && asked.length >= check.count) {
      const why = departed.length > 200 ? `${departed.slice(0, 200)}…` : departed;
      const reason = `${asked.length - matching.length} call(s) departed from the tool's expect: (${why})`;
      return { label, status: 'fail', reason };
    }
    return { label, status: 'fail', reason: failReason(check, toTool.length, asked.length) };
  }
  const name = transcriptToolName(ctx.backend, check.server, check.tool);
  if (name === undefined) return { label, status: 'pass' };
  const shown = ctx.transcript.toolCalls.filter(
    (c) => c.name === name && (check.args === undefined || argsMatch(check.args, inputOf(c.input))),
  ).length;
  if (shown < check.count) {
    const those = check.args === undefined ? '' : ' with those arguments';
    return {
      label,
      status: 'fail',
      reason:
        `the server received the call, but the CLI's transcript shows ${shown} ` +
        `call${shown === 1 ? '' : 's'} of ${name}${those}: it did not come ` +
        `through the agent's MCP tool`,
    };
  }
  return { label, status: 'pass' };
}

/** A call's input as its transcript gives it: an object, or (some CLIs) its JSON text. */
function inputOf(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}

function failReason(check: McpCallCheck, calls: number, matching: number): string {
  const name = `${check.server}/${check.tool}`;
  if (calls === 0) return `the server never received a call of ${name}`;
  const times = (n: number) => `${n} time${n === 1 ? '' : 's'}`;
  if (check.args === undefined) return `${name} was called ${times(calls)}, fewer than ${check.count}`;
  return (
    `${name} was called ${times(calls)}, ${matching} with the arguments ` +
    `asked for${check.count > 1 ? ` (${check.count} needed)` : ''}`
  );
}
