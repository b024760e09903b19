import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Action, Conversation, ListedSkill, Turn } from '../../scripted-model/conversation.js';
import type { Dialect, LoadedSkill } from '../../scripted-model/policy.js';
import { ANTHROPIC } from '../../eval/replay/providerApi.js';
import type { AgentWire } from '../agent.js';
import { streamPieces } from '../../scripted-model/stream.js';

/** Claude Code over the Anthropic Messages API. */

export const LISTING_HEADER = 'The following skills are available for use with the Skill tool:';
const LOADED_PREFIX = 'Base directory for this skill: ';

interface Block {
  type?: string;
  text?: string;
  id?: string;
  name?: string;
  input?: Record<string, unknown>;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}

interface MessagesRequest {
  model?: string;
  stream?: boolean;
  tools?: { name?: string }[];
  messages?: { role: string; content: string | Block[] }[];
  output_config?: { format?: { type?: string; schema?: { properties?: Record<string, unknown> } } };
}

export function decodeAnthropic(body: MessagesRequest): Conversation {
  const messages = body.messages ?? [];
  const conversation: Conversation = {
    prompt: '',
    listedSkills: [],
    tools: (body.tools ?? []).map((t) => t.name ?? ''),
    turns: [],
  };
  let promptSeen = false;
  for (const message of messages) {
    const blocks: Block[] =
      typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    if (message.role === 'system') {
      for (const b of blocks)
        if (b.text?.includes(LISTING_HEADER)) conversation.listedSkills.push(...parseListing(b.text));
      continue;
    }
    if (message.role === 'assistant') {
      const toolUses = blocks
        .filter((b) => b.type === 'tool_use')
        .map((b) => ({ id: b.id ?? '', name: b.name ?? '', input: b.input ?? {} }));
      conversation.turns.push({ role: 'assistant', toolUses, text: blocks.map((b) => b.text ?? '').join('') });
      continue;
    }
    for (const b of blocks) {
      if (b.type === 'tool_result') {
        conversation.turns.push({
          role: 'tool-result',
          toolUseId: b.tool_use_id ?? '',
          ok: b.is_error !== true,
          text: textOf(b.content),
        });
      } else if (b.type === 'text' && typeof b.text === 'string') {
        if (b.text.includes(LISTING_HEADER)) conversation.listedSkills.push(...parseListing(b.text));
        // An explicit `/name` arrives expanded, before any prompt: the body is injected, not asked for.
        if (b.text.startsWith(LOADED_PREFIX)) conversation.turns.push({ role: 'injected', text: b.text });
        else if (!promptSeen && !b.text.startsWith('<system-reminder>') && !b.text.startsWith('<command-')) {
          conversation.prompt = b.text;
          promptSeen = true;
        } else if (promptSeen) {
          conversation.turns.push({ role: 'injected', text: b.text } satisfies Turn);
        }
      }
    }
  }
  return conversation;
}

/** "- name: description" entries; a description may run over several lines. */
export function parseListing(text: string): ListedSkill[] {
  const after = text.slice(text.indexOf(LISTING_HEADER) + LISTING_HEADER.length);
  const skills: ListedSkill[] = [];
  for (const line of after.split('\n')) {
    // The list ends at the first blank line (or the reminder's closing tag) after its entries: what
    // follows is other text of the prompt, not a description.
    if (skills.length > 0 && (line.trim() === '' || line.startsWith('</'))) break;
    // Over its budget Claude Code lists a skill by its name alone (`- name`).
    const entry = /^- ([^:\s]+)(?:: ?(.*))?$/.exec(line);
    if (entry) skills.push({ name: entry[1]!, description: entry[2] ?? '' });
    else if (skills.length > 0 && line.trim() !== '' && !line.startsWith('- '))
      skills[skills.length - 1]!.description += ` ${line.trim()}`;
  }
  return skills;
}

