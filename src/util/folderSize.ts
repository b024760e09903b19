import { lstatSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';

/** Bytes (apparent sizes) of the regular files under `dir`, links not followed. */
export function folderSize(dir: string): number {
  return folderUse(dir, Infinity, (st) => st.size).bytes;
}

/**
 * What the regular files under `dir` use, each measured by `bytesOf` (apparent size, or blocks; null: entries
 * only, no file is stat'ed), and how many entries there are, links not followed; counting stops past `maxEntries`.
 * With `oneFileSystem`, a folder mounted from another file system is counted as one entry and not entered
 * (`find -xdev`).
 */
export function folderUse(
  dir: string,
  maxEntries: number,
  bytesOf: ((st: Stats) => number) | null,
  { oneFileSystem = false } = {},
): { bytes: number; entries: number } {
  let bytes = 0;
  let entries = 0;
  const device = oneFileSystem ? deviceOf(dir) : undefined;
  const entered = (folder: string) => device === undefined || deviceOf(folder) === device;
  const pending = [dir];
  while (pending.length > 0 && entries <= maxEntries) {
    const current = pending.pop()!;
    let listed: Dirent[];
    try {
      listed = readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of listed) {
      if (++entries > maxEntries) break;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entered(full)) pending.push(full);
      } else if (bytesOf && entry.isFile()) bytes += measured(full, bytesOf);
    }
  }
  return { bytes, entries };
}

function deviceOf(file: string): number | undefined {
  try {
    return lstatSync(file).dev;
  } catch {
    return undefined;
  }
}

function measured(file: string, bytesOf: (st: Stats) => number): number {
  try {
    return bytesOf(lstatSync(file));
  } catch {
    return 0;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.round(bytes / 1024)} kB`;
}
