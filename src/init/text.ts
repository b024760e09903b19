/**
 * Plain-text helpers for drafting a spec from a skill's own words. Everything a SKILL.md says is
 * attacker-controlled, so text leaves here on one line with no control, bidirectional or zero-width
 * characters: it can then be quoted into YAML or put in a `#` comment without breaking out of either.
 */

// eslint-disable-next-line no-control-regex
const UNPRINTABLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** One line of printable text: unprintable characters become spaces, runs of space one space. */
export function oneLine(text: string): string {
  return text.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a clause or word boundary rather than inside a word. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const comma = head.lastIndexOf(', ');
  const space = head.lastIndexOf(' ');
  const cut = comma > max / 2 ? comma : space > max / 2 ? space : max;
  return head.slice(0, cut).replace(/[\s,;:—-]+$/, '');
}

/** Sentences of a description; `e.g.,`, `.xlsx` and `etc.)` do not end one. */
export function sentences(text: string): string[] {
  return oneLine(text)
    .split(/(?<=[.!?])\s+(?=[A-Z"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A double-quoted YAML scalar. JSON's escapes are YAML's, and `oneLine` left nothing YAML reads as a break. */
export function yamlString(text: string): string {
  return JSON.stringify(oneLine(text));
}

/**
 * Lower-case the first letter of a sentence start (`Write` becomes `write`), never of a name: an acronym
 * (`PDF`), a word with a capital inside (`UiPath`, `GitHub`) or a word in `properNouns` (`Jira`).
 */
export function lowerFirst(text: string, properNouns: ReadonlySet<string> = NO_NAMES): string {
  const word = /^[A-Z][a-z]+(?=$|[^A-Za-z0-9])/.exec(text)?.[0];
  return word === undefined || properNouns.has(word) ? text : text[0]!.toLowerCase() + text.slice(1);
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** Capitalised words a text writes mid-sentence (`… issues in Jira and Linear`): names, kept as written. */
export function properNouns(text: string): Set<string> {
  return new Set(oneLine(text).match(/(?<=[a-z0-9,;)]\s+)[A-Z][a-z]+\b/g) ?? []);
}

const STOP_WORDS = new Set(
  (
    'a an and any are as at be by can do does for from has have how i if in into is it its me my of on or our ' +
    'the their them then this that to use used user uses using want wants when whenever where which while who ' +
    'will with you your skill skills claude agent asks ask asked also other such etc e g file files new one all ' +
    'should must not only more most like just make each every some sort kind kinds anything something'
  ).split(' '),
);

/** The content words of a text, lower case, in order of first appearance (with repeats). */
export function contentWords(text: string): string[] {
  return (
    oneLine(text)
      .toLowerCase()
      .match(/[a-z][a-z0-9]+/g) ?? []
  ).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
}

/** The most frequent content word (the first of equals), for a question near the skill's subject. */
export function topicWord(text: string, exclude: (word: string) => boolean): string | undefined {
  const counts = new Map<string, number>();
  for (const w of contentWords(text)) if (!exclude(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: string | undefined;
  for (const [word, n] of counts) if (best === undefined || n > counts.get(best)!) best = word;
  return best;
}
