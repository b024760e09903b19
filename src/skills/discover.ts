import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { compileGlobs } from '../util/glob.js';
import { childPath } from '../util/paths.js';
import {
  ALWAYS_SKIPPED,
  COMMAND_FOLDERS,
  EVAL_SPEC_FILE,
  NATIVE_SKILL_ROOTS,
  SKILL_FILE,
  isDocumentationFile,
  toSkillName,
} from './layout.js';
import { compareStrings } from '../util/strings.js';

export interface LoneCommandFile {
  /** The file, relative to the root. */
  file: string;
  /** Where `validate --fix` would move it: `<dir>/<name>/SKILL.md`. */
  suggestedSkillFile: string;
  name: string | undefined;
  origin: 'command-folder' | 'skills-folder';
}

export interface Discovery {
  root: string;
  /** Folders holding a `SKILL.md`, relative to the root, sorted. `''` when the root itself is a skill. */
  skillDirs: string[];
  /** Each skill folder's absolute path (as the listings are keyed), by its relative one. */
  skillPaths: Map<string, string>;
  loneCommandFiles: LoneCommandFile[];
  /** `skill.md`, `Skill.md`, … in a folder without a `SKILL.md`: a skill no CLI will load. */
  misnamedSkillFiles: string[];
  /** `SKILL.md` entries that are folders (or links to one): nothing can load them. */
  skillFileFolders: string[];
  /** `.eval.yml` and similar beside a SKILL.md: a spec that would otherwise be silently ignored. */
  misnamedEvalSpecs: string[];
  /** Eval specs in a folder without a SKILL.md: nothing would run them. */
  orphanEvalSpecs: string[];
  /** Symlinks met by the walk (outside skill folders) that point out of the root or nowhere. */
  escapingLinks: { file: string; target: string | undefined }[];
  /** Every folder listing the walk read, by absolute path, so later stages need not read them again. */
  listings: Map<string, Dirent[]>;
}

export interface DiscoverOptions {
  ignore?: readonly string[];
  /** Globs of folders whose `.md` files are commands on purpose (the repository says so). */
  commandFolders?: readonly string[];
}

/** Find every skill folder and every command-style file that pretends to be one. */
export function discoverSkills(root: string, options: DiscoverOptions = {}): Discovery {
  const absRoot = path.resolve(root);
  const realRoot = realpathSync.native(absRoot);
  const ignored = compileGlobs(options.ignore ?? []);
  const declaredCommands = compileGlobs(options.commandFolders ?? []);
  const result: Discovery = {
    root: absRoot,
    skillDirs: [],
    skillPaths: new Map(),
    loneCommandFiles: [],
    misnamedSkillFiles: [],
    skillFileFolders: [],
    misnamedEvalSpecs: [],
    orphanEvalSpecs: [],
    escapingLinks: [],
    listings: new Map(),
  };

  // Folders to list, relative and absolute: a child's absolute path is its parent's and its name (what
  // `path.join` would give, without normalising thousands of paths again).
  const pending: [string, string][] = [['', absRoot]];
  const followed = new Set<string>();
  const linkedFolders = new Set<string>();
  while (pending.length > 0) {
    const [rel, abs] = pending.pop()!;
    const entries = readdirSync(abs, { withFileTypes: true });
    result.listings.set(abs, entries);
    // An ignored SKILL.md makes no skill (`template/**`, `**/SKILL.md`): the folder is listed before its
    // entries are matched, so its own SKILL.md is matched here.
    const skillEntry = entries.find(
      (e) => e.name === SKILL_FILE && !ignored(rel === '' ? SKILL_FILE : `${rel}/${SKILL_FILE}`),
    );
    const isSkillDir = skillEntry !== undefined && isFileEntry(abs, skillEntry);
    // A skill seen through a linked command folder is discovered at its real path.
    if (isSkillDir && linkedFolders.size > 0 && [...linkedFolders].some((l) => rel.startsWith(`${l}/`))) continue;
    if (isSkillDir) {
      result.skillDirs.push(rel);
      result.skillPaths.set(rel, abs);
    } else if (skillEntry) result.skillFileFolders.push(rel === '' ? SKILL_FILE : `${rel}/${SKILL_FILE}`);

    for (const entry of entries) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (ignored(childRel)) continue;
      // A folder every path under which is ignored (`dir/**`, `dir/*`) is not walked at all.
      if ((entry.isDirectory() || entry.isSymbolicLink()) && ignored(`${childRel}/`)) continue;
      if (entry.isDirectory()) {
        if (!ALWAYS_SKIPPED.has(entry.name)) pending.push([childRel, childPath(abs, entry.name)]);
      } else if (entry.isSymbolicLink()) {
        // Not followed: a link inside the repository is discovered at its real path, and links inside a
        // skill folder are checked by the skill's own file scan. Except a command folder that is a link
        // (`.claude/commands -> ../commands`): its files are commands only at the link's path.
        if (!isSkillDir && isSkillPath(childRel)) checkLink(realRoot, absRoot, childRel, result);
        if (!isSkillDir && linkedCommandFolder(realRoot, absRoot, childRel, followed)) {
          linkedFolders.add(childRel);
          pending.push([childRel, childPath(abs, entry.name)]);
        }
      } else if (entry.isFile()) {
        classifyFile(rel, entry.name, isSkillDir, result, declaredCommands);
      }
    }
  }
  result.skillDirs.sort();
  result.loneCommandFiles.sort((a, b) => compareStrings(a.file, b.file));
  result.misnamedSkillFiles.sort();
  result.skillFileFolders.sort();
  result.misnamedEvalSpecs.sort();
  result.orphanEvalSpecs.sort();
  return result;
}

