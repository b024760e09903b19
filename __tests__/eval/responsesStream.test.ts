import type { ServerResponse } from 'node:http';
import { coalesceDeltas } from '../../src/eval/replay/canonicalStream.js';
import { parseSse } from '../../src/eval/replay/sse.js';
import { writeResponsesResponse } from '../../src/agents/codex/wire.js';
import type { Action } from '../../src/scripted-model/conversation.js';

/** The body the scripted model streams for `action`. */
function streamed(action: Action, chunked: boolean): string {
  let body = '';
  const res = {
    writeHead: () => res,
    write: (chunk: string) => ((body += chunk), true),
    end: () => res,
  } as unknown as ServerResponse;
  writeResponsesResponse(res, { model: 'gpt-5.5', stream: true }, action, 'seed', chunked);
  return body;
}
/** Its events, decoded, as a CLI reads them. */
const stream = (action: Action, chunked: boolean) => parseSse(streamed(action, chunked)).events.map((e) => e.json!);
const types = (events: Record<string, unknown>[]) => events.map((e) => e.type);
const deltas = (events: Record<string, unknown>[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.delta as string);

describe("the scripted model's Responses stream has the real API's shape (what Codex reads)", () => {
  const text = 'Wrote the totals to /tmp/caliper-trial-1/work/totals.csv.';
  const call: Action = {
    kind: 'tool',
    name: 'exec_command',
    input: { cmd: "cat '/tmp/caliper-trial-1/skills/csv-summary/SKILL.md'" },
  };

  it(
    'streams a message as text deltas in a content part, each done event ' +
      'carrying the whole text, every event numbered in order',
    () => {
      const events = stream({ kind: 'text', text }, true);
      const n = deltas(events, 'response.output_text.delta').length;
      expect(n).toBeGreaterThan(2);
      expect(types(events)).toEqual([
        'response.created',
        'response.in_progress',
        'response.output_item.added',
        'response.content_part.added',
        ...Array(n).fill('response.output_text.delta'),
        'response.output_text.done',
        'response.content_part.done',
        'response.output_item.done',
        'response.completed',
      ]);
      expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
      expect(deltas(events, 'response.output_text.delta').join('')).toBe(text);
      const added = events.find((e) => e.type === 'response.output_item.added')!;
      expect(added.item).toMatchObject({ type: 'message', status: 'in_progress', content: [] });
      const at = { item_id: (added.item as { id: string }).id, output_index: 0, content_index: 0 };
      expect(events.find((e) => e.type === 'response.content_part.added')).toMatchObject({
        ...at,
        part: { type: 'output_text', text: '' },
      });
      expect(events.find((e) => e.type === 'response.output_text.done')).toMatchObject({ ...at, text });
      expect(events.find((e) => e.type === 'response.content_part.done')).toMatchObject({
        ...at,
        part: { type: 'output_text', text },
      });
      expect(events.find((e) => e.type === 'response.output_item.done')).toMatchObject({
        item: { type: 'message', status: 'completed', content: [{ text }] },
      });
      expect(events.at(-1)).toMatchObject({
        response: { status: 'completed', output: [{ content: [{ text }] }], usage: { input_tokens: 100 } },
      });
    },
  );

  it("streams a function call's arguments as deltas, the done events carrying the whole arguments", () => {
    const events = stream(call, true);
    const args = JSON.stringify(call.kind === 'tool' && call.input);
    const n = deltas(events, 'response.function_call_arguments.delta').length;
    expect(n).toBeGreaterThan(2);
    expect(types(events)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      ...Array(n).fill('response.function_call_arguments.delta'),
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(deltas(events, 'response.function_call_arguments.delta').join('')).toBe(args);
    expect(events.find((e) => e.type === 'response.output_item.added')).toMatchObject({
      item: { type: 'function_call', name: 'exec_command', arguments: '', status: 'in_progress' },
    });
    expect(events.find((e) => e.type === 'response.function_call_arguments.done')).toMatchObject({
      name: 'exec_command',
      arguments: args,
    });
    expect(events.find((e) => e.type === 'response.output_item.done')).toMatchObject({
      item: { type: 'function_call', arguments: args, status: 'completed' },
    });
  });

  it(
    'sends one delta each without `chunked`, and its deltas are the ones ' + 'the replay recorder coalesces into one',
    () => {
      expect(deltas(stream({ kind: 'text', text }, false), 'response.output_text.delta')).toEqual([text]);
      for (const [action, type] of [
        [{ kind: 'text', text }, 'response.output_text.delta'],
        [call, 'response.function_call_arguments.delta'],
      ] as const) {
        const merged = coalesceDeltas(parseSse(streamed(action, true)).events).filter((e) => e.json?.type === type);
        expect(merged).toHaveLength(1);
        expect(merged[0]!.json!.delta).toBe(
          type === 'response.output_text.delta' ? text : JSON.stringify(call.kind === 'tool' && call.input),
        );
      }
    },
  );
});
