import type { Agent } from './agent.js';
import { claudeCode } from './claude-code/index.js';
import { codex } from './codex/index.js';
import { copilot } from './copilot/index.js';
import { AGENT_NAMES, type AgentName } from './facts.js';
import { geminiCli } from './gemini-cli/index.js';
import { hermes } from './hermes/index.js';
import { opencode } from './opencode/index.js';
import { pi } from './pi/index.js';

/**
 * Every agent CLI caliper runs, whole (src/agents/<name>/index.ts), in the order of their facts
 * (src/agents/facts.ts, the light registry `validate` reads). The contract test holds the two in step.
 */
export const AGENTS: readonly Agent[] = [claudeCode, codex, pi, hermes, opencode, geminiCli, copilot];

const BY_NAME = new Map<string, Agent>(AGENTS.map((a) => [a.name, a]));

/** The agent a name from outside (a flag, a spec, an input) names; undefined when none has it. */
export function agentNamed(name: string): Agent | undefined {
  return BY_NAME.get(name);
}

/** The agent of a name already checked (a spec's, a result's). */
export function agentOf(name: AgentName): Agent {
  return BY_NAME.get(name)!;
}

export { AGENT_NAMES };
export type { Agent, AgentName };
