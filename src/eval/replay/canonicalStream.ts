import type { SseEvent } from './sse.js';

/**
 * A streamed answer in a canonical form that means the same to the CLI: consecutive deltas of one
 * content block as one event. A provider splits text anywhere, a path too; coalesced, each text of
 * the answer is whole in one JSON string, where the trial root can be found and replaced.
 * Anthropic Messages, OpenAI Responses, Chat Completions and Gemini; other events are kept as they are.
 */
export function coalesceDeltas(events: readonly SseEvent[]): SseEvent[] {
  const out: SseEvent[] = [];
  let target: SseEvent | undefined;
  for (const e of events) {
    if (target?.json && e.json && MERGES.some((merge) => merge(target!.json!, e.json!))) {
      target.changed = true;
      continue;
    }
    const copy = { ...e, json: e.json && structuredClone(e.json) };
    out.push(copy);
    // A keep-alive between two deltas does not part them.
    if (!isFiller(copy)) target = copy.json ? copy : undefined;
  }
  return out;
}

type Json = Record<string, unknown>;
/** Appends `next` to `prev` and says true, or changes nothing and says false. */
type Merge = (prev: Json, next: Json) => boolean;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (o: Json, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));
const isFiller = (e: SseEvent) => (e.json ? e.json.type === 'ping' : !/^data:/m.test(e.raw));

/** Anthropic Messages: `content_block_delta` of one index and delta type. */
const ANTHROPIC_TEXT: ReadonlyMap<unknown, string> = new Map([
  ['text_delta', 'text'],
  ['input_json_delta', 'partial_json'],
  ['thinking_delta', 'thinking'],
]);

const mergeAnthropic: Merge = (prev, next) => {
  if (prev.type !== 'content_block_delta' || next.type !== 'content_block_delta' || prev.index !== next.index)
    return false;
  const [p, n] = [prev.delta, next.delta];
  if (!isObject(p) || !isObject(n) || p.type !== n.type || !onlyKeys(next, ['type', 'index', 'delta'])) return false;
  const field = ANTHROPIC_TEXT.get(p.type);
  if (!field || typeof p[field] !== 'string' || typeof n[field] !== 'string' || !onlyKeys(n, ['type', field]))
    return false;
  p[field] = `${p[field] as string}${n[field] as string}`;
  return true;
};

/** OpenAI Responses: text deltas of one item (and content or summary part); a sequence number is the first's. */
const RESPONSES_DELTAS = new Set([
  'response.output_text.delta',
  'response.function_call_arguments.delta',
  'response.reasoning_text.delta',
  'response.reasoning_summary_text.delta',
  'response.refusal.delta',
]);
const RESPONSES_PER_EVENT = new Set(['delta', 'sequence_number', 'obfuscation', 'logprobs']);

const mergeResponses: Merge = (prev, next) => {
  if (!RESPONSES_DELTAS.has(String(prev.type)) || typeof prev.delta !== 'string' || typeof next.delta !== 'string')
    return false;
  const same = (o: Json) => Object.keys(o).filter((k) => !RESPONSES_PER_EVENT.has(k));
  const [p, n] = [same(prev), same(next)];
  if (p.length !== n.length || p.some((k) => prev[k] !== next[k])) return false;
  prev.delta = `${prev.delta}${next.delta}`;
  if (Array.isArray(prev.logprobs) && Array.isArray(next.logprobs))
    prev.logprobs = [...prev.logprobs, ...next.logprobs];
  return true;
};

/** Chat Completions: one choice's content, or one tool call's arguments, with no finish or usage between. */
const CHAT_TEXT = ['content', 'reasoning_content', 'reasoning'];

const soleChoice = (o: Json): Json | undefined =>
  Array.isArray(o.choices) && o.choices.length === 1 && isObject(o.choices[0]) ? o.choices[0] : undefined;

const mergeChat: Merge = (prev, next) => {
  const [pc, nc] = [soleChoice(prev), soleChoice(next)];
  if (
    !pc ||
    !nc ||
    pc.index !== nc.index ||
    pc.finish_reason != null ||
    nc.finish_reason != null ||
    nc.logprobs != null ||
    next.usage != null
  )
    return false;
  const [p, n] = [pc.delta, nc.delta];
  if (!isObject(p) || !isObject(n) || !onlyKeys(nc, ['index', 'delta', 'finish_reason', 'logprobs'])) return false;
  const keys = Object.keys(n);
  const text = keys.length === 1 && CHAT_TEXT.includes(keys[0]!) ? keys[0]! : undefined;
  if (text) {
    if (typeof p[text] !== 'string' || typeof n[text] !== 'string') return false;
    p[text] = `${p[text] as string}${n[text] as string}`;
    return true;
  }
  return keys.length === 1 && mergeToolArguments(p.tool_calls, n.tool_calls);
};

function mergeToolArguments(prev: unknown, next: unknown): boolean {
  if (!Array.isArray(prev) || !Array.isArray(next) || next.length !== 1) return false;
  const [p, n] = [prev[prev.length - 1] as unknown, next[0] as unknown];
  if (!isObject(p) || !isObject(n) || p.index !== n.index || !onlyKeys(n, ['index', 'function'])) return false;
  if (!isObject(p.function) || !isObject(n.function) || !onlyKeys(n.function, ['arguments'])) return false;
  if (typeof p.function.arguments !== 'string' || typeof n.function.arguments !== 'string') return false;
  p.function.arguments = `${p.function.arguments}${n.function.arguments}`;
  return true;
}

/**
 * Gemini: each event a whole response; the next one's text continues the last text part, its other fields are the
 * latest.
 */
const soleCandidate = (o: Json): Json | undefined =>
  Array.isArray(o.candidates) && o.candidates.length === 1 && isObject(o.candidates[0]) ? o.candidates[0] : undefined;
const partsOf = (c: Json): unknown[] | undefined =>
  isObject(c.content) && Array.isArray(c.content.parts) && c.content.parts.length > 0 ? c.content.parts : undefined;
const isTextPart = (p: unknown): p is Json =>
  isObject(p) && typeof p.text === 'string' && onlyKeys(p, ['text', 'thought']);

const mergeGemini: Merge = (prev, next) => {
  const [pc, nc] = [soleCandidate(prev), soleCandidate(next)];
  if (!pc || !nc || (pc.index ?? 0) !== (nc.index ?? 0) || pc.finishReason !== undefined) return false;
  const [pp, np] = [partsOf(pc), partsOf(nc)];
  if (!pp || !np || (pc.content as Json).role !== (nc.content as Json).role) return false;
  const [last, first] = [pp[pp.length - 1], np[0]];
  if (!isTextPart(last) || !isTextPart(first) || last.thought !== first.thought) return false;
  last.text = `${last.text as string}${first.text as string}`;
  pp.push(...np.slice(1));
  for (const [k, v] of Object.entries(nc)) if (k !== 'content') pc[k] = v;
  for (const [k, v] of Object.entries(next)) if (k !== 'candidates') prev[k] = v;
  return true;
};

const MERGES: readonly Merge[] = [mergeAnthropic, mergeResponses, mergeChat, mergeGemini];
