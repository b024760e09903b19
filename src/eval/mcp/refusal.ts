import { AGENTS, agentOf } from '../../agents/index.js';
import type { TrialPlan } from '../runner/trialPlan.js';

/** The backends caliper gives MCP servers to (their agent has `mcp`), for a message. */
export const MCP_BACKENDS = (): string[] => AGENTS.filter((a) => a.mcp).map((a) => a.name);

/**
 * Why a run cannot start its trials as planned, naming the spec: a case with MCP servers on a backend
 * whose CLI caliper does not give them to. Undefined when every trial can have its servers. Checked before any
 * trial runs: such a trial would otherwise run without its tools, and its `mcp_call` checks say nothing about the
 * skill.
 */
export function mcpRefusal(trials: readonly Pick<TrialPlan, 'spec' | 'evalCase' | 'backend'>[]): string | undefined {
  for (const { spec, evalCase, backend } of trials) {
    const servers = Object.entries(evalCase.mcp ?? {});
    if (servers.length === 0) continue;
    const where = `${spec.file}: case ${evalCase.id}`;
    const agent = agentOf(backend);
    if (!agent.mcp) {
      return (
        `${where} gives the agent MCP servers (\`mcp:\`), and caliper cannot ` +
        `give them to ${agent.facts.cli} ` +
        `(${backend})${agent.facts.noMcp ? `, because ${agent.facts.noMcp}` : ''}: ` +
        `MCP servers run on ${MCP_BACKENDS().join(', ')}. Leave ${backend} out ` +
        `(--backend, or the spec's \`backends:\`), or the case out (--cases).`
      );
    }
  }
  return undefined;
}
