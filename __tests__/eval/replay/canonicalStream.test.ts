import { describe, expect, it } from '@jest/globals';
import { coalesceDeltas } from '../../../src/eval/replay/canonicalStream.js';
import { parseSse } from '../../../src/eval/replay/sse.js';

// The canonical form of a recorded stream (consecutive deltas of one block as one event), per provider API. The
// sampled mutation run of src/eval/replay (docs/internals/mutation.md) found Responses' refusal deltas, Chat
// Completions' text, Gemini's text and a comment that only mentions `data:` untested.

const body = (...events: (object | string)[]) =>
  `${events.map((e) => (typeof e === 'string' ? e : `data: ${JSON.stringify(e)}`)).join('\n\n')}\n\n`;
const coalesced = (...events: (object | string)[]) =>
  coalesceDeltas(parseSse(body(...events)).events).map((e) => e.json ?? e.raw);

describe('coalesceDeltas', () => {
  it("joins OpenAI Responses' refusal deltas of one part; the first's sequence number stays", () => {
    const part = { type: 'response.refusal.delta', item_id: 'msg_1', output_index: 0, content_index: 0 };
    expect(
      coalesced({ ...part, delta: 'I can', sequence_number: 4 }, { ...part, delta: 'not', sequence_number: 5 }),
    ).toEqual([{ ...part, delta: 'I cannot', sequence_number: 4 }]);
  });

  it("joins Responses' reasoning summary deltas too, and not a delta of another part", () => {
    const part = { type: 'response.reasoning_summary_text.delta', item_id: 'rs_1', output_index: 0, summary_index: 0 };
    expect(
      coalesced({ ...part, delta: 'Plan' }, { ...part, delta: 'ning' }, { ...part, summary_index: 1, delta: '!' }),
    ).toEqual([
      { ...part, delta: 'Planning' },
      { ...part, summary_index: 1, delta: '!' },
    ]);
  });

  it("joins Chat Completions' content deltas of one choice, and keeps a finish apart", () => {
    const chunk = (delta: object, finish: string | null = null) => ({
      id: 'c1',
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    expect(coalesced(chunk({ content: 'hel' }), chunk({ content: 'lo' }), chunk({}, 'stop'))).toEqual([
      chunk({ content: 'hello' }),
      chunk({}, 'stop'),
    ]);
    // A delta whose content is not text is not text to join.
    expect(coalesced(chunk({ content: 'hel' }), chunk({ content: null }))).toEqual([
      chunk({ content: 'hel' }),
      chunk({ content: null }),
    ]);
  });

  it("continues Gemini's last text part; a function call is not text, and a finished candidate takes nothing", () => {
    const answer = (parts: object[], finishReason?: string) => ({
      candidates: [{ content: { role: 'model', parts }, ...(finishReason && { finishReason }) }],
    });
    expect(coalesced(answer([{ text: 'Hel' }]), answer([{ text: 'lo' }]))).toEqual([answer([{ text: 'Hello' }])]);
    const call = answer([{ functionCall: { name: 'read', args: {} } }]);
    expect(coalesced(call, answer([{ text: 'x' }]))).toEqual([call, answer([{ text: 'x' }])]);
    const second = { candidates: [{ index: 1, content: { role: 'model', parts: [{ text: 'lo' }] } }] };
    expect(coalesced(answer([{ text: 'Hel' }]), second)).toEqual([answer([{ text: 'Hel' }]), second]);
    expect(coalesced(answer([{ text: 'a' }], 'STOP'), answer([{ text: 'b' }]))).toEqual([
      answer([{ text: 'a' }], 'STOP'),
      answer([{ text: 'b' }]),
    ]);
  });

  it('does not part two deltas at a comment, even one that mentions data: mid-line', () => {
    const delta = (text: string) => ({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } });
    expect(coalesced(delta('a'), ': keep-alive, no data: here', delta('b'))).toEqual([
      delta('ab'),
      ': keep-alive, no data: here',
    ]);
  });
});
