import path from 'node:path';
import { appendHistory, DEFAULT_KEEP, HistoryError, type HistoryPoint } from '../results/history/history.js';
import { trendMarkdown } from '../report/history/trendMarkdown.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { InputError, parseOptionalInt } from './inputs.js';
import { loadInput } from './resultsInput.js';

export const DEFAULT_HISTORY_FILE = 'history/history.jsonl';

/**
 * Add this run (the eval stage's, or input head-results) to the bounded history file, and chart each
 * skill's rates over time into the job summary. Returns the history, for the report stage's charts.
 * What carries the file between runs is the workflow's choice (the nightly example: an Actions cache).
 */
export async function historyStage(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  evaluated: { head: string } | undefined,
): Promise<HistoryPoint[]> {
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const headPath = rt.input('head-results') || evaluated?.head;
  if (!headPath)
    throw new InputError('the history stage needs a run: run the eval stage before it, or set input "head-results"');
  const file = path.resolve(workspace, rt.input('history-file') || DEFAULT_HISTORY_FILE);
  const keep = parseOptionalInt(rt.input('history-keep'), 'history-keep') ?? DEFAULT_KEEP;
  let points: HistoryPoint[];
  try {
    points = appendHistory(file, loadInput(workspace, headPath, 'head-results'), keep);
  } catch (error) {
    if (error instanceof HistoryError) throw new InputError(`input "history-file": ${error.message}`);
    throw error;
  }
  rt.info(`history: ${points.length} run(s) in ${path.relative(workspace, file) || file} (keeping the newest ${keep})`);
  await rt.appendSummary(trendMarkdown(points));
  return points;
}
