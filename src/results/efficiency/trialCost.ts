import type { TrialCost, TrialRecord } from '../types.js';

/**
 * What a graded trial used, as its case summary keeps it. A CLI that reports no tokens leaves both counts
 * at 0, which no model call gives: that is "not reported", never "none used". A replay's trials called
 * no model, so their wall time says nothing about one.
 */
export function trialCost(r: TrialRecord): TrialCost {
  const tokens = r.usage.inputTokens + r.usage.outputTokens;
  return {
    passed: r.outcome === 'pass',
    ...(r.task !== undefined && { task: r.task === 'pass' }),
    ...(tokens > 0 && { tokens }),
    ...(r.usage.turns !== undefined && r.usage.turns > 0 && { turns: r.usage.turns }),
    ...(!r.usage.replayed && { durationMs: r.durationMs }),
    ...(r.usage.costUsd !== undefined && { costUsd: r.usage.costUsd }),
  };
}
