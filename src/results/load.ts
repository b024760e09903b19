import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Results } from './types.js';

export class ResultsError extends Error {}

/** Read a results.json, given the file or the folder holding it; refuse anything that is not one. */
export function loadResults(where: string): Results {
  const file = existsSync(where) && statSync(where).isDirectory() ? path.join(where, 'results.json') : where;
  if (!existsSync(file)) throw new ResultsError(`${file} does not exist. Pass a results.json written by caliper eval, or its folder.`);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ResultsError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const v = value as Partial<Results> | null;
  const missing = [
    typeof v?.meta?.era === 'string' ? undefined : 'meta.era',
    typeof v?.meta?.discipline === 'string' ? undefined : 'meta.discipline',
    Array.isArray(v?.results) ? undefined : 'results',
  ].filter((m): m is string => m !== undefined);
  if (missing.length > 0) throw new ResultsError(`${file} is not a caliper results.json (missing ${missing.join(', ')}). Results without an era cannot be compared.`);
  return v as Results;
}
