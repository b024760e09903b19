import type { Redactor } from '../../util/redact.js';
import type { JsonRpcResponse } from '../mcp/mockHost.js';
import type { McpReply } from './mcpTape.js';
import { TRIAL_ROOT } from './tape.js';

/** Where a trial's MCP exchanges are taped: its folder (written as TRIAL_ROOT) and the run's redactor. */
export interface McpTapeSite {
  trialRoot: string;
  redactor: Redactor;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A request's parameters as a tape keys them: a call by its tool and arguments alone, `initialize` by the protocol
 * version asked (the rest is the CLI describing itself, and a replay is of the same CLI version), any other request
 * by its parameters without `_meta` (a progress token the CLI numbers as it likes); as canonical JSON (keys sorted),
 * for TRIAL_ROOT, redacted. Recording and replay key a request the same way, so a replay in another folder finds it.
 */
export function tapedParams(method: string, params: unknown, site: McpTapeSite): string {
  const p = isRecord(params) ? params : {};
  const { _meta: _ignored, ...rest } = p;
  const keyed =
    method === 'tools/call'
      ? { name: p.name ?? null, arguments: p.arguments ?? {} }
      : method === 'initialize'
        ? { protocolVersion: p.protocolVersion ?? null }
        : rest;
  return site.redactor.text(swapped(canonicalJson(keyed), site.trialRoot, TRIAL_ROOT));
}

/** A server's answer as a tape keeps it: its result or error (not its id), for TRIAL_ROOT, redacted. */
export function tapedReply(answer: JsonRpcResponse, site: McpTapeSite): McpReply {
  const reply: McpReply =
    'error' in answer
      ? { error: { code: answer.error.code, message: answer.error.message } }
      : { result: isRecord(answer.result) ? answer.result : {} };
  return site.redactor.value(JSON.parse(swapped(JSON.stringify(reply), site.trialRoot, TRIAL_ROOT)) as McpReply);
}

/** A recorded answer to the request `id`, with this trial's folder where the tape has TRIAL_ROOT. */
export function replayedReply(reply: McpReply, id: string | number | null, trialRoot: string): JsonRpcResponse {
  const back = JSON.parse(swapped(JSON.stringify(reply), TRIAL_ROOT, trialRoot)) as McpReply;
  return { jsonrpc: '2.0', id, ...back };
}

/** `from` replaced by `to` in the JSON text's strings (each JSON-escaped, as it appears in the text). */
function swapped(json: string, from: string, to: string): string {
  if (from === '') return json;
  const escaped = (s: string) => JSON.stringify(s).slice(1, -1);
  return json.split(escaped(from)).join(escaped(to));
}

/** JSON with every object's keys sorted, so two requests that differ only in key order are one. */
export function canonicalJson(v: unknown): string {
  try {
    return JSON.stringify(sortedKeys(v));
  } catch {
    // Nested deeper than the stack: an agent's arguments may be anything. Such requests share one key.
    return '"(not keyable)"';
  }
}

function sortedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (!isRecord(v)) return v;
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .map((k) => [k, sortedKeys(v[k])]),
  );
}
