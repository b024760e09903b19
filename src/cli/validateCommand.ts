import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { formatGithub } from '../report/validation/github.js';
import { formatJson, formatJsonFailure } from '../report/validation/json.js';
import { formatSarif } from '../report/validation/sarif.js';
import { formatText } from '../report/validation/text.js';
import { logText } from '../report/escape.js';
import { countBySeverity } from '../report/validation/counts.js';
import { applyFixes } from '../skills/fix.js';
import { validateRepository, type ValidationReport } from '../skills/validateRepository.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { REPOSITORY_OPTIONS, repositoryOptions, repositoryUsage } from './repositoryOptions.js';

export const VALIDATE_USAGE = `Usage: caliper validate [DIR] [--format text|json|github|sarif] [--strict-spec] [--fix] [--ignore GLOB]... [--config FILE]

Checks every skill under DIR (default: .) and exits 0 when there is no error, 1 when there are errors.
  --format       text (default), json, github (workflow annotations) or sarif
  --fix          apply mechanical fixes (move lone command files into skill folders, set name), then re-check
${repositoryUsage(17)}
`;

const FORMATS = ['text', 'json', 'github', 'sarif'] as const;

export function validateCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('validate', {
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'text' },
      fix: { type: 'boolean', default: false },
      ...REPOSITORY_OPTIONS,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(VALIDATE_USAGE);
    return EXIT.ok;
  }
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${values.format}".`);
  if (positionals.length > 1) throw new UsageError(`validate takes one folder, got ${positionals.length}: ${positionals.join(' ')}.`);
  const dir = path.resolve(io.cwd, positionals[0] ?? '.');
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${positionals[0] ?? '.'} is not a folder. Pass the folder of a skill repository.`);

  let options;
  try {
    options = repositoryOptions(dir, values, io.cwd);
  } catch (error) {
    if (format === 'json') io.stdout(formatJsonFailure(error, 'config'));
    throw error;
  }
  let report: ValidationReport;
  try {
    report = validateRepository(dir, options);
    if (values.fix) {
      const outcome = applyFixes(dir, report.diagnostics);
      for (const line of outcome.applied) io.stderr(`fixed: ${logText(line)}\n`);
      for (const line of outcome.skipped) io.stderr(`not fixed: ${logText(line)}\n`);
      if (outcome.applied.length > 0) report = validateRepository(dir, options);
    }
  } catch (error) {
    // A consumer parsing stdout still gets JSON; the caller prints the one-line message and exits 2.
    if (format === 'json') io.stdout(formatJsonFailure(error));
    throw error;
  }

  const prefix = path.relative(io.cwd, dir).split(path.sep).join('/');
  switch (format) {
    case 'json':
      io.stdout(formatJson(report));
      break;
    case 'github':
      io.stdout(formatGithub(report.diagnostics, prefix));
      break;
    case 'sarif':
      io.stdout(formatSarif(report, prefix));
      break;
    default:
      io.stdout(formatText(report, { color: io.stdoutIsTTY && !io.env.NO_COLOR }));
  }
  return countBySeverity(report.diagnostics).errors > 0 ? EXIT.failed : EXIT.ok;
}
