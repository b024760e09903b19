import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { loadResults, ResultsError } from '../results/load.js';
import { badgeSvgs } from '../report/badges.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const BADGES_USAGE = `Usage: caliper badges RESULTS [--out DIR]

Writes one SVG per backend and metric (activation, execution), pooled over the skills, into DIR
(default: badges).
`;

export function badgesCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('badges', {
    args,
    allowPositionals: true,
    options: { out: { type: 'string', default: 'badges' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    io.stdout(BADGES_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError('badges takes one results.json (or its folder).');
  let results: ReturnType<typeof loadResults>;
  try {
    results = loadResults(path.resolve(io.cwd, positionals[0]!));
  } catch (error) {
    if (error instanceof ResultsError) throw new UsageError(error.message);
    throw error;
  }
  const out = path.resolve(io.cwd, values.out);
  mkdirSync(out, { recursive: true });
  for (const badge of badgeSvgs(results)) {
    writeFileSync(path.join(out, badge.file), badge.svg);
    io.stdout(`${path.join(values.out, badge.file)}\n`);
  }
  return EXIT.ok;
}
