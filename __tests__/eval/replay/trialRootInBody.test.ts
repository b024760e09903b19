import { TRIAL_ROOT } from '../../../src/eval/replay/tape.js';
import { trialRootFromTape, trialRootToTape } from '../../../src/eval/replay/trialRootInBody.js';

// A provider splits a streamed text anywhere, the trial's folder too: whatever the split, the tape has
// no trace of the recording trial's folder, and a replay gets its own folder back, in text and in a tool
// call's arguments (JSON in a JSON string), even a folder name that JSON must escape.
const ROOT = '/tmp/caliper-trial-28907-9LD4dX';
const NEW_ROOT = '/tmp/a "replay" \\ trial';
const SSE = 'text/event-stream';
const FILE = (root: string) => `${root}/config/skills/greeter/references/style.md`;
const TEXT = (root: string) => `Read ${FILE(root)} first.`;
const ARGS = (root: string) => JSON.stringify({ file_path: FILE(root) });

type Kind = 'text' | 'tool';
const sse = (events: unknown[], named = true) =>
  events
    .map((e) => `${named ? `event: ${(e as { type: string }).type}\n` : ''}data: ${JSON.stringify(e)}\n\n`)
    .join('');
const dataOf = (body: string) =>
  body
    .split('\n')
    .filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]')
    .map((l) => JSON.parse(l.slice(6)) as Record<string, any>);

interface Format {
  stream(pieces: string[], kind: Kind): string;
  /** What the CLI makes of the stream: the text, or the tool call's arguments. */
  assemble(body: string, kind: Kind): string;
}

const FORMATS: Record<string, Format> = {
  'Anthropic Messages': {
    stream: (pieces, kind) =>
      sse([
        { type: 'message_start', message: { id: 'msg_1', content: [] } },
        {
          type: 'content_block_start',
          index: 0,
          content_block:
            kind === 'text' ? { type: 'text', text: '' } : { type: 'tool_use', id: 'toolu_1', name: 'Read', input: {} },
        },
        { type: 'ping' },
        ...pieces.map((p) => ({
          type: 'content_block_delta',
          index: 0,
          delta: kind === 'text' ? { type: 'text_delta', text: p } : { type: 'input_json_delta', partial_json: p },
        })),
        { type: 'content_block_stop', index: 0 },
        { type: 'message_stop' },
      ]),
    assemble: (body, kind) =>
      dataOf(body)
        .filter((d) => d.type === 'content_block_delta')
        .map((d) => (kind === 'text' ? d.delta.text : d.delta.partial_json))
        .join(''),
  },
  'OpenAI Responses': {
    stream: (pieces, kind) =>
      sse([
        { type: 'response.created', sequence_number: 0, response: { id: 'resp_1' } },
        ...pieces.map((delta, i) =>
          kind === 'text'
            ? {
                type: 'response.output_text.delta',
                sequence_number: i + 1,
                item_id: 'msg_1',
                output_index: 0,
                content_index: 0,
                delta,
              }
            : {
                type: 'response.function_call_arguments.delta',
                sequence_number: i + 1,
                item_id: 'fc_1',
                output_index: 0,
                delta,
              },
        ),
        { type: 'response.completed', sequence_number: 99, response: { id: 'resp_1' } },
      ]),
    assemble: (body) =>
      dataOf(body)
        .filter((d) => String(d.type).endsWith('.delta'))
        .map((d) => d.delta)
        .join(''),
  },
  'Chat Completions': {
    stream: (pieces, kind) => {
      const chunk = (delta: unknown, finish: string | null = null) => ({
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1,
        model: 'm',
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
      const first =
        kind === 'text'
          ? { role: 'assistant', content: '' }
          : {
              role: 'assistant',
              tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'read', arguments: '' } }],
            };
      const rest = pieces.map((p) =>
        chunk(kind === 'text' ? { content: p } : { tool_calls: [{ index: 0, function: { arguments: p } }] }),
      );
      return (
        `${sse([chunk(first), ...rest, chunk({}, kind === 'text' ? 'stop' : 'tool_calls')], false)}data: ` +
        `[DONE]\n\n`
      );
    },
    assemble: (body, kind) =>
      dataOf(body)
        .map((d) => d.choices[0].delta)
        .map((delta) => (kind === 'text' ? (delta.content ?? '') : (delta.tool_calls?.[0].function.arguments ?? '')))
        .join(''),
  },
  Gemini: {
    stream: (pieces) =>
      sse(
        pieces.map((text, i) => ({
          candidates: [
            {
              content: { role: 'model', parts: [{ text }] },
              index: 0,
              ...(i === pieces.length - 1 && { finishReason: 'STOP' }),
            },
          ],
          usageMetadata: { totalTokenCount: i },
        })),
        false,
      ),
    assemble: (body) =>
      dataOf(body)
        .flatMap((d) => d.candidates[0].content.parts)
        .map((p: { text: string }) => p.text)
        .join(''),
  },
};

/** The whole's pieces, cut at each of `cuts`. */
const cutAt = (whole: string, cuts: number[]) => [0, ...cuts].map((c, i, all) => whole.slice(c, all[i + 1]));

