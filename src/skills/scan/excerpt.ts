import { createRedactor } from '../../util/redact.js';

/** Characters that change how text is shown without being seen: bidi controls, zero-width marks, tags, BOM. */
export const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF\u{E0000}-\u{E007F}]/u;

const NAMES: Record<number, string> = {
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x2060: 'WORD JOINER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

/** `U+202E RIGHT-TO-LEFT OVERRIDE`; a tag character as `U+E0041 TAG`. */
export function codePointName(cp: number): string {
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `${hex} ${NAMES[cp] ?? (cp >= 0xe0000 && cp <= 0xe007f ? 'TAG' : 'CHARACTER')}`;
}

const SHOWN_INVISIBLE = new RegExp(INVISIBLE.source, 'gu');
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const redactor = createRedactor();
const WIDTH = 100;

/**
 * A short quote of `text` around `at` for a message: invisible and control characters shown as their
 * code points (so a message cannot carry them), token shapes redacted (the one redactor), backticks
 * swapped for a look-alike (the message's own code quotes stay whole). Each renderer escapes it again
 * for its medium.
 */
export function excerpt(text: string, at = 0, length = 0): string {
  const from = Math.max(0, Math.min(at - 30, at + length + 40 - WIDTH));
  const to = Math.min(text.length, from + WIDTH);
  const cut = text.slice(from, to).trim();
  const named = (c: string) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase()}>`;
  const shown = cut.replace(SHOWN_INVISIBLE, named).replace(CONTROL, ' ');
  return `${from > 0 ? '…' : ''}${redactor.text(shown).replace(/`/g, 'ˋ')}${to < text.length ? '…' : ''}`;
}
