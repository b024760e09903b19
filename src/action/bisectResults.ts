import path from 'node:path';
import type { BisectReport } from '../bisect/bisect.js';
import { BisectReadError, readBisectReport } from '../bisect/readReport.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { inputFiles } from './resultsInput.js';

/**
 * Input `bisect-results`: the bisect.json files of other jobs (the reusable workflow's eval jobs, from
 * their artifacts), for the report stage to put each finding under its regressed row. They are data
 * from jobs that ran the PR's code: each is checked field by field (src/bisect/readReport.ts), and one
 * that is not a bisect.json is left out with a warning naming the file and the field, never failing
 * the report: a finding is advice, the rows are the verdict.
 */
export function bisectResultsInput(rt: ActionRuntime, workspace: string): BisectReport[] {
  const raw = rt.input('bisect-results');
  if (raw.trim() === '') return [];
  const reports: BisectReport[] = [];
  for (const file of inputFiles(workspace, raw)) {
    try {
      reports.push(readBisectReport(file));
    } catch (error) {
      const why = error instanceof BisectReadError ? error.message : `${file}: ${(error as Error).message}`;
      rt.annotate('warning', `input "bisect-results": ${why.replace(`${workspace}${path.sep}`, '')}; left out`, {});
    }
  }
  return reports;
}
