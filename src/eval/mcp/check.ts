import type { Check, OrderedTool } from '../spec/types.js';

type McpCallCheck = Extract<Check, { kind: 'mcp_call' }>;

/** An `mcp_call:` as the schema took it (`SERVER/TOOL`, or `{ call, args, count }`), as a check. */
export function mcpCallCheck(
  raw: string | { call: string; args?: Record<string, unknown>; count?: number; expect_held?: boolean },
): McpCallCheck {
  const given = typeof raw === 'string' ? { call: raw } : raw;
  const slash = given.call.indexOf('/');
  return {
    kind: 'mcp_call',
    server: given.call.slice(0, slash),
    tool: given.call.slice(slash + 1),
    args: given.args,
    count: given.count ?? 1,
    ...('expect_held' in given && given.expect_held === true && { expectHeld: true as const }),
  };
}

/** A `tool_order` item as the schema took it: a CLI's tool name, or `{ mcp_call: SERVER/TOOL }`. */
export function orderedTool(raw: string | { mcp_call: string }): OrderedTool {
  if (typeof raw === 'string') return raw;
  const { server, tool } = mcpCallCheck(raw.mcp_call);
  return { server, tool };
}
