import type { Selection, Sizing } from '../eval/runner/runEval.js';
import { DEFAULT_SEQUENTIAL } from '../results/sequential.js';
import { InputError, parseBoolean, parseDetect, parseList, parseOptionalInt, parseOptionalNumber } from './inputs.js';

/**
 * What the eval stage's inputs say to plan: the skills, cases and shard, the baseline; the trials (a number, auto or
 * detect) and the budget.
 */
export interface PlanInputs {
  selection: Pick<Selection, 'skills' | 'cases' | 'shard' | 'baseline'>;
  sizing: Pick<Sizing, 'trials' | 'sequential' | 'detect' | 'budget'>;
}

export function planInputs(input: (name: string) => string): PlanInputs {
  const skills = parseList(input('skills'));
  const cases = parseList(input('cases'));
  const auto = /^auto(?::(\d+))?$/.exec(input('trials').trim());
  const trials = auto ? undefined : parseOptionalInt(input('trials'), 'trials');
  const detect = parseDetect(input('detect'), input('trials'));
  const jobs = parseOptionalInt(input('matrix-jobs'), 'matrix-jobs');
  const maxTrials = parseOptionalInt(input('max-trials'), 'max-trials');
  const maxTokens = parseOptionalInt(input('max-tokens'), 'max-tokens');
  const maxCostUsd = parseOptionalNumber(input('max-cost'), 'max-cost');
  const shardInput = input('shard').trim();
  const shardMatch = /^(\d+)\/(\d+)$/.exec(shardInput);
  if (
    shardInput !== '' &&
    (!shardMatch || Number(shardMatch[1]) < 1 || Number(shardMatch[1]) > Number(shardMatch[2]))
  ) {
    throw new InputError(`input "shard" must be I/N with 1 <= I <= N, not "${shardInput}"`);
  }
  const baseline = parseBoolean(input('baseline'), 'baseline');
  const selection = {
    ...(shardMatch && { shard: { index: Number(shardMatch[1]), count: Number(shardMatch[2]) } }),
    ...(skills.length > 0 && { skills }),
    ...(baseline && { baseline: true }),
    ...(cases.length > 0 && { cases }),
  };
  const sizing = {
    ...(trials !== undefined && { trials }),
    ...(auto && { sequential: { ...DEFAULT_SEQUENTIAL, ...(auto[1] && { maxTrials: Number(auto[1]) }) } }),
    ...(detect !== undefined && { detect: { points: detect, ...(jobs !== undefined && { jobs }) } }),
    budget: {
      ...(maxTrials !== undefined && { maxTrials }),
      ...(maxTokens !== undefined && { maxTokens }),
      ...(maxCostUsd !== undefined && { maxCostUsd }),
    },
  };
  return { selection, sizing };
}
