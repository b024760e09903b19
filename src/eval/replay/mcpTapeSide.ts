import type { McpHostTape } from '../mcp/hostTape.js';
import type { McpServers } from '../mcp/types.js';
import type { McpTapeSite } from './mcpKey.js';
import { McpRecorder } from './mcpRecorder.js';
import { McpReplayer } from './mcpReplayer.js';
import { mcpServersHash, type McpTape } from './mcpTape.js';

/** Under --record: the trial's MCP host tells the recorder each request a server answered. */
export function recordingMcp(servers: McpServers, site: McpTapeSite): { host: McpHostTape; recorder: McpRecorder } {
  const recorder = new McpRecorder(mcpServersHash(servers), site);
  return {
    host: { replaces: false, servers: {}, tap: (s, request, answer) => recorder.keep(s, request, answer) },
    recorder,
  };
}

/**
 * Under --replay: no real server is started, the recording answers for each (a recording without MCP exchanges
 * was refused if the trial has one: mcpReplayRefusal). Mocks answer from the spec, as live: the recording names
 * the hash of their tools and answers (mcpServersHash), which the replay was refused unless it matched, so the
 * spec's answers are the recorded ones; their `expect:` is a check, graded anew as every check is on replay.
 */
export function replayingMcp(
  servers: McpServers,
  tape: McpTape | undefined,
  site: McpTapeSite,
): { host: McpHostTape; replayer: McpReplayer | undefined } {
  const replayer = tape && new McpReplayer(tape, site);
  const real = Object.keys(servers).filter((name) => servers[name]!.kind !== 'mock');
  const answered = replayer ? Object.fromEntries(real.map((name) => [name, replayer.server(name)])) : {};
  return { host: { replaces: true, servers: answered, tap: undefined }, replayer };
}
