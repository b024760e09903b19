import type { RequestProfiles } from '../../src/results/spend/requestProfiles.js';
import { runEstimate } from '../../src/results/spend/runEstimate.js';
import { runSpend, sumSpend } from '../../src/results/spend/spend.js';
import type { CheckResult, Usage } from '../../src/results/types.js';
import { trialRecord } from '../helpers/results.js';

const trial = trialRecord;

const judged = (usage: Usage): CheckResult =>
  ({ label: 'judge: tidy', status: 'pass', judge: { usage } }) as unknown as CheckResult;

describe("a judged trial's spend", () => {
  const agent = { inputTokens: 1000, outputTokens: 100, costUsd: 0.5 };

  it('a judge that used tokens and has no price makes the trial one of unknown cost', () => {
    const spend = runSpend(
      [trial({ usage: agent, checks: [judged({ inputTokens: 100, outputTokens: 100, costUsd: undefined })] })],
      false,
    );
    expect(spend).toMatchObject({ inputTokens: 1100, outputTokens: 200, costUsd: 0.5, unpricedRuns: 1 });
  });

  it('a priced judge adds its cost, and leaves no run of unknown cost', () => {
    const spend = runSpend(
      [trial({ usage: agent, checks: [judged({ inputTokens: 100, outputTokens: 100, costUsd: 0.25 })] })],
      false,
    );
    expect(spend).toMatchObject({ costUsd: 0.75, unpricedRuns: 0 });
  });
});

describe('a trial that never reached a model', () => {
  it('with no tokens and no cost (its CLI did not start) is not a run of unknown cost, one with tokens is', () => {
    const none = { inputTokens: 0, outputTokens: 0, costUsd: undefined };
    expect(runSpend([trial({ usage: none })], false)).toMatchObject({ agentRuns: 1, unpricedRuns: 0 });
    const unpriced = { inputTokens: 0, outputTokens: 1, costUsd: undefined };
    expect(runSpend([trial({ usage: unpriced })], false)).toMatchObject({ agentRuns: 1, unpricedRuns: 1 });
  });
});

describe("a matrix's shards' spend added up", () => {
  it("gives each backend its own shards' totals", () => {
    const claude = runSpend([trial({ usage: { inputTokens: 100, outputTokens: 10, costUsd: 0.5 } })], false);
    const codex = runSpend(
      [trial({ backend: 'codex', attempts: 2, usage: { inputTokens: 40, outputTokens: 4, costUsd: 0.2 } })],
      false,
    );
    expect(sumSpend([claude, codex, claude])!.byBackend).toEqual([
      { backend: 'claude-code', agentRuns: 2, inputTokens: 200, outputTokens: 20, costUsd: 1, unpricedRuns: 0 },
      { backend: 'codex', agentRuns: 2, inputTokens: 40, outputTokens: 4, costUsd: 0.2, unpricedRuns: 0 },
    ]);
  });
});

describe('what one run may cost, priced at a model other than the CLI’s default', () => {
  const profiles: RequestProfiles = {
    command: 'x',
    charsPerToken: 4,
    cases: ['a'],
    clis: {
      hermes: {
        version: '1',
        api: 'openai-chat',
        defaultModel: 'my-private-model',
        defaultModelSource: 'test',
        estimateModel: 'claude-sonnet-5',
        estimateModelWhy: 'my-private-model has no price in the table',
        outputBudget: null,
        trials: [{ case: 'a', calls: [{ input: 10_000, cachedPrefix: 0 }] }],
      },
    },
  };

  it('says why when it is priced at the estimate model', () => {
    const r = runEstimate('hermes', undefined, profiles);
    if (!r.ok) throw new Error(r.reason);
    expect(r.estimate).toMatchObject({ model: 'claude-sonnet-5', why: 'my-private-model has no price in the table' });
  });

  it('says nothing of it when --model names the model', () => {
    const r = runEstimate('hermes', 'claude-opus-5-5', profiles);
    if (!r.ok) throw new Error(r.reason);
    expect(r.estimate.model).toBe('claude-opus-5-5');
    expect(r.estimate).not.toHaveProperty('why');
  });
});
