import { existsSync } from 'node:fs';
import path from 'node:path';
import { NATIVE_SKILL_ROOTS } from '../layout.js';
import type { SkillMention } from '../mentions.js';
import type { Reference } from '../references.js';
import type { SkillRecord } from '../skill.js';
import type { SkillFileEntry } from '../skillFiles.js';
import type { RepositoryLayout } from './referenceLayout.js';

/** Folders a skill keeps its files in: an instruction that names a missing file under one is broken. */
const RESOURCE_FOLDERS = new Set(['references', 'reference', 'scripts', 'assets', 'templates']);
/** Folder names the Agent Skills spec suggests; a path starting with one is meant as a skill file. */
const SKILL_SUBFOLDERS = new Set([
  'references',
  'reference',
  'scripts',
  'assets',
  'templates',
  'agents',
  'examples',
  'workflows',
]);
/** How far (in lines) from a mention of another skill a path may be and still be read as that skill's file. */
const MENTION_REACH_BEFORE = 12;
const MENTION_REACH_AFTER = 2;

/** Links first, so that a link and a prose mention of one missing file give the link's error. */
export function rank(ref: Reference): number {
  return ref.kind === 'link' ? 0 : 1;
}

/**
 * Whether a path in the text (not a link) reads as a file of the skill rather than of the user's project:
 * it starts in one of the skill's own folders or entries, and is not an example, a sample of code that
 * imports from the project, or a word of prose that merely holds a slash.
 */
export function meantForTheSkill(
  ref: Reference,
  first: string,
  entries: ReadonlySet<string>,
  besideSkill: boolean,
): boolean {
  if (ref.example || ref.where === 'code') return false;
  // `./dict.dict`, `./data/rider`: the agent's working folder, the user's project; unless the skill has it.
  if (first === '.') return entries.has(ref.target.split('/')[1] ?? '');
  // `../release/SKILL.md`: a file beside the skill, in prose; in a command, only in a sibling skill.
  if (first === '..') return (ref.where !== 'command' || besideSkill) && /\.\w+$/.test(ref.target);
  if (!entries.has(first) && !SKILL_SUBFOLDERS.has(first)) return false;
  // "links to assets/code"
  if (ref.where === 'prose' && !/\.\w+$/.test(ref.target) && !entries.has(first)) return false;
  return true;
}

/**
 * Whether a link that resolves nowhere is certainly meant as a file of the skill, so its absence breaks the
 * skill: it points into a folder the skill has or the standard names, beside the skill (`../`), or at a
 * file at the top of a skill that is not a document template. Otherwise (`internal-wiki/connection-pools`,
 * `./c4-container.md` in a C4 page template) it may be a page of the document the skill writes or of a
 * site: a warning that says so.
 */
export function linkMeantAsFile(ref: Reference, entries: ReadonlySet<string>, template: boolean): boolean {
  const segments = ref.target.split('/');
  if (segments[0] === '.') segments.shift();
  const first = segments[0]!;
  if (ref.rooted || first === '..' || entries.has(first) || SKILL_SUBFOLDERS.has(first)) return true;
  if (template) return false;
  return segments.length === 1 || /\.\w+$/.test(ref.target);
}

/** `scientific-skills/x.py` where `scientific-skills` is a sibling skill: a file, but not `scikit-learn/PyTorch`. */
export function meantForASibling(ref: Reference): boolean {
  return !ref.example && (ref.where === 'prose' || ref.where === 'inline-code') && /\.\w+$/.test(ref.target);
}

/**
 * A path an instruction gives is certainly the skill's when it starts in a folder the standard names or the skill has,
 * or in a sibling skill; and names a file.
 */
export function instructionMeantForSkill(
  ref: Reference,
  first: string,
  skillFolders: ReadonlySet<string>,
  inSibling: boolean,
): boolean {
  // After a root variable the path may be the user's plugin (a skill that teaches plugin writing): a warning.
  if (ref.example || ref.rooted || !/\.\w+$/.test(ref.target)) return false;
  return inSibling || RESOURCE_FOLDERS.has(first) || skillFolders.has(first);
}

/** Whether `target` exists relative to a folder above the skill, up to the repository root. */
export function aboveSkill(root: string, dir: string, target: string): boolean {
  if (target.startsWith('../')) return false; // a sibling skill's file: looked for where the text puts it
  for (let at = dir.lastIndexOf('/'); ; at = dir.lastIndexOf('/', at - 1)) {
    const ancestor = at < 0 ? '' : dir.slice(0, at);
    if (existsSync(path.join(root, ancestor, target))) return true;
    if (at < 0) return false;
  }
}

export function topFolders(files: readonly SkillFileEntry[]): Set<string> {
  return new Set(files.filter((f) => f.kind === 'dir' && !f.rel.includes('/')).map((f) => f.rel));
}

/** The project folder that holds a skill in one of its native roots (`<project>/.claude/skills/<name>`). */
export function projectRootOf(dir: string): string | undefined {
  const rooted = `/${dir}`;
  for (const needle of NATIVE_ROOT_NEEDLES) {
    const at = rooted.lastIndexOf(needle);
    if (at >= 0) return dir.slice(0, Math.max(0, at - 1));
  }
  return undefined;
}

const NATIVE_ROOT_NEEDLES = NATIVE_SKILL_ROOTS.map((r) => `/${r}/`);

/**
 * Other skills of the repository the text names, nearest to this line first: the mentions within reach,
 * then every other mention, then any skill name that appears as a word ("… using scientific-schematics").
 */
export function nearbySkills(
  mentions: readonly SkillMention[],
  line: number,
  self: SkillRecord,
  layout: RepositoryLayout,
  namedInBody: readonly SkillRecord[],
): SkillRecord[] {
  const distance = (m: SkillMention) =>
    Math.abs(m.line - line) + (m.line >= line - MENTION_REACH_BEFORE && m.line <= line + MENTION_REACH_AFTER ? 0 : 1e6);
  const out = new Set<SkillRecord>();
  for (const m of [...mentions].sort((a, b) => distance(a) - distance(b))) {
    const other = layout.byName.get(m.name);
    if (other !== undefined && other !== self) out.add(other);
  }
  for (const other of namedInBody) out.add(other);
  return [...out];
}

/** Skills of the repository whose name appears as a word in this skill's body. */
export function skillNamesIn(self: SkillRecord, layout: RepositoryLayout): SkillRecord[] {
  const out: SkillRecord[] = [];
  for (const word of new Set(self.body.match(/[a-z0-9][a-z0-9-]*[a-z0-9]/g) ?? [])) {
    const other = layout.byName.get(word);
    if (other !== undefined && other !== self) out.push(other);
  }
  return out;
}

/** The first base where the target exists, as written or with `.md` appended (`references/open-coding`). */
export function resolveFirst(bases: readonly string[], target: string): string | undefined {
  for (const base of bases) {
    const abs = path.resolve(base, target);
    if (existsSync(abs)) return abs;
    if (!target.endsWith('.md') && existsSync(`${abs}.md`)) return `${abs}.md`;
  }
  return undefined;
}
