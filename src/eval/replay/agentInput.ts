import { createHash } from 'node:crypto';
import { hashFiles } from '../sandbox/installableFiles.js';
import type { Discipline } from '../../results/types.js';
import type { TrialPlan } from '../runner/trialPlan.js';

/** What of a trial's plan reaches its agent. */
export type AgentPlan = Pick<TrialPlan, 'skill' | 'arm' | 'evalCase' | 'spec' | 'installs' | 'fixtures'>;

/**
 * The hash of what a trial's agent is given: how its skills reach it (the discipline) and how many turns
 * it may take, its prompt and follow-up turns, its time, the skills installed and the fixtures copied.
 * Not its checks: a recording answers the agent, and checks edited since it was made are graded on
 * what the agent did then (that is what a replay is for).
 */
export function agentInputHash(plan: AgentPlan, run: { discipline: Discipline; maxTurns: number }): string {
  const c = plan.evalCase;
  const given = {
    discipline: run.discipline,
    maxTurns: run.maxTurns,
    skill: plan.skill,
    arm: plan.arm,
    prompt: c.prompt,
    turns: c.turns ?? [],
    timeoutSeconds: c.timeoutSeconds ?? plan.spec.sandbox.timeoutSeconds ?? null,
    installs: plan.installs.map((i) => [i.name, i.sha256]),
    fixtures: hashFiles(plan.fixtures),
  };
  return createHash('sha256').update(JSON.stringify(given)).digest('hex');
}
