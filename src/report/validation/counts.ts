import type { Diagnostic } from '../../skills/diagnostic.js';
import { plural } from '../../util/strings.js';

export function countBySeverity(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors };
}

export function totalLine(skills: number, diagnostics: readonly Diagnostic[]): string {
  const { errors, warnings } = countBySeverity(diagnostics);
  return `${plural(skills, 'skill')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`;
}
