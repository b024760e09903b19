import type { CaseSummary } from '../../src/results/types.js';

/** An execution case's summary with only its counts set: what the lift's tests pair by id. */
export const executionCase = (id: string, passes: number, trials: number, errors = 0): CaseSummary => ({
  id,
  role: 'execution',
  trials,
  errors,
  activations: 0,
  passes,
  checks: [],
  tokens: { input: 0, output: 0 },
  costUsd: undefined,
});
