import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { readTrialFile, statTrialFile, type TrialFile } from './trialFiles.js';

/**
 * A file of a repository that a pull request wrote (a SKILL.md, an eval spec, a plugin manifest, the
 * configuration), read through the one guarded reader of trial files. Links inside the repository are
 * how repositories share skills, so the links on the way are resolved once, and the result must stay
 * inside `realRoot`; the resolved path is then read as a trial file is: no link followed, regular files
 * only, opened non-blocking, never past `maxBytes`. A link to `/dev/zero` is refused, a FIFO is not
 * waited on, and a file swapped for a link between the two is refused.
 */
export type RepoFile = TrialFile | { kind: 'too-large'; size: number };

/** `abs` read as above; `name` (relative to the repository) is how a refusal names it. */
export function readRepoFile(realRoot: string, abs: string, name: string, maxBytes: number): RepoFile {
  let real: string;
  try {
    real = realpathSync.native(abs);
  } catch {
    return isLink(abs) ? refused(`${name} is a symbolic link that leads nowhere`) : { kind: 'missing' };
  }
  const rel = path.relative(realRoot, real);
  const outside = rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
  if (outside) return refused(`${name} is a symbolic link that leads outside the repository`);
  const found = statTrialFile(realRoot, rel, name);
  if (found.kind !== 'regular') return found;
  if (found.size > maxBytes) return { kind: 'too-large', size: found.size };
  return readTrialFile(realRoot, rel, maxBytes, name);
}

/** The text of `abs` when it is a regular file of the repository within `maxBytes`, else undefined. */
export function readRepoText(realRoot: string, abs: string, maxBytes: number): string | undefined {
  const read = readRepoFile(realRoot, abs, abs, maxBytes);
  return read.kind === 'file' ? read.bytes.toString('utf8') : undefined;
}

function refused(reason: string): RepoFile {
  return { kind: 'refused', reason };
}

function isLink(abs: string): boolean {
  try {
    return lstatSync(abs).isSymbolicLink();
  } catch {
    return false;
  }
}
