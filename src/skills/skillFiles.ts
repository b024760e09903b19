import { lstatSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { NEVER_INSTALLED } from './layout.js';

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
  const pending = [''];
  while (pending.length > 0) {
    const rel = pending.pop()!;
    for (const entry of list(rel === '' ? absDir : path.join(absDir, rel))) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (NEVER_INSTALLED.includes(entry.name) || exclude(childRel)) continue;
      const abs = path.join(absDir, childRel);
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
        pending.push(childRel);
      } else if (entry.isFile()) {
        out.push({ rel: childRel, kind: 'file', size: lstatSync(abs).size });
      }
    }
  }
  return out.sort((a, b) => a.rel.localeCompare(b.rel));
}

export function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}
