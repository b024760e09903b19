import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Dependency } from '../dependencies.js';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import { NATIVE_SKILL_ROOTS, NEVER_INSTALLED } from '../layout.js';
import type { SkillMention } from '../mentions.js';
import type { PluginFile, PluginLayout } from '../plugins.js';
import { extractReferences, readsAsDocumentTemplate, type Reference } from '../references.js';
import { plainSkillTree } from '../skillTree.js';
import type { SkillRecord } from '../skill.js';
import { isInside, type SkillFileEntry } from '../skillFiles.js';
import { caseMismatch, findIgnoringCase, skillCaseIndex } from './referenceCase.js';

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

export interface ReferenceResult {
  diagnostics: Diagnostic[];
  /** Other skills this skill's references land in, with the line. */
  dependencies: Dependency[];
  /** Files of the skill's plugin (outside the skill and any other skill) that its text references. */
  pluginFiles: PluginFile[];
  /** Paths the text gives after a root variable (`${CLAUDE_PLUGIN_ROOT}/x`), outside code samples. */
  rootedPaths: { variable: string; target: string; line: number }[];
  /**
   * Files of the skill folder itself that the text references (relative to it, no link on the way): the content scan
   * reads them.
   */
  localFiles: Set<string>;
}

/** What reference resolution needs to know about the whole repository; built once per run. */
export interface RepositoryLayout {
  realRoot: string;
  skills: readonly SkillRecord[];
  realDirOf: Map<SkillRecord, string>;
  /** Each skill's folder, absolute (under the root as given, not its real path). */
  absDirOf: Map<SkillRecord, string>;
  /** Folder names of the skills in each parent folder (absolute path). */
  folderNamesByParent: Map<string, Set<string>>;
  /** Skills by name (the first, when names repeat). */
  byName: Map<string, SkillRecord>;
  /** Skills by folder name (the first, when folder names repeat): the text may call a skill by its folder. */
  byFolder: Map<string, SkillRecord>;
  plugins: PluginLayout;
}

/** `paths`: skill folders' absolute paths by relative ones, when the caller has them (else joined here). */
export function repositoryLayout(
  root: string,
  skills: readonly SkillRecord[],
  plugins: PluginLayout,
  paths?: ReadonlyMap<string, string>,
): RepositoryLayout {
  const folderNamesByParent = new Map<string, Set<string>>();
  const absDirOf = new Map(skills.map((s) => [s, paths?.get(s.dir) ?? path.join(root, s.dir)]));
  for (const s of skills) {
    const parent = path.dirname(absDirOf.get(s)!);
    folderNamesByParent.set(parent, (folderNamesByParent.get(parent) ?? new Set()).add(s.folderName));
  }
  const byName = new Map<string, SkillRecord>();
  const byFolder = new Map<string, SkillRecord>();
  for (const s of skills) {
    if (!byName.has(s.name)) byName.set(s.name, s);
    if (!byFolder.has(s.folderName)) byFolder.set(s.folderName, s);
  }
  const realRoot = realpathSync.native(root);
  return {
    realRoot,
    skills,
    // Discovery never walks through a link to a skill (one seen through a linked command folder is found
    // at its real path), so a skill's real folder is its path under the real root: no look on disk.
    realDirOf: new Map(skills.map((s) => [s, realRoot === root ? absDirOf.get(s)! : path.join(realRoot, s.dir)])),
    absDirOf,
    folderNamesByParent,
    byName,
    byFolder,
    plugins,
  };
}

/**
 * Resolve every link and path a SKILL.md gives the agent. A Markdown link is meant as a file: when it
 * leads nowhere, the skill is broken (an error). A path in the text is read as the agent would: against
 * the skill folder, the plugin root (`${CLAUDE_PLUGIN_ROOT}/…`, `{baseDir}/…`, or any skill of a plugin),
 * or another skill the text names nearby (a dependency). One that still resolves nowhere may be the user's
 * file, so it is only a warning. Letter case is the exception: a file that exists under another case is
 * certainly meant, and breaks on Linux, so it is an error wherever it is written.
 */
