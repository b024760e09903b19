import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { readUpTo } from './readUpTo.js';

/**
 * The one way caliper reads, on the host, a file that a trial produced: what the agent left in its
 * trial folder (checked files, a CLI's session logs and usage files) and what a run's folder holds when
 * it came from an artifact. The agent controls every name under `base`, so nothing here follows a
 * symbolic link (not the file, not a folder on the way), only regular files are read, they are opened
 * non-blocking (a FIFO cannot stall the event loop) and never past `maxBytes`. `base` itself is
 * caliper's own folder and is trusted.
 */
export type TrialFile =
  /** `id` is the file's device and inode: two names (hard links) of one file have the same. */
  | { kind: 'file'; bytes: Buffer; size: number; id: string }
  | { kind: 'dir' }
  | { kind: 'missing' }
  /** Present, but not read: a link, a FIFO, a device, too large, or a name that leaves `base`. */
  | { kind: 'refused'; reason: string };

export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Files read and bytes taken by readTrialFile so far, in this process: what a test counts to see each file read once.
 */
export const trialFileWork = { reads: 0, bytes: 0 };

const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

/**
 * What `rel` (relative to `base`, `/`-separated or native) is, without reading it. `name` is how a
 * refusal names the file (by default `rel`).
 */
export function statTrialFile(
  base: string,
  rel: string,
  name = rel,
): Exclude<TrialFile, { kind: 'file' }> | { kind: 'regular'; size: number; stats: Stats } {
  const parts = relativeParts(rel);
  if (!parts) return { kind: 'refused', reason: `${rel} is outside the folder` };
  let current = base;
  for (let i = 0; i < parts.length; i++) {
    current = path.join(current, parts[i]!);
    const last = i === parts.length - 1;
    const shown = last ? name : parts.slice(0, i + 1).join('/');
    let st: Stats;
    try {
      st = lstatSync(current);
    } catch {
      return { kind: 'missing' };
    }
    if (st.isSymbolicLink())
      return { kind: 'refused', reason: `${shown} is a symbolic link, which caliper does not follow` };
    if (!last && !st.isDirectory()) return { kind: 'missing' };
    if (last && st.isDirectory()) return { kind: 'dir' };
    if (last && !st.isFile()) return { kind: 'refused', reason: `${shown} is not a regular file (${typeName(st)})` };
    if (last) return { kind: 'regular', size: st.size, stats: st };
  }
  return { kind: 'dir' };
}

/**
 * Read `rel` under `base` as the module comment says; a file over `maxBytes` is refused, not cut. `name`
 * is how a refusal names the file (by default `rel`).
 */
export function readTrialFile(base: string, rel: string, maxBytes = DEFAULT_MAX_BYTES, name = rel): TrialFile {
  const found = statTrialFile(base, rel, name);
  if (found.kind !== 'regular') return found;
  if (found.size > maxBytes) return tooLarge(name, maxBytes);
  let fd: number;
  try {
    fd = openSync(path.join(base, ...relativeParts(rel)!), OPEN_FLAGS);
  } catch (error) {
    return {
      kind: 'refused',
      reason: `${name} could not be opened (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  }
  try {
    const st = fstatSync(fd);
    // Swapped between the look and the open: not the file that was looked at.
    if (!st.isFile() || st.ino !== found.stats.ino || st.dev !== found.stats.dev)
      return { kind: 'refused', reason: `${name} changed while caliper read it` };
    const bytes = readUpTo(fd, maxBytes + 1);
    trialFileWork.reads++;
    trialFileWork.bytes += bytes.length;
    if (bytes.length > maxBytes) return tooLarge(name, maxBytes);
    return { kind: 'file', bytes, size: bytes.length, id: fileId(st) };
  } finally {
    closeSync(fd);
  }
}

/** The text of `rel`, or undefined when it is not a regular file that could be read. */
export function readTrialText(base: string, rel: string, maxBytes = DEFAULT_MAX_BYTES): string | undefined {
  const f = readTrialFile(base, rel, maxBytes);
  return f.kind === 'file' ? f.bytes.toString('utf8') : undefined;
}

/** A file read before under another name (`id` as for `file`), or one left unread as the budget is spent. */
export type OnceRead = TrialFile | { kind: 'again'; id: string } | { kind: 'over-budget'; reason: string };

/** The bytes that may still be read, shared by the readers of one task (one report reads many runs). */
export class ByteBudget {
  left: number;

  constructor(readonly total: number) {
    this.left = total;
  }
}

/**
 * A reader for many files under `base`: each file is read once, however many hard links name it (their
 * apparent sizes add up to far more than the disk holds), and no more than `budget` allows in all.
 */
export function readEachOnce(
  base: string,
  budget: ByteBudget,
  maxBytes = DEFAULT_MAX_BYTES,
): (rel: string) => OnceRead {
  const seen = new Set<string>();
  return (rel) => {
    const found = statTrialFile(base, rel);
    if (found.kind !== 'regular') return found;
    const id = fileId(found.stats);
    if (seen.has(id)) return { kind: 'again', id };
    if (found.size > maxBytes) return tooLarge(rel, maxBytes);
    if (found.size > budget.left)
      return {
        kind: 'over-budget',
        reason: `${rel} was not read: with its ${found.size} bytes, more than ${budget.total} would be read in all`,
      };
    const read = readTrialFile(base, rel, Math.min(maxBytes, budget.left));
    if (read.kind === 'file') {
      seen.add(read.id);
      budget.left -= read.size;
    }
    return read;
  };
}

function fileId(st: Stats): string {
  return `${st.dev}:${st.ino}`;
}

export interface ListLimits {
  maxEntries: number;
  maxDepth: number;
}

/**
 * Regular files under `base/rel` whose name passes `keep`, relative to `base`, sorted; links are not
 * followed and the walk stops at `limits` (a folder of a million entries costs no more than the limit).
 */
export function listTrialFiles(
  base: string,
  rel: string,
  keep: (name: string) => boolean,
  limits: ListLimits = { maxEntries: 10_000, maxDepth: 16 },
): { files: string[]; cut: boolean } {
  const start = statTrialFile(base, rel);
  if (start.kind !== 'dir') return { files: [], cut: false };
  const files: string[] = [];
  const pending: [string, number][] = [[rel, 0]];
  let seen = 0;
  while (pending.length > 0) {
    const [dir, depth] = pending.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(base, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (++seen > limits.maxEntries) return { files: files.sort(), cut: true };
      const child = dir === '' ? e.name : `${dir}/${e.name}`;
      if (e.isDirectory() && depth < limits.maxDepth) pending.push([child, depth + 1]);
      else if (e.isFile() && keep(e.name)) files.push(child);
    }
  }
  return { files: files.sort(), cut: false };
}

/** `rel`'s names, or undefined for a path that is absolute or has `..` (a link may stand before it). */
function relativeParts(rel: string): string[] | undefined {
  if (path.isAbsolute(rel)) return undefined;
  const parts = rel.split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
  return parts.includes('..') ? undefined : parts;
}

function tooLarge(rel: string, maxBytes: number): TrialFile {
  return { kind: 'refused', reason: `${rel} is larger than ${maxBytes} bytes` };
}

function typeName(st: Stats): string {
  if (st.isFIFO()) return 'a FIFO';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'not a file';
}
