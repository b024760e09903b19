/** The fenced code block a line sits in: its fence character and the first word of its info string. */
export interface FencedBlock {
  marker: '`' | '~';
  language: string;
}

/** `start`: where the line starts in the body, for a visitor that must look at the lines before it. */
export type LineVisitor = (text: string, line: number, block: FencedBlock | undefined, start: number) => void;

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/;

/**
 * A scanner of Markdown bodies that visits only the lines that may hold what the caller looks for
 * (`mayHold` matches somewhere in them), with their 1-based line number and the fenced block each is in.
 * One regex over the whole body finds those lines and the fence lines, so the many lines of plain prose
 * cost no JavaScript: on a 1,000-skill repository that was most of what reading bodies cost. `mayHold`
 * may match more lines than matter (the visitor decides), never fewer. It runs without the `m` flag
 * (`^` and `$` at every line cost twice the time): write a line start as `\n`, which the first line
 * is tested as if it had. Fence lines open and close blocks and are not visited; a block closes at the
 * next fence line of the same character, as the callers always read them.
 */
export function markdownLineScanner(mayHold: RegExp): (body: string, firstLine: number, visit: LineVisitor) => void {
  // `[^\S\n]`: blanks that do not cross a line end. Every fence line is a hit of the first alternative.
  const hits = new RegExp(
    String.raw`\n[^\S\n]{0,3}(?:\`{3}|~{3})|${mayHold.source}`,
    `g${mayHold.ignoreCase ? 'i' : ''}`,
  );
  // The first line has no newline before it: it is tested on its own, against a copy that has one.
  const firstLineHit = new RegExp(hits.source, hits.flags.replace('g', ''));
  return (body, firstLine, visit) => {
    let block: FencedBlock | undefined;
    const visitLine = (start: number, end: number, line: number) => {
      // Lines end at `\n`; a `\r` before it is not part of the line.
      const content =
        body[end] === '\n' && body[end - 1] === '\r' ? body.slice(start, end - 1) : body.slice(start, end);
      const fence = FENCE.exec(content);
      if (fence === null) visit(content, line, block, start);
      else if (block === undefined) block = { marker: fence[1]![0] as FencedBlock['marker'], language: fence[2]! };
      else if (fence[1]![0] === block.marker) block = undefined;
    };
    const firstNewline = body.indexOf('\n');
    const firstEnd = firstNewline === -1 ? body.length : firstNewline;
    if (firstLineHit.test(`\n${body.slice(0, firstEnd)}`)) visitLine(0, firstEnd, firstLine);
    let line = firstLine;
    let counted = 0; // `line` is the line of the character at `counted`
    hits.lastIndex = firstEnd; // the visitors scan nothing themselves, so one regex serves every call
    for (let m = hits.exec(body); m !== null; m = hits.exec(body)) {
      // A hit that starts with the newline before its line belongs to the line after it.
      const at = body[m.index] === '\n' ? m.index + 1 : m.index;
      const start = body.lastIndexOf('\n', at - 1) + 1;
      const newline = body.indexOf('\n', at);
      const end = newline === -1 ? body.length : newline;
      for (let nl = body.indexOf('\n', counted); nl !== -1 && nl < start; nl = body.indexOf('\n', nl + 1)) line++;
      counted = start;
      hits.lastIndex = end; // one visit per line
      visitLine(start, end, line);
    }
  };
}
