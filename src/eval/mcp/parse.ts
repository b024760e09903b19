import { toInputSchema } from './inputSchema.js';
import type { JsonObject, McpAnswer, McpMockTool, McpServer, McpServers } from './types.js';

/** The raw `mcp:` of a spec or case, once it matched the schema. */
export type RawServers = Record<string, RawServer>;
export interface RawServer {
  tools?: Record<string, RawTool>;
  answers?: Record<string, RawAnswers>;
  command?: string[];
  npm?: string;
  args?: string[];
}
export interface RawTool {
  description: string;
  input?: JsonObject;
  answer?: string;
  answers?: RawAnswers;
  expect?: JsonObject;
}
export type RawAnswers = string | { match?: JsonObject; answer: string }[];

const EMPTY_INPUT = { type: 'object', properties: {} };

function toAnswers(raw: RawAnswers | undefined): McpAnswer[] {
  if (raw === undefined) return [];
  if (typeof raw === 'string') return [{ match: undefined, text: raw }];
  return raw.map((a) => ({ match: a.match, text: a.answer }));
}

function schemaOf(raw: JsonObject | undefined): JsonObject | undefined {
  if (raw === undefined) return undefined;
  const made = toInputSchema(raw);
  return 'schema' in made ? made.schema : undefined;
}

function toTool(raw: RawTool, override: RawAnswers | undefined): McpMockTool {
  return {
    description: raw.description,
    inputSchema: schemaOf(raw.input) ?? EMPTY_INPUT,
    answers: toAnswers(override ?? raw.answers ?? raw.answer),
    expect: schemaOf(raw.expect),
  };
}

function toServer(raw: RawServer, line: number | undefined): McpServer {
  if (raw.command !== undefined) return { kind: 'command', command: raw.command };
  if (raw.npm !== undefined)
    return { kind: 'npm', package: raw.npm, args: raw.args ?? [], ...(line !== undefined && { line }) };
  const tools = Object.entries(raw.tools ?? {}).map(([name, t]) => [name, toTool(t, raw.answers?.[name])] as const);
  return { kind: 'mock', tools: Object.fromEntries(tools) };
}

/**
 * A case's servers: the spec's, with the case's own over them by name. A case's server with only
 * `answers:` keeps the spec's tools and answers them its way; one with `tools:`, `command:` or `npm:` replaces it.
 */
export function mergeServers(spec: RawServers | undefined, own: RawServers | undefined): RawServers {
  const merged: RawServers = { ...spec };
  for (const [name, server] of Object.entries(own ?? {})) {
    const base = merged[name];
    const answersOnly = server.tools === undefined && server.command === undefined && server.npm === undefined;
    merged[name] = answersOnly && base ? { ...base, answers: { ...base.answers, ...server.answers } } : server;
  }
  return merged;
}

/** `lineOf`: the spec's line of a server's `npm:`, for a refusal to name. */
export function toServers(raw: RawServers, lineOf: (name: string) => number | undefined = () => undefined): McpServers {
  return Object.fromEntries(Object.entries(raw).map(([name, s]) => [name, toServer(s, lineOf(name))]));
}
