import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { ResultsError } from '../results/load.js';
import { HistoryError, readHistory } from '../results/history/history.js';
import { buildReport } from '../report/html/buildReport.js';
import { renderReport } from '../report/html/render.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const VIEW_USAGE = `Usage: caliper view RESULTS [--base RESULTS] [--history FILE] [--out FILE]

Writes one self-contained HTML report (no network, opens from disk) of an eval run: the rates per
backend with their intervals and, per skill × backend × case × trial, the prompt, the skills the CLI
listed, each tool call and its result, the files of the skill it read, the final answer, each check's
verdict and reason, tokens, cost and time. RESULTS is a results.json or its folder (with trials.jsonl
and transcripts/ beside it). With --base, each rate shows base → head and its verdict, and each case
shows the base's trials beside the head's. With --history (a file kept by "caliper history"), each
skill's activation and execution per backend over time, as charts. Default --out: report.html.
`;

export function viewCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('view', {
    args,
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      history: { type: 'string' },
      out: { type: 'string', short: 'o', default: 'report.html' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(VIEW_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1)
    throw new UsageError('view takes one results.json (or its folder); pass the run to compare with as --base.');
  let html: string;
  try {
    const head = { path: path.resolve(io.cwd, positionals[0]!), label: positionals[0]! };
    const base =
      values.base !== undefined ? { path: path.resolve(io.cwd, values.base), label: values.base } : undefined;
    const history = values.history !== undefined ? readHistory(path.resolve(io.cwd, values.history)) : [];
    html = renderReport(buildReport(head, base, history));
  } catch (error) {
    if (error instanceof ResultsError || error instanceof HistoryError) throw new UsageError(error.message);
    throw error;
  }
  const out = path.resolve(io.cwd, values.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, html);
  io.stdout(`${values.out} (${Math.round(Buffer.byteLength(html) / 1024)} KB)\n`);
  return EXIT.ok;
}
