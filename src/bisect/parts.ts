import { diffLines, hunkExcerpt, revertHunks, splitLines } from './lineDiff.js';
import { revertSkillMd, skillMdChanges } from './skillMd.js';

/**
 * What changed between a PR's base and head for one skill, split into parts that can each be reverted
 * alone: the description, the rest of the front matter, each hunk of SKILL.md's body and of the skill's
 * other installed files, the spec (with its fixtures), and each installed neighbour or dependency that
 * changed. Pure: the files are read elsewhere (src/bisect/snapshot.ts), through the bounded reader.
 */

/** One file as read on one side: text (UTF-8, no NUL), other bytes, or what kept it from being read. */
export type FileRead =
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: Buffer }
  | { kind: 'unreadable'; reason: string };

/** Files by path relative to the evaluated folder, `/`-separated, as the head lays them out. */
export type FileSet = ReadonlyMap<string, FileRead>;

export interface BisectInput {
  /** The subject's SKILL.md (a key of `subject`). */
  skillMd: string;
  /** The folder of the subject at the head, for naming its files (`''` at the root). */
  skillDir: string;
  /** The subject's installed files. */
  subject: { base: FileSet; head: FileSet };
  /** The spec file and its fixtures. */
  spec: { base: FileSet; head: FileSet };
  /** Every other skill installed with the subject: its files on each side. */
  others: readonly { name: string; role: 'neighbour' | 'dependency'; base: FileSet; head: FileSet }[];
}

export type PartKind = 'description' | 'front-matter' | 'hunk' | 'file' | 'spec' | 'skill';

export interface Part {
  /** 1-based, in the order listed. */
  id: number;
  kind: PartKind;
  /** `hunk 2 of SKILL.md`, `the description`, `neighbour pdf-tools`. */
  label: string;
  /** The file the part is in, relative to the evaluated folder (description, front matter, hunk, file). */
  file?: string;
  /** 1-based line in the head's file where a hunk starts. */
  line?: number;
  /** The hunk's first changed line, cut short (attacker text: escape it where it is shown). */
  excerpt?: string;
  /** For a hunk: its index among its file's hunks (0-based). */
  hunk?: number;
  /** For a neighbour or dependency: its name. */
  name?: string;
}

/** A file the bisect could not split or revert, and why. */
export interface Unbisected {
  file: string;
  reason: string;
}

/** One file of the head's folder rewritten (`content`) or removed (`null`) to revert some parts. */
export interface Edit {
  path: string;
  content: string | Buffer | null;
}

/** Every part of the change, in a stable order, and the files that could not be split. */
export function splitParts(input: BisectInput): { parts: Part[]; unbisected: Unbisected[] } {
  const parts: Omit<Part, 'id'>[] = [];
  const unbisected: Unbisected[] = [];
  const shown = (file: string) => (input.skillDir === '' ? file : file.slice(input.skillDir.length + 1));
  for (const file of changedPaths(input.subject)) {
    const base = input.subject.base.get(file);
    const head = input.subject.head.get(file);
    const unreadable = [base, head].find((f) => f?.kind === 'unreadable') as { reason: string } | undefined;
    if (unreadable) {
      unbisected.push({ file, reason: unreadable.reason });
      continue;
    }
    if (base?.kind !== 'text' || head?.kind !== 'text') {
      parts.push({
        kind: 'file',
        file,
        label: `${shown(file)} (${!base ? 'added' : !head ? 'removed' : 'changed, not text'})`,
      });
      continue;
    }
    if (file === input.skillMd) {
      const changes = skillMdChanges(base.text, head.text);
      if (changes.description) parts.push({ kind: 'description', file, label: 'the description' });
      if (changes.frontMatter !== 'none')
        parts.push({
          kind: 'front-matter',
          file,
          label: changes.frontMatter === 'whole' ? 'the front matter' : 'the front matter besides the description',
        });
      changes.hunks.forEach((h, i) => {
        parts.push({
          kind: 'hunk',
          file,
          hunk: i,
          line: h.line,
          excerpt: h.excerpt,
          label: `hunk ${i + 1} of ${shown(file)}`,
        });
      });
      continue;
    }
    const b = splitLines(base.text);
    const h = splitLines(head.text);
    diffLines(b, h).forEach((hunk, i) => {
      parts.push({
        kind: 'hunk',
        file,
        hunk: i,
        line: hunk.headStart + 1,
        excerpt: hunkExcerpt(b, h, hunk),
        label: `hunk ${i + 1} of ${shown(file)}`,
      });
    });
  }
  // A whole-folder part is revertible only when every changed file of it was read on both sides.
  const whole = (sides: { base: FileSet; head: FileSet }, part: Omit<Part, 'id'>) => {
    const changed = changedPaths(sides);
    const unread = changed.flatMap((file) =>
      [sides.base.get(file), sides.head.get(file)].flatMap((f) =>
        f?.kind === 'unreadable' ? [{ file, reason: f.reason }] : [],
      ),
    );
    if (unread.length > 0) unbisected.push(...unread);
    else if (changed.length > 0) parts.push(part);
  };
  whole(input.spec, { kind: 'spec', label: 'the spec' });
  for (const other of input.others)
    whole(other, { kind: 'skill', name: other.name, label: `${other.role} ${other.name}` });
  return { parts: parts.map((p, i) => ({ id: i + 1, ...p })), unbisected };
}

