/**
 * A server-sent-events body as events, and back: an event whose data is one JSON object is decoded
 * (`json`); any other (a comment, `[DONE]`, a block cut off) stays as its raw text. Serialized unchanged,
 * a body is byte for byte what it was.
 */
export interface SseEvent {
  raw: string;
  /** The event's data, decoded; undefined when it is not one JSON object. */
  json: Record<string, unknown> | undefined;
  /** Set when `json` was changed: the event is then written from it. */
  changed: boolean;
}

export interface SseBody {
  events: SseEvent[];
  /** What follows the last complete event (empty for a whole stream, a fragment for a cut one). */
  tail: string;
  separator: string;
}

const DATA = /^data: ?/;

/** Whether a body is a stream: by its content type, else by its first field. */
export function isSse(body: string, contentType: string | undefined): boolean {
  if (contentType?.toLowerCase().includes('text/event-stream')) return true;
  return /^(event|data):/.test(body);
}

export function parseSse(body: string): SseBody {
  const separator = body.includes('\r\n\r\n') ? '\r\n\r\n' : '\n\n';
  const blocks = body.split(separator);
  const tail = blocks.pop() ?? '';
  return { events: blocks.map(parseEvent), tail, separator };
}

function parseEvent(raw: string): SseEvent {
  const data = raw.split(/\r?\n/).filter((l) => DATA.test(l));
  if (data.length === 0) return { raw, json: undefined, changed: false };
  try {
    const v: unknown = JSON.parse(data.map((l) => l.replace(DATA, '')).join('\n'));
    const json = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
    return { raw, json, changed: false };
  } catch {
    return { raw, json: undefined, changed: false };
  }
}

export function serializeSse(sse: SseBody): string {
  return [...sse.events.map(serializeEvent), sse.tail].join(sse.separator);
}

/** A changed event: its other fields as they were, its data lines as one line of its JSON, where the first was. */
function serializeEvent(e: SseEvent): string {
  if (!e.changed || !e.json) return e.raw;
  const eol = e.raw.includes('\r\n') ? '\r\n' : '\n';
  const out: string[] = [];
  let written = false;
  for (const line of e.raw.split(/\r?\n/)) {
    if (!DATA.test(line)) out.push(line);
    else if (!written) {
      out.push(`data: ${JSON.stringify(e.json)}`);
      written = true;
    }
  }
  return out.join(eol);
}
