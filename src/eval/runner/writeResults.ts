import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { aggregate } from '../../results/aggregate.js';
import type { Results, RunMeta } from '../../results/types.js';
import type { Redactor } from '../../util/redact.js';
import type { EvalOptions } from './options.js';
import { resultsAsWritten } from './runMeta.js';
import type { TrialBook } from './trialBook.js';
import type { TrialPlan } from './trialPlan.js';

/** Aggregate the book's trials under `meta` and write `results.json` as caliper reads it back. */
export function writeResults(
  trials: readonly TrialPlan[],
  book: TrialBook,
  meta: RunMeta,
  options: Pick<EvalOptions, 'sizing' | 'output'>,
  redactor: Redactor,
): Results {
  // With sequential trials, planned trials the rule made unnecessary and never started are not part of the run.
  const skippedKeys = new Set(book.skipped.map((s) => s.key));
  const results = aggregate(
    trials.filter((t) => book.records.has(t.key) || skippedKeys.has(t.key) || book.cancelled.has(t.key)),
    book.records,
    meta,
    book.skipped,
    options.sizing.sequential && { design: options.sizing.sequential, cancelled: book.cancelled },
  );
  const written = resultsAsWritten(results, redactor);
  writeFileSync(path.join(options.output.outDir, 'results.json'), `${JSON.stringify(written, null, 2)}\n`);
  return written;
}
