import path from 'node:path';
import type { ActionRuntime } from '../toolkit/core.js';
import { inputFiles } from './resultsInput.js';

/**
 * An input naming other jobs' advice files (bisect.json, suggestion.json), from their artifacts: data from jobs that
 * ran the PR's code, each read by `read`, which checks it field by field and throws a `Refusal` naming the file and
 * the field. A file it refuses is left out with a warning, never failing the report: advice is not a gate.
 */
export function adviceInput<T>(
  rt: ActionRuntime,
  workspace: string,
  input: string,
  read: (file: string) => T,
  Refusal: abstract new (...args: never[]) => Error,
): T[] {
  const raw = rt.input(input);
  if (raw.trim() === '') return [];
  const advice: T[] = [];
  for (const file of inputFiles(workspace, raw)) {
    try {
      advice.push(read(file));
    } catch (error) {
      const why = error instanceof Refusal ? error.message : `${file}: ${(error as Error).message}`;
      rt.annotate('warning', `input "${input}": ${why.replace(`${workspace}${path.sep}`, '')}; left out`, {});
    }
  }
  return advice;
}
