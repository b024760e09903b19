import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { parseCodexListing } from './transcript.js';
import { firstCallAndResult, type Action, type Conversation, type Turn } from '../../scripted-model/conversation.js';
import type { Dialect, LoadedSkill } from '../../scripted-model/policy.js';
import { skillBody } from '../../skills/frontmatter.js';
import { streamPieces } from '../../scripted-model/stream.js';
import { textOf } from '../../scripted-model/responsesAsChat.js';
import { RESPONSES } from '../../eval/replay/providerApi.js';
import type { AgentWire } from '../agent.js';

/** Codex over the OpenAI Responses API: a listing in a developer message, skills read with `exec_command`. */

interface InputItem {
  type?: string;
  role?: string;
  content?: { type?: string; text?: string }[] | string;
  name?: string;
  /** A call of a tool in a namespace (Codex's MCP tools: `mcp__<server>`) names the namespace apart. */
  namespace?: string;
  arguments?: string;
  call_id?: string;
  output?: unknown;
}

export interface ResponsesRequest {
  model?: string;
  stream?: boolean;
  input?: InputItem[] | string;
  tools?: ResponsesTool[];
}

/** A tool offered, or a namespace of them (Codex 0.171 offers each MCP server's tools as namespace `mcp__<server>`). */
interface ResponsesTool {
  name?: string;
  type?: string;
  tools?: { name?: string }[];
}

/** A namespaced tool's one name for the scripted model: `<namespace>__<tool>` (`mcp__orders__lookup_order`). */
const qualified = (namespace: string, name: string) => `${namespace}__${name}`;

/** The names of the tools offered, a namespace's tools each by its qualified name. */
function offeredNames(tools: readonly ResponsesTool[] | undefined): string[] {
  return (tools ?? []).flatMap((t) =>
    t.type === 'namespace' ? (t.tools ?? []).map((f) => qualified(t.name ?? '', f.name ?? '')) : [t.name ?? ''],
  );
}

/** A qualified name of a tool offered in a namespace, split back into its namespace and name. */
function namespaced(
  tools: readonly ResponsesTool[] | undefined,
  name: string,
): { namespace: string; name: string } | undefined {
  for (const t of tools ?? []) {
    if (t.type !== 'namespace' || !t.name) continue;
    const tool = (t.tools ?? []).find((f) => f.name !== undefined && qualified(t.name!, f.name) === name);
    if (tool) return { namespace: t.name, name: tool.name! };
  }
  return undefined;
}

const EXPLICIT = /^<skill>\n<name>([^<]+)<\/name>\n<path>([^<]+)<\/path>\n([\s\S]*?)\n?<\/skill>$/;

export function decodeCodex(body: ResponsesRequest): Conversation & { files: Map<string, string> } {
  const items =
    typeof body.input === 'string' ? [{ type: 'message', role: 'user', content: body.input }] : (body.input ?? []);
  const conversation: Conversation & { files: Map<string, string> } = {
    prompt: '',
    listedSkills: [],
    tools: offeredNames(body.tools),
    turns: [],
    files: new Map(),
  };
  let promptSeen = false;
  for (const item of items) {
    const text =
      typeof item.content === 'string' ? item.content : (item.content ?? []).map((c) => c.text ?? '').join('');
    if (item.type === 'message' && item.role === 'developer') {
      if (text.startsWith('<skills_instructions>')) {
        for (const s of parseCodexListing(text)) {
          conversation.listedSkills.push({ name: s.name, description: s.description });
          conversation.files.set(s.name, s.file);
        }
      }
    } else if (item.type === 'message' && item.role === 'user') {
      if (text.startsWith('<environment_context>')) continue;
      if (EXPLICIT.test(text)) conversation.turns.push({ role: 'injected', text });
      else if (!promptSeen) {
        conversation.prompt = text;
        promptSeen = true;
      }
    } else if (item.type === 'function_call') {
      let input: Record<string, unknown> = {};
      try {
        input = JSON.parse(item.arguments ?? '{}') as Record<string, unknown>;
      } catch {
        // keep {}
      }
      const name = item.namespace ? qualified(item.namespace, item.name ?? '') : (item.name ?? '');
      conversation.turns.push({ role: 'assistant', toolUses: [{ id: item.call_id ?? '', name, input }], text: '' });
    } else if (item.type === 'function_call_output') {
      // A command's output is one string; an MCP tool's, a list of content parts.
      const output = textOf(item.output);
      conversation.turns.push({
        role: 'tool-result',
        toolUseId: item.call_id ?? '',
        ok: /Process exited with code 0\b/.test(output),
        text: output.replace(/^[\s\S]*?\nOutput:\n/, ''),
      } satisfies Turn);
    }
  }
  return conversation;
}

