import type { ValidationReport } from '../../skills/validateRepository.js';
import { mdCode, mdText } from '../escape.js';
import { totalLine } from './counts.js';

/** Rows beyond this go uncounted into one line, so the summary stays far below GitHub's 1 MiB. */
export const SUMMARY_MAX_ROWS = 500;

export function validationSummary(report: ValidationReport, pathPrefix: string): string {
  const perFile = new Map<string, { errors: number; warnings: number }>();
  for (const d of report.diagnostics) {
    const c = perFile.get(d.file) ?? { errors: 0, warnings: 0 };
    c[d.severity === 'error' ? 'errors' : 'warnings']++;
    perFile.set(d.file, c);
  }
  const out: string[] = ['## caliper validate', '', totalLine(report.skills.length, report.diagnostics), ''];
  if (report.skills.length > 0) {
    out.push('| skill | folder | eval spec | errors | warnings |', '|---|---|---|---:|---:|');
    for (const s of report.skills.slice(0, SUMMARY_MAX_ROWS)) {
      const file = s.path === '' ? 'SKILL.md' : `${s.path}/SKILL.md`;
      const c = perFile.get(file) ?? { errors: 0, warnings: 0 };
      const spec = s.evalSpec ? 'yes' : '—';
      out.push(
        `| ${mdCode(s.name)} | ${mdCode(prefixed(pathPrefix, s.path || '.'))} ` +
          `| ${spec} | ${c.errors} | ${c.warnings} |`,
      );
    }
    if (report.skills.length > SUMMARY_MAX_ROWS)
      out.push('', `…and ${report.skills.length - SUMMARY_MAX_ROWS} more skills.`);
    out.push('');
  }
  if (report.diagnostics.length > 0) {
    out.push('| | where | rule | message |', '|---|---|---|---|');
    for (const d of report.diagnostics.slice(0, SUMMARY_MAX_ROWS)) {
      const where = `${prefixed(pathPrefix, d.file)}${d.line !== undefined ? `:${d.line}` : ''}`;
      out.push(
        `| ${d.severity === 'error' ? '❌' : '⚠️'} | ${mdCode(where)} | ${mdCode(d.rule)} | ${mdText(d.message)} |`,
      );
    }
    if (report.diagnostics.length > SUMMARY_MAX_ROWS)
      out.push(
        '',
        `…and ${report.diagnostics.length - SUMMARY_MAX_ROWS} more; run \`caliper validate\` locally for all of them.`,
      );
    out.push('');
  }
  return out.join('\n');
}

function prefixed(prefix: string, p: string): string {
  return prefix === '' || prefix === '.' ? p : `${prefix}/${p}`;
}
