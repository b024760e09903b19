/** A file's lines that a pull request's diff shows at its head (added and context lines), by line number. */
export function headLinesInDiff(patch: string | undefined): Map<number, string> {
  const shown = new Map<number, string>();
  let at: number | undefined;
  for (const line of (patch ?? '').split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (hunk) at = Number(hunk[1]);
    else if (at === undefined || line.startsWith('\\')) continue;
    else if (line.startsWith('+') || line.startsWith(' ')) shown.set(at++, line.slice(1));
  }
  return shown;
}

/**
 * Whether lines `from`..`to` are in the diff and are a `description:` line with its block scalar's
 * continuation lines (indented): the lines a suggestion may replace. Read from GitHub's diff, not from
 * the suggestion, which another job may have written.
 */
export function isDescriptionInDiff(shown: ReadonlyMap<number, string>, from: number, to: number): boolean {
  if (!/^description\s*:/.test(shown.get(from) ?? '')) return false;
  for (let n = from + 1; n <= to; n++) if (!/^[ \t]/.test(shown.get(n) ?? '')) return false;
  return true;
}
