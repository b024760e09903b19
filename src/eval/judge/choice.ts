import type { ModelChoice } from '../runner/options.js';
import { anthropicJudge } from './anthropic.js';
import { scriptedJudge } from './scripted.js';
import type { Judge } from './types.js';

/** The judge model when CALIPER_JUDGE_MODEL does not name one. */
export const DEFAULT_JUDGE_MODEL = 'claude-haiku-4-5';

/**
 * The run's judge: the scripted one with the scripted model; with a real model, Anthropic's Messages API
 * (CALIPER_JUDGE_MODEL, CALIPER_JUDGE_BASE_URL, key ANTHROPIC_API_KEY), or none without a key, which
 * makes each judge check a harness error saying what to set.
 */
export function judgeFor(model: ModelChoice, env: NodeJS.ProcessEnv): Judge | undefined {
  if (model.kind === 'scripted') return scriptedJudge;
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) return undefined;
  return anthropicJudge({ baseUrl: env.CALIPER_JUDGE_BASE_URL || 'https://api.anthropic.com', apiKey, model: env.CALIPER_JUDGE_MODEL || DEFAULT_JUDGE_MODEL });
}
