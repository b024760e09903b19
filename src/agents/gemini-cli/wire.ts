import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { firstCallAndResult, type Action, type Conversation } from '../../scripted-model/conversation.js';
import { parseAvailableSkills } from '../shared/availableSkills.js';
import type { Dialect, LoadedSkill } from '../../scripted-model/policy.js';
import { GEMINI } from '../../eval/replay/providerApi.js';
import type { AgentWire } from '../agent.js';

/** Gemini CLI over the Gemini API: `<available_skills>` in the system instruction, `activate_skill` to load. */

interface Part {
  text?: string;
  functionCall?: { id?: string; name?: string; args?: Record<string, unknown> };
  functionResponse?: { id?: string; name?: string; response?: { output?: string; error?: unknown } };
}

export interface GeminiRequest {
  contents?: { role?: string; parts?: Part[] }[];
  systemInstruction?: { parts?: Part[] };
  tools?: { functionDeclarations?: { name?: string }[] }[];
  generationConfig?: { responseJsonSchema?: JsonSchema; responseSchema?: JsonSchema };
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
}

export function decodeGemini(body: GeminiRequest): Conversation & { locations: Map<string, string> } {
  const system = (body.systemInstruction?.parts ?? []).map((p) => p.text ?? '').join('\n');
  const listed = parseAvailableSkills(system);
  const conversation: Conversation & { locations: Map<string, string> } = {
    prompt: '',
    listedSkills: listed,
    tools: (body.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name ?? '')),
    turns: [],
    locations: new Map(listed.map((s) => [s.name, s.location])),
  };
  for (const content of body.contents ?? []) {
    for (const part of content.parts ?? []) {
      if (part.functionCall) {
        conversation.turns.push({
          role: 'assistant',
          toolUses: [
            { id: part.functionCall.id ?? '', name: part.functionCall.name ?? '', input: part.functionCall.args ?? {} },
          ],
          text: '',
        });
      } else if (part.functionResponse) {
        const r = part.functionResponse.response ?? {};
        conversation.turns.push({
          role: 'tool-result',
          toolUseId: part.functionResponse.id ?? '',
          ok: r.error === undefined,
          text: r.output ?? '',
        });
      } else if (
        content.role === 'user' &&
        typeof part.text === 'string' &&
        !part.text.startsWith('<session_context>') &&
        conversation.prompt === ''
      ) {
        conversation.prompt = part.text;
      }
    }
  }
  return conversation;
}

export function geminiDialect(locations: ReadonlyMap<string, string>): Dialect {
  return {
    activate: (skill) => ({ kind: 'tool', name: 'activate_skill', input: { name: skill.name } }),
    loadedSkill(conversation): LoadedSkill | 'failed' | undefined {
      const call = firstCallAndResult(conversation, (u) => u.name === 'activate_skill');
      if (call === undefined || call === 'pending') return undefined;
      // Gemini indents the body's first line under the tag.
      const body = instructionsOf(call.text)?.replace(/^[ \t]+/, '');
      if (!call.ok || body === undefined) return 'failed';
      const location = locations.get(String(call.use.input.name));
      return { dir: location ? path.dirname(location) : '', body, turn: call.turn };
    },
    read: (file) => ({ kind: 'tool', name: 'read_file', input: { file_path: file } }),
    shell: (command) => ({
      kind: 'tool',
      name: 'run_shell_command',
      input: { command, description: 'Run a step of the skill' },
    }),
  };
}

/** The routing call wants JSON matching its schema: strings say "scripted", numbers are 1 (the simple route). */
export function routingAnswer(body: GeminiRequest): string | undefined {
  const schema = body.generationConfig?.responseJsonSchema ?? body.generationConfig?.responseSchema;
  if (!schema?.properties) return undefined;
  const value = Object.fromEntries(
    Object.entries(schema.properties).map(([k, s]) => [
      k,
      /^(integer|number)$/i.test(s.type ?? '') ? 1 : /^boolean$/i.test(s.type ?? '') ? false : 'scripted',
    ]),
  );
  return JSON.stringify(value);
}

export function writeGeminiResponse(
  res: ServerResponse,
  model: string,
  action: Action,
  stream: boolean,
  seed: string,
): void {
  const part =
    action.kind === 'text'
      ? { text: action.text }
      : {
          functionCall: {
            id: `call_${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`,
            name: action.name,
            args: action.input,
          },
        };
  const payload = {
    candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 20, totalTokenCount: 120 },
    modelVersion: model,
  };
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(`data: ${JSON.stringify(payload)}\n\n`);
  res.end();
}

/**
 * The text of an `<instructions>` block (up to the newline before its closing tag), found without a
 * backtracking regex: the request is agent-written, and a lazy match over 250,000 newlines took seconds.
 */
export function instructionsOf(text: string): string | undefined {
  const open = '<instructions>\n';
  const start = text.indexOf(open);
  if (start < 0) return undefined;
  const end = text.indexOf('</instructions>', start + open.length);
  if (end < 0) return undefined;
  const segment = text.slice(start + open.length, end);
  let content = segment.length;
  while (content > 0 && /\s/.test(segment[content - 1]!)) content--;
  const newline = segment.indexOf('\n', content);
  return newline < 0 ? undefined : segment.slice(0, newline);
}

/** Gemini CLI on Google's Gemini API (the scripted model answers it at /v1beta/models/…). */
export const geminiCliWire: AgentWire = {
  api: GEMINI,
  upstream: 'https://generativelanguage.googleapis.com',
  keyUpstreams: {},
  decode: (body) => decodeGemini((body ?? {}) as GeminiRequest),
};
