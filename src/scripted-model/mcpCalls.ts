import type { Action } from './conversation.js';

/** The names CLIs give an MCP server's tool (Claude Code's first); the scripted model calls the one offered. */
export function mcpToolNames(server: string, tool: string): string[] {
  return [
    `mcp__${server}__${tool}`,
    `${server}__${tool}`,
    `mcp_${server}_${tool}`,
    `${server}_${tool}`,
    `${server}-${tool}`,
  ];
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
    const name = offeredName(mcpToolNames(m[1]!, m[2]!), offered);
    const input = parseArgs(m[3]);
    return name !== undefined && input !== undefined ? [{ kind: 'tool', name, input }] : [];
  });
}

/** Every character outside `[A-Za-z0-9]` as `_`: how CLIs differ in a name's odd characters (`find.v2`). */
const squash = (name: string) => name.replace(/[^A-Za-z0-9]/g, '_');

/**
 * The offered name of the first convention offered as is; else the one offered name that is a convention
 * with its odd characters replaced (OpenCode offers `find.v2` as `s_find_v2`, Copilot CLI as `s-find-v2`).
 */
function offeredName(candidates: readonly string[], offered: readonly string[]): string | undefined {
  const exact = candidates.find((n) => offered.includes(n));
  if (exact !== undefined) return exact;
  const wanted = new Set(candidates.map(squash));
  const near = offered.filter((n) => wanted.has(squash(n)));
  return near.length === 1 ? near[0] : undefined;
}

function parseArgs(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    return isObject ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
