import path from 'node:path';
import { skillBody } from '../../skills/frontmatter.js';
import { decodeChat, toolNames, type ChatRequest } from '../../scripted-model/chatCompletions.js';
import { firstCallAndResult, type Conversation, type ListedSkill } from '../../scripted-model/conversation.js';
import type { Dialect, LoadedSkill } from '../../scripted-model/policy.js';
import { CHAT } from '../../eval/replay/providerApi.js';
import { nextAction } from '../../scripted-model/policy.js';
import type { AgentWire } from '../agent.js';

/** pi: skills listed as `<available_skills>` in the system prompt, loaded with its `read` tool. */

/** pi offers exactly these tools by default, and no skill tool. */
export function isPiRequest(body: ChatRequest): boolean {
  const tools = new Set(toolNames(body));
  return ['read', 'bash', 'edit', 'write'].every((t) => tools.has(t)) && !tools.has('skill') && !tools.has('skill_view');
}

export interface LocatedSkill extends ListedSkill {
  location: string;
}

/** `<skill><name>…</name><description>…</description><location>…</location></skill>` entries (XML-escaped). */
export function parseAvailableSkills(text: string): LocatedSkill[] {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(text)?.[1] ?? '';
  const field = (entry: string, name: string) => unescapeXml(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(entry)?.[1]?.trim() ?? '');
  return [...block.matchAll(/<skill>([\s\S]*?)<\/skill>/g)].map((m) => ({ name: field(m[1]!, 'name'), description: field(m[1]!, 'description'), location: field(m[1]!, 'location') }));
}

function unescapeXml(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;|&#39;/g, "'").replace(/&amp;/g, '&');
}

const EXPLICIT = /^<skill name="([^"]+)" location="([^"]+)">\n(?:References are relative to [^\n]*\n)?([\s\S]*?)<\/skill>/;

export function decodePi(body: ChatRequest): Conversation & { locations: Map<string, string> } {
  const { system, users, turns } = decodeChat(body, (text) => /^(ENOENT|EACCES|EISDIR)\b|no such file/i.test(text));
  const listed = parseAvailableSkills(system);
  const first = users[0] ?? '';
  const explicit = EXPLICIT.exec(first);
  // An explicit `/skill:name` arrives expanded in the user's turn: the body is injected, not asked for.
  if (explicit) turns.unshift({ role: 'injected', text: first });
  return {
    prompt: explicit ? first.slice(explicit[0].length).trim() : first,
    listedSkills: listed,
    tools: toolNames(body),
    turns,
    locations: new Map(listed.map((s) => [s.name, s.location])),
  };
}

export function piDialect(locations: ReadonlyMap<string, string>): Dialect {
  return {
    activate: (skill) => ({ kind: 'tool', name: 'read', input: { path: locations.get(skill.name) ?? skill.name } }),
    loadedSkill(conversation): LoadedSkill | 'failed' | undefined {
      const injected = conversation.turns.findIndex((t) => t.role === 'injected' && EXPLICIT.test(t.text));
      if (injected >= 0) {
        const m = EXPLICIT.exec((conversation.turns[injected] as { text: string }).text)!;
        return { dir: path.dirname(m[2]!), body: m[3]!, turn: injected };
      }
      const read = firstCallAndResult(conversation, (u) => u.name === 'read' && String(u.input.path ?? '').endsWith('/SKILL.md'));
      if (read === undefined || read === 'pending') return undefined;
      if (!read.ok) return 'failed';
      return { dir: path.dirname(String(read.use.input.path)), body: skillBody(read.text), turn: read.turn };
    },
    read: (file) => ({ kind: 'tool', name: 'read', input: { path: file } }),
    shell: (command) => ({ kind: 'tool', name: 'bash', input: { command } }),
  };
}

/** pi on Chat Completions, told apart by its four tools and no skill tool. */
export const piWire: AgentWire = {
  api: CHAT,
  upstream: undefined,
  decode: (body) => decodePi((body ?? {}) as ChatRequest),
  chat: {
    matches: isPiRequest,
    answer(body) {
      const conversation = decodePi(body);
      return nextAction(conversation, piDialect(conversation.locations));
    },
  },
};
