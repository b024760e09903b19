import type { ValidationReport } from '../../skills/validateRepository.js';
import { logText } from '../escape.js';
import { totalLine } from './counts.js';

const paint = (on: boolean) => (code: number, s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);

/** For people: grouped by file, colour only when asked (on a TTY), a one-line total at the end. */
export function formatText(report: ValidationReport, options: { color: boolean }): string {
  const c = paint(options.color);
  const lines: string[] = [];
  let currentFile: string | undefined;
  for (const d of report.diagnostics) {
    if (d.file !== currentFile) {
      if (currentFile !== undefined) lines.push('');
      lines.push(c(1, logText(d.file)));
      currentFile = d.file;
    }
    const where = d.line !== undefined ? String(d.line).padStart(5) : '     ';
    const severity = d.severity === 'error' ? c(31, 'error  ') : c(33, 'warning');
    // A message's own line breaks are kept as lines; anything else in it is escaped per line.
    const [first, ...rest] = d.message.split('\n').map(logText);
    lines.push(`${where}  ${severity}  ${first}  ${c(2, d.rule)}`);
    for (const more of rest) lines.push(`                  ${more}`);
  }
  if (lines.length > 0) lines.push('');
  lines.push(totalLine(report.skills.length, report.diagnostics));
  return `${lines.join('\n')}\n`;
}