const quote = (p: string) => `'${p.replace(/'/g, `'\\''`)}'`;

export function codexDialect(files: ReadonlyMap<string, string>): Dialect {
  return {
    activate: (skill) => ({
      kind: 'tool',
      name: 'exec_command',
      input: { cmd: `cat ${quote(files.get(skill.name) ?? skill.name)}` },
    }),
    loadedSkill(conversation): LoadedSkill | 'failed' | undefined {
      const injected = conversation.turns.findIndex((t) => t.role === 'injected' && EXPLICIT.test(t.text));
      if (injected >= 0) {
        const m = EXPLICIT.exec((conversation.turns[injected] as { text: string }).text)!;
        return { dir: path.dirname(m[2]!), body: skillBody(m[3]!), turn: injected };
      }
      const read = firstCallAndResult(conversation, (u) => /^cat '.*\/SKILL\.md'$/.test(String(u.input.cmd ?? '')));
      if (read === undefined || read === 'pending') return undefined;
      if (!read.ok) return 'failed';
      const file = String(read.use.input.cmd).slice("cat '".length, -1).replace(/'\\''/g, "'");
      return { dir: path.dirname(file), body: skillBody(read.text), turn: read.turn };
    },
    read: (file) => ({ kind: 'tool', name: 'exec_command', input: { cmd: `cat ${quote(file)}` } }),
    shell: (command) => ({ kind: 'tool', name: 'exec_command', input: { cmd: command } }),
  };
}

/**
 * One action as a Responses stream, in the real API's order: `response.created`, `response.in_progress`,
 * the item added, its text (in a content part) or its arguments as deltas and then whole in the `.done`
 * events, the item done, and `response.completed` with usage. Every event has its `sequence_number`.
 * `chunked`: each text or arguments in several deltas, as the real API streams them (for the stand-ins
 * of real providers; the scripted model sends each in one delta).
 */
export function writeResponsesResponse(
  res: ServerResponse,
  body: ResponsesRequest,
  action: Action,
  seed: string,
  chunked = false,
): void {
  const id = (kind: string) => `${kind}_${createHash('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
  const item = outputItem(action, id, body.tools);
  const response = { id: id('resp'), object: 'response', model: body.model ?? 'scripted-model', status: 'completed' };
  const usage = {
    input_tokens: 100,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 20,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 120,
  };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let sequence = 0;
  const event: ResponsesEvent = (type, data) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`);
  const inProgress = { ...response, status: 'in_progress', output: [] };
  event('response.created', { response: inProgress });
  event('response.in_progress', { response: inProgress });
  writeItemEvents(event, item, 0, chunked ? streamPieces : (text) => [text]);
  event('response.completed', { response: { ...response, output: [item], usage } });
  res.end();
}

type ResponsesEvent = (type: string, data: Record<string, unknown>) => void;
type OutputItem = ReturnType<typeof outputItem>;

function outputItem(action: Action, id: (kind: string) => string, tools: readonly ResponsesTool[] | undefined) {
  if (action.kind === 'text')
    return {
      type: 'message' as const,
      id: id('msg'),
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: action.text, annotations: [] as unknown[] }],
    };
  const inSpace = namespaced(tools, action.name);
  const name = inSpace ? { name: inSpace.name, namespace: inSpace.namespace } : { name: action.name };
  return {
    type: 'function_call' as const,
    id: id('fc'),
    call_id: id('call'),
    ...name,
    arguments: JSON.stringify(action.input),
    status: 'completed',
  };
}

/** One output item: added empty, streamed as deltas, each part done whole, then the item done. */
function writeItemEvents(
  event: ResponsesEvent,
  item: OutputItem,
  output_index: number,
  split: (text: string) => string[],
): void {
  const at = { item_id: item.id, output_index };
  if (item.type === 'function_call') {
    event('response.output_item.added', { output_index, item: { ...item, arguments: '', status: 'in_progress' } });
    for (const delta of split(item.arguments)) event('response.function_call_arguments.delta', { ...at, delta });
    event('response.function_call_arguments.done', { ...at, name: item.name, arguments: item.arguments });
  } else {
    event('response.output_item.added', { output_index, item: { ...item, content: [], status: 'in_progress' } });
    item.content.forEach((part, content_index) => {
      event('response.content_part.added', { ...at, content_index, part: { ...part, text: '' } });
      for (const delta of split(part.text))
        event('response.output_text.delta', { ...at, content_index, delta, logprobs: [] });
      event('response.output_text.done', { ...at, content_index, text: part.text, logprobs: [] });
      event('response.content_part.done', { ...at, content_index, part });
    });
  }
  event('response.output_item.done', { output_index, item });
}

/** Codex on OpenAI's Responses API (the scripted model answers it at /v1/responses). */
export const codexWire: AgentWire = {
  api: RESPONSES,
  upstream: 'https://api.openai.com',
  keyUpstreams: {},
  decode: (body) => decodeCodex((body ?? {}) as ResponsesRequest),
};
