import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { readTrialFile } from '../util/trialFiles.js';
import { checkResults, ResultsSchemaError } from './schema.js';
import type { Results } from './types.js';

/** A results.json that cannot be used: not one, or one that breaks the schema. Exit 2. */
export class ResultsError extends Error {}

/**
 * A well-formed results.json written before caliper recorded how its model was reached (scripted or
 * real): its numbers cannot be matched with anything, so it is refused like a different era. Exit 3.
 */
export class ResultsRefusal extends ResultsError {}

/**
 * Far above any real run (a skill × backend row of 12 cases is about 5 KB, so 200 skills × 7 backends about 8 MB);
 * a larger file is refused unread.
 */
export const MAX_RESULTS_BYTES = 64 * 1024 * 1024;

/**
 * Read a results.json, given the file or the folder holding it, and check it strictly: it may come from
 * an artifact made by a job that ran pull-request code. Anything that is not one is refused in one line
 * that names the file and the JSON path.
 */
export function loadResults(where: string): Results {
  const file = existsSync(where) && statSync(where).isDirectory() ? path.join(where, 'results.json') : where;
  // It may be an artifact's file: read as a trial's files are (no link, no FIFO, bounded).
  const read = readTrialFile(path.dirname(file), path.basename(file), MAX_RESULTS_BYTES);
  if (read.kind === 'missing' || read.kind === 'dir')
    throw new ResultsError(`${file} does not exist. Pass a results.json written by caliper eval, or its folder.`);
  if (read.kind === 'refused')
    throw new ResultsError(
      `${file} was not read: ${read.reason}. Pass the results.json that caliper eval wrote, as a plain file.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(read.bytes.toString('utf8'));
  } catch (error) {
    throw new ResultsError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const v = value as {
    meta?: { era?: unknown; discipline?: unknown; modelSource?: unknown };
    results?: unknown;
  } | null;
  const missing = [
    typeof v?.meta?.era === 'string' ? undefined : 'meta.era',
    typeof v?.meta?.discipline === 'string' ? undefined : 'meta.discipline',
    Array.isArray(v?.results) ? undefined : 'results',
  ].filter((m): m is string => m !== undefined);
  if (missing.length > 0)
    throw new ResultsError(
      `${file} is not a caliper results.json (missing ` +
        `${missing.join(', ')}). Results without an era cannot be compared.`,
    );
  if (v?.meta?.modelSource === undefined) {
    throw new ResultsRefusal(
      `${file} does not record whether its numbers came from a real model or ` +
        `the scripted one (it predates meta.modelSource). Re-run that side ` +
        `with this caliper version.`,
    );
  }
  try {
    return checkResults(value);
  } catch (error) {
    if (error instanceof ResultsSchemaError)
      throw new ResultsError(`${file}: ${error.message}. This is not a results.json caliper wrote; refusing it.`);
    throw error;
  }
}
