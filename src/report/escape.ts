/**
 * The one place where text that caliper did not write becomes markdown. Every renderer (comparison,
 * results table, sticky comment, regression issue, validation and job summaries, badge labels) passes
 * such text through `mdText` or `mdCode`: skill names, case ids, models, versions, file paths and
 * messages come from pull requests and from artifacts of jobs that ran PR code.
 *
 * What it neutralises: @mentions and #references (no ping), links, autolinks and images, HTML tags and
 * comments (so no `<details>` and no forged `<!-- caliper:section -->` marker), table pipes, code-span
 * backticks, emphasis and line breaks (one value stays on one line, in one cell).
 *
 * Text for a CI log line (stdout, stderr, `core.info`) goes through `logText` instead.
 */

/** U+2060 WORD JOINER: invisible, and breaks the patterns GitHub turns into mentions and links. */
const JOIN = '\u2060';

/** Line breaks of every kind, and the control characters that have no business in a cell. */
const BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/g;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '|': '&#124;',
  '`': '&#96;',
  '[': '&#91;',
  ']': '&#93;',
  '!': '&#33;',
  '\\': '&#92;',
  '*': '&#42;',
  _: '&#95;',
  '~': '&#126;',
};

/**
 * Bidi controls and tag characters: in a file name or a quoted line they reorder or hide what a reader
 * sees (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`). Every medium shows them as escapes.
 */
const DIRECTIONAL = /[\u202A-\u202E\u2066-\u2069]|\uDB40[\uDC00-\uDC7F]/g;

/** `\u202e`, `\u{e0041}`: each directional character as the text of its escape. */
export function shownEscaped(text: string): string {
  return text.replace(DIRECTIONAL, (c) => {
    const cp = c.codePointAt(0)!;
    return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16)}`;
  });
}

/** Break what GitHub links after rendering: mentions, issue references, bare URLs and `www.`. */
function unlink(text: string): string {
  return text
    .replace(/@/g, `@${JOIN}`)
    .replace(/#(?=\d)/g, `#${JOIN}`)
    .replace(/:\/\//g, `${JOIN}://`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${JOIN}.`);
}

/** Plain text for a paragraph, list item or table cell: rendered as the characters it holds, nothing more. */
export function mdText(text: string): string {
  const flat = shownEscaped(String(text).replace(BREAKS, ' ').replace(CONTROLS, ''));
  // Links first, on the raw text: the entities below have `#` and digits of their own.
  return unlink(flat).replace(/[&<>|`[\]!\\*_~]/g, (c) => ENTITIES[c]!);
}

/**
 * A code span holding `text`, safe in a table cell: inside a code span GitHub renders no mention, link
 * or tag, so only what ends the span, the cell or the line is replaced, and `<!--` is broken so that no
 * copy of a section marker survives in a comment body.
 */
export function mdCode(text: string): string {
  const inner = neutraliseComments(
    shownEscaped(String(text)).replace(BREAKS, ' ').replace(CONTROLS, '').replace(/`/g, 'ˋ').replace(/\|/g, '｜'),
  );
  const padded = inner.startsWith(' ') || inner.endsWith(' ') ? ` ${inner} ` : inner;
  return `\`${padded === '' ? ' ' : padded}\``;
}

/**
 * A fenced code block holding `text` line by line (a diff, a suggested change): GitHub renders nothing
 * inside it, so only what could end it early is changed: the fence is longer than any run of backticks
 * in the text, line breaks of every kind become `\n`, control and directional characters are shown
 * escaped, and `<!--` is broken so that no copy of a section marker survives in a comment body.
 */
export function mdFenced(text: string, info: string): string {
  const lines = String(text)
    .replace(/\n$/, '')
    .split(BREAKS)
    .map((line) => neutraliseComments(shownEscaped(line).replace(CONTROLS, '')));
  const longest = Math.max(0, ...lines.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((run) => run.length))));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info.replace(/[^a-z]/g, '')}\n${lines.join('\n')}\n${fence}`;
}

/**
 * A ```suggestion block replacing lines of a file with `line`, or undefined when it cannot hold it. Unlike
 * mdFenced it escapes nothing: GitHub commits a suggestion's text as it stands, so an escape would land in
 * the file. What keeps `line` inside is the fence, longer than any run of backticks in it, and `line`
 * being one line: a line break, a control or a directional character (which would hide from the reviewer
 * what the button commits) refuses it, and the caller shows the change in a diff block instead.
 */
export function mdSuggestion(line: string): string | undefined {
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(line) || new RegExp(DIRECTIONAL.source).test(line))
    return undefined;
  const longest = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}suggestion\n${line}\n${fence}`;
}

/** Break every HTML comment opener and closer, so text can never add, close or fake a hidden marker. */
export function neutraliseComments(text: string): string {
  return text.replace(/<!--/g, `<!${JOIN}--`).replace(/--!?>/g, (m) => `--${JOIN}${m.slice(2)}`);
}

/** A label for a badge image's alt text or a shields.io URL segment: letters, digits and a few marks only. */
export function badgeLabel(text: string): string {
  return String(text)
    .replace(/[^A-Za-z0-9 ()._-]/g, '')
    .slice(0, 80);
}

/**
 * Text for a quoted label inside a ```mermaid block: letters, digits, spaces and `.-:/+()` only, at
 * most 40 characters. Nothing else survives, so no value can close the quote, start a statement (`;`,
 * a line break), a directive or comment (`%%`), an entity (`#`), markup (`<`) or the fence (a backtick).
 */
export function mermaidText(text: string): string {
  return String(text)
    .replace(/[^A-Za-z0-9 .:/+()-]/g, '')
    .slice(0, 40);
}

/** Every character that ends a log line or is a control character: C0, DEL, C1 (NEL among them), U+2028, U+2029. */
// eslint-disable-next-line no-control-regex
const LOG_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const LOG_NAMED: Record<string, string> = { '\r': '\\r', '\n': '\\n', '\t': '\\t' };

/**
 * Text for one line of a CI log. The Actions runner reads each line (split at CR or LF) as a workflow
 * command when, after leading whitespace, it starts with `::` (`::error::`, `::add-mask::`,
 * `::stop-commands::`), or when it holds the old form `##[` anywhere. So every line break and control
 * character is shown escaped (`\r`, `\n`, `\u001b`, a bidi control as `\u202e`), a leading `::` and
 * every `##[` are broken by an invisible word joiner, and the value stays on the one line it was printed on.
 */
export function logText(text: string): string {
  return (
    shownEscaped(String(text))
      .replace(LOG_UNSAFE, (c) => LOG_NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .replace(/^(\s*):(?=:)/, `$1:${JOIN}`)
      .replace(/##\[/g, `##${JOIN}[`)
      // A value that ends in `#` could meet a `#[` or `[` that follows it on the line.
      .replace(/#$/, `#${JOIN}`)
  );
}
