import { decodeChat, toolNames, type ChatRequest } from '../../scripted-model/chatCompletions.js';
import { firstCallAndResult, type Conversation } from '../../scripted-model/conversation.js';
import { parseAvailableSkills } from '../shared/availableSkills.js';
import type { Dialect, LoadedSkill } from '../../scripted-model/policy.js';
import type { AgentWire } from '../agent.js';
import { chatWire } from '../shared/chatWire.js';

/** OpenCode: `<available_skills>` in the system message, loaded with its `skill` tool. */

export function isOpencodeRequest(body: ChatRequest): boolean {
  const tools = toolNames(body);
  // Copilot CLI offers both too, and `read_bash`, which OpenCode does not.
  return tools.includes('skill') && tools.includes('task') && !tools.includes('read_bash');
}

export function decodeOpencode(body: ChatRequest): Conversation {
  const { system, users, turns } = decodeChat(body, (text) => /^Error\b/.test(text));
  return { prompt: users[0] ?? '', listedSkills: parseAvailableSkills(system), tools: toolNames(body), turns };
}

const LOADED = /^<skill_content name="[^"]+">\n# Skill: [^\n]*\n\n([\s\S]*?)\n*Base directory for this skill: ([^\n]+)/;

export const opencodeDialect: Dialect = {
  activate: (skill) => ({ kind: 'tool', name: 'skill', input: { name: skill.name } }),
  loadedSkill(conversation): LoadedSkill | 'failed' | undefined {
    const call = firstCallAndResult(conversation, (u) => u.name === 'skill');
    if (call === undefined || call === 'pending') return undefined;
    const m = LOADED.exec(call.text);
    return m ? { dir: m[2]!.trim(), body: m[1]!, turn: call.turn } : 'failed';
  },
  read: (file) => ({ kind: 'tool', name: 'read', input: { filePath: file } }),
  shell: (command) => ({ kind: 'tool', name: 'bash', input: { command } }),
};

/** OpenCode on Chat Completions, told apart by its `skill` and `task` tools. */
export const opencodeWire: AgentWire = chatWire(decodeOpencode, isOpencodeRequest, () => opencodeDialect, {
  OPENAI_API_KEY: 'https://api.openai.com',
  OPENROUTER_API_KEY: 'https://openrouter.ai/api',
  ANTHROPIC_API_KEY: 'https://api.anthropic.com',
});
