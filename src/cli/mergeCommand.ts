import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { loadResults, ResultsError, ResultsRefusal } from '../results/load.js';
import { mergeResults } from '../results/merge.js';
import { createRedactor } from '../util/redact.js';
import { REPORT_FILE, writeReport } from '../report/html/writeReport.js';
import { logText } from '../report/escape.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const MERGE_USAGE = `Usage: caliper merge --out DIR [--base BASE...] [--no-report] SHARD...

Merges the results.json of matrix shards (files or folders) into DIR/results.json, and writes
DIR/report.html: one HTML report of every trial of every shard (read from each shard's trials.jsonl
and transcripts), as "caliper view" writes for one run. With --base (repeatable: the base's shards),
the report compares head with base. Refuses (exit 3) shards of different eras or disciplines, or two
shards that measured the same skill × backend.
`;

export function mergeCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('merge', {
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      base: { type: 'string', multiple: true },
      'no-report': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(MERGE_USAGE);
    return EXIT.ok;
  }
  if (!values.out) throw new UsageError('merge needs --out DIR.');
  if (positionals.length === 0) throw new UsageError('merge needs at least one shard.');
  let shards: { name: string; results: ReturnType<typeof loadResults> }[];
  try {
    shards = positionals.map((p) => ({ name: p, results: loadResults(path.resolve(io.cwd, p)) }));
  } catch (error) {
    if (error instanceof ResultsRefusal) {
      io.stderr(`caliper: refusing to merge: ${logText(error.message)}\n`);
      return EXIT.refused;
    }
    if (error instanceof ResultsError) throw new UsageError(error.message);
    throw error;
  }
  const outcome = mergeResults(shards);
  if (outcome.kind === 'refused') {
    io.stderr(`caliper: ${logText(outcome.reason)}\n`);
    return EXIT.refused;
  }
  const out = path.resolve(io.cwd, values.out);
  mkdirSync(out, { recursive: true });
  // Shards were written by jobs that ran PR code: redact again rather than trust them.
  writeFileSync(path.join(out, 'results.json'), `${createRedactor({ env: process.env }).json(outcome.results, 2)}\n`);
  io.stdout(
    `merged ${shards.length} shard(s), ${outcome.results.results.length} ` +
      `skill × backend row(s): ${path.join(values.out, 'results.json')}\n`,
  );
  if (values['no-report']) return EXIT.ok;
  // The report is built from the shards' folders (where their trials and transcripts are), not from
  // DIR, which holds the merged rates only.
  const written = writeReport(
    path.join(out, REPORT_FILE),
    { path: positionals.map((p) => path.resolve(io.cwd, p)), label: positionals.join(' + ') },
    values.base && values.base.length > 0
      ? { path: values.base.map((p) => path.resolve(io.cwd, p)), label: values.base.join(' + ') }
      : undefined,
  );
  if ('problem' in written) {
    io.stderr(`caliper: ${logText(written.problem)}\n`);
    return EXIT.usage;
  }
  io.stdout(`${path.join(values.out, REPORT_FILE)}: every trial of the ${shards.length} shard(s)\n`);
  return EXIT.ok;
}
