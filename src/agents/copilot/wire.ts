import { decodeChat, toolNames, type ChatRequest } from '../../scripted-model/chatCompletions.js';
import type { Conversation } from '../../scripted-model/conversation.js';
import type { Dialect, LoadedSkill } from '../../scripted-model/policy.js';
import type { AgentWire } from '../agent.js';
import { chatWire } from '../shared/chatWire.js';
import { parseAvailableSkills } from '../shared/availableSkills.js';
import { copilotUpstream } from './provider.js';

/**
 * Copilot CLI on the scripted model's Chat Completions wire: `<available_skills>` in the system message
 * (pi's and OpenCode's shape), loaded with its `skill {skill}` tool, whose result is a line and whose
 * body comes next as a user message, `<skill-context name="…">`. Its tools include OpenCode's `skill`
 * and `task`: each is
 * told by tools the other does not offer.
 */
export function isCopilotRequest(body: ChatRequest): boolean {
  const tools = toolNames(body);
  // Not `skill`: with nothing installed (force-load, a no-skill arm) Copilot does not offer it.
  return tools.includes('read_bash') && tools.includes('fetch_copilot_cli_documentation');
}

/** The user's text, after the `<current_datetime>` line it puts first. */
function userPrompt(text: string): string {
  return text.replace(/^\s*<current_datetime>[\s\S]*?<\/current_datetime>\s*/, '').trim();
}

export function decodeCopilot(body: ChatRequest): Conversation {
  const { system, users, turns } = decodeChat(body, (text) => /^(Error|Failed)\b/.test(text));
  return {
    prompt: userPrompt(users[0] ?? ''),
    listedSkills: parseAvailableSkills(system),
    tools: toolNames(body),
    turns,
  };
}

const CONTEXT =
  /^<skill-context name="[^"]+">\nBase directory for this skill: ([^\n]+)\n\n([\s\S]*?)\n*<\/skill-context>\s*$/;

export const copilotDialect: Dialect = {
  activate: (skill) => ({ kind: 'tool', name: 'skill', input: { skill: skill.name } }),
  loadedSkill(conversation): LoadedSkill | 'failed' | undefined {
    const call = conversation.turns.findIndex(
      (t) => t.role === 'assistant' && t.toolUses.some((u) => u.name === 'skill'),
    );
    if (call < 0) return undefined;
    const result = conversation.turns.findIndex((t, i) => i > call && t.role === 'tool-result');
    if (result < 0) return undefined;
    const next = conversation.turns[result + 1];
    const m = next?.role === 'injected' ? CONTEXT.exec(next.text) : null;
    return m ? { dir: m[1]!.trim(), body: m[2]!, turn: result + 1 } : 'failed';
  },
  read: (file) => ({ kind: 'tool', name: 'view', input: { path: file } }),
  shell: (command) => ({ kind: 'tool', name: 'bash', input: { command, description: 'a step of the skill' } }),
};

/**
 * Copilot CLI on Chat Completions (`COPILOT_PROVIDER_TYPE=openai`), told apart by `read_bash` and its documentation
 * tool.
 */
export const copilotWire: AgentWire = {
  ...chatWire(decodeCopilot, isCopilotRequest, () => copilotDialect, {}),
  // Its one key's provider is what COPILOT_PROVIDER_TYPE and _BASE_URL name, not the key's name.
  upstreamFromEnv: copilotUpstream,
};
