import { decodeChat, toolNames, type ChatRequest } from './chatCompletions.js';
import type { Conversation, ListedSkill } from './conversation.js';
import type { Dialect, LoadedSkill } from './policy.js';
import { stripFrontmatter } from './pi.js';

/** Hermes Agent: an `<available_skills>` index by category in the system prompt, loaded with `skill_view`. */

export function isHermesRequest(body: ChatRequest): boolean {
  return toolNames(body).includes('skill_view');
}

/** `  category:` then `    - name: description` (Hermes cuts descriptions at 60 characters). */
export function parseHermesIndex(system: string): ListedSkill[] {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(system)?.[1] ?? '';
  return [...block.matchAll(/^\s+- ([^:\n]+): ?(.*)$/gm)].map((m) => ({ name: m[1]!.trim(), description: m[2]!.replace(/\.\.\.$/, '') }));
}

export function decodeHermes(body: ChatRequest): Conversation {
  const { system, users, turns } = decodeChat(body, (text) => /"success":\s*false/.test(text));
  return { prompt: users[0] ?? '', listedSkills: parseHermesIndex(system), tools: toolNames(body), turns };
}

export const hermesDialect: Dialect = {
  activate: (skill) => ({ kind: 'tool', name: 'skill_view', input: { name: skill.name } }),
  loadedSkill(conversation): LoadedSkill | 'failed' | undefined {
    const call = conversation.turns.findIndex((t) => t.role === 'assistant' && t.toolUses.some((u) => u.name === 'skill_view'));
    if (call < 0) return undefined;
    const result = conversation.turns.findIndex((t, i) => i > call && t.role === 'tool-result');
    if (result < 0) return undefined;
    const turn = conversation.turns[result] as { ok: boolean; text: string };
    if (!turn.ok) return 'failed';
    try {
      const view = JSON.parse(turn.text) as { content?: string; skill_dir?: string };
      return { dir: view.skill_dir ?? '', body: stripFrontmatter(view.content ?? ''), turn: result };
    } catch {
      return 'failed';
    }
  },
  read: (file) => ({ kind: 'tool', name: 'read_file', input: { path: file } }),
  shell: (command) => ({ kind: 'tool', name: 'terminal', input: { command } }),
};
