/**
 * Line diffs for `caliper bisect`: what changed in a text file between the base and the head, as hunks
 * that can be reverted one at a time. Pure.
 */

/** A run of changed lines: base lines [baseStart, baseEnd) became head lines [headStart, headEnd) (0-based). */
export interface Hunk {
  baseStart: number;
  baseEnd: number;
  headStart: number;
  headEnd: number;
}

/** Above this many cells of the LCS table, the changed middle of a file is one hunk: bounded work on any input. */
export const MAX_DIFF_CELLS = 4_000_000;

/** A text's lines, each with its own line end (so that joining them gives the text back). */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/**
 * The hunks that turn `base` into `head`: the common prefix and suffix are trimmed, the middle is
 * matched by a longest common subsequence (one hunk when it is past MAX_DIFF_CELLS). A reworded
 * paragraph is one hunk; two paragraphs changed on either side of a blank line are two.
 */
export function diffLines(base: readonly string[], head: readonly string[]): Hunk[] {
  let start = 0;
  while (start < base.length && start < head.length && base[start] === head[start]) start++;
  let endBase = base.length;
  let endHead = head.length;
  while (endBase > start && endHead > start && base[endBase - 1] === head[endHead - 1]) {
    endBase--;
    endHead--;
  }
  if (start === endBase && start === endHead) return [];
  const n = endBase - start;
  const m = endHead - start;
  if (n * m > MAX_DIFF_CELLS) return [{ baseStart: start, baseEnd: endBase, headStart: start, headEnd: endHead }];
  const pairs = lcsPairs(base.slice(start, endBase), head.slice(start, endHead)).map(
    ([i, j]) => [i + start, j + start] as const,
  );
  const hunks: Hunk[] = [];
  let bi = start;
  let hj = start;
  for (const [i, j] of [...pairs, [endBase, endHead] as const]) {
    if (i > bi || j > hj) hunks.push({ baseStart: bi, baseEnd: i, headStart: hj, headEnd: j });
    bi = i + 1;
    hj = j + 1;
  }
  return hunks;
}

/** Matched line pairs (base index, head index) of a longest common subsequence, in order. */
function lcsPairs(a: readonly string[], b: readonly string[]): (readonly [number, number])[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: LCS of a[i..] and b[j..], one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      pairs.push([i++, j++]);
    } else if (lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** The head's lines with the hunks at `reverted` (indexes into `hunks`) put back as the base had them. */
export function revertHunks(
  base: readonly string[],
  head: readonly string[],
  hunks: readonly Hunk[],
  reverted: ReadonlySet<number>,
): string[] {
  const out: string[] = [];
  let at = 0;
  hunks.forEach((h, index) => {
    if (!reverted.has(index)) return;
    out.push(...head.slice(at, h.headStart), ...base.slice(h.baseStart, h.baseEnd));
    at = h.headEnd;
  });
  out.push(...head.slice(at));
  return out;
}

/** The first changed line of a hunk as a reader would recognise it: the head's, else the base's (a deletion). */
export function hunkExcerpt(base: readonly string[], head: readonly string[], h: Hunk): string {
  const lines = [...head.slice(h.headStart, h.headEnd), ...base.slice(h.baseStart, h.baseEnd)];
  const first = lines.find((l) => l.trim() !== '') ?? '';
  return excerpt(first);
}

/** At most `max` characters of one line, trimmed, cut at a word where it is long, with `…` where it was cut. */
export function excerpt(text: string, max = 40): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 2).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()} …`;
}