/** Every way to cut the folder in the whole into 2 and into 3 pieces. */
function splits(whole: string): number[][] {
  const start = whole.indexOf(ROOT);
  const inside = Array.from({ length: ROOT.length - 1 }, (_, i) => start + i + 1);
  return [...inside.map((c) => [c]), ...inside.flatMap((a) => inside.filter((b) => b > a).map((b) => [a, b]))];
}

describe.each(Object.entries(FORMATS))('the trial folder in a %s stream', (_name, format) => {
  const kinds: Kind[] = _name === 'Gemini' ? ['text'] : ['text', 'tool'];
  it.each(kinds)(
    'split in the %s across 2 and 3 events, at every position: on the tape ' +
      'as TRIAL_ROOT, and back as the replay trial folder',
    (kind) => {
      const whole = kind === 'text' ? TEXT(ROOT) : ARGS(ROOT);
      for (const cuts of splits(whole)) {
        const body = format.stream(cutAt(whole, cuts), kind);
        expect(format.assemble(body, kind)).toBe(whole);
        const tape = trialRootToTape(body, SSE, ROOT);
        expect(tape).not.toContain('caliper-trial');
        expect(tape).toContain(TRIAL_ROOT);
        const replayed = trialRootFromTape(tape, SSE, NEW_ROOT);
        const assembled = format.assemble(replayed, kind);
        if (kind === 'text') expect(assembled).toBe(TEXT(NEW_ROOT));
        else expect(JSON.parse(assembled)).toEqual({ file_path: FILE(NEW_ROOT) });
      }
    },
  );
});

describe('what the tape does not coalesce', () => {
  it('deltas of two content blocks stay apart, and an event with no folder is kept byte for byte', () => {
    const body = sse([
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'one ' } },
      { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{"a":' } },
      { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'x' } },
    ]);
    expect(trialRootToTape(body, SSE, ROOT)).toBe(body);
  });

  it('a stream with nothing to coalesce and no folder is the same bytes, with CRLF too', () => {
    const body = sse([
      { type: 'response.created', response: { n: 1.0 } },
      { type: 'response.completed', response: {} },
    ]).replace(/\n/g, '\r\n');
    expect(trialRootToTape(body, SSE, ROOT)).toBe(body);
  });

  it('a stream cut mid-event: the fragment is replaced as raw text', () => {
    const body =
      `${sse([{ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'a' } }])}event: ` +
      `content_block_delta\ndata: ` +
      `{"type":"content_block_delta","delta":{"text":"${ROOT}/x`;
    const tape = trialRootToTape(body, SSE, ROOT);
    expect(tape).not.toContain(ROOT);
    expect(tape.endsWith(`"${TRIAL_ROOT}/x`)).toBe(true);
  });
});

describe('a body that is not a stream', () => {
  it('JSON: replaced in its strings, a tool call argument JSON-escaped, so the replay parses', () => {
    const body = JSON.stringify({
      choices: [{ message: { content: TEXT(ROOT), tool_calls: [{ function: { arguments: ARGS(ROOT) } }] } }],
    });
    const tape = trialRootToTape(body, 'application/json', ROOT);
    expect(tape).not.toContain('caliper-trial');
    const back = JSON.parse(trialRootFromTape(tape, 'application/json', NEW_ROOT));
    expect(back.choices[0].message.content).toBe(TEXT(NEW_ROOT));
    expect(JSON.parse(back.choices[0].message.tool_calls[0].function.arguments)).toEqual({ file_path: FILE(NEW_ROOT) });
  });

  it('JSON with no folder in it, and a text: as they were, or replaced as raw text', () => {
    const json = '{ "a": 1.0, "b": "x" }';
    expect(trialRootToTape(json, 'application/json', ROOT)).toBe(json);
    expect(trialRootToTape(`denied: ${ROOT}/x {`, 'text/plain', ROOT)).toBe(`denied: ${TRIAL_ROOT}/x {`);
    expect(trialRootFromTape(`at ${TRIAL_ROOT}/x`, undefined, NEW_ROOT)).toBe(`at ${NEW_ROOT}/x`);
  });
});

describe('a body built to break the decoding (a replay folder may come from anyone)', () => {
  it('JSON nested deeper than the stack, in a stream or alone: replaced as raw text, no throw', () => {
    const deep = `${'{"a":'.repeat(200_000)}"${TRIAL_ROOT}"${'}'.repeat(200_000)}`;
    expect(trialRootFromTape(deep, 'application/json', NEW_ROOT)).toBe(deep.replace(TRIAL_ROOT, NEW_ROOT));
    const stream = `data: ${deep}\n\ndata: ${deep}\n\n`;
    expect(trialRootFromTape(stream, SSE, NEW_ROOT)).toBe(stream.split(TRIAL_ROOT).join(NEW_ROOT));
    expect(trialRootToTape(stream.split(TRIAL_ROOT).join(ROOT), SSE, ROOT)).toBe(stream);
  });
});
