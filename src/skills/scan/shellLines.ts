/** A command as the shell reads it: physical lines joined where one ends in `\`, with where it starts. */
export interface LogicalLine {
  text: string;
  /** Offset of its first character in the file. */
  at: number;
}

/** At most this many physical lines are joined into one command: a file of `\` lines stays linear. */
const MAX_JOINED = 20;

/**
 * The logical lines that hold a match of `anchor` (a global regex), each once, in order. Only the lines
 * around a hit are read, so a long file with few hits costs one regex pass.
 */
export function linesAround(text: string, anchor: RegExp, searched: string = text): LogicalLine[] {
  const out: LogicalLine[] = [];
  let coveredTo = -1;
  for (const m of searched.matchAll(anchor)) {
    if (m.index < coveredTo) continue;
    const line = logicalLineAt(text, m.index);
    coveredTo = line.end;
    out.push({ text: line.text, at: line.at });
  }
  return out;
}

/** The logical line holding `offset`: back over lines continued into it, on over the lines it continues into. */
function logicalLineAt(text: string, offset: number): LogicalLine & { end: number } {
  let start = text.lastIndexOf('\n', offset - 1) + 1;
  for (let n = 0; n < MAX_JOINED && start > 0 && continues(text, start - 1); n++) {
    start = text.lastIndexOf('\n', start - 2) + 1;
  }
  const parts: string[] = [];
  let from = start;
  let end = from;
  for (let n = 0; n <= MAX_JOINED; n++) {
    const nl = text.indexOf('\n', from);
    end = nl === -1 ? text.length : nl;
    const part = text.slice(from, end).replace(/\r$/, '');
    if (nl === -1 || !part.endsWith('\\') || n === MAX_JOINED) {
      parts.push(part);
      break;
    }
    parts.push(part.slice(0, -1));
    from = nl + 1;
  }
  return { text: parts.join(' '), at: start, end };
}

/** Whether the line ending at the newline `nl` ends in a `\` (a continuation). */
function continues(text: string, nl: number): boolean {
  const before = text[nl - 1] === '\r' ? nl - 2 : nl - 1;
  return before >= 0 && text[before] === '\\';
}

/** The stages of a pipeline (`a | b`), split at single pipes (not `||`). */
export function pipeStages(line: string): string[] {
  return line.split(/(?<!\|)\|(?!\|)/);
}
