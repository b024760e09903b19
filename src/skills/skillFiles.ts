import { lstatSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { NEVER_INSTALLED } from './layout.js';
import { childPath } from '../util/paths.js';
import { compareStrings } from '../util/strings.js';

export type SkillFileEntry =
  | { rel: string; kind: 'file'; size: number }
  | { rel: string; kind: 'dir' }
  /** `target` is the link's real path, or undefined when it points nowhere. */
  | {
      rel: string;
      kind: 'symlink';
      target: string | undefined;
      targetIsDir: boolean;
      targetIsFile: boolean;
      size: number;
    }
  /** A FIFO, a socket or a device: never read, never installed. */
  | { rel: string; kind: 'special'; what: string };

/**
 * Bounds on every walk of a skill's files, far above real skills (validate caps their files at 1,000):
 * a pull request's folders and links cannot make a walk run on, however they nest or repeat.
 */
export const WALK_LIMITS = { entries: 20_000, depth: 32 } as const;

/** A walk went past WALK_LIMITS; the message says which, as what the folder does ("holds more than …"). */
export class WalkLimitError extends Error {}

/** Entries every walk has taken so far, in this process: what a test counts to see a walk stop at its bound. */
export const walkWork = { entries: 0 };

/** What a walk has read so far; an install's walks, one per followed link, share one. */
export class WalkBudget {
  private left: number = WALK_LIMITS.entries;

  /** Counts one entry, `depth` folders down from where the walk started (1 for a top-level entry). */
  take(depth: number): void {
    walkWork.entries++;
    if (--this.left < 0)
      throw new WalkLimitError(
        `holds more than ${WALK_LIMITS.entries.toLocaleString('en-US')} files, folders and links`,
      );
    if (depth > WALK_LIMITS.depth) throw new WalkLimitError(`nests folders more than ${WALK_LIMITS.depth} deep`);
  }
}

/**
 * Every entry of a skill folder that an install would consider, without following links. What is
 * never installed (`.eval.yaml`, `.caliper/`, `.git/`, and `exclude`) is left out at any depth.
 * Throws WalkLimitError past WALK_LIMITS; `depth` is how deep `absDir` itself lies in the walk.
 */
export function walkSkillFolder(
  absDir: string,
  options: {
    exclude?: (rel: string) => boolean;
    listings?: ReadonlyMap<string, Dirent[]>;
    budget?: WalkBudget;
    depth?: number;
  } = {},
): SkillFileEntry[] {
  const exclude = options.exclude ?? (() => false);
  const budget = options.budget ?? new WalkBudget();
  const list = (abs: string) => options.listings?.get(abs) ?? readdirSync(abs, { withFileTypes: true });
  const out: SkillFileEntry[] = [];
  const pending: [string, string, number][] = [['', absDir, options.depth ?? 0]];
  while (pending.length > 0) {
    const [rel, absFolder, depth] = pending.pop()!;
    for (const entry of list(absFolder)) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (NEVER_INSTALLED.includes(entry.name) || exclude(childRel)) continue;
      budget.take(depth + 1);
      const abs = childPath(absFolder, entry.name);
      if (entry.isSymbolicLink()) {
        out.push(linkEntry(childRel, abs));
      } else if (entry.isDirectory()) {
        out.push({ rel: childRel, kind: 'dir' });
        pending.push([childRel, abs, depth + 1]);
      } else if (entry.isFile()) {
        out.push({ rel: childRel, kind: 'file', size: lstatSync(abs).size });
      } else {
        out.push({ rel: childRel, kind: 'special', what: specialKind(entry) });
      }
    }
  }
  return out.sort((a, b) => compareStrings(a.rel, b.rel));
}

function linkEntry(rel: string, abs: string): SkillFileEntry {
  try {
    const target = realpathSync.native(abs);
    const st = statSync(target);
    return {
      rel,
      kind: 'symlink',
      target,
      targetIsDir: st.isDirectory(),
      targetIsFile: st.isFile(),
      size: st.isFile() ? st.size : 0,
    };
  } catch {
    return { rel, kind: 'symlink', target: undefined, targetIsDir: false, targetIsFile: false, size: 0 };
  }
}

/** What a folder entry that is neither a file, a folder nor a link is. */
export function specialKind(entry: { isFIFO(): boolean; isSocket(): boolean }): string {
  return entry.isFIFO() ? 'a FIFO' : entry.isSocket() ? 'a socket' : 'a device';
}

/** An entry as an install meets it: `rel` is where it lands, `dir` the folder `entry.rel` starts from. */
export interface InstalledEntry {
  rel: string;
  dir: string;
  entry: SkillFileEntry;
}

/** A folder link that leads back into a folder on the walk's path; paths relative to the skill. */
export interface LinkLoop {
  link: string;
  target: string;
  /**
   * The links followed since the walk entered the target, through which it came back (none when the target holds `link`
   * itself).
   */
  via: string[];
}

