import { describe, expect, it } from '@jest/globals';
import { agentInputHash, type AgentPlan } from '../../../src/eval/replay/agentInput.js';

const plan = {
  skill: 'greeter',
  arm: 'skill',
  evalCase: { id: 'greet', prompt: 'Greet', checks: [] },
  spec: { sandbox: {} },
  installs: [{ name: 'greeter', sha256: 'a'.repeat(64) }],
  fixtures: [],
} as unknown as AgentPlan;
const run = { discipline: 'install-discover' as const, maxTurns: 30 };

describe('what a replayed trial must have given its agent as the recording did', () => {
  it('the discipline and the turns allowed count, as the prompt does; the checks do not', () => {
    const hash = agentInputHash(plan, run);
    expect(agentInputHash(plan, { ...run, discipline: 'explicit' })).not.toBe(hash);
    expect(agentInputHash(plan, { ...run, maxTurns: 5 })).not.toBe(hash);
    expect(agentInputHash({ ...plan, evalCase: { ...plan.evalCase, prompt: 'Greet twice' } }, run)).not.toBe(hash);
    expect(
      agentInputHash(
        { ...plan, evalCase: { ...plan.evalCase, checks: [{ kind: 'file_exists', path: 'x' }] } } as AgentPlan,
        run,
      ),
    ).toBe(hash);
  });
});
