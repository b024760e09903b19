import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentMcp, McpStdioServer } from '../agent.js';

/** Copilot CLI 1.0.102's name part: every character outside `[A-Za-z0-9_-]` becomes `-` (`find.v2` → `find-v2`). */
const part = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, '-');

/**
 * GitHub Copilot CLI 1.0.102: its user MCP config, `$COPILOT_HOME/mcp-config.json`
 * (`{ mcpServers: { NAME: { type: "local", command, args, env, tools: ["*"] } } }`), COPILOT_HOME being the
 * trial's fresh config folder. It offers each tool as `<server>-<tool>` and its session record names the
 * server of each call (`tool.execution_start`'s `mcpServerName`). `--allow-all` lets a call run: without
 * it one is denied headless ("no interactive user response was available"). A fixture's `.mcp.json` is
 * not read: the work folder is never trusted.
 */
export const copilotMcp: AgentMcp = {
  toolName: (server, tool) => `${part(server)}-${part(tool)}`,
  configure(sandbox, servers) {
    const server = (s: McpStdioServer) => ({
      type: 'local',
      command: s.command,
      args: [...s.args],
      env: { ...s.env },
      tools: ['*'],
    });
    const mcpServers = Object.fromEntries(servers.map((s) => [s.name, server(s)]));
    writeFileSync(path.join(sandbox.configDir, 'mcp-config.json'), `${JSON.stringify({ mcpServers }, null, 2)}\n`);
    return { args: [], env: {} };
  },
};
