import { parseFrontmatter } from '../skills/frontmatter.js';
import { diffLines, hunkExcerpt, revertHunks, splitLines, type Hunk } from './lineDiff.js';

/**
 * A SKILL.md as bisect splits it: its front matter's top-level entries (so that the description can be
 * reverted alone) and its body's lines. Pure.
 */
interface Entry {
  key: string | undefined;
  lines: string[];
}

interface Split {
  /** The opening delimiter line, the entries, the closing line; undefined without a closed front matter. */
  open: string;
  entries: Entry[];
  close: string;
  body: string[];
  /** 0-based line of the body's first line in the whole file. */
  bodyStart: number;
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*\r?\n?$/;
/** A top-level key: starts in column 0, not a comment, a list item, a flow or a block indicator. */
const TOP_KEY = /^([^\s#\-[{:'"][^:]*|"[^"]*"|'[^']*'):(?:\s|$)/;

function split(text: string): Split | undefined {
  const lines = splitLines(text);
  if (lines.length === 0 || !OPEN.test(lines[0]!)) return undefined;
  const close = lines.findIndex((l, i) => i > 0 && CLOSE.test(l));
  if (close < 0) return undefined;
  const entries: Entry[] = [];
  for (const line of lines.slice(1, close)) {
    const key = TOP_KEY.exec(line)?.[1];
    if (key !== undefined || entries.length === 0)
      entries.push({ key: key?.trim().replace(/^(['"])(.*)\1$/, '$2'), lines: [line] });
    else entries[entries.length - 1]!.lines.push(line);
  }
  return { open: lines[0]!, entries, close: lines[close]!, body: lines.slice(close + 1), bodyStart: close + 1 };
}

const DESCRIPTION = 'description';
const text = (entries: readonly Entry[]) => entries.flatMap((e) => e.lines).join('');
const withoutDescription = (s: Split) => s.entries.filter((e) => e.key !== DESCRIPTION);
const descriptionOf = (s: Split) => s.entries.find((e) => e.key === DESCRIPTION);

/** The entries of `frame` (base or head) with the description taken from `from`, placed where the frame had one. */
function compose(frame: Split, from: Split): Entry[] {
  const description = descriptionOf(from);
  const out: Entry[] = [];
  let placed = false;
  for (const e of frame.entries) {
    if (e.key !== DESCRIPTION) out.push(e);
    else if (!placed) {
      placed = true;
      if (description) out.push(description);
    }
  }
  if (!placed && description) out.splice(Math.min(1, out.length), 0, description);
  return out;
}

/**
 * What changed in a SKILL.md: the description, the rest of the front matter, and each hunk of the body (or of the whole
 * file).
 */
export interface SkillMdChanges {
  description: boolean;
  /** The front matter besides the description; `whole` when the description cannot be told apart from it. */
  frontMatter: 'none' | 'others' | 'whole';
  hunks: { hunk: Hunk; line: number; excerpt: string }[];
}

/** What each part of a SKILL.md reverts. */
export interface SkillMdRevert {
  description: boolean;
  frontMatter: boolean;
  hunks: ReadonlySet<number>;
}

/** How two SKILL.md texts differ, as bisect's parts. */
export function skillMdChanges(base: string, head: string): SkillMdChanges {
  const model = modelOf(base, head);
  const hunks = diffLines(model.baseLines, model.headLines).map((hunk) => ({
    hunk,
    line: model.offset + hunk.headStart + 1,
    excerpt: hunkExcerpt(model.baseLines, model.headLines, hunk),
  }));
  if (!model.front) return { description: false, frontMatter: 'none', hunks };
  const { b, h, separable } = model.front;
  if (!separable) return { description: false, frontMatter: sameFront(b, h) ? 'none' : 'whole', hunks };
  const description =
    text(descriptionOf(b) ? [descriptionOf(b)!] : []) !== text(descriptionOf(h) ? [descriptionOf(h)!] : []);
  const others =
    text(withoutDescription(b)) !== text(withoutDescription(h)) || b.open !== h.open || b.close !== h.close;
  return { description, frontMatter: others ? 'others' : 'none', hunks };
}

/** The head's SKILL.md with the chosen parts put back as the base had them. */
export function revertSkillMd(base: string, head: string, revert: SkillMdRevert): string {
  const model = modelOf(base, head);
  const body = revertHunks(
    model.baseLines,
    model.headLines,
    diffLines(model.baseLines, model.headLines),
    revert.hunks,
  ).join('');
  if (!model.front) return body;
  const { b, h, separable } = model.front;
  let frame = h;
  let entries = h.entries;
  if (!separable) {
    if (revert.frontMatter || revert.description) frame = b;
    entries = frame.entries;
  } else {
    if (revert.frontMatter) frame = b;
    entries = compose(frame, revert.description ? b : h);
  }
  return `${frame.open}${text(entries)}${frame.close}${body}`;
}

interface Model {
  baseLines: string[];
  headLines: string[];
  /** 0-based line of the compared lines' first line in the head's file. */
  offset: number;
  front: { b: Split; h: Split; separable: boolean } | undefined;
}

/**
 * Both texts split; with a front matter on both sides the body lines are compared, else the whole files.
 * The description is separable when reverting it alone, or everything but it, reads back as intended.
 */
function modelOf(base: string, head: string): Model {
  const b = split(base);
  const h = split(head);
  if (!b || !h) return { baseLines: splitLines(base), headLines: splitLines(head), offset: 0, front: undefined };
  return { baseLines: b.body, headLines: h.body, offset: h.bodyStart, front: { b, h, separable: separable(b, h) } };
}

function separable(b: Split, h: Split): boolean {
  const description = (s: string) => {
    const fm = parseFrontmatter(s);
    return fm.kind === 'ok'
      ? { ok: true as const, value: JSON.stringify(fm.data[DESCRIPTION]) }
      : { ok: false as const };
  };
  const whole = (frame: Split, entries: Entry[]) => `${frame.open}${text(entries)}${frame.close}`;
  const base = description(whole(b, b.entries));
  const head = description(whole(h, h.entries));
  if (!base.ok || !head.ok) return false;
  const onlyDescription = description(whole(h, compose(h, b)));
  const allButDescription = description(whole(b, compose(b, h)));
  return (
    onlyDescription.ok &&
    onlyDescription.value === base.value &&
    allButDescription.ok &&
    allButDescription.value === head.value
  );
}

function sameFront(b: Split, h: Split): boolean {
  return b.open === h.open && b.close === h.close && text(b.entries) === text(h.entries);
}
