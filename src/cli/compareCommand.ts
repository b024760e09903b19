import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { compareResults } from '../results/compare/compare.js';
import { loadResults, ResultsError, ResultsRefusal } from '../results/load.js';
import { comparisonMarkdown } from '../report/comparison/markdown.js';
import { comparisonText } from '../report/comparison/text.js';
import { logText } from '../report/escape.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const COMPARE_USAGE = `Usage: caliper compare BASE HEAD [--strict] [--format text|json|markdown]

Compares two caliper eval runs (results.json files or their folders), row by row (skill × backend ×
case) and per skill × backend, with a verdict per rate: improved, regressed, unchanged or
inconclusive. Refuses when the runs differ in era, discipline or model source (scripted vs real);
with --strict also when a row's backend version, model or model endpoint differs.

Exit codes: 0 compared, nothing regressed; 1 a rate regressed; 2 usage error or an invalid
results.json (one line naming the file and the JSON path); 3 refused to compare.
`;

export function compareCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('compare', {
    args,
    allowPositionals: true,
    options: {
      strict: { type: 'boolean', default: false },
      format: { type: 'string', default: 'text' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(COMPARE_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 2) throw new UsageError('compare takes two results: BASE and HEAD.');
  if (!['text', 'json', 'markdown'].includes(values.format))
    throw new UsageError('--format must be text, json or markdown.');
  let outcome: ReturnType<typeof compareResults>;
  try {
    const [base, head] = positionals.map((p) => loadResults(path.resolve(io.cwd, p)));
    outcome = compareResults(base!, head!, { strict: values.strict });
  } catch (error) {
    if (error instanceof ResultsRefusal) {
      io.stderr(`caliper: refusing to compare: ${logText(error.message)}\n`);
      return EXIT.refused;
    }
    if (error instanceof ResultsError) throw new UsageError(error.message);
    throw error;
  }
  if (outcome.kind === 'refused') {
    io.stderr(`caliper: ${logText(outcome.reason)}\n`);
    return EXIT.refused;
  }
  const c = outcome.comparison;
  if (values.format === 'json') io.stdout(`${JSON.stringify(c, null, 2)}\n`);
  else if (values.format === 'markdown')
    io.stdout(`${comparisonMarkdown(c, { baseSha: undefined, headSha: undefined, summaryUrl: undefined })}\n`);
  else io.stdout(comparisonText(c));
  return c.verdict === 'regressed' ? EXIT.failed : EXIT.ok;
}
