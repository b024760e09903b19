import { Budget } from '../../../src/eval/runner/budget.js';
import { judgeIdentity, judgeMeta } from '../../../src/eval/judge/meta.js';
import type { Judge } from '../../../src/eval/judge/types.js';
import type { TrialPlan } from '../../../src/eval/runner/trialPlan.js';
import type { Check } from '../../../src/eval/spec/types.js';
import { cacheKey } from '../../../src/results/cache/resultCache.js';
import { mergeResults } from '../../../src/results/merge.js';
import { runSpend } from '../../../src/results/spend/spend.js';
import { PROMPT_TEMPLATE_HASH } from '../../../src/eval/judge/prompt.js';
import { compareResults } from '../../../src/results/compare/compare.js';
import { checkResults } from '../../../src/results/schema.js';
import type { CheckResult, TrialRecord } from '../../../src/results/types.js';
import { makeResults } from '../../helpers/results.js';

const judged = (tokens: number, costUsd: number | undefined, votes = 3, model = 'claude-haiku-4-5'): CheckResult => ({
  label: 'judge: output ~ x',
  status: 'pass',
  judge: {
    provider: 'anthropic',
    model,
    promptTemplate: PROMPT_TEMPLATE_HASH,
    votes: Array.from({ length: votes }, () => ({ verdict: 'pass' as const, reason: 'ok' })),
    excerpt: 'x',
    truncated: false,
    usage: { inputTokens: tokens, outputTokens: 0, costUsd },
  },
});
const record = (key: string, agentTokens: number, checks: CheckResult[]) =>
  ({ key, usage: { inputTokens: agentTokens, outputTokens: 0, costUsd: 0 }, checks }) as unknown as TrialRecord;

describe("a judge's calls are spent by the trial that asked for them", () => {
  it('count toward --max-tokens and --max-cost', () => {
    const tokens = new Budget({ maxTokens: 1000 });
    tokens.launch('a');
    tokens.spend(record('a', 400, [judged(700, undefined)]));
    expect(tokens.exhausted()).toMatch(/--max-tokens 1000 reached/);
    const cost = new Budget({ maxCostUsd: 1 });
    cost.launch('a');
    cost.spend(record('a', 10, [judged(10, 0.6), judged(10, 0.5)]));
    expect(cost.exhausted()).toMatch(/--max-cost 1 USD reached/);
    const without = new Budget({ maxTokens: 1000 });
    without.spend(record('a', 400, [{ label: 'file_exists: x', status: 'pass' }]));
    expect(without.exhausted()).toBeUndefined();
  });
});

describe('results meta: the judge', () => {
  it('is who judged, its prompt template and the vote counts asked for; absent when nothing was judged', () => {
    expect(
      judgeMeta([record('a', 0, [judged(0, 0, 3)]), record('b', 0, [judged(0, 0, 1), { label: 'x', status: 'fail' }])]),
    ).toEqual({
      judge: { provider: 'anthropic', model: 'claude-haiku-4-5', promptTemplate: PROMPT_TEMPLATE_HASH, votes: [1, 3] },
    });
    expect(judgeMeta([record('a', 0, [{ label: 'x', status: 'pass' }])])).toEqual({});
  });

  it('survives results.json being read back, and a malformed one is refused', () => {
    const judge = {
      provider: 'scripted' as const,
      model: 'scripted',
      promptTemplate: PROMPT_TEMPLATE_HASH,
      votes: [3],
    };
    const results = makeResults([{ skill: 'a', activated: 3, trials: 3 }], { judge });
    expect(checkResults(JSON.parse(JSON.stringify(results))).meta.judge).toEqual(judge);
    expect(() =>
      checkResults(
        JSON.parse(
          JSON.stringify(
            makeResults([{ skill: 'a', activated: 3, trials: 3 }], {
              judge: { ...judge, provider: 'oracle' as never },
            }),
          ),
        ),
      ),
    ).toThrow(/judge\.provider/);
  });

  it(
    'compare refuses to mix judges (provider, model or prompt template), ' +
      'and compares runs judged alike or one side unjudged',
    () => {
      const rows = [{ skill: 'a', activated: 3, trials: 3 }];
      const judge = {
        provider: 'anthropic' as const,
        model: 'claude-haiku-4-5',
        promptTemplate: PROMPT_TEMPLATE_HASH,
        votes: [3],
      };
      const side = (j?: typeof judge) => makeResults(rows, j ? { judge: j } : {});
      expect(compareResults(side(judge), side({ ...judge, votes: [1] })).kind).not.toBe('refused');
      expect(compareResults(side(), side(judge)).kind).not.toBe('refused');
      for (const other of [
        { ...judge, model: 'claude-opus-5-5' },
        { ...judge, provider: 'scripted' as const, model: 'scripted' },
        { ...judge, promptTemplate: 'f'.repeat(64) },
      ]) {
        const outcome = compareResults(side(judge), side(other as typeof judge));
        expect(outcome).toMatchObject({ kind: 'refused' });
        expect((outcome as { reason: string }).reason).toMatch(/different judges/);
      }
    },
  );
});

