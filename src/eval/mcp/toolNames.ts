import { agentOf } from '../../agents/index.js';
import type { BackendName } from '../spec/types.js';

/**
 * The transcript's name for `server`'s `tool` on `backend`: its agent's `mcp.toolName`, undefined where the CLI is
 * given no MCP servers.
 */
export function transcriptToolName(backend: BackendName, server: string, tool: string): string | undefined {
  return agentOf(backend).mcp?.toolName(server, tool);
}