export function checkReferences(
  root: string,
  skill: SkillRecord,
  layout: RepositoryLayout,
  files: readonly SkillFileEntry[],
  mentions: readonly SkillMention[] = [],
): ReferenceResult {
  const absDir = layout.absDirOf.get(skill)!;
  const realDir = layout.realDirOf.get(skill)!;
  const entries = new Set(files.filter((f) => !f.rel.includes('/')).map((f) => f.rel));
  const parentDir = path.dirname(absDir);
  const siblings = layout.folderNamesByParent.get(parentDir) ?? new Set<string>();
  const pluginRoot = layout.plugins.rootOf(skill.dir);
  const absPluginRoot = pluginRoot === undefined ? undefined : path.join(root, pluginRoot);
  const projectRoot = projectRootOf(skill.dir);
  const absProjectRoot = projectRoot === undefined ? undefined : path.join(root, projectRoot);

  const diagnostics: Diagnostic[] = [];
  const dependencies: Dependency[] = [];
  const pluginFiles: PluginFile[] = [];
  const rootedPaths: ReferenceResult['rootedPaths'] = [];
  const localFiles = new Set<string>();
  /** What each target resolved to, the first time it was met: every later occurrence is judged alike. */
  const resolved = new Map<string, 'plain' | Resolved>();
  /** A bare name's spelling on disk when it differs only in case, by name: read from disk once. */
  const spelledAs = new Map<string, string | undefined>();
  /** Missing targets certainly meant as files (a link or an instruction says so), with where it says so. */
  const certainlyMissing = new Map<string, { line: number; why: string; lines: Set<number> }>();
  const unconfirmedAt: { target: string; at: number }[] = [];
  const certain = (target: string, line: number, why: string) => {
    const known = certainlyMissing.get(target);
    if (known === undefined) certainlyMissing.set(target, { line, why, lines: new Set([line]) });
    else known.lines.add(line);
  };
  let namedInBody: SkillRecord[] | undefined;
  let template: boolean | undefined;
  const scope: Scope = { root, skill, layout, realDir, absPluginRoot, absProjectRoot, realPaths: new Map() };
  let caseIndex: ReturnType<typeof skillCaseIndex> | undefined;
  const refs = extractReferences(skill.body, skill.bodyStartLine).sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  const inPlainTree = plainSkillTree(absDir, files);
  let skillFolders: Set<string> | undefined; // wanted only for a missing file an instruction gives

  for (const ref of refs) {
    const line = ref.line;
    if (ref.kind === 'name') {
      // A bare name is only ours when the skill has it; we flag the one mistake we can be sure of.
      if (entries.has(ref.target)) localFiles.add(ref.target);
      if (!spelledAs.has(ref.target))
        spelledAs.set(
          ref.target,
          entries.has(ref.target) || entries.has(`${ref.target}.md`) ? undefined : findIgnoringCase(absDir, ref.target),
        );
      const caseOnly = spelledAs.get(ref.target);
      if (caseOnly) diagnostics.push(caseMismatch(skill, ref.target, caseOnly, line));
      continue;
    }
    const segments = ref.target.split('/');
    const first = segments[0]!;
    const isLink = ref.kind === 'link';
    const sibling =
      !isLink &&
      !ref.rooted &&
      ref.where !== 'code' &&
      siblings.has(first) &&
      first !== skill.folderName &&
      meantForASibling(ref);
    // `../other-skill/scripts/x.sh`: a file of a sibling skill, in prose or run by a command.
    const besideSkill = first === '..' && siblings.has(segments[1] ?? '') && segments[1] !== skill.folderName;
    // A sample of the user's project (`${CLAUDE_PLUGIN_ROOT}` in a plugin.json included), an example, a
    // word of prose: not a reference. Unless it names a file of this skill in another letter case: then
    // the skill's own file is meant, and the spelling breaks on Linux.
    if (
      ref.where === 'code' ||
      (!isLink && !ref.rooted && !sibling && !meantForTheSkill(ref, first, entries, besideSkill))
    ) {
      const spelled = (caseIndex ??= skillCaseIndex(files)).misspelled(ref.target);
      if (spelled !== undefined) diagnostics.push(caseMismatch(skill, ref.target, spelled, line));
      continue;
    }
    if (ref.variable !== undefined) rootedPaths.push({ variable: ref.variable, target: ref.target, line });

    const key = `${isLink ? 'l' : 'p'}${sibling ? 's' : ''}${ref.rooted ? 'r' : ''}:${ref.target}`;
    let found = resolved.get(key);
    if (found === 'plain') continue;
    if (found === undefined) {
      // A file of this skill the walk saw (no link on the way): it exists and it is installed.
      const inSkill = path.resolve(absDir, ref.target);
      if (!sibling && inPlainTree(inSkill)) {
        resolved.set(key, 'plain');
        localFiles.add(path.relative(absDir, inSkill).split(path.sep).join('/'));
        continue;
      }
      const bases = sibling ? [parentDir] : [absDir];
      // A plugin installs as a whole: its skills may point at the plugin's own agents, scripts and prompts.
      if ((!isLink || ref.rooted) && absPluginRoot !== undefined && absPluginRoot !== absDir) bases.push(absPluginRoot);
      // A project's own skill (`.claude/skills/x`) is read by an agent working in that project.
      if (!isLink && absProjectRoot !== undefined) bases.push(absProjectRoot);
      let abs = resolveFirst(bases, ref.target);
      let viaMention: string | undefined;
      if (abs === undefined && !isLink) {
        for (const other of nearbySkills(
          mentions,
          line,
          skill,
          layout,
          (namedInBody ??= skillNamesIn(skill, layout)),
        )) {
          abs = resolveFirst([path.join(root, other.dir)], ref.target);
          if (abs !== undefined) {
            viaMention = other.name;
            break;
          }
        }
      }
      found = { abs, viaMention, bases };
      resolved.set(key, found);
    }
    const { abs, viaMention, bases } = found;
    if (abs === undefined) {
      // `null`: looked for in every letter case, not there.
      found.caseOnly ??=
        bases.map((b) => findIgnoringCase(b, ref.target)).find((spelled) => spelled !== undefined) ?? null;
      const caseOnly = found.caseOnly;
      const looked = rel(root, path.resolve(bases[0]!, ref.target));
      const meant =
        !isLink && instructionMeantForSkill(ref, first, (skillFolders ??= topFolders(files)), sibling || besideSkill);
      // A file the repository has above the skill (a plugin's `scripts/` without a standard manifest) may be what is
      // meant.
      const instruction = meant && !aboveSkill(root, skill.dir, ref.target) ? ref.instruction?.() : undefined;
      if (caseOnly) diagnostics.push(caseMismatch(skill, ref.target, caseOnly, line));
      else if (isLink && linkMeantAsFile(ref, entries, (template ??= readsAsDocumentTemplate(skill.body)))) {
        certain(ref.target, line, 'links it');
        diagnostics.push(
          diagnostic(
            'reference-unresolved',
            skill.file,
            `Link target \`${ref.target}\` does not exist (looked for ${looked}). ` +
              `Fix the link or add the file to the skill folder.`,
            { line },
          ),
        );
      } else if (instruction !== undefined) {
        certain(ref.target, line, `tells the agent to open or run it (${instruction})`);
        diagnostics.push(
          missingInstructed(
            skill,
            ref.target,
            line,
            looked,
            instruction,
            sibling ? first : besideSkill ? segments[1] : undefined,
          ),
        );
      } else {
        unconfirmedAt.push({ target: ref.target, at: diagnostics.length });
        diagnostics.push(unconfirmed(root, skill, ref, bases, { line }));
      }
      continue;
    }
    // Each occurrence is judged as the first was (a real path looked up once), at its own line.
    const outcome = (found.outcome ??= foundOutside(scope, ref, abs, viaMention));
    if (outcome.kind === 'diagnostic') diagnostics.push({ ...outcome.diagnostic, line });
    else if (outcome.kind === 'dependency') dependencies.push({ name: outcome.name, line, via: 'reference' });
    else if (outcome.kind === 'plugin-file') {
      // Where the text puts it (not where a link inside the plugin leads): an install must put it there.
      const file: PluginFile = { path: rel(absPluginRoot!, abs), line };
      if (ref.variable !== undefined) file.variable = ref.variable;
      pluginFiles.push(file);
    }
  }
  return {
    diagnostics: distinct(confirmRepeats(diagnostics, unconfirmedAt, certainlyMissing)),
    dependencies,
    pluginFiles,
    rootedPaths,
    localFiles,
  };
}

