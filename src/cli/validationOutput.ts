import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatGithub } from '../report/validation/github.js';
import { formatJson } from '../report/validation/json.js';
import { formatSarif } from '../report/validation/sarif.js';
import { formatText } from '../report/validation/text.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { UsageError, type CliIO } from './io.js';

/** The ways `validate` and `prove` print their diagnostics (`--format`). */
const FORMATS = ['text', 'json', 'github', 'sarif'] as const;
export type ValidationFormat = (typeof FORMATS)[number];

export function validationFormat(value: string | undefined): ValidationFormat {
  const format = value as ValidationFormat;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${value}".`);
  return format;
}

/** The one repository folder a command takes (default: the working folder), which must exist. */
export function repositoryFolder(command: string, positionals: string[], cwd: string): string {
  if (positionals.length > 1) {
    throw new UsageError(`${command} takes one folder, got ${positionals.length}: ${positionals.join(' ')}.`);
  }
  const dir = path.resolve(cwd, positionals[0] ?? '.');
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new UsageError(`${positionals[0] ?? '.'} is not a folder. Pass the folder of a skill repository.`);
  }
  return dir;
}

/** `report` in `format`; paths in annotations and SARIF are relative to where the user ran caliper. */
export function formatValidation(report: ValidationReport, format: ValidationFormat, dir: string, io: CliIO): string {
  const prefix = path.relative(io.cwd, dir).split(path.sep).join('/');
  switch (format) {
    case 'json':
      return formatJson(report);
    case 'github':
      return formatGithub(report.diagnostics, prefix);
    case 'sarif':
      return formatSarif(report, prefix);
    default:
      return formatText(report, { color: io.stdoutIsTTY && !io.env.NO_COLOR });
  }
}
