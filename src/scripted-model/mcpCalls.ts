import type { Action } from './conversation.js';

/** The names CLIs give an MCP server's tool (Claude Code's first); the scripted model calls the one offered. */
export function mcpToolNames(server: string, tool: string): string[] {
  return [`mcp__${server}__${tool}`, `${server}__${tool}`, `mcp_${server}_${tool}`, `${server}_${tool}`, `${server}-${tool}`];
}

/**
 * The calls of a fenced `mcp` block: each line `SERVER TOOL {json arguments}` (arguments optional) is a
 * call of the tool under the name the CLI offered it; a line naming a tool not offered, or with
 * arguments that are not a JSON object, is skipped, as a model without that tool could not call it.
 */
export function mcpBlockCalls(block: string, offered: readonly string[]): Action[] {
  return block.split('\n').flatMap((line): Action[] => {
    const m = /^\s*([A-Za-z0-9_-]+)\s+([A-Za-z0-9_.-]+)\s*(\{.*\})?\s*$/.exec(line);
    if (!m) return [];
    const name = mcpToolNames(m[1]!, m[2]!).find((n) => offered.includes(n));
    const input = parseArgs(m[3]);
    return name !== undefined && input !== undefined ? [{ kind: 'tool', name, input }] : [];
  });
}

function parseArgs(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
