import { leavesSkillFolder } from './instructions.js';

/** The fence and heading lines of a body, as the line scanner reads them (markdownLines.ts). */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}\s/;

/**
 * Where a body's headings (outside fenced blocks) and fenced blocks are, by offset. Read once, and only
 * when a missing file needs the section it is listed under or the shell block it runs in: most bodies
 * never do, so their scan visits no heading.
 */
export interface Outline {
  /** The text of the last heading above `offset`, outside fenced blocks. */
  headingAbove(offset: number): string | undefined;
  /**
   * Whether a line of the fenced block holding `offset`, before `offset`, moves the shell away from the skill's folder
   * (`cd x`).
   */
  leftSkillFolderBefore(offset: number): boolean;
}

/**
 * The last of `items` (in order of `at`) whose `at` is below `offset`: bisected, so each path asked about costs the log
 * of them.
 */
function lastBefore<T extends { at: number }>(items: readonly T[], offset: number): T | undefined {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.at < offset) lo = mid + 1;
    else hi = mid;
  }
  return items[lo - 1];
}

export function outline(body: string): Outline {
  const headings: { at: number; text: string }[] = [];
  /**
   * `at` is where the block's first line starts; `leaves`, where its first line that leaves the skill's folder does
   * (read once, when asked).
   */
  const blocks: { at: number; to: number; leaves?: number }[] = [];
  let open: { marker: string; from: number } | undefined;
  for (let at = 0; at <= body.length; ) {
    const newline = body.indexOf('\n', at);
    const end = newline === -1 ? body.length : newline;
    const text = body.slice(at, body[end - 1] === '\r' ? end - 1 : end);
    const fence = FENCE.exec(text);
    if (open === undefined) {
      if (fence !== null) open = { marker: fence[1]![0]!, from: end + 1 };
      else if (HEADING.test(text)) headings.push({ at, text });
    } else if (fence !== null && fence[1]![0] === open.marker) {
      blocks.push({ at: open.from, to: at });
      open = undefined;
    }
    if (newline === -1) break;
    at = newline + 1;
  }
  if (open !== undefined) blocks.push({ at: open.from, to: body.length });
  return {
    headingAbove(offset) {
      return lastBefore(headings, offset)?.text;
    },
    leftSkillFolderBefore(offset) {
      const block = lastBefore(blocks, offset + 1);
      if (block === undefined || offset > block.to) return false;
      block.leaves ??= firstLeaving(body, block.at, block.to);
      return block.leaves < offset;
    },
  };
}

/** Where the first line of `body` from `from` to `to` that leaves the skill's folder starts, or Infinity. */
function firstLeaving(body: string, from: number, to: number): number {
  for (let at = from; at < to; ) {
    const newline = body.indexOf('\n', at);
    const end = newline === -1 || newline > to ? to : newline;
    if (leavesSkillFolder(body.slice(at, end))) return at;
    at = end + 1;
  }
  return Infinity;
}
