import type { ModelChoice } from '../runner/options.js';
import type { Check } from '../spec/types.js';
import { unrecordedJudgeCalls } from '../replay/judgeTape.js';
import { anthropicJudge } from './anthropic.js';
import { isJudged } from './meta.js';
import { scriptedJudge } from './scripted.js';
import type { Judge } from './types.js';

/** The judge model when CALIPER_JUDGE_MODEL does not name one. */
export const DEFAULT_JUDGE_MODEL = 'claude-haiku-4-5';

/**
 * The run's judge: the scripted one with the scripted model; with a real model, Anthropic's Messages API
 * (CALIPER_JUDGE_MODEL, CALIPER_JUDGE_BASE_URL, key ANTHROPIC_API_KEY), or none without a key, which
 * makes each judge check a harness error saying what to set. A replay's judge is each trial's recording
 * (src/eval/replay/judgeTape.ts), which its tape puts in; this one only names it, and reaches nothing.
 */
export function judgeFor(model: ModelChoice, env: NodeJS.ProcessEnv): Judge | undefined {
  if (model.kind === 'scripted') return scriptedJudge;
  if (model.tape?.mode === 'replay') return REPLAYED_JUDGE;
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) return undefined;
  return anthropicJudge({
    baseUrl: env.CALIPER_JUDGE_BASE_URL || 'https://api.anthropic.com',
    apiKey,
    model: env.CALIPER_JUDGE_MODEL || DEFAULT_JUDGE_MODEL,
  });
}

/** The run-wide name of a replay's judge (cache keys, the journal), before any trial's recording is read. */
const REPLAYED_JUDGE: Judge = {
  identity: { provider: 'replay', model: 'recorded' },
  complete: async () => ({
    ok: false,
    reason: "caliper replay: this trial's judge calls were not read from its recording",
  }),
};

/**
 * Why a run whose plan has judge checks cannot grade them, said before any agent runs (every trial would
 * be paid for and then end in a harness error): no judge without a key, and, replaying, a recording
 * that kept no judge calls (made before caliper kept them).
 */
export function judgeUnavailable(
  model: ModelChoice,
  env: NodeJS.ProcessEnv,
  trials: readonly { key: string; evalCase: { checks: readonly Check[] } }[],
): string | undefined {
  const judged = trials.filter((t) => t.evalCase.checks.some(isJudged));
  if (judged.length === 0) return undefined;
  if (model.kind === 'real' && model.tape?.mode === 'replay')
    return unrecordedJudgeCalls(
      model.tape.dir,
      judged.map((t) => t.key),
    );
  if (!judgeFor(model, env))
    return (
      'the plan has judge checks and no judge is configured for a real-model ' +
      'run: set ANTHROPIC_API_KEY (and CALIPER_JUDGE_MODEL for another model ' +
      'than the default), or run with --scripted-model'
    );
  return undefined;
}
