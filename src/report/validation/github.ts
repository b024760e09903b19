import type { Diagnostic } from '../../skills/diagnostic.js';
import { logText, shownEscaped } from '../escape.js';

/**
 * GitHub shows at most this many error, this many warning and this many notice annotations of one step
 * (and 50 of a job), and drops the rest without a word (actions/toolkit, docs/problem-matchers.md,
 * "Limitations").
 */
export const STEP_ANNOTATIONS = 10;

export type Room = { error: number; warning: number };

/** Errors first, then warnings, as many of each as `room` holds; the rest, in the same order, apart. */
export function withinRoom<T extends { severity: 'error' | 'warning' }>(
  items: readonly T[],
  room: Room,
): { annotated: T[]; rest: T[] } {
  const left = { ...room };
  const annotated: T[] = [];
  const rest: T[] = [];
  for (const item of [...items.filter((i) => i.severity === 'error'), ...items.filter((i) => i.severity !== 'error')]) {
    if (left[item.severity] > 0) {
      left[item.severity]--;
      annotated.push(item);
    } else rest.push(item);
  }
  return { annotated, rest };
}

/** A finding past the annotations, as one plain log line (its text is the PR's: escaped). */
export function findingLine(f: {
  severity: string;
  file: string;
  line?: number;
  title: string;
  message: string;
}): string {
  return logText(`${f.file}${f.line !== undefined ? `:${f.line}` : ''}: ${f.severity} ${f.title}: ${f.message}`);
}

/**
 * GitHub workflow commands (`::error file=…,line=…::…`), which the runner turns into annotations: as
 * many as a step shows, errors first, then one notice, then the rest as plain lines.
 */
export function formatGithub(diagnostics: readonly Diagnostic[], pathPrefix: string): string {
  const findings = diagnostics.map((d) => ({ ...d, file: joinPath(pathPrefix, d.file), title: `caliper ${d.rule}` }));
  const { annotated, rest } = withinRoom(findings, { error: STEP_ANNOTATIONS, warning: STEP_ANNOTATIONS });
  const lines = annotated.map((d) => {
    const props = [`file=${escapeProperty(d.file)}`];
    if (d.line !== undefined) props.push(`line=${d.line}`);
    if (d.line !== undefined && d.column !== undefined) props.push(`col=${d.column}`);
    props.push(`title=${escapeProperty(d.title)}`);
    return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message)}`;
  });
  if (rest.length > 0) {
    const notice =
      `${rest.length} of ${findings.length} findings are not annotated ` +
      `(GitHub shows ${STEP_ANNOTATIONS} errors and ${STEP_ANNOTATIONS} ` +
      `warnings a step): they follow as plain lines, and --format sarif ` +
      `gives every one for code scanning.`;
    lines.push(`::notice title=caliper validate::${escapeData(notice)}`, ...rest.map(findingLine));
  }
  return lines.map((l) => `${l}\n`).join('');
}

export function joinPath(prefix: string, file: string): string {
  return prefix === '' || prefix === '.' ? file : `${prefix.replace(/\/+$/, '')}/${file}`;
}

/** A workflow command's data (an annotation's message): its escapes, and directional characters shown escaped. */
function escapeData(s: string): string {
  return shownEscaped(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property (`file=`, `title=`): a path must stay the file's own, so only the command's escapes apply. */
function escapeProperty(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C');
}
