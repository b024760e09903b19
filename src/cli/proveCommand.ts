import { parseCommandArgs } from './args.js';
import { logText } from '../report/escape.js';
import { countBySeverity } from '../report/validation/counts.js';
import { validateRepository, type ValidationReport } from '../skills/validateRepository.js';
import { DEFAULT_VALIDATE_CONFIG } from '../skills/config/validateConfig.js';
import { proveRepository } from '../prove/prove.js';
import { EXIT, type CliIO } from './io.js';
import { REPOSITORY_OPTIONS, repositoryOptions, repositoryUsage } from './repositoryOptions.js';
import { formatValidation, repositoryFolder, validationFormat } from './validationOutput.js';

export const PROVE_USAGE = `Usage: caliper prove [DIR] [--format text|json|github|sarif] [--ignore GLOB]...
                     [--config FILE]

Grades every execution check of every valid .eval.yaml under DIR (default: .) against the empty run of
its case (the fixtures as a trial copies them, no skill chosen, no tool called, an empty answer), with no
model and no agent. A check that passes there cannot fail (rule check-cannot-fail). Command checks run in
the trial's sandbox (bubblewrap); judge checks are graded by the scripted judge. A case's reference: (what
a correct run ends with) must pass every check (rule check-cannot-pass), and a check that passes on all of
its mutants (each written file missing, the answer empty) cannot fail either. Exits 1 when a finding is an
error, 0 otherwise. See docs/prove.md.
  --format       text (default), json, github (workflow annotations) or sarif
${repositoryUsage(17)}
`;

export async function proveCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs('prove', {
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'text' },
      ...REPOSITORY_OPTIONS,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(PROVE_USAGE);
    return EXIT.ok;
  }
  const format = validationFormat(values.format);
  const dir = repositoryFolder('prove', positionals, io.cwd);

  const options = repositoryOptions(dir, values, io.cwd);
  const validated = validateRepository(dir, options);
  const proved = await proveRepository(validated, options.config ?? DEFAULT_VALIDATE_CONFIG, io.env);
  const report: ValidationReport = { ...validated, diagnostics: proved.diagnostics };
  io.stderr(`caliper prove: ${proved.graded} execution check(s) graded on the empty run\n`);
  for (const note of proved.notes) io.stderr(`note: ${logText(note)}\n`);
  const unproved = validated.skills.filter((s) => s.evalSpec !== undefined).length - validated.specs.length;
  if (unproved > 0) {
    io.stderr(`note: ${unproved} eval spec(s) with validation errors not proved; run caliper validate to see them\n`);
  }
  io.stdout(formatValidation(report, format, dir, io));
  return countBySeverity(report.diagnostics).errors > 0 ? EXIT.failed : EXIT.ok;
}
