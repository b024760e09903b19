import {
  chmodSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { readTrialText } from '../../util/trialFiles.js';

/**
 * Folder names carry the pid of the caliper that made them (`caliper-trial-<pid>-XXXXXX`), so that a
 * later run can tell a dead run's leftovers from a live run's folders.
 */
export function ownedPrefix(kind: 'trial' | 'run'): string {
  return `caliper-${kind}-${process.pid}-`;
}

const OWNED = /^caliper-(?:trial|run)-(\d+)-[A-Za-z0-9]{6}$/;

/**
 * The file caliper writes into each folder it makes, and what it says: the pid, PID namespace and boot
 * of the caliper that made it. A name alone proves nothing (any program may make `/tmp/caliper-trial-*`,
 * and a caliper in another container sharing /tmp has pids that look dead here), so only a folder
 * with this marker is ever swept.
 */
export const OWNER_MARKER = '.caliper-owner';

/** A fresh `caliper-<kind>-<pid>-XXXXXX` folder under `parent`, marked as this caliper's. */
export function makeOwnedFolder(parent: string, kind: 'trial' | 'run'): string {
  const dir = mkdtempSync(path.join(parent, ownedPrefix(kind)));
  writeFileSync(path.join(dir, OWNER_MARKER), ownerStamp(process.pid), { flag: 'wx', mode: 0o600 });
  return dir;
}

function ownerStamp(pid: number): string {
  return `caliper ${pid} ${pidNamespace()} ${bootId()}\n`;
}

/** Who made `dir`, as its marker says; undefined when it has none that caliper wrote for the pid in its name. */
function markedOwner(dir: string, pid: number): { here: boolean; thisBoot: boolean } | undefined {
  // The marker of a trial folder is within the agent's reach: read as any file a trial left (no link, no FIFO,
  // bounded).
  const m = /^caliper (\d+) (\S+) (\S+)\n$/.exec(readTrialText(dir, OWNER_MARKER, 200) ?? '');
  if (!m || Number(m[1]) !== pid) return undefined;
  return { here: m[2] === pidNamespace(), thisBoot: m[3] === bootId() };
}

/**
 * Remove `caliper-trial-*` / `caliper-run-*` folders under `parent` left by a caliper that is no longer
 * running (killed with -9, the machine lost power). Only real folders (never a symlink) owned by this
 * user and marked by a caliper (OWNER_MARKER) that is gone: of an earlier boot, or of this PID namespace
 * with its pid dead. Folders of live runs, ours included, another program's and another container's are
 * left alone. Returns what was removed.
 */
export function removeLeftovers(parent: string): string[] {
  const removed: string[] = [];
  for (const { full, pid } of ownedNames(parent)) {
    if (pid === process.pid) continue;
    try {
      const st = lstatSync(full);
      if (!st.isDirectory() || (process.getuid && st.uid !== process.getuid())) continue;
      const owner = markedOwner(full, pid);
      if (!owner || (owner.thisBoot && (!owner.here || alive(pid)))) continue;
      if (removeFolder(full).removed) removed.push(full);
    } catch {
      // raced with another cleaner: fine
    }
  }
  return removed;
}

/**
 * Remove this process's own `caliper-trial-*` / `caliper-run-*` folders under `parent`: on an interrupt,
 * once its agent runs are killed, so that Ctrl-C leaves nothing behind for the next run to find. Its own
 * means marked by this process (a caliper in another container may run under the same pid).
 * Returns what could not be removed.
 */
export function removeOwnFolders(parent: string): string[] {
  const kept: string[] = [];
  for (const { full, pid } of ownedNames(parent)) {
    if (pid !== process.pid) continue;
    try {
      if (!lstatSync(full).isDirectory()) continue;
    } catch {
      continue;
    }
    const owner = markedOwner(full, pid);
    if (!owner?.here || !owner.thisBoot) continue;
    if (!removeFolder(full).removed) kept.push(full);
  }
  return kept;
}

/** The entries of `parent` named as caliper names its folders, with the pid in the name. */
function ownedNames(parent: string): { full: string; pid: number }[] {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const m = OWNED.exec(name);
    return m ? [{ full: path.join(parent, name), pid: Number(m[1]) }] : [];
  });
}

/**
 * Remove a folder a trial wrote. The agent may have left folders it made unreadable (`chmod 000`),
 * which a non-root caliper cannot list or empty: they get their owner's rights back (links not
 * followed) and the removal is tried again. Never throws.
 */
export function removeFolder(dir: string): { removed: true } | { removed: false; reason: string } {
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
      return { removed: true };
    } catch (error) {
      if (attempt === 2) return { removed: false, reason: `${dir} could not be removed: ${(error as Error).message}` };
      restoreFolderRights(dir);
    }
  }
}

function restoreFolderRights(root: string): void {
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    try {
      if (!lstatSync(dir).isDirectory()) continue;
      chmodSync(dir, 0o700);
      for (const entry of readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory()) pending.push(path.join(dir, entry.name));
    } catch {
      // not ours to change, or gone: the second removal says so
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let namespace: string | undefined;
function pidNamespace(): string {
  namespace ??= readOr(() => readlinkSync('/proc/self/ns/pid'));
  return namespace;
}

let boot: string | undefined;
function bootId(): string {
  boot ??= readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
  return boot;
}

function readOr(read: () => string): string {
  try {
    return read().replace(/\s/g, '') || 'unknown';
  } catch {
    return 'unknown';
  }
}