interface Scope {
  root: string;
  skill: SkillRecord;
  layout: RepositoryLayout;
  realDir: string;
  absPluginRoot: string | undefined;
  absProjectRoot: string | undefined;
  /** Real paths of the plugin and project roots, looked up once each. */
  realPaths: Map<string, string>;
}

/** What a reference that resolves outside the skill folder (or to a never-installed file in it) leads to. */
function foundOutside(scope: Scope, ref: Reference, abs: string, viaMention: string | undefined): Outcome {
  const { root, skill, layout, realDir, absPluginRoot, absProjectRoot } = scope;
  const isLink = ref.kind === 'link';
  const line = ref.line;
  const realOf = (dir: string) =>
    scope.realPaths.get(dir) ?? scope.realPaths.set(dir, realpathSync.native(dir)).get(dir)!;
  const real = realpathSync.native(abs);
  if (isInside(realDir, real)) {
    const inner = path.relative(realDir, real).split(path.sep);
    if (!inner.some((segment) => NEVER_INSTALLED.includes(segment))) return { kind: 'none' };
    return {
      kind: 'diagnostic',
      diagnostic: diagnostic(
        'reference-unresolved',
        skill.file,
        `\`${ref.target}\` is never installed with the skill (eval specs, ` +
          `.caliper/ and .git/ stay out of the sandbox).`,
        { line },
      ),
    };
  }
  const owner =
    (viaMention !== undefined ? [...layout.realDirOf].find(([other]) => other.name === viaMention) : undefined) ??
    [...layout.realDirOf]
      .filter(([other, otherReal]) => other !== skill && isInside(otherReal, real))
      .sort((a, b) => b[1].length - a[1].length)[0];
  if (owner && isInside(owner[1], real)) return { kind: 'dependency', name: owner[0].name };
  if (absPluginRoot !== undefined && isInside(realOf(absPluginRoot), real)) return { kind: 'plugin-file' };
  if (absProjectRoot !== undefined && isInside(realOf(absProjectRoot), real)) {
    if (!isLink) return { kind: 'none' };
    const message =
      `\`${ref.target}\` resolves to ${rel(root, abs)}, a file of the ` +
      `project this skill belongs to: an agent working in the project finds ` +
      `it, but it is missing wherever the skill is installed alone (an eval ` +
      `sandbox, another project). Move it into the skill folder if the skill ` +
      `needs it.`;
    return {
      kind: 'diagnostic',
      diagnostic: diagnostic('reference-outside-skill', skill.file, message, { line, severity: 'warning' }),
    };
  }
  const where = isInside(layout.realRoot, real) ? `${rel(root, abs)}, outside any skill` : 'outside the repository';
  const message =
    `\`${ref.target}\` resolves to ${where}; it would be missing when the ` +
    `skill is installed. Move the file into the skill folder.`;
  return {
    kind: 'diagnostic',
    diagnostic: diagnostic(
      'reference-outside-skill',
      skill.file,
      message,
      isLink ? { line } : { line, severity: 'warning' },
    ),
  };
}