function classifyFile(
  dirRel: string,
  name: string,
  isSkillDir: boolean,
  result: Discovery,
  declaredCommands: (rel: string) => boolean,
): void {
  const fileRel = dirRel === '' ? name : `${dirRel}/${name}`;
  const lower = name.toLowerCase();
  if (!isSkillDir && lower === 'skill.md') {
    result.misnamedSkillFiles.push(fileRel);
    return;
  }
  const isSpecLike = /^\.?eval\.ya?ml$/i.test(name);
  if (isSkillDir) {
    if (isSpecLike && name !== EVAL_SPEC_FILE) result.misnamedEvalSpecs.push(fileRel);
    return;
  }
  if (isSpecLike) {
    result.orphanEvalSpecs.push(fileRel);
    return;
  }
  if (!lower.endsWith('.md')) return;
  // Documentation is never a command, and the repository may declare folders of commands on purpose.
  if (isDocumentationFile(name) || declaredCommands(fileRel)) return;

  const commandFolder = COMMAND_FOLDERS.find(
    (f) => dirRel === f || dirRel.endsWith(`/${f}`) || dirRel.startsWith(`${f}/`) || dirRel.includes(`/${f}/`),
  );
  if (commandFolder) {
    const at = dirRel.lastIndexOf(commandFolder);
    const projectPrefix = dirRel.slice(0, at);
    const namespace = dirRel.slice(at + commandFolder.length).replace(/^\//, '');
    const skillName = toSkillName([namespace, name.slice(0, -3)].filter(Boolean).join('-'));
    const skillsRoot = `${projectPrefix}${commandFolder.split('/')[0]}/skills`;
    result.loneCommandFiles.push({
      file: fileRel,
      name: skillName,
      suggestedSkillFile: `${skillsRoot}/${skillName ?? '<name>'}/${SKILL_FILE}`,
      origin: 'command-folder',
    });
    return;
  }

  const folderName = dirRel.split('/').pop() ?? '';
  const isNativeRoot = NATIVE_SKILL_ROOTS.some((r) => dirRel === r || dirRel.endsWith(`/${r}`));
  const isSkillsFolder = isNativeRoot || folderName === 'skills';
  if (!isSkillsFolder) return;
  const skillName = toSkillName(name.slice(0, -3));
  result.loneCommandFiles.push({
    file: fileRel,
    name: skillName,
    suggestedSkillFile: `${dirRel}/${skillName ?? '<name>'}/${SKILL_FILE}`,
    origin: 'skills-folder',
  });
}

/**
 * Whether `rel` is a command folder that is a symlink to a folder inside the repository, not yet walked
 * through another link, and whose real folder is not itself a command folder (walked there already).
 */
function linkedCommandFolder(realRoot: string, absRoot: string, rel: string, followed: Set<string>): boolean {
  if (!COMMAND_FOLDERS.some((f) => rel === f || rel.endsWith(`/${f}`))) return false;
  let target: string;
  try {
    target = realpathSync.native(path.join(absRoot, rel));
    if (!statSync(target).isDirectory()) return false;
  } catch {
    return false;
  }
  if (!target.startsWith(realRoot + path.sep) || followed.has(target)) return false;
  const targetRel = path.relative(realRoot, target).split(path.sep).join('/');
  if (
    COMMAND_FOLDERS.some(
      (f) =>
        targetRel === f || targetRel.endsWith(`/${f}`) || targetRel.startsWith(`${f}/`) || targetRel.includes(`/${f}/`),
    )
  )
    return false;
  followed.add(target);
  return true;
}

/** A regular file, or a link to one. */
function isFileEntry(dir: string, entry: Dirent): boolean {
  if (entry.isFile()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return statSync(path.join(dir, entry.name)).isFile();
  } catch {
    return false;
  }
}

/** Paths where a link could stand for a skill: under a `skills` folder, a native root or a command folder. */
function isSkillPath(rel: string): boolean {
  const segments = rel.split('/');
  return segments.includes('skills') || segments.includes('skill') || COMMAND_FOLDERS.some((f) => rel.includes(f));
}

function checkLink(realRoot: string, absRoot: string, rel: string, result: Discovery): void {
  let target: string | undefined;
  try {
    target = realpathSync.native(path.join(absRoot, rel));
    statSync(target);
  } catch {
    result.escapingLinks.push({ file: rel, target: undefined });
    return;
  }
  if (target !== realRoot && !target.startsWith(realRoot + path.sep)) {
    result.escapingLinks.push({ file: rel, target });
  }
}
