import type { BackendName } from '../spec/types.js';

/**
 * The name a CLI gives an MCP server's tool in its transcript, one entry per agent whose convention
 * was checked: Claude Code's `mcp__<server>__<tool>`. An agent not listed has no entry yet (its MCP
 * servers are not started either): its `mcp_call` checks are graded on the host's record alone.
 */
export const MCP_TOOL_NAMES: Partial<Record<BackendName, (server: string, tool: string) => string>> = {
  'claude-code': (server, tool) => `mcp__${server}__${tool}`,
};

/** The transcript's name for `server`'s `tool` on `backend`, when its convention is known. */
export function transcriptToolName(backend: BackendName, server: string, tool: string): string | undefined {
  return MCP_TOOL_NAMES[backend]?.(server, tool);
}
