import { createHash } from 'node:crypto';
import type { McpServers } from '../mcp/types.js';

/**
 * A trial's MCP exchanges as its recording keeps them (`mcp` of a recording; absent from one made before caliper
 * kept them, or of a trial without `mcp:`): the hash of what the agent is given by its servers (`servers`,
 * mcpServersHash), and each request a server answered with its answer, in order. An exchange is keyed by its
 * server, its method, its parameters as canonical JSON (mcpKey.ts) and how many identical requests came before it
 * (`occurrence`), so a replay finds the answer to each request whatever the order the agent's CLI sends them in.
 * Its parameters and its answer went through the run's redactor, with the trial's folder written as TRIAL_ROOT.
 */
export interface McpTape {
  servers: string;
  exchanges: McpExchange[];
}

export interface McpExchange {
  server: string;
  method: string;
  /** The request's parameters as mcpKey.ts writes them: canonical JSON, redacted, for TRIAL_ROOT. */
  params: string;
  occurrence: number;
  reply: McpReply;
}

/** A server's answer to a request, without its id (a replay puts the asking request's back). */
export type McpReply = { result: Record<string, unknown> } | { error: { code: number; message: string } };

/** More than a trial can ask: 1000 calls (MAX_RECORDED_CALLS) and the CLI's handshakes, many times over. */
export const MAX_MCP_EXCHANGES = 5000;
/** One exchange's parameters or answer: what one JSON-RPC message may carry (endpoint.ts). */
export const MAX_MCP_PART_BYTES = 1024 * 1024;
/** All of a trial's MCP exchanges (a recording is at most MAX_RECORDING_BYTES in all). */
export const MAX_MCP_TAPE_BYTES = 32 * 1024 * 1024;
const MAX_NAME_CHARS = 200;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The hash of what a trial's MCP servers give its agent besides their recorded answers: each server's name, a
 * mock's tools (description, input schema, answers), a real server's kind. Not a mock's `expect:` (a check of the
 * arguments, graded anew on replay), nor a real server's command (under replay its answers are the recording's).
 */
export function mcpServersHash(servers: McpServers): string {
  const given = Object.keys(servers)
    .sort()
    .map((name) => {
      const s = servers[name]!;
      if (s.kind !== 'mock') return [name, s.kind];
      const tools = Object.keys(s.tools)
        .sort()
        .map((t) => {
          const { description, inputSchema, answers } = s.tools[t]!;
          return [t, description, inputSchema, answers.map((a) => [a.match ?? null, a.text])];
        });
      return [name, 'mock', tools];
    });
  return createHash('sha256').update(JSON.stringify(given)).digest('hex');
}

/** Whether the trial has servers whose answers a replay takes from the recording (any but a mock). */
export const hasRealServers = (servers: McpServers | undefined): boolean =>
  Object.values(servers ?? {}).some((s) => s.kind !== 'mock');

/**
 * A recording's `mcp`, checked field by field: a replay folder may come from an untrusted run, and its
 * answers were written by the pull request's own server code. Each answer goes back to the agent's CLI as a
 * server's would, bounded as one.
 */
export function checkedMcpTape(v: unknown): McpTape {
  if (!isRecord(v)) throw new Error('its MCP exchanges are not an object');
  if (typeof v.servers !== 'string' || !/^[0-9a-f]{64}$/.test(v.servers))
    throw new Error('its MCP exchanges name no hash of their servers');
  if (!Array.isArray(v.exchanges) || v.exchanges.length > MAX_MCP_EXCHANGES)
    throw new Error(`its MCP exchanges are not a list of at most ${MAX_MCP_EXCHANGES}`);
  const seen = new Set<string>();
  const exchanges = v.exchanges.map((e: unknown, i) => {
    const checked = checkedExchange(e, i);
    const key = JSON.stringify([checked.server, checked.method, checked.params, checked.occurrence]);
    if (seen.has(key)) throw new Error(`MCP exchange ${i + 1} repeats an earlier one's request`);
    seen.add(key);
    return checked;
  });
  return { servers: v.servers, exchanges };
}

function checkedExchange(v: unknown, i: number): McpExchange {
  const incomplete = new Error(`MCP exchange ${i + 1} is incomplete`);
  if (!isRecord(v)) throw incomplete;
  const name = (s: unknown) => typeof s === 'string' && s.length > 0 && s.length <= MAX_NAME_CHARS;
  if (!name(v.server) || !name(v.method) || typeof v.params !== 'string') throw incomplete;
  if (Buffer.byteLength(v.params, 'utf8') > MAX_MCP_PART_BYTES)
    throw new Error(`MCP exchange ${i + 1}'s request is larger than ${MAX_MCP_PART_BYTES} bytes`);
  const n = v.occurrence;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n >= MAX_MCP_EXCHANGES) throw incomplete;
  return {
    server: v.server as string,
    method: v.method as string,
    params: v.params,
    occurrence: n,
    reply: checkedReply(v.reply, i, incomplete),
  };
}

function checkedReply(v: unknown, i: number, incomplete: Error): McpReply {
  if (!isRecord(v) || 'result' in v === 'error' in v) throw incomplete;
  if ('error' in v) {
    const e = v.error;
    if (!isRecord(e) || !Number.isSafeInteger(e.code) || typeof e.message !== 'string') throw incomplete;
    if (Buffer.byteLength(e.message, 'utf8') > MAX_MCP_PART_BYTES) throw tooLarge(i);
    return { error: { code: e.code as number, message: e.message } };
  }
  if (!isRecord(v.result)) throw incomplete;
  // Its size as the agent's CLI would read it; a copy, so nothing else of the parsed file is kept.
  const text = JSON.stringify(v.result);
  if (Buffer.byteLength(text, 'utf8') > MAX_MCP_PART_BYTES) throw tooLarge(i);
  return { result: JSON.parse(text) as Record<string, unknown> };
}

const tooLarge = (i: number) => new Error(`MCP exchange ${i + 1}'s answer is larger than ${MAX_MCP_PART_BYTES} bytes`);

/**
 * Why a recording's MCP exchanges cannot answer this trial's servers, or undefined. A recording without them
 * (made before caliper kept them) still replays a trial whose servers are all mocks: they answer from the spec.
 */
export function mcpReplayRefusal(
  key: string,
  recorded: McpTape | undefined,
  servers: McpServers | undefined,
): string | undefined {
  if (!servers) return undefined;
  if (!recorded)
    return hasRealServers(servers)
      ? `${key} has MCP servers that are not mocks, and its recording keeps no MCP exchanges (it was made before ` +
          'caliper kept them): re-record it with --record'
      : undefined;
  const now = mcpServersHash(servers);
  if (recorded.servers !== now)
    return (
      `${key} was recorded with other MCP servers (hash ${recorded.servers.slice(0, 12)}, now ${now.slice(0, 12)}): ` +
      "a server was added, removed or renamed, or a mock's tools or answers changed since, so the recorded " +
      'answers are not to this trial; re-record it with --record'
    );
  return undefined;
}