describe('who judged is part of how a trial was measured: cache keys and the journal name it', () => {
  const plan = (checks: Check[]) => ({ evalCase: { id: 'c', prompt: 'p', checks } }) as unknown as TrialPlan;
  const judgeCheck: Check = { kind: 'judge', rubric: 'r', on: { kind: 'output' }, votes: 3, maxChars: 100 };
  const model = (m: string): Judge => ({
    identity: { provider: 'anthropic', model: m },
    complete: async () => ({ ok: false, reason: 'unused' }),
  });

  it('a judged group keys on the judge (a negated judge check too); an unjudged one keeps the key it had', () => {
    expect(judgeIdentity([plan([{ kind: 'file_exists', path: 'x' }])], model('a'))).toBeUndefined();
    expect(judgeIdentity([plan([judgeCheck])], model('a'))).toBe(`anthropic:a:${PROMPT_TEMPLATE_HASH}`);
    expect(judgeIdentity([plan([{ kind: 'not', check: judgeCheck }])], model('b'))).toBe(
      `anthropic:b:${PROMPT_TEMPLATE_HASH}`,
    );
    expect(judgeIdentity([plan([judgeCheck])], undefined)).toBe('none');
    const key = (judge?: string) =>
      cacheKey({
        era: 'e',
        discipline: 'd',
        backend: 'claude-code',
        backendVersion: '1',
        model: 'm',
        trials: 'fixed:3',
        fingerprint: 'f',
        ...(judge !== undefined && { judge }),
      });
    expect(key(judgeIdentity([plan([judgeCheck])], model('a')))).not.toBe(
      key(judgeIdentity([plan([judgeCheck])], model('b'))),
    );
    expect(key(judgeIdentity([plan([{ kind: 'file_exists', path: 'x' }])], model('a')))).toBe(key());
  });
});

describe('caliper merge keeps the one judge of its shards', () => {
  const judge = {
    provider: 'anthropic' as const,
    model: 'claude-haiku-4-5',
    promptTemplate: PROMPT_TEMPLATE_HASH,
    votes: [3],
  };
  it('whichever shard holds the judged skills; two judges are refused', () => {
    const plain = { name: 'shard-1', results: makeResults([{ skill: 'a', activated: 3, trials: 3 }]) };
    const judged = {
      name: 'shard-2',
      results: makeResults([{ skill: 'b', activated: 3, trials: 3 }], { judge: { ...judge, votes: [1, 3] } }),
    };
    const merged = mergeResults([
      plain,
      judged,
      {
        name: 'shard-3',
        results: makeResults([{ skill: 'c', activated: 3, trials: 3 }], { judge: { ...judge, votes: [5] } }),
      },
    ]);
    expect(merged).toMatchObject({ kind: 'merged', results: { meta: { judge: { ...judge, votes: [1, 3, 5] } } } });
    const other = {
      name: 'shard-3',
      results: makeResults([{ skill: 'c', activated: 3, trials: 3 }], {
        judge: { ...judge, model: 'claude-opus-5-5' },
      }),
    };
    expect(mergeResults([plain, judged, other])).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/^refusing to merge shard-3 with shard-2: they were judged by different judges/),
    });
  });
});

describe("a run's spend counts its judges' calls", () => {
  it("tokens and cost of each judge check are the trial's; a judge of unknown price makes the trial unpriced", () => {
    const r = (checks: CheckResult[]) =>
      ({
        ...record('a', 100, checks),
        attempts: 1,
        backend: 'claude-code',
        usage: { inputTokens: 100, outputTokens: 10, costUsd: 0.5 },
      }) as unknown as TrialRecord;
    expect(runSpend([r([judged(700, 0.25)])], false)).toMatchObject({
      inputTokens: 800,
      outputTokens: 10,
      costUsd: 0.75,
      unpricedRuns: 0,
    });
    expect(runSpend([r([judged(700, undefined)])], false)).toMatchObject({ inputTokens: 800, unpricedRuns: 1 });
    expect(runSpend([r([])], false)).toMatchObject({ inputTokens: 100, costUsd: 0.5, unpricedRuns: 0 });
  });
});
