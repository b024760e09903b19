import { describe, expect, it } from '@jest/globals';
import { parseSse, serializeSse } from '../../../src/eval/replay/sse.js';

// A server-sent event's data lines: `data:` with one optional space after it (the SSE spec's), at a line's start.

describe('parseSse', () => {
  it('decodes data with or without the space after `data:`, over several lines', () => {
    const body = 'data:{"a":1}\n\ndata: {"b":\ndata:2}\n\nevent: x\ndata:  {"c":3}\n\n';
    expect(parseSse(body).events.map((e) => e.json)).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  it('a field that only mentions `data:` is not data', () => {
    const [event] = parseSse('event: metadata:\ndata: {"a":1}\n\n').events;
    expect(event!.json).toEqual({ a: 1 });
  });
});

describe('serializeSse', () => {
  it('writes a changed event as one data line where its first was, whichever form its data lines had', () => {
    const sse = parseSse('id: 1\ndata:{"a":\ndata:1}\nretry: 5\n\n');
    sse.events[0]!.json = { a: 2 };
    sse.events[0]!.changed = true;
    expect(serializeSse(sse)).toBe('id: 1\ndata: {"a":2}\nretry: 5\n\n');
  });
});
