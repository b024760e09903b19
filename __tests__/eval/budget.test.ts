import { Budget } from '../../src/eval/runner/budget.js';
import type { TrialRecord } from '../../src/results/types.js';

/** Only the fields the budget reads: a finished trial's key and what it used. */
function finished(key: string, tokens: number, costUsd: number): TrialRecord {
  return { key, usage: { inputTokens: tokens, outputTokens: 0, costUsd } } as unknown as TrialRecord;
}

describe('Budget', () => {
  test('a released trial gives its launch back, so --max-trials counts only trials that count', () => {
    const fresh = new Budget({ maxTrials: 2 });
    fresh.launch('a');
    fresh.launch('b');
    fresh.release('b');
    expect(fresh.exhausted()).toBeUndefined();
    fresh.launch('c');
    expect(fresh.exhausted()).toMatch(/--max-trials 2 reached/);
  });

  test('a released trial keeps the cost and tokens it really spent: --max-cost bounds money', () => {
    const budget = new Budget({ maxCostUsd: 1, maxTokens: 1000 });
    budget.launch('a');
    budget.spend(finished('a', 600, 0.6));
    budget.launch('b');
    budget.spend(finished('b', 100, 0.5));
    budget.release('b');
    expect(budget.exhausted()).toMatch(/--max-cost 1 USD reached/);
  });

  test('released tokens still count against --max-tokens', () => {
    const budget = new Budget({ maxTokens: 1000 });
    budget.launch('a');
    budget.spend(finished('a', 700, 0));
    budget.release('a');
    budget.launch('b');
    budget.spend(finished('b', 400, 0));
    expect(budget.exhausted()).toMatch(/--max-tokens 1000 reached/);
  });
});
