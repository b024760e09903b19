import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentMcp, McpStdioServer } from '../agent.js';

/** Codex's name for a name part: every character outside `[A-Za-z0-9_-]` becomes `_`. */
const part = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '_');

/** A TOML basic string (JSON's escapes are TOML's). */
const str = (s: string) => JSON.stringify(s);

function serverTable(s: McpStdioServer): string {
  const env = Object.entries(s.env)
    .map(([k, v]) => `${str(k)} = ${str(v)}`)
    .join(', ');
  return [
    `[mcp_servers.${str(s.name)}]`,
    `command = ${str(s.command)}`,
    `args = [${s.args.map(str).join(', ')}]`,
    `env = { ${env} }`,
    '',
  ].join('\n');
}

/**
 * Codex 0.171.0: `[mcp_servers.NAME]` tables in `$CODEX_HOME/config.toml`, after the provider and
 * features `run.configure` wrote there (a server's `env` is all it passes of its own environment); it
 * offers and records each tool as `mcp__<server>__<tool>` (the stream's `mcp_tool_call` items name the
 * server and the tool apart: src/agents/codex/transcript.ts). No flag: the config file is read by its
 * resumed runs too.
 */
export const codexMcp: AgentMcp = {
  toolName: (server, tool) => `mcp__${part(server)}__${part(tool)}`,
  configure(sandbox, servers) {
    appendFileSync(path.join(sandbox.configDir, 'config.toml'), `\n${servers.map(serverTable).join('\n')}`);
    return { args: [], env: {} };
  },
};
