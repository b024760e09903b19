import { cpSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Edit } from './parts.js';
import { BisectError } from './snapshot.js';

/** Never copied into a reverted tree: git's own data, and what a run writes there. */
const NOT_COPIED = new Set(['.git', 'node_modules']);

/**
 * A copy of the head's folder with `edits` applied: where one reverted part is evaluated. Links are
 * copied as links (as the head has them), and only files, folders and links are copied (a FIFO or a
 * device in a hostile PR is left out). `skip`: absolute paths not to copy (the results folder, when
 * it is inside). Removed by the returned function.
 */
export function revertedTree(
  headRoot: string,
  edits: readonly Edit[],
  skip: readonly string[] = [],
): { dir: string; remove(): void } {
  const dir = realpathSync.native(mkdtempSync(path.join(os.tmpdir(), 'caliper-bisect-')));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const skipped = new Set(skip.map((s) => path.resolve(s)));
    cpSync(headRoot, dir, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => {
        if (NOT_COPIED.has(path.basename(source)) || skipped.has(path.resolve(source))) return false;
        const st = lstatSync(source);
        return st.isFile() || st.isDirectory() || st.isSymbolicLink();
      },
    });
    for (const edit of edits) applyEdit(dir, edit);
    return { dir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Write (or remove) one file inside `root`. The path's folders are created where missing, and the folder
 * the file lands in, links resolved, must be inside `root`: a head whose skill folder is a link out of
 * the repository is refused, never written through. The file itself is replaced, never written through
 * a link that stands in its place.
 */
export function applyEdit(root: string, edit: Edit): void {
  const segments = edit.path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..') || path.isAbsolute(edit.path))
    throw new BisectError(`cannot revert ${JSON.stringify(edit.path)}: not a path inside the folder`);
  const realRoot = realpathSync.native(root);
  // One folder at a time, each checked before anything is made in it: a link out is never followed to create.
  let realParent = realRoot;
  for (const segment of segments.slice(0, -1)) {
    const next = path.join(realParent, segment);
    if (!exists(next)) {
      if (edit.content === null) return;
      mkdirSync(next);
    }
    realParent = realpathSync.native(next);
    const rel = path.relative(realRoot, realParent);
    if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
      throw new BisectError(
        `cannot revert ${JSON.stringify(edit.path)}: its folder leads outside the repository through a symbolic link`,
      );
  }
  const target = path.join(realParent, segments[segments.length - 1]!);
  if (exists(target)) rmSync(target, { recursive: true, force: true });
  if (edit.content !== null) writeFileSync(target, edit.content, { flag: 'wx' });
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}
