import type { ModelChoice } from '../runner/options.js';
import type { Check } from '../spec/types.js';
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

/**
 * Why a run whose plan has judge checks cannot grade them, said before any agent runs (every trial would
 * be paid for and then end in a harness error): no judge without a key, and none to replay.
 */
export function judgeUnavailable(model: ModelChoice, env: NodeJS.ProcessEnv, checks: Iterable<Check>): string | undefined {
  if (![...checks].some(isJudged)) return undefined;
  if (model.kind === 'real' && model.tape?.mode === 'replay') return 'the plan has judge checks, and a replay calls no model: a judge is one. Replay specs without judge checks, or run them live';
  if (!judgeFor(model, env)) return 'the plan has judge checks and no judge is configured for a real-model run: set ANTHROPIC_API_KEY (and CALIPER_JUDGE_MODEL for another model than the default), or run with --scripted-model';
  return undefined;
}

function isJudged(check: Check): boolean {
  return check.kind === 'judge' || (check.kind === 'not' && isJudged(check.check));
}
