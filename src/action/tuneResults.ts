import type { TuneSuggestion } from '../report/tuneSuggestion.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { readTuneSuggestion, TuneReadError } from '../tune/readSuggestion.js';
import { adviceInput } from './adviceInput.js';

/**
 * Input `tune-results`: the suggestion.json files of other jobs (the reusable workflow's eval jobs, from
 * their artifacts), for the report stage to offer in the comment and on the `description:` line. They are
 * data from jobs that ran the PR's code: each is checked field by field (src/tune/readSuggestion.ts), and
 * one that is not a suggestion.json is left out with a warning naming the file and the field, never
 * failing the report: a suggestion is advice, not a gate.
 */
export function tuneResultsInput(rt: ActionRuntime, workspace: string): TuneSuggestion[] {
  return adviceInput(rt, workspace, 'tune-results', readTuneSuggestion, TuneReadError);
}
