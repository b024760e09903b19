import { lstatSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { NEVER_INSTALLED } from './layout.js';
import { childPath } from '../util/paths.js';
import { compareStrings } from '../util/strings.js';

export type SkillFileEntry =
  | { rel: string; kind: 'file'; size: number }
  | { rel: string; kind: 'dir' }
  /** `target` is the link's real path, or undefined when it points nowhere. */
  | { rel: string; kind: 'symlink'; target: string | undefined; targetIsDir: boolean; size: number };

/**
 * Every entry of a skill folder that an install would consider, without following links. What is
 * never installed (`.eval.yaml`, `.caliper/`, `.git/`, and `exclude`) is left out at any depth.
 */
export function walkSkillFolder(
  absDir: string,
  options: { exclude?: (rel: string) => boolean; listings?: ReadonlyMap<string, Dirent[]> } = {},
): SkillFileEntry[] {
  const exclude = options.exclude ?? (() => false);
  const list = (abs: string) => options.listings?.get(abs) ?? readdirSync(abs, { withFileTypes: true });
  const out: SkillFileEntry[] = [];
  const pending: [string, string][] = [['', absDir]];
  while (pending.length > 0) {
    const [rel, absFolder] = pending.pop()!;
    for (const entry of list(absFolder)) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (NEVER_INSTALLED.includes(entry.name) || exclude(childRel)) continue;
      const abs = childPath(absFolder, entry.name);
      if (entry.isSymbolicLink()) {
        let target: string | undefined;
        let targetIsDir = false;
        let size = 0;
        try {
          target = realpathSync.native(abs);
          const st = statSync(target);
          targetIsDir = st.isDirectory();
          size = st.isFile() ? st.size : 0;
        } catch {
          target = undefined;
        }
        out.push({ rel: childRel, kind: 'symlink', target, targetIsDir, size });
      } else if (entry.isDirectory()) {
        out.push({ rel: childRel, kind: 'dir' });
        pending.push([childRel, childPath(absFolder, entry.name)]);
      } else if (entry.isFile()) {
        out.push({ rel: childRel, kind: 'file', size: lstatSync(abs).size });
      }
    }
  }
  return out.sort((a, b) => compareStrings(a.rel, b.rel));
}

export function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

/**
 * What a symlink inside a skill reaches that is never installed: the first such path, relative to the
 * skill, or undefined. The link's target itself, or anything in a folder it points to, counts when a
 * path segment is never installed (`.eval.yaml`, `.caliper`, `.git`) or `exclude` matches it (a spec's
 * forbidden files). Links that leave the skill are `symlink-escape`'s business, not this one's.
 */
export function hiddenBehindLink(realSkillDir: string, target: string, exclude: (rel: string) => boolean = () => false): string | undefined {
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
  const pending = [rel];
  while (pending.length > 0) {
    const dirRel = pending.pop()!;
    for (const entry of readdirSync(path.join(realSkillDir, dirRel), { withFileTypes: true })) {
      const childRel = dirRel === '' ? entry.name : `${dirRel}/${entry.name}`;
      if (hidden(childRel)) return childRel;
      if (entry.isDirectory()) pending.push(childRel);
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
