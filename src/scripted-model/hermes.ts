import { decodeChat, toolNames, type ChatRequest } from './chatCompletions.js';
import { firstCallAndResult, type Conversation, type ListedSkill } from './conversation.js';
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
    const view = firstCallAndResult(conversation, (u) => u.name === 'skill_view');
    if (view === undefined || view === 'pending') return undefined;
    if (!view.ok) return 'failed';
    try {
      const loaded = JSON.parse(view.text) as { content?: string; skill_dir?: string };
      return { dir: loaded.skill_dir ?? '', body: stripFrontmatter(loaded.content ?? ''), turn: view.turn };
    } catch {
      return 'failed';
    }
  },
  read: (file) => ({ kind: 'tool', name: 'read_file', input: { path: file } }),
  shell: (command) => ({ kind: 'tool', name: 'terminal', input: { command } }),
};
