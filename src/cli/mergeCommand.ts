import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { loadResults, ResultsError } from '../results/load.js';
import { mergeResults } from '../results/merge.js';
import { createRedactor } from '../util/redact.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const MERGE_USAGE = `Usage: caliper merge --out DIR SHARD...

Merges the results.json of matrix shards (files or folders) into DIR/results.json. Refuses (exit 3)
shards of different eras or disciplines, or two shards that measured the same skill × backend.
`;

export function mergeCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('merge', { args, allowPositionals: true, options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) {
    io.stdout(MERGE_USAGE);
    return EXIT.ok;
  }
  if (!values.out) throw new UsageError('merge needs --out DIR.');
  if (positionals.length === 0) throw new UsageError('merge needs at least one shard.');
  let shards;
  try {
    shards = positionals.map((p) => ({ name: p, results: loadResults(path.resolve(io.cwd, p)) }));
  } catch (error) {
    if (error instanceof ResultsError) throw new UsageError(error.message);
    throw error;
  }
  const outcome = mergeResults(shards);
  if (outcome.kind === 'refused') {
    io.stderr(`caliper: ${outcome.reason}\n`);
    return EXIT.refused;
  }
  const out = path.resolve(io.cwd, values.out);
  mkdirSync(out, { recursive: true });
  // Shards were written by jobs that ran PR code: redact again rather than trust them.
  writeFileSync(path.join(out, 'results.json'), `${createRedactor({ env: process.env }).json(outcome.results, 2)}\n`);
  io.stdout(`merged ${shards.length} shard(s), ${outcome.results.results.length} skill × backend row(s): ${path.join(values.out, 'results.json')}\n`);
  return EXIT.ok;
}
