import path from 'node:path';
import { skillBody } from '../../skills/frontmatter.js';
import { decodeChat, toolNames, type ChatRequest } from '../../scripted-model/chatCompletions.js';
import { firstCallAndResult, type Conversation } from '../../scripted-model/conversation.js';
import type { Dialect, LoadedSkill } from '../../scripted-model/policy.js';
import type { AgentWire } from '../agent.js';
import { chatWire } from '../shared/chatWire.js';
import { parseAvailableSkills } from '../shared/availableSkills.js';

/** pi: skills listed as `<available_skills>` in the system prompt, loaded with its `read` tool. */

/** pi offers exactly these tools by default, and no skill tool. */
export function isPiRequest(body: ChatRequest): boolean {
  const tools = new Set(toolNames(body));
  return (
    ['read', 'bash', 'edit', 'write'].every((t) => tools.has(t)) && !tools.has('skill') && !tools.has('skill_view')
  );
}

const EXPLICIT =
  /^<skill name="([^"]+)" location="([^"]+)">\n(?:References are relative to [^\n]*\n)?([\s\S]*?)<\/skill>/;

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
      const read = firstCallAndResult(
        conversation,
        (u) => u.name === 'read' && String(u.input.path ?? '').endsWith('/SKILL.md'),
      );
      if (read === undefined || read === 'pending') return undefined;
      if (!read.ok) return 'failed';
      return { dir: path.dirname(String(read.use.input.path)), body: skillBody(read.text), turn: read.turn };
    },
    read: (file) => ({ kind: 'tool', name: 'read', input: { path: file } }),
    shell: (command) => ({ kind: 'tool', name: 'bash', input: { command } }),
  };
}

/** pi on Chat Completions, told apart by its four tools and no skill tool. */
export const piWire: AgentWire = chatWire(decodePi, isPiRequest, (conversation) => piDialect(conversation.locations), {
  OPENAI_API_KEY: 'https://api.openai.com',
  OPENROUTER_API_KEY: 'https://openrouter.ai/api',
  ANTHROPIC_API_KEY: 'https://api.anthropic.com',
});