export interface FollowOptions {
  /** By installed path. */
  exclude?: (rel: string) => boolean;
  listings?: ReadonlyMap<string, Dirent[]>;
  /** Whether to walk the folder (a real path inside the skill) that a link leads to. */
  follow?: (target: string) => boolean;
  onLoop?: (loop: LinkLoop) => void;
}

/**
 * The entries an install walks: the skill folder's, and at each folder link that stays inside the
 * skill, the entries of the folder it leads to. A link into a folder holding a link on the current path
 * (its own folder, an ancestor) is not followed: the walk would come back to it forever. All the walks
 * share one WalkBudget, so links that repeat folders cannot multiply it past WALK_LIMITS.
 */
export function walkFollowingLinks(skillDir: string, options: FollowOptions = {}): InstalledEntry[] {
  const realDir = realpathSync.native(skillDir);
  const exclude = options.exclude ?? (() => false);
  const budget = new WalkBudget();
  const out: InstalledEntry[] = [];
  const visit = (dir: string, realFolder: string, prefix: string, chain: readonly PathLink[]) => {
    const depth = prefix === '' ? 0 : prefix.split('/').length;
    for (const entry of walkSkillFolder(dir, {
      exclude: (rel) => exclude(join(prefix, rel)),
      listings: options.listings,
      budget,
      depth,
    })) {
      const rel = join(prefix, entry.rel);
      out.push({ rel, dir, entry });
      if (
        entry.kind !== 'symlink' ||
        !entry.targetIsDir ||
        entry.target === undefined ||
        !isInside(realDir, entry.target)
      )
        continue;
      if (options.follow && !options.follow(entry.target)) continue;
      const link = {
        rel: skillRel(realDir, path.join(realFolder, entry.rel)),
        folder: path.join(realFolder, path.dirname(entry.rel)),
      };
      const loop = loopOf(realDir, entry.target, link, chain);
      if (loop) options.onLoop?.(loop);
      else visit(entry.target, entry.target, rel, [...chain, link]);
    }
  };
  visit(skillDir, realDir, '', []);
  return out;
}

/** A followed folder link: its path relative to the skill, and the real folder holding it. */
interface PathLink {
  rel: string;
  folder: string;
}

function loopOf(realDir: string, target: string, link: PathLink, chain: readonly PathLink[]): LinkLoop | undefined {
  const at = { link: link.rel, target: skillRel(realDir, target) };
  if (isInside(target, link.folder)) return { ...at, via: [] };
  const back = chain.findIndex((c) => isInside(target, c.folder));
  return back === -1 ? undefined : { ...at, via: chain.slice(back).map((c) => c.rel) };
}

function skillRel(realDir: string, abs: string): string {
  return path.relative(realDir, abs).split(path.sep).join('/') || '.';
}

function join(prefix: string, rel: string): string {
  return prefix === '' ? rel : `${prefix}/${rel}`;
}

export function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

/**
 * What a symlink inside a skill reaches that is never installed: the first such path, relative to the
 * skill, or undefined. The link's target itself, or anything in a folder it points to, counts when a
 * path segment is never installed (`.eval.yaml`, `.caliper`, `.git`) or `exclude` matches it (a spec's
 * forbidden files). Links that leave the skill are `symlink-escape`'s business, not this one's.
 * Throws WalkLimitError past WALK_LIMITS.
 */
export function hiddenBehindLink(
  realSkillDir: string,
  target: string,
  exclude: (rel: string) => boolean = () => false,
  budget = new WalkBudget(),
): string | undefined {
  if (!isInside(realSkillDir, target)) return undefined;
  const rel = path.relative(realSkillDir, target).split(path.sep).join('/');
  const hidden = (r: string) => r.split('/').some((segment) => NEVER_INSTALLED.includes(segment)) || exclude(r);
  if (rel !== '' && hidden(rel)) return rel;
  let isDir = false;
  try {
    isDir = statSync(target).isDirectory();
  } catch {
    return undefined;
  }
  if (!isDir) return undefined;
  // The real folder, without following links: a link inside it is checked as a link of its own.
  const pending: [string, number][] = [[rel, rel === '' ? 0 : rel.split('/').length]];
  while (pending.length > 0) {
    const [dirRel, depth] = pending.pop()!;
    for (const entry of readdirSync(path.join(realSkillDir, dirRel), { withFileTypes: true })) {
      const childRel = dirRel === '' ? entry.name : `${dirRel}/${entry.name}`;
      if (hidden(childRel)) return childRel;
      budget.take(depth + 1);
      if (entry.isDirectory()) pending.push([childRel, depth + 1]);
    }
  }
  return undefined;
}

/** A file that is a symlink leading out of `realRoot` (or nowhere): its target, `'nowhere'`, or undefined. */
export function linkLeaving(realRoot: string, abs: string): string | undefined {
  if (!lstatSync(abs).isSymbolicLink()) return undefined;
  try {
    const target = realpathSync.native(abs);
    return isInside(realRoot, target) ? undefined : target;
  } catch {
    return 'nowhere';
  }
}