/** What a target resolved to, the first time it was met. */
interface Resolved {
  abs: string | undefined;
  viaMention: string | undefined;
  bases: string[];
  /** Its spelling on disk when it differs only in case; `null`: looked for, not there. */
  caseOnly?: string | null;
  outcome?: Outcome;
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'plugin-file' }
  | { kind: 'dependency'; name: string }
  | { kind: 'diagnostic'; diagnostic: Diagnostic };

/**
 * A missing file the text names in passing is only a warning, unless another line links it or gives it
 * as an instruction: then it is certainly meant, and every line that names it is reported as an error.
 */
function confirmRepeats(
  diagnostics: Diagnostic[],
  unconfirmedAt: readonly { target: string; at: number }[],
  certainlyMissing: ReadonlyMap<string, { line: number; why: string; lines: Set<number> }>,
): Diagnostic[] {
  const dropped = new Set<number>();
  for (const { target, at } of unconfirmedAt) {
    const certain = certainlyMissing.get(target);
    if (certain === undefined) continue;
    const d = diagnostics[at]!;
    // A line that already has the error for this file needs no second one.
    if (certain.lines.has(d.line!)) dropped.add(at);
    else
      diagnostics[at] = diagnostic(
        'reference-unresolved',
        d.file,
        `\`${target}\` does not exist; line ${certain.line} ${certain.why}, so ` +
          `it is meant here too. Add the file or fix the path.`,
        { line: d.line },
      );
  }
  return dropped.size === 0 ? diagnostics : diagnostics.filter((_, i) => !dropped.has(i));
}

function topFolders(files: readonly SkillFileEntry[]): Set<string> {
  return new Set(files.filter((f) => f.kind === 'dir' && !f.rel.includes('/')).map((f) => f.rel));
}

