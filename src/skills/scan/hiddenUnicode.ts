import { codePointName, excerpt, INVISIBLE } from './excerpt.js';
import type { Finding, ScannedText } from './text.js';

/** Runs of bidi controls, zero-width characters, word joiners, BOMs and tag characters. */
const RUN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF\u{E0000}-\u{E007F}]+/gu;
const JOINERS = /^[\u200C\u200D]+$/u;
const TAGS = /^[\u{E0000}-\u{E007F}]+$/u;
/** A single zero-width character at a line's start before a fence: the way to show a fence inside one. */
const FENCE_ESCAPE = /^[\u200B\u2060\uFEFF](?:`{3}|~{3})/u;
const BLACK_FLAG = 0x1f3f4;

/**
 * Characters that make a reviewer see other text than the agent reads: bidi controls reorder what is
 * shown, zero-width characters split words a reviewer or filter looks for, tag characters spell text no
 * one sees. Left alone: a BOM at the start of the file, joiners inside emoji or between letters of a
 * script that needs them, the tags of a flag emoji, one zero-width character escaping a fence.
 */
export function scanHiddenUnicode(t: ScannedText): Finding[] {
  const out: Finding[] = [];
  let lastLine = 0;
  for (const m of t.text.matchAll(RUN)) {
    const run = m[0];
    const at = m.index;
    if (benign(t.text, run, at)) continue;
    const { line } = t.position(at);
    if (line === lastLine) continue; // one finding per line: its message names what the line holds
    lastLine = line;
    out.push({ rule: 'hidden-unicode', at, message: message(t.line(line), t.position(at).column - 1) });
  }
  return out;
}

function benign(text: string, run: string, at: number): boolean {
  if (at === 0 && run === '\uFEFF') return true;
  const before = text.codePointAt(at - 1 >= 0 && /[\uDC00-\uDFFF]/.test(text[at - 1]!) ? at - 2 : at - 1);
  const after = text.codePointAt(at + run.length);
  if (JOINERS.test(run)) return visibleNonAscii(before) && visibleNonAscii(after);
  if (TAGS.test(run)) return before === BLACK_FLAG && run.endsWith('\u{E007F}');
  const lineStart = at === 0 || text[at - 1] === '\n';
  return lineStart && FENCE_ESCAPE.test(text.slice(at, at + 4));
}

/** An emoji, a variation selector or a letter of a script other than Latin-1: a joiner there shapes text. */
function visibleNonAscii(cp: number | undefined): boolean {
  return cp !== undefined && cp > 0xff && !(cp >= 0x200b && cp <= 0x206f) && !isInvisible(cp);
}

function message(lineText: string, column: number): string {
  const found = new Map<number, number>();
  let hidden = '';
  for (const ch of lineText) {
    const cp = ch.codePointAt(0)!;
    if (!isInvisible(cp)) continue;
    found.set(cp, (found.get(cp) ?? 0) + 1);
    // Tag characters U+E0020–E007E mirror ASCII: they spell a text that no one sees.
    if (cp >= 0xe0020 && cp <= 0xe007e) hidden += String.fromCodePoint(cp - 0xe0000);
  }
  const total = [...found.values()].reduce((a, b) => a + b, 0);
  const names = [...found.keys()].slice(0, 4).map(codePointName).join(', ') + (found.size > 4 ? ', …' : '');
  const spelled = hidden.trim() === '' ? '' : ` Its tag characters spell \`${excerpt(hidden)}\`.`;
  return (
    `This line holds ${total === 1 ? 'an invisible character' : `${total} invisible characters`} (${names}): ` +
    `a reviewer sees other text than the agent reads.${spelled} ` +
    `Remove them, or write the character as an escape if the skill needs it (\`${excerpt(lineText, column)}\`).`
  );
}

function isInvisible(cp: number): boolean {
  return INVISIBLE.test(String.fromCodePoint(cp));
}
