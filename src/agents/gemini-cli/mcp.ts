import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentMcp, McpStdioServer } from '../agent.js';

/** Gemini CLI's longest function name (MAX_FUNCTION_NAME_LENGTH). */
const MAX_NAME = 64;

/**
 * Gemini CLI 0.61.0's name for an MCP tool (`generateValidName` of `<server>_<tool>`): `mcp_` in front
 * unless already there, every character outside `[A-Za-z0-9_.:-]` made `_`, and a name of 64 or more
 * characters cut to its first and last 30 around `...`.
 */
export function geminiMcpToolName(server: string, tool: string): string {
  const joined = `${server}_${tool}`;
  const name = (joined.startsWith('mcp_') ? joined : `mcp_${joined}`).replace(/[^a-zA-Z0-9_\-.:]/g, '_');
  return name.length > MAX_NAME - 1 ? `${name.slice(0, 30)}...${name.slice(-30)}` : name;
}

/**
 * Gemini CLI 0.61.0: `mcpServers` (`{ NAME: { command, args, env } }`) added to the settings.json that
 * `run.configure` wrote moments before in the trial's fresh GEMINI_CLI_HOME (a system settings file would
 * go over a fixture's, but it skips one under a world-writable folder such as /tmp). Each server's `env`
 * is passed as given: the environment it inherits is filtered by name (a `*TOKEN*` variable would not
 * reach the relay). With `--yolo` a call needs no approval; without it, headless, the tools are not even
 * offered unless the server has `trust: true`.
 */
export const geminiCliMcp: AgentMcp = {
  toolName: geminiMcpToolName,
  configure(sandbox, servers) {
    const file = path.join(sandbox.configDir, '.gemini', 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const server = (s: McpStdioServer) => ({ command: s.command, args: [...s.args], env: { ...s.env } });
    const mcpServers = Object.fromEntries(servers.map((s) => [s.name, server(s)]));
    writeFileSync(file, JSON.stringify({ ...settings, mcpServers }));
    return { args: [], env: {} };
  },
};
