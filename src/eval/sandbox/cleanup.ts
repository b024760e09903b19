import { chmodSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Folder names carry the pid of the caliper that made them (`caliper-trial-<pid>-XXXXXX`), so that a
 * later run can tell a dead run's leftovers from a live run's folders.
 */
export function ownedPrefix(kind: 'trial' | 'run'): string {
  return `caliper-${kind}-${process.pid}-`;
}

const OWNED = /^caliper-(?:trial|run)-(\d+)-[A-Za-z0-9]{6}$/;

/**
 * Remove `caliper-trial-*` / `caliper-run-*` folders under `parent` left by a caliper that is no longer
 * running (killed with -9, the machine lost power). Only real folders (never a symlink) owned by this
 * user whose pid is dead; folders of live runs, ours included, are left alone. Returns what was removed.
 */
export function removeLeftovers(parent: string): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return removed;
  }
  for (const name of names) {
    const m = OWNED.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid === process.pid || alive(pid)) continue;
    const full = path.join(parent, name);
    try {
      const st = lstatSync(full);
      if (!st.isDirectory() || (process.getuid && st.uid !== process.getuid())) continue;
      if (removeFolder(full).removed) removed.push(full);
    } catch {
      // raced with another cleaner: fine
    }
  }
  return removed;
}

/**
 * Remove this process's own `caliper-trial-*` / `caliper-run-*` folders under `parent`: on an interrupt,
 * once its agent runs are killed, so that Ctrl-C leaves nothing behind for the next run to find.
 * Returns what could not be removed.
 */
export function removeOwnFolders(parent: string): string[] {
  const kept: string[] = [];
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return kept;
  }
  for (const name of names) {
    const m = OWNED.exec(name);
    if (!m || Number(m[1]) !== process.pid) continue;
    const full = path.join(parent, name);
    try {
      if (!lstatSync(full).isDirectory()) continue;
    } catch {
      continue;
    }
    if (!removeFolder(full).removed) kept.push(full);
  }
  return kept;
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
      for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) pending.push(path.join(dir, entry.name));
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
