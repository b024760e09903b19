import { RULES, type RuleId } from './rules.js';
import { compareStrings } from '../util/strings.js';

export type Severity = 'error' | 'warning';

/** A mechanical repair `caliper validate --fix` may apply. */
export type Fix =
  | { kind: 'set-name'; file: string; name: string }
  /** Give a reference on `line` of `file` the letter case of the file it names (`from` -> `to`). */
  | { kind: 'respell-reference'; file: string; line: number; from: string; to: string }
  | {
      kind: 'move-command';
      from: string;
      to: string;
      name: string;
      description: string | undefined;
      /** A slash command: the user runs it; the skill it becomes must not be run by the model on its own. */
      userInvoked: boolean;
    };

export interface Diagnostic {
  rule: RuleId;
  severity: Severity;
  /** Path relative to the validated folder, `/`-separated. */
  file: string;
  /** 1-based line, where it applies. */
  line?: number;
  /** 1-based column (UTF-16 code units), where the rule knows it cheaply. */
  column?: number;
  message: string;
  fix?: Fix;
}

export function diagnostic(
  rule: RuleId,
  file: string,
  message: string,
  extra: { line?: number | undefined; column?: number; fix?: Fix; severity?: Severity } = {},
): Diagnostic {
  const d: Diagnostic = { rule, severity: extra.severity ?? RULES[rule].severity, file, message };
  if (extra.line !== undefined) d.line = extra.line;
  if (extra.column !== undefined) d.column = extra.column;
  if (extra.fix) d.fix = extra.fix;
  return d;
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return compareStrings(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || compareStrings(a.rule, b.rule);
}
