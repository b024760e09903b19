import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentMcp } from '../agent.js';

/**
 * Claude Code's name for a name part: every character outside `[A-Za-z0-9_-]` becomes `_` (2.1.332's normalisation).
 */
const part = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '_');

/** The file caliper writes in CLAUDE_CONFIG_DIR: Claude Code reads it only because `--mcp-config` names it. */
export const CLAUDE_MCP_CONFIG = 'caliper-mcp.json';

/**
 * Claude Code 2.1.332: `--mcp-config FILE` (`{ "mcpServers": { NAME: { type: "stdio", command, args, env } } }`)
 * with `--strict-mcp-config`, so no other server of any scope is started; it offers and records each tool
 * as `mcp__<server>__<tool>`. With `--dangerously-skip-permissions` a call needs no approval.
 * Its tool search is off (`ENABLE_TOOL_SEARCH=false`): 2.1.332 otherwise defers every MCP tool (the model
 * sees only its name, and must call ToolSearch to load it before calling it), so the servers' tools are
 * offered up front, as they are on the other CLIs.
 */
export const claudeCodeMcp: AgentMcp = {
  toolName: (server, tool) => `mcp__${part(server)}__${part(tool)}`,
  configure(sandbox, servers) {
    const file = path.join(sandbox.configDir, CLAUDE_MCP_CONFIG);
    const mcpServers = Object.fromEntries(
      servers.map((s) => [s.name, { type: 'stdio', command: s.command, args: [...s.args], env: { ...s.env } }]),
    );
    writeFileSync(file, `${JSON.stringify({ mcpServers }, null, 2)}\n`);
    return { args: ['--mcp-config', file, '--strict-mcp-config'], env: { ENABLE_TOOL_SEARCH: 'false' } };
  },
};
