import type { McpCallEvidence } from '../../results/types.js';
import type { McpMockHost } from './mockHost.js';

/**
 * Calls a trial record keeps (its `mcpCalls.count` says how many there were), and the characters of each one's
 * arguments.
 */
export const KEPT_MCP_CALLS = 20;
export const KEPT_ARGUMENT_CHARS = 500;
export const KEPT_TOOL_CHARS = 128;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The host's record of a trial's MCP calls as evidence: which tool was called with what, and each
 * departure from a tool's `expect:`. Every string but the names is the agent's: bounded here, redacted
 * with the rest of the record, escaped by whoever shows it.
 */
export function mcpEvidence(host: McpMockHost): McpCallEvidence {
  const all = host.calls();
  const dropped = host.droppedCalls();
  const calls = all.slice(0, KEPT_MCP_CALLS).map((c) => ({
    server: c.server,
    // A real server's calls are passed on by whatever name the agent sent.
    tool: cut(c.tool, KEPT_TOOL_CHARS),
    arguments: cut(JSON.stringify(c.arguments), KEPT_ARGUMENT_CHARS),
    ...(c.violation !== undefined && { violation: cut(c.violation, KEPT_ARGUMENT_CHARS) }),
  }));
  return { count: all.length, calls, ...(dropped > 0 && { dropped }) };
}
