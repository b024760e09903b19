/** Lines of context around the change, as `git diff` gives them. */
const CONTEXT = 3;
/** What `diff -u` says after a last line that has no newline. */
const NO_NEWLINE = '\\ No newline at end of file\n';

/**
 * A unified diff of `rel` from `before` to `after` that `git apply` takes: one hunk around the lines that
 * differ (the description's: the two texts differ in one contiguous run of lines).
 */
export function descriptionPatch(rel: string, before: string, after: string): string {
  const a = linesOf(before);
  const b = linesOf(after);
  let prefix = 0;
  while (prefix < a.lines.length && prefix < b.lines.length && a.lines[prefix] === b.lines[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < Math.min(a.lines.length, b.lines.length) - prefix &&
    a.lines[a.lines.length - 1 - suffix] === b.lines[b.lines.length - 1 - suffix]
  )
    suffix++;
  const start = Math.max(0, prefix - CONTEXT);
  const after_ = Math.min(suffix, CONTEXT);
  const oldEnd = a.lines.length - suffix + after_;
  const newEnd = b.lines.length - suffix + after_;
  const side = (t: { lines: string[]; endsWithNewline: boolean }, from: number, to: number, mark: string) =>
    t.lines
      .slice(from, to)
      .map((l, i) => `${mark}${l}\n${from + i === t.lines.length - 1 && !t.endsWithNewline ? NO_NEWLINE : ''}`);
  const body = [
    ...side(a, start, prefix, ' '),
    ...side(a, prefix, a.lines.length - suffix, '-'),
    ...side(b, prefix, b.lines.length - suffix, '+'),
    ...side(a, a.lines.length - suffix, oldEnd, ' '),
  ];
  const range = (from: number, to: number) => `${to - from === 0 ? from : from + 1},${to - from}`;
  return (
    `diff --git a/${rel} b/${rel}\n--- a/${rel}\n+++ b/${rel}\n@@ ` +
    `-${range(start, oldEnd)} +${range(start, newEnd)} @@\n${body.join('')}`
  );
}

function linesOf(text: string): { lines: string[]; endsWithNewline: boolean } {
  const lines = text.split('\n');
  const endsWithNewline = text.endsWith('\n');
  if (endsWithNewline) lines.pop();
  return { lines, endsWithNewline };
}
