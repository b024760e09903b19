import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentMcp, McpStdioServer } from '../agent.js';

/** The file caliper writes beside OpenCode's config: read because OPENCODE_CONFIG names it. */
export const OPENCODE_MCP_CONFIG = 'caliper-mcp.json';

/** OpenCode 1.18.33's name part: every character outside `[A-Za-z0-9_-]` becomes `_`. */
const part = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, '_');

/**
 * OpenCode 1.18.33: `mcp` (`{ NAME: { type: "local", command: [program, ...args], environment, enabled } }`)
 * in a config file of caliper's named by OPENCODE_CONFIG, merged over its global config (which
 * `run.configure` wrote); it offers and records each tool as `<server>_<tool>`. The global config's
 * `permission: { "*": "allow" }` lets a call run unasked.
 */
export const opencodeMcp: AgentMcp = {
  toolName: (server, tool) => `${part(server)}_${part(tool)}`,
  configure(sandbox, servers) {
    const file = path.join(sandbox.configDir, 'opencode', OPENCODE_MCP_CONFIG);
    const server = (s: McpStdioServer) => ({
      type: 'local',
      command: [s.command, ...s.args],
      environment: { ...s.env },
      enabled: true,
    });
    const mcp = Object.fromEntries(servers.map((s) => [s.name, server(s)]));
    writeFileSync(file, `${JSON.stringify({ $schema: 'https://opencode.ai/config.json', mcp }, null, 2)}\n`);
    return { args: [], env: { OPENCODE_CONFIG: file } };
  },
};
