import type { ValidationReport } from '../../skills/validateRepository.js';
import { plural } from '../../util/strings.js';
import { mdCode, mdText } from '../escape.js';
import { countBySeverity } from './counts.js';

/**
 * Findings listed in the PR comment; the rest are in the job summary and the step's log (annotations show only some).
 */
export const COMMENT_MAX_FINDINGS = 15;

/** The validate stage's part of the PR comment: its verdict clause and its findings, errors first, capped. */
export function validationSection(
  report: ValidationReport,
  prefix: string,
  summaryUrl: string | undefined,
  max = COMMENT_MAX_FINDINGS,
): { status: string; failed: boolean; body: string } {
  const { errors, warnings } = countBySeverity(report.diagnostics);
  const status =
    errors > 0
      ? `validate ✗ ${plural(errors, 'error')}`
      : warnings > 0
        ? `validate ✓ ${plural(warnings, 'warning')}`
        : `validate ✓ ${plural(report.skills.length, 'skill')}`;
  const ordered = [
    ...report.diagnostics.filter((d) => d.severity === 'error'),
    ...report.diagnostics.filter((d) => d.severity === 'warning'),
  ];
  const shown = ordered.slice(0, max).map((d) => {
    const folder = prefix === '' || prefix === '.' ? '' : `${prefix}/`;
    const where = `${folder}${d.file}${d.line !== undefined ? `:${d.line}` : ''}`;
    return (
      `- ${d.severity === 'error' ? '❌' : '⚠️'} ${mdCode(where)} ` +
      `${mdText(d.rule)}: ` +
      `${mdText(d.message.length > 300 ? `${d.message.slice(0, 300)}…` : d.message)}`
    );
  });
  const summary = summaryUrl ? `[job summary](${summaryUrl})` : 'job summary';
  const more = ordered.length > max ? [`- and ${ordered.length - max} more in the ${summary} and the step's log`] : [];
  const body = [
    `## caliper validate: ${plural(report.skills.length, 'skill')}, ` +
      `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`,
    '',
    ...(ordered.length > 0 ? [...shown, ...more] : ['No findings.']),
    '',
  ].join('\n');
  return { status, failed: errors > 0, body };
}
