import { parseCommandArgs } from './args.js';
import { formatJsonFailure } from '../report/validation/json.js';
import { logText } from '../report/escape.js';
import { countBySeverity } from '../report/validation/counts.js';
import { applyFixes } from '../skills/fix.js';
import { validateRepository, type ValidationReport } from '../skills/validateRepository.js';
import { EXIT, type CliIO } from './io.js';
import { REPOSITORY_OPTIONS, repositoryOptions, repositoryUsage } from './repositoryOptions.js';
import { formatValidation, repositoryFolder, validationFormat } from './validationOutput.js';

export const VALIDATE_USAGE = `Usage: caliper validate [DIR] [--format text|json|github|sarif] [--strict-spec] [--fix]
                        [--ignore GLOB]... [--config FILE]

Checks every skill under DIR (default: .) and exits 0 when there is no error, 1 when there are errors.
  --format       text (default), json, github (workflow annotations) or sarif
  --fix          apply mechanical fixes (move lone command files into skill folders, set name), then re-check
${repositoryUsage(17)}
With --strict-spec, validate also runs caliper prove (checks that cannot fail or cannot pass; docs/prove.md).
`;

export async function validateCommand(args: string[], io: CliIO): Promise<number> {
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
  const format = validationFormat(values.format);
  const dir = repositoryFolder('validate', positionals, io.cwd);

  let options: ReturnType<typeof repositoryOptions>;
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

  if (options.strictSpec) {
    // Loaded only here: plain validate does not pay for the eval engine prove grades checks with.
    const proved = await (await import('../prove/strict.js')).withProof(report, options, io.env);
    for (const note of proved.notes) io.stderr(`note: caliper prove: ${logText(note)}\n`);
    report = proved.report;
  }
  io.stdout(formatValidation(report, format, dir, io));
  return countBySeverity(report.diagnostics).errors > 0 ? EXIT.failed : EXIT.ok;
}
