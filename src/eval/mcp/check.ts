import type { Check } from '../spec/types.js';

type McpCallCheck = Extract<Check, { kind: 'mcp_call' }>;

/** An `mcp_call:` as the schema took it (`SERVER/TOOL`, or `{ call, args, count }`), as a check. */
export function mcpCallCheck(raw: string | { call: string; args?: Record<string, unknown>; count?: number }): McpCallCheck {
  const given = typeof raw === 'string' ? { call: raw } : raw;
  const slash = given.call.indexOf('/');
  return { kind: 'mcp_call', server: given.call.slice(0, slash), tool: given.call.slice(slash + 1), args: given.args, count: given.count ?? 1 };
}
