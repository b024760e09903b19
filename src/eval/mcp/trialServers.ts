import { mkdirSync, writeFileSync } from 'node:fs';
import type { McpServerEvidence } from '../../results/types.js';
import path from 'node:path';
import type { McpStdioServer } from '../../agents/agent.js';
import type { TrialConnections } from '../sandbox/connectionCap.js';
import type { Isolation } from '../sandbox/isolation.js';
import { MCP_RELAY_DIR, MCP_SOCKET } from '../sandbox/network.js';
import { startMcpEndpoint, type McpEndpoint } from './endpoint.js';
import type { McpHostTape } from './hostTape.js';
import { McpMockHost } from './mockHost.js';
import { RELAY_SOURCE } from './relay.js';
import { commandLaunch, npmLaunch, type ServerSetup } from './serverLaunch.js';
import { StdioServer } from './stdioServer.js';
import type { McpServers } from './types.js';

const RELAY_FILE = 'relay.mjs';

/** A trial's mock MCP servers, running: the host that answers and records, and how the CLI starts each. */
export interface TrialMcp {
  host: McpMockHost;
  /** The trial's isolation, with the host's socket and the relay bound in (bubblewrap). */
  isolation: Isolation;
  /** What the agent's `mcp.configure` writes into the CLI's config: the relay, once per server. */
  servers: McpStdioServer[];
  /** Stop the trial's `command:` servers (once) and keep each one's stderr through `keep`: what the record says. */
  stopServers(): Promise<McpServerEvidence[]>;
  close(): Promise<void>;
}

/** Where a server's stderr is kept: the file's path relative to the run's folder, once written (redacted). */
export type KeepStderr = (server: string, text: string) => string;

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
 * Start the trial's servers on a socket of its own (`socketPath`, in the run's folder) under its
 * connection cap, with a fresh token; the relay the CLI starts reaches it at MCP_SOCKET in a sandbox,
 * at `socketPath` without one. Mocks answer in caliper's process; a `command:` or `npm:` server runs in a sandbox
 * of its own (stdioServer.ts) and caliper forwards to it; an `npm:` one was installed before any trial
 * (npm/servers.ts).
 */
export async function startTrialMcp(
  servers: McpServers,
  isolation: Isolation,
  connections: TrialConnections,
  runDir: string,
  socketPath: string,
  serverSetup?: ServerSetup & { keep: KeepStderr },
  tape?: McpHostTape,
): Promise<TrialMcp> {
  // Under --replay a real server is not started: the recording answers for it (hostTape.ts).
  const started = serverSetup && !tape?.replaces ? startCommands(servers, serverSetup) : [];
  const stopServers = once(() =>
    Promise.all(
      started.map(async ({ name, server, remove }) => {
        const outcome = await server.close();
        remove();
        const kept = outcome.stderr.trim() === '' ? undefined : serverSetup!.keep(name, outcome.stderr);
        return {
          name,
          ...(kept !== undefined && { stderr: kept, stderrBytes: outcome.stderrBytes }),
          ...(outcome.ended !== undefined && { ended: outcome.ended }),
        };
      }),
    ),
  );
  const real = { ...Object.fromEntries(started.map((s) => [s.name, s.server])), ...tape?.servers };
  const host = new McpMockHost(servers, real, tape?.tap);
  let endpoint: McpEndpoint;
  try {
    endpoint = await startMcpEndpoint(host, connections, socketPath);
  } catch (e) {
    await stopServers();
    throw e;
  }
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
    stopServers,
    close: async () => {
      await stopServers();
      await endpoint.close();
    },
  };
}

type Started = { name: string; server: StdioServer; remove: () => void };

/** The case's `command:` and `npm:` servers, each started in its own sandbox; all stopped again if one cannot be. */
function startCommands(servers: McpServers, setup: ServerSetup): Started[] {
  const started: Started[] = [];
  try {
    for (const [name, s] of Object.entries(servers)) {
      if (s.kind === 'mock') continue;
      const { launch, remove } =
        s.kind === 'command' ? commandLaunch(name, s.command, setup) : npmLaunchOf(name, s, setup);
      started.push({ name, server: new StdioServer(launch), remove });
    }
  } catch (e) {
    for (const s of started) void s.server.close().then(s.remove);
    throw e;
  }
  return started;
}

function npmLaunchOf(name: string, server: { package: string; args: string[] }, setup: ServerSetup) {
  const install = setup.npm?.get(server.package);
  if (!install)
    throw new Error(`the MCP server \`${name}\` (npm ${server.package}) was not installed before the trial`);
  return npmLaunch(name, install, server.args, setup);
}

function once<T>(f: () => T): () => T {
  let done: { value: T } | undefined;
  return () => (done ??= { value: f() }).value;
}
