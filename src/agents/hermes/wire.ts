import { decodeChat, toolNames, type ChatRequest } from '../../scripted-model/chatCompletions.js';
import { parseHermesIndex } from './transcript.js';
import { firstCallAndResult, type Conversation } from '../../scripted-model/conversation.js';
import type { Dialect, LoadedSkill } from '../../scripted-model/policy.js';
import { skillBody } from '../../skills/frontmatter.js';
import type { AgentWire } from '../agent.js';
import { chatWire } from '../shared/chatWire.js';

/** Hermes Agent: an `<available_skills>` index by category in the system prompt, loaded with `skill_view`. */

export function isHermesRequest(body: ChatRequest): boolean {
  return toolNames(body).includes('skill_view');
}

export function decodeHermes(body: ChatRequest): Conversation {
  const { system, users, turns } = decodeChat(body, (text) => /"success":\s*false/.test(text));
  const listedSkills = parseHermesIndex(system).map((s) => ({
    name: s.name,
    description: s.description.replace(/\.\.\.$/, ''),
  }));
  return { prompt: users[0] ?? '', listedSkills, tools: toolNames(body), turns };
}

export const hermesDialect: Dialect = {
  activate: (skill) => ({ kind: 'tool', name: 'skill_view', input: { name: skill.name } }),
  loadedSkill(conversation): LoadedSkill | 'failed' | undefined {
    const view = firstCallAndResult(conversation, (u) => u.name === 'skill_view');
    if (view === undefined || view === 'pending') return undefined;
    if (!view.ok) return 'failed';
    try {
      const loaded = JSON.parse(view.text) as { content?: string; skill_dir?: string };
      return { dir: loaded.skill_dir ?? '', body: skillBody(loaded.content ?? ''), turn: view.turn };
    } catch {
      return 'failed';
    }
  },
  read: (file) => ({ kind: 'tool', name: 'read_file', input: { path: file } }),
  shell: (command) => ({ kind: 'tool', name: 'terminal', input: { command } }),
};

/** Hermes on Chat Completions, told apart by its `skill_view` tool. */
export const hermesWire: AgentWire = chatWire(decodeHermes, isHermesRequest, () => hermesDialect, {
  OPENAI_API_KEY: 'https://api.openai.com',
  OPENROUTER_API_KEY: 'https://openrouter.ai/api',
  ANTHROPIC_API_KEY: 'https://api.anthropic.com',
  NOUS_API_KEY: 'https://inference-api.nousresearch.com',
});
