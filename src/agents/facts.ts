import type { AgentFacts } from './agentFacts.js';
import { claudeCodeFacts } from './claude-code/facts.js';
import { codexFacts } from './codex/facts.js';
import { geminiCliFacts } from './gemini-cli/facts.js';
import { hermesFacts } from './hermes/facts.js';
import { copilotFacts } from './copilot/facts.js';
import { opencodeFacts } from './opencode/facts.js';
import { piFacts } from './pi/facts.js';

/**
 * What each agent CLI is (src/agents/<cli>/facts.ts), in the order the backends are listed: the part of
 * an agent `validate`, `owners` and the spec schema load, without the code that runs it (src/agents/index.ts).
 */
export const AGENT_FACTS = [
  claudeCodeFacts,
  codexFacts,
  piFacts,
  hermesFacts,
  opencodeFacts,
  geminiCliFacts,
  copilotFacts,
] as const;

export type AgentName = (typeof AGENT_FACTS)[number]['name'];

export const AGENT_NAMES: readonly AgentName[] = AGENT_FACTS.map((f) => f.name);

/** The backend a run uses when none is named. */
export const DEFAULT_AGENT: AgentName = 'claude-code';

const BY_NAME = new Map<string, AgentFacts<AgentName>>(AGENT_FACTS.map((f) => [f.name, f]));

export function factsOf(name: AgentName): AgentFacts<AgentName> {
  return BY_NAME.get(name)!;
}

/** An agent's facts by a name from outside (a flag, a spec): undefined when no agent has it. */
export function factsNamed(name: string): AgentFacts<AgentName> | undefined {
  return BY_NAME.get(name);
}
