import { rowEfficiency } from '../../src/results/efficiency/compareEfficiency.js';
import { figureOf, ownOutcome } from '../../src/results/efficiency/figures.js';
import { stratifiedRankTest } from '../../src/results/efficiency/rankTest.js';
import { trialCost } from '../../src/results/efficiency/trialCost.js';
import type { CaseSummary, SkillBackendResult, TrialCost, TrialRecord } from '../../src/results/types.js';
import { executionCase, makeResults } from '../helpers/results.js';

function caseOf(id: string, runs: TrialCost[]): CaseSummary {
  return executionCase({ id, trials: runs.length, passes: runs.filter((r) => r.passed).length, runs });
}

function rowOf(cases: CaseSummary[]): SkillBackendResult {
  return { ...makeResults([{ skill: 'pdf', activated: 0, trials: 0 }]).results[0]!, cases };
}

const usedTokens = (...tokens: number[]): TrialCost[] => tokens.map((t) => ({ passed: true, tokens: t }));

describe('an arm’s figures: the mean over cases of each case’s mean', () => {
  it('leaves out a case with no values of the measure, and per passing run a case none of whose runs passed', () => {
    const cases = [
      caseOf('passed', [{ passed: true, tokens: 100 }]),
      caseOf('failed', [{ passed: false, tokens: 300 }]),
      caseOf('unreported', [{ passed: true }]),
    ];
    expect(figureOf(cases, 'tokens', ownOutcome)).toEqual({ perRun: 200, perPassingRun: 100 });
  });
});

describe('a row’s efficiency, base → head', () => {
  it('pairs each case with the head’s case of the same id, whatever their order', () => {
    const base = rowOf([caseOf('a', usedTokens(100)), caseOf('b', usedTokens(100)), caseOf('c', usedTokens(100))]);
    const head = rowOf([caseOf('c', usedTokens(600)), caseOf('a', usedTokens(100)), caseOf('b', usedTokens(200))]);
    const tokensPerRun = rowEfficiency(base, head)!.changes.find((c) => c.measure === 'tokens' && c.per === 'run');
    expect(tokensPerRun).toMatchObject({ between: 'base → head', from: 100, to: 300 });
  });

  it('a head that recorded usage has figures though the base has none; with neither, there is nothing', () => {
    const head = rowOf([caseOf('a', usedTokens(100))]);
    expect(rowEfficiency(undefined, head)).toEqual({
      head: { with: { tokens: { perRun: 100, perPassingRun: 100 } } },
      changes: [],
    });
    expect(rowEfficiency(undefined, undefined)).toBeUndefined();
  });
});

describe('the stratified rank test’s smallest attainable p-values', () => {
  it('three runs a side: 1/20 either way, the most extreme split of six values', () => {
    const t = stratifiedRankTest([{ from: [1, 2, 3], to: [4, 5, 6] }])!;
    expect(t.less.minAttainable).toBeCloseTo(0.05, 12);
    expect(t.more.minAttainable).toBeCloseTo(0.05, 12);
  });
});

describe('what a graded trial used, as its case summary keeps it', () => {
  const record = (usage: TrialRecord['usage']) =>
    ({ outcome: 'pass', usage, durationMs: 1234 }) as unknown as TrialRecord;

  it('keeps the wall time of a trial that called a model, and none of a replayed one', () => {
    expect(trialCost(record({ inputTokens: 10, outputTokens: 5, costUsd: undefined }))).toEqual({
      passed: true,
      tokens: 15,
      durationMs: 1234,
    });
    expect(trialCost(record({ inputTokens: 10, outputTokens: 5, costUsd: undefined, replayed: true }))).toEqual({
      passed: true,
      tokens: 15,
    });
  });
});
