import path from 'node:path';
import type { SkillFileEntry } from './skillFiles.js';

/**
 * The paths of a skill folder the walk already saw as plain files and folders (no symlink on the way),
 * so that checking a reference to one needs no file-system call. Anything else (a miss, a symlink, a
 * file that is never installed) is for the caller to look up on disk as before.
 */
export function plainSkillTree(absDir: string, files: readonly SkillFileEntry[]): (abs: string) => boolean {
  const links = files.filter((f) => f.kind === 'symlink').map((f) => `${f.rel}/`);
  // Most skills have no link: every entry is plain, and no entry needs testing against each link.
  const plain = new Set(
    links.length === 0
      ? files.map((f) => f.rel)
      : files.filter((f) => f.kind !== 'symlink' && !links.some((l) => f.rel.startsWith(l))).map((f) => f.rel),
  );
  const prefix = absDir.endsWith(path.sep) ? absDir : absDir + path.sep;
  const relative =
    path.sep === '/'
      ? (abs: string) => abs.slice(prefix.length)
      : (abs: string) => abs.slice(prefix.length).split(path.sep).join('/');
  return (abs) => abs.startsWith(prefix) && plain.has(relative(abs));
}
