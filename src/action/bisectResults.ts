import type { BisectReport } from '../bisect/bisect.js';
import { BisectReadError, readBisectReport } from '../bisect/readReport.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { adviceInput } from './adviceInput.js';

/**
 * Input `bisect-results`: the bisect.json files of other jobs (the reusable workflow's eval jobs, from
 * their artifacts), for the report stage to put each finding under its regressed row. They are data
 * from jobs that ran the PR's code: each is checked field by field (src/bisect/readReport.ts), and one
 * that is not a bisect.json is left out with a warning naming the file and the field, never failing
 * the report: a finding is advice, the rows are the verdict.
 */
export function bisectResultsInput(rt: ActionRuntime, workspace: string): BisectReport[] {
  return adviceInput(rt, workspace, 'bisect-results', readBisectReport, BisectReadError);
}
