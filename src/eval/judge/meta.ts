import type { RunMeta, TrialRecord } from '../../results/types.js';
import type { TrialPlan } from '../runner/trialPlan.js';
import type { Check } from '../spec/types.js';
import { PROMPT_TEMPLATE_HASH } from './prompt.js';
import type { Judge } from './types.js';

/** The run's judge, from its judged trials: who judged, its prompt template, and the vote counts asked for. */
export function judgeMeta(records: readonly TrialRecord[]): Pick<RunMeta, 'judge'> {
  const judged = records.flatMap((r) => r.checks.flatMap((c) => (c.judge ? [c.judge] : [])));
  const first = judged[0];
  if (!first) return {};
  const votes = [...new Set(judged.map((j) => j.votes.length))].sort((a, b) => a - b);
  return { judge: { provider: first.provider, model: first.model, promptTemplate: first.promptTemplate, votes } };
}

/** Whether a check is, or negates, a judge check. */
export function isJudged(check: Check): boolean {
  return check.kind === 'judge' || (check.kind === 'not' && isJudged(check.check));
}

/**
 * Who judges these trials, as cache keys and the journal's fingerprint name it: a trial judged by one
 * judge never stands in for one another judge would grade. Undefined when none of them is judged, so
 * every other key stays as it was.
 */
export function judgeIdentity(plans: readonly TrialPlan[], judge: Judge | undefined): string | undefined {
  if (!plans.some((p) => p.evalCase.checks.some(isJudged))) return undefined;
  return judge ? `${judge.identity.provider}:${judge.identity.model}:${PROMPT_TEMPLATE_HASH}` : 'none';
}
