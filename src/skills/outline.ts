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
  /** The lines of the fenced block holding `offset`, from its first line to the line before `offset`. */
  blockLinesBefore(offset: number): string[];
}

export function outline(body: string): Outline {
  const headings: { at: number; text: string }[] = [];
  const blocks: { from: number; to: number }[] = [];
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
      blocks.push({ from: open.from, to: at });
      open = undefined;
    }
    if (newline === -1) break;
    at = newline + 1;
  }
  if (open !== undefined) blocks.push({ from: open.from, to: body.length });
  return {
    headingAbove(offset) {
      let found: string | undefined;
      for (const h of headings) {
        if (h.at >= offset) break;
        found = h.text;
      }
      return found;
    },
    blockLinesBefore(offset) {
      const block = blocks.find((b) => b.from <= offset && offset <= b.to);
      return block === undefined ? [] : body.slice(block.from, offset).split('\n');
    },
  };
}