/** The files to write into a copy of the head's folder so that `reverted` (and nothing else) is as the base had it. */
export function revertEdits(input: BisectInput, reverted: readonly Part[]): Edit[] {
  const edits: Edit[] = [];
  const byFile = new Map<string, Part[]>();
  for (const p of reverted) if (p.file !== undefined) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  for (const [file, parts] of byFile) {
    const base = input.subject.base.get(file);
    const head = input.subject.head.get(file);
    if (parts.some((p) => p.kind === 'file')) {
      edits.push(restored(file, base));
      continue;
    }
    if (base?.kind !== 'text' || head?.kind !== 'text') continue;
    const hunks = new Set(parts.flatMap((p) => (p.kind === 'hunk' ? [p.hunk!] : [])));
    if (file === input.skillMd) {
      edits.push({
        path: file,
        content: revertSkillMd(base.text, head.text, {
          description: parts.some((p) => p.kind === 'description'),
          frontMatter: parts.some((p) => p.kind === 'front-matter'),
          hunks,
        }),
      });
    } else {
      const b = splitLines(base.text);
      const h = splitLines(head.text);
      edits.push({ path: file, content: revertHunks(b, h, diffLines(b, h), hunks).join('') });
    }
  }
  if (reverted.some((p) => p.kind === 'spec'))
    edits.push(...changedPaths(input.spec).map((f) => restored(f, input.spec.base.get(f))));
  for (const p of reverted) {
    const other = p.kind === 'skill' ? input.others.find((o) => o.name === p.name) : undefined;
    if (other) edits.push(...changedPaths(other).map((f) => restored(f, other.base.get(f))));
  }
  return edits;
}

/** A file put back as the base had it: removed when the base had none. */
function restored(path: string, base: FileRead | undefined): Edit {
  if (!base) return { path, content: null };
  if (base.kind === 'unreadable') throw new Error(`${path} cannot be restored: ${base.reason}`);
  return { path, content: base.kind === 'text' ? base.text : base.bytes };
}

/** Paths whose content differs between the sides (present on one side only included), sorted. */
export function changedPaths(sides: { base: FileSet; head: FileSet }): string[] {
  const paths = [...new Set([...sides.base.keys(), ...sides.head.keys()])].sort();
  return paths.filter((p) => !sameRead(sides.base.get(p), sides.head.get(p)));
}

function sameRead(a: FileRead | undefined, b: FileRead | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'text' && b.kind === 'text') return a.text === b.text;
  if (a.kind === 'bytes' && b.kind === 'bytes') return a.bytes.equals(b.bytes);
  // Unreadable on either side: its content cannot be told, so it counts as changed (and is listed as not bisected).
  return false;
}
