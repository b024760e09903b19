import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { McpStdioServer } from '../../agents/agent.js';
import type { TrialConnections } from '../sandbox/connectionCap.js';
import type { Isolation } from '../sandbox/isolation.js';
import { MCP_RELAY_DIR, MCP_SOCKET } from '../sandbox/network.js';
import { startMcpEndpoint, type McpEndpoint } from './endpoint.js';
import { McpMockHost } from './mockHost.js';
import { RELAY_SOURCE } from './relay.js';
import type { McpServers } from './types.js';

const RELAY_FILE = 'relay.mjs';

/** A trial's mock MCP servers, running: the host that answers and records, and how the CLI starts each. */
export interface TrialMcp {
  host: McpMockHost;
  /** The trial's isolation, with the host's socket and the relay bound in (bubblewrap). */
  isolation: Isolation;
  /** What the agent's `mcp.configure` writes into the CLI's config: the relay, once per server. */
  servers: McpStdioServer[];
  close(): Promise<void>;
}

const relays = new Set<string>();

/** The relay's folder of this run, written once (the sandbox binds it read-only: the agent cannot rewrite it). */
function relayDir(runDir: string): string {
  const dir = path.join(runDir, 'caliper-mcp');
  if (!relays.has(dir)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, RELAY_FILE), RELAY_SOURCE);
    relays.add(dir);
  }
  return dir;
}

/**
 * Start the trial's mock servers on a socket of its own (`socketPath`, in the run's folder) under its
 * connection cap, with a fresh token; the relay the CLI starts reaches it at MCP_SOCKET in a sandbox,
 * at `socketPath` without one. Only mocks: a `command:` or `npm:` server is refused before any trial (mcpRefusal).
 */
export async function startTrialMcp(
  servers: McpServers,
  isolation: Isolation,
  connections: TrialConnections,
  runDir: string,
  socketPath: string,
): Promise<TrialMcp> {
  const host = new McpMockHost(servers);
  const endpoint: McpEndpoint = await startMcpEndpoint(host, connections, socketPath);
  const dir = relayDir(runDir);
  const inside =
    isolation.kind === 'bubblewrap'
      ? { socket: MCP_SOCKET, relay: path.posix.join(MCP_RELAY_DIR, RELAY_FILE) }
      : { socket: endpoint.socketPath, relay: path.join(dir, RELAY_FILE) };
  const env = { CALIPER_MCP_SOCKET: inside.socket, CALIPER_MCP_TOKEN: endpoint.token };
  return {
    host,
    isolation:
      isolation.kind === 'bubblewrap'
        ? { ...isolation, mcp: { socket: endpoint.socketPath, relayDir: dir } }
        : isolation,
    servers: Object.keys(servers).map((name) => ({ name, command: process.execPath, args: [inside.relay, name], env })),
    close: () => endpoint.close(),
  };
}
