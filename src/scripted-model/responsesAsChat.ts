import type { ChatMessage, ChatRequest } from './chatCompletions.js';
import type { ResponsesRequest } from '../agents/codex/wire.js';

/**
 * The Responses API as pi's and OpenCode's OpenAI providers speak it. Their requests are answered by the
 * same dialects as on Chat Completions (which CLI is asking is told by its tools), so this turns one into
 * the Chat Completions request it means; Codex's own requests (its shell tool) keep Codex's decoder.
 */
export function isCodexRequest(body: ResponsesRequest): boolean {
  return (body.tools ?? []).some((t) => t.name === 'exec_command' || t.name === 'shell' || t.type === 'local_shell');
}

type Item = Exclude<ResponsesRequest['input'], string | undefined>[number] & {
  output?: unknown;
  instructions?: string;
};

export function responsesAsChat(body: ResponsesRequest & { instructions?: string }): ChatRequest {
  const messages: ChatMessage[] = body.instructions ? [{ role: 'system', content: body.instructions }] : [];
  const items: Item[] = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : (body.input ?? []);
  for (const item of items) {
    const type = item.type ?? (item.role ? 'message' : undefined);
    if (type === 'message')
      messages.push({
        role: item.role === 'developer' ? 'system' : (item.role ?? 'user'),
        content: textOf(item.content),
      });
    else if (type === 'function_call')
      messages.push({
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: item.call_id ?? '', function: { name: item.name ?? '', arguments: item.arguments ?? '{}' } },
        ],
      });
    else if (type === 'function_call_output')
      messages.push({ role: 'tool', tool_call_id: item.call_id ?? '', content: textOf(item.output) });
  }
  return {
    ...(body.model !== undefined && { model: body.model }),
    stream: body.stream ?? false,
    messages,
    tools: (body.tools ?? []).map((t) => ({ function: { name: t.name ?? '' } })),
  };
}

/** A message's or a tool output's text: a string, or the text of its parts. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((p) =>
        p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string'
          ? (p as { text: string }).text
          : '',
      )
      .join('');
  return '';
}
