import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Action, Turn } from './conversation.js';
import { streamPieces } from './stream.js';

/** The OpenAI Chat Completions wire, as pi, OpenCode and Hermes speak it. */

export interface ChatMessage {
  role: string;
  content?: string | { type?: string; text?: string }[] | null;
  tool_calls?: { id?: string; function?: { name?: string; arguments?: string } }[];
  tool_call_id?: string;
}

export interface ChatRequest {
  model?: string;
  stream?: boolean;
  messages?: ChatMessage[];
  tools?: { function?: { name?: string } }[];
}

export function chatText(content: ChatMessage['content']): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => p?.text ?? '').join('');
  return '';
}

export function toolNames(body: ChatRequest): string[] {
  return (body.tools ?? []).map((t) => t.function?.name ?? '');
}

/**
 * The system text, the user messages, and the turns after the first user message. A tool result's
 * success is not on this wire; `failed` decides it from the text the CLI sent back.
 */
export function decodeChat(
  body: ChatRequest,
  failed: (text: string) => boolean,
): { system: string; users: string[]; turns: Turn[] } {
  const system: string[] = [];
  const users: string[] = [];
  const turns: Turn[] = [];
  for (const m of body.messages ?? []) {
    const text = chatText(m.content);
    if (m.role === 'system' || m.role === 'developer') system.push(text);
    else if (m.role === 'user') {
      if (users.length > 0) turns.push({ role: 'injected', text });
      users.push(text);
    } else if (m.role === 'assistant') {
      const toolUses = (m.tool_calls ?? []).map((c) => ({
        id: c.id ?? '',
        name: c.function?.name ?? '',
        input: parseArguments(c.function?.arguments),
      }));
      turns.push({ role: 'assistant', toolUses, text });
    } else if (m.role === 'tool') {
      turns.push({ role: 'tool-result', toolUseId: m.tool_call_id ?? '', ok: !failed(text), text });
    }
  }
  return { system: system.join('\n'), users, turns };
}

function parseArguments(raw: string | undefined): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(raw ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Answer with one action, streamed as SSE chunks (or one JSON body when the CLI did not ask to stream). */
/** `chunked`: the content, or the call's arguments after its name, in several chunks (as real providers stream). */
export function writeChatResponse(
  res: ServerResponse,
  body: ChatRequest,
  action: Action,
  seed: string,
  chunked = false,
): void {
  const model = body.model ?? 'scripted-model';
  const id = `chatcmpl-${createHash('sha256').update(`${seed}:chat`).digest('hex').slice(0, 20)}`;
  const callId = `call_${createHash('sha256').update(`${seed}:call`).digest('hex').slice(0, 16)}`;
  const created = 1_700_000_000;
  const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
  const finish = action.kind === 'text' ? 'stop' : 'tool_calls';
  const toolCall =
    action.kind === 'tool'
      ? { id: callId, type: 'function', function: { name: action.name, arguments: JSON.stringify(action.input) } }
      : undefined;
  if (!body.stream) {
    const message =
      action.kind === 'text'
        ? { role: 'assistant', content: action.text }
        : { role: 'assistant', content: null, tool_calls: [toolCall] };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message, finish_reason: finish }],
        usage,
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`,
    );
  chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  if (action.kind === 'text')
    for (const content of chunked ? streamPieces(action.text) : [action.text])
      chunk([{ index: 0, delta: { content }, finish_reason: null }]);
  else if (!chunked) chunk([{ index: 0, delta: { tool_calls: [{ index: 0, ...toolCall }] }, finish_reason: null }]);
  else {
    chunk([
      {
        index: 0,
        delta: {
          tool_calls: [{ index: 0, id: callId, type: 'function', function: { name: action.name, arguments: '' } }],
        },
        finish_reason: null,
      },
    ]);
    for (const args of streamPieces(JSON.stringify(action.input)))
      chunk([{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: args } }] }, finish_reason: null }]);
  }
  chunk([{ index: 0, delta: {}, finish_reason: finish }]);
  chunk([], { usage });
  res.write('data: [DONE]\n\n');
  res.end();
}
