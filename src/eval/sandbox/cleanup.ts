import { lstatSync, readdirSync, rmSync } from 'node:fs';
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
      rmSync(full, { recursive: true, force: true });
      removed.push(full);
    } catch {
      // raced with another cleaner: fine
    }
  }
  return removed;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
