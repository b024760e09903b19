import { mkdirSync, writeFileSync } from 'node:fs';
import type { HistoryPoint } from '../../results/history/history.js';
import path from 'node:path';
import { buildReport, type ReportSide } from './buildReport.js';
import { renderReport } from './render.js';

export const REPORT_FILE = 'report.html';

/**
 * Write report.html beside a results.json (with `base`, compared with it). Never throws: a report that
 * cannot be drawn must not cost the run its results; the problem comes back as a line to print.
 */
export function writeReportBeside(headResults: string, baseResults?: string): { file: string } | { problem: string } {
  return writeReport(
    path.join(path.dirname(headResults), REPORT_FILE),
    { path: headResults, label: 'head' },
    baseResults ? { path: baseResults, label: 'base' } : undefined,
  );
}

/** Write the report of `head` (one run or its shards), with `base` compared with it, to `file`. Never throws. */
export function writeReport(
  file: string,
  head: ReportSide,
  base?: ReportSide,
  history: readonly HistoryPoint[] = [],
): { file: string } | { problem: string } {
  try {
    const html = renderReport(buildReport(head, base, history));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    return { file };
  } catch (error) {
    return { problem: `${path.basename(file)} not written: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The job summary's line pointing at the report inside the run's artifact. */
export function reportSummaryLine(written: { file: string } | { problem: string }, artifact: string): string {
  if ('problem' in written) return `\n${written.problem}\n`;
  return (
    `\nEvery trial (prompt, skills listed, tool calls, skill files used, ` +
    `answer, checks): \`${REPORT_FILE}\` in the artifact \`${artifact}\`; ` +
    `download it and open it in a browser.\n`
  );
}