export const claudeDialect: Dialect = {
  activate: (skill) => ({ kind: 'tool', name: 'Skill', input: { skill: skill.name } }),
  loadedSkill(conversation): LoadedSkill | 'failed' | undefined {
    const skillCall = conversation.turns.findIndex(
      (t) => t.role === 'assistant' && t.toolUses.some((u) => u.name === 'Skill'),
    );
    if (skillCall < 0) return expansion(conversation, -1);
    const result = conversation.turns.slice(skillCall + 1).find((t) => t.role === 'tool-result');
    if (result && !result.ok) return 'failed';
    return expansion(conversation, skillCall);
  },
  read: (path) => ({ kind: 'tool', name: 'Read', input: { file_path: path } }),
  shell: (command) => ({ kind: 'tool', name: 'Bash', input: { command, description: 'Run a step of the skill' } }),
};

/** The first "Base directory for this skill: <dir>" injection after turn `after`: the skill's body. */
function expansion(conversation: Conversation, after: number): LoadedSkill | undefined {
  const index = conversation.turns.findIndex(
    (t, i) => i > after && t.role === 'injected' && t.text.startsWith(LOADED_PREFIX),
  );
  if (index < 0) return undefined;
  const text = (conversation.turns[index] as { text: string }).text;
  const newline = text.indexOf('\n');
  return {
    dir: text.slice(LOADED_PREFIX.length, newline < 0 ? undefined : newline).trim(),
    body: newline < 0 ? '' : text.slice(newline + 1),
    turn: index,
  };
}

/** Side calls (title generation, structured output) get a short answer shaped like what they ask for. */
export function sideCallAnswer(body: MessagesRequest): string | undefined {
  const format = body.output_config?.format;
  if (format?.type === 'json_schema') {
    const props = Object.keys(format.schema?.properties ?? { title: {} });
    return JSON.stringify(Object.fromEntries(props.map((p) => [p, 'Scripted session'])));
  }
  if (!body.tools || body.tools.length === 0) return 'Scripted session';
  return undefined;
}

/**
 * `chunked`: as the real API streams, a `ping` after `message_start` and each text or tool input in
 * several deltas (for the stand-ins of real providers; the scripted model sends each in one).
 */
export function writeAnthropicResponse(
  res: ServerResponse,
  body: MessagesRequest,
  action: Action,
  seed: string,
  chunked = false,
): void {
  const model = body.model ?? 'scripted-model';
  const id = (kind: string) => `${kind}_${createHash('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
  const content =
    action.kind === 'text'
      ? [{ type: 'text' as const, text: action.text }]
      : [{ type: 'tool_use' as const, id: id('toolu'), name: action.name, input: action.input }];
  const stopReason = action.kind === 'text' ? 'end_turn' : 'tool_use';
  const usage = { input_tokens: 100, output_tokens: 20, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: id('msg'),
        type: 'message',
        role: 'assistant',
        model,
        content,
        stop_reason: stopReason,
        stop_sequence: null,
        usage,
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': id('req') });
  const event = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event('message_start', {
    message: {
      id: id('msg'),
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...usage, output_tokens: 1 },
    },
  });
  if (chunked) event('ping', {});
  const split = (text: string) => (chunked ? streamPieces(text) : [text]);
  content.forEach((block, index) => {
    if (block.type === 'text') {
      event('content_block_start', { index, content_block: { type: 'text', text: '' } });
      for (const text of split(block.text))
        event('content_block_delta', { index, delta: { type: 'text_delta', text } });
    } else {
      event('content_block_start', {
        index,
        content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
      });
      for (const partial_json of split(JSON.stringify(block.input)))
        event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } });
    }
    event('content_block_stop', { index });
  });
  event('message_delta', {
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: usage.output_tokens },
  });
  event('message_stop', {});
  res.end();
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((c: { text?: string }) => c?.text ?? '').join('');
  return '';
}

/** Claude Code on Anthropic's Messages API (the scripted model answers it at /v1/messages). */
export const claudeCodeWire: AgentWire = {
  api: ANTHROPIC,
  upstream: 'https://api.anthropic.com',
  keyUpstreams: {},
  decode: (body) => decodeAnthropic((body ?? {}) as MessagesRequest),
};
