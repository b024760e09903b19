import { coalesceDeltas } from './canonicalStream.js';
import { isSse, parseSse, serializeSse, type SseEvent } from './sse.js';
import { TRIAL_ROOT } from './tape.js';

/**
 * The trial's folder written as TRIAL_ROOT in an answer's body (recording), and a trial's own folder
 * put back for it (replay). In a stream (its deltas coalesced first, see canonicalStream.ts) or a JSON
 * body, it is replaced in the decoded strings, and inside the strings that are JSON text themselves
 * (a tool call's arguments) escaped as JSON, so any folder name gives a body the CLI parses; another
 * body is replaced in as raw text.
 */
export function trialRootToTape(body: string, contentType: string | undefined, trialRoot: string): string {
  return replaceInBody(body, contentType, trialRoot, TRIAL_ROOT, true);
}

export function trialRootFromTape(body: string, contentType: string | undefined, trialRoot: string): string {
  return replaceInBody(body, contentType, TRIAL_ROOT, trialRoot, false);
}

function replaceInBody(
  body: string,
  contentType: string | undefined,
  from: string,
  to: string,
  coalesce: boolean,
): string {
  if (from === '') return body;
  const raw = (s: string) => s.split(from).join(to);
  try {
    if (isSse(body, contentType)) {
      const sse = parseSse(body);
      const events = (coalesce ? coalesceDeltas(sse.events) : sse.events).map((e) => replaceInEvent(e, from, to));
      return serializeSse({ ...sse, events, tail: raw(sse.tail) });
    }
    if (/^\s*[[{]/.test(body)) {
      const json: unknown = JSON.parse(body);
      const replaced = replaceInJson(json, from, to, false);
      return replaced === json ? body : JSON.stringify(replaced);
    }
  } catch {
    // Not JSON after all, or nested deeper than the stack (a replay folder may be anyone's): as raw text.
  }
  return raw(body);
}

function replaceInEvent(e: SseEvent, from: string, to: string): SseEvent {
  if (!e.json) return { ...e, raw: e.raw.split(from).join(to) };
  const json = replaceInJson(e.json, from, to, false) as Record<string, unknown>;
  return json === e.json ? e : { ...e, json, changed: true };
}

/** Fields whose string is JSON text (a tool call's input as it streams): the folder in it is JSON-escaped. */
const JSON_TEXT = new Set(['partial_json', 'arguments']);
const isJsonText = (o: Record<string, unknown>, key: string) =>
  JSON_TEXT.has(key) || (key === 'delta' && o.type === 'response.function_call_arguments.delta');
const escaped = (s: string) => JSON.stringify(s).slice(1, -1);

/** The value with `from` replaced in every string; the same value (===) when none had it. */
function replaceInJson(v: unknown, from: string, to: string, jsonText: boolean): unknown {
  if (typeof v === 'string') {
    const [f, t] = jsonText ? [escaped(from), escaped(to)] : [from, to];
    return v.includes(f) ? v.split(f).join(t) : v;
  }
  if (Array.isArray(v)) {
    const items = v.map((x) => replaceInJson(x, from, to, false));
    return items.some((x, i) => x !== v[i]) ? items : v;
  }
  if (typeof v !== 'object' || v === null) return v;
  const o = v as Record<string, unknown>;
  const entries = Object.entries(o).map(([k, x]) => [k, replaceInJson(x, from, to, isJsonText(o, k))] as const);
  return entries.some(([k, x]) => x !== o[k]) ? Object.fromEntries(entries) : v;
}
