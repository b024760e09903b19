import type { RunMeta, TrialRecord } from '../../results/types.js';

/** The run's judge, from its judged trials: who judged, its prompt template, and the vote counts asked for. */
export function judgeMeta(records: readonly TrialRecord[]): Pick<RunMeta, 'judge'> {
  const judged = records.flatMap((r) => r.checks.flatMap((c) => (c.judge ? [c.judge] : [])));
  const first = judged[0];
  if (!first) return {};
  const votes = [...new Set(judged.map((j) => j.votes.length))].sort((a, b) => a - b);
  return { judge: { provider: first.provider, model: first.model, promptTemplate: first.promptTemplate, votes } };
}