/** One finding per line and message: a line that names a missing file twice is one mistake. */
function distinct(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.rule}\0${d.line}\0${d.message}`;
    return !seen.has(key) && (seen.add(key), true);
  });
}

/**
 * A path an instruction gives is certainly the skill's when it starts in a folder the standard names or the skill has,
 * or in a sibling skill; and names a file.
 */
function instructionMeantForSkill(
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
function aboveSkill(root: string, dir: string, target: string): boolean {
  if (target.startsWith('../')) return false; // a sibling skill's file: looked for where the text puts it
  for (let at = dir.lastIndexOf('/'); ; at = dir.lastIndexOf('/', at - 1)) {
    const ancestor = at < 0 ? '' : dir.slice(0, at);
    if (existsSync(path.join(root, ancestor, target))) return true;
    if (at < 0) return false;
  }
}

/** `sibling`: the sibling skill the path leads into, which lacks the file. */
function missingInstructed(
  skill: SkillRecord,
  target: string,
  line: number,
  looked: string,
  instruction: string,
  sibling: string | undefined,
): Diagnostic {
  const where = sibling === undefined ? '' : `, in the skill \`${sibling}\` beside this one`;
  return diagnostic(
    'reference-unresolved',
    skill.file,
    `\`${target}\` does not exist (looked for ${looked}${where}), yet the ` +
      `text tells the agent to open or run it (${instruction}). Add the file ` +
      `or fix the path.`,
    { line },
  );
}

/** Links first, so that a link and a prose mention of one missing file give the link's error. */
function rank(ref: Reference): number {
  return ref.kind === 'link' ? 0 : 1;
}

/**
 * Whether a path in the text (not a link) reads as a file of the skill rather than of the user's project:
 * it starts in one of the skill's own folders or entries, and is not an example, a sample of code that
 * imports from the project, or a word of prose that merely holds a slash.
 */
function meantForTheSkill(ref: Reference, first: string, entries: ReadonlySet<string>, besideSkill: boolean): boolean {
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
function linkMeantAsFile(ref: Reference, entries: ReadonlySet<string>, template: boolean): boolean {
  const segments = ref.target.split('/');
  if (segments[0] === '.') segments.shift();
  const first = segments[0]!;
  if (ref.rooted || first === '..' || entries.has(first) || SKILL_SUBFOLDERS.has(first)) return true;
  if (template) return false;
  return segments.length === 1 || /\.\w+$/.test(ref.target);
}

/** `scientific-skills/x.py` where `scientific-skills` is a sibling skill: a file, but not `scikit-learn/PyTorch`. */
function meantForASibling(ref: Reference): boolean {
  return !ref.example && (ref.where === 'prose' || ref.where === 'inline-code') && /\.\w+$/.test(ref.target);
}

/** The project folder that holds a skill in one of its native roots (`<project>/.claude/skills/<name>`). */
function projectRootOf(dir: string): string | undefined {
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
function nearbySkills(
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
function skillNamesIn(self: SkillRecord, layout: RepositoryLayout): SkillRecord[] {
  const out: SkillRecord[] = [];
  for (const word of new Set(self.body.match(/[a-z0-9][a-z0-9-]*[a-z0-9]/g) ?? [])) {
    const other = layout.byName.get(word);
    if (other !== undefined && other !== self) out.push(other);
  }
  return out;
}

/** The first base where the target exists, as written or with `.md` appended (`references/open-coding`). */
function resolveFirst(bases: readonly string[], target: string): string | undefined {
  for (const base of bases) {
    const abs = path.resolve(base, target);
    if (existsSync(abs)) return abs;
    if (!target.endsWith('.md') && existsSync(`${abs}.md`)) return `${abs}.md`;
  }
  return undefined;
}

function unconfirmed(
  root: string,
  skill: SkillRecord,
  ref: Reference,
  bases: readonly string[],
  line: { line: number },
): Diagnostic {
  const looked = bases.map((b) => rel(root, path.resolve(b, ref.target)) || '.').join(' or ');
  return diagnostic(
    'reference-unconfirmed',
    skill.file,
    `\`${ref.target}\` reads like a file of the skill, but there is none ` +
      `(looked for ${looked}). caliper could not confirm it is meant as one: ` +
      `if it is, add it or fix the path; if it is a file of the user's ` +
      `project or an example, ignore this warning or turn the rule off.`,
    line,
  );
}

function rel(root: string, abs: string): string {
  return path.relative(root, abs).split(path.sep).join('/');
}
