import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { loadResults, ResultsError } from '../results/load.js';
import { appendHistory, DEFAULT_KEEP, HistoryError } from '../results/history/history.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const HISTORY_USAGE = `Usage: caliper history RESULTS --file FILE [--keep N]

Adds a run (a results.json or its folder) to a history file of runs (JSON lines), keeping the newest N
(default ${DEFAULT_KEEP}). The nightly example keeps that file in an Actions cache chain of its own;
"caliper view --history FILE" draws each skill's rates over time from it.
`;

export function historyCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('history', {
    args,
    allowPositionals: true,
    options: {
      file: { type: 'string' },
      keep: { type: 'string', default: String(DEFAULT_KEEP) },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(HISTORY_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError('history takes one results.json (or its folder).');
  if (values.file === undefined) throw new UsageError('history needs --file FILE: the history to add the run to.');
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1)
    throw new UsageError(`--keep must be a whole number of runs, at least 1, not "${values.keep}".`);
  try {
    const points = appendHistory(
      path.resolve(io.cwd, values.file),
      loadResults(path.resolve(io.cwd, positionals[0]!)),
      keep,
    );
    io.stdout(
      `${values.file}: ${points.length} run(s), ` +
        `${points[0]!.startedAt.slice(0, 10)} to ` +
        `${points[points.length - 1]!.startedAt.slice(0, 10)}\n`,
    );
  } catch (error) {
    if (error instanceof ResultsError || error instanceof HistoryError) throw new UsageError(error.message);
    throw error;
  }
  return EXIT.ok;
}
