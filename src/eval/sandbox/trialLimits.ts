import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatBytes } from '../../util/folderSize.js';

/**
 * What one trial may use of the host, besides its time: processes, resident memory, and bytes and
 * entries in its trial folder (the only host folder it can write). Measured from outside by a watchdog
 * (no cgroups needed, so it holds wherever bubblewrap runs); a trial over a limit is killed and is a
 * harness error that names the limit. Its /tmp is a tmpfs of bounded size (bwrapArgs).
 */
export interface TrialLimits {
  processes: number;
  memoryBytes: number;
  diskBytes: number;
  /** Files and folders in the trial folder: a million empty files cost the host too. */
  entries: number;
}

/** The sandbox's own /tmp is a tmpfs (memory): at most this big, where bwrap can size it (0.7 and later). */
export const SANDBOX_TMP_BYTES = 512 * 1024 ** 2;

export const DEFAULT_TRIAL_LIMITS: TrialLimits = {
  processes: 256,
  memoryBytes: 4 * 1024 ** 3,
  diskBytes: 1024 ** 3,
  entries: 100_000,
};

/** How often the watchdog looks. */
export const WATCH_EVERY_MS = 250;

const PAGE_BYTES = 4096;

/** The limit `rootPid`'s process tree or `trialRoot` is over right now, said as a harness error; or undefined. */
export function overLimit(rootPid: number, trialRoot: string, limits: TrialLimits): string | undefined {
  const tree = processTree(rootPid);
  if (tree.count > limits.processes) return `the trial ran more than ${limits.processes} processes at once (its limit); it was stopped`;
  if (tree.rssBytes > limits.memoryBytes) return `the trial's processes used more than ${formatBytes(limits.memoryBytes)} of memory (its limit); it was stopped`;
  const disk = folderUse(trialRoot, limits.entries);
  if (disk.entries > limits.entries) return `the trial left more than ${limits.entries} files and folders in its folder (its limit); it was stopped`;
  if (disk.bytes > limits.diskBytes) return `the trial wrote more than ${formatBytes(limits.diskBytes)} to its folder (its limit); it was stopped`;
  return undefined;
}

/** `rootPid` and every process descended from it (a daemon reparented inside the PID namespace stays one). */
function processTree(rootPid: number): { count: number; rssBytes: number } {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return { count: 0, rssBytes: 0 };
  }
  for (const name of names) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    const stat = procStat(Number(name));
    if (!stat) continue;
    rss.set(Number(name), stat.rssPages * PAGE_BYTES);
    const siblings = children.get(stat.ppid);
    if (siblings) siblings.push(Number(name));
    else children.set(stat.ppid, [Number(name)]);
  }
  let count = 0;
  let rssBytes = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    count++;
    rssBytes += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return { count, rssBytes };
}

/** ppid and rss of /proc/<pid>/stat; the command name in parentheses may hold spaces and ')'. */
function procStat(pid: number): { ppid: number; rssPages: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return undefined;
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // After the name: state(0) ppid(1) … rss(21).
  return { ppid: Number(fields[1]), rssPages: Number(fields[21]) || 0 };
}

/** Bytes (apparent size) and entries under `dir`, links not followed; stops counting past `maxEntries`. */
function folderUse(dir: string, maxEntries: number): { bytes: number; entries: number } {
  let bytes = 0;
  let entries = 0;
  const pending = [dir];
  while (pending.length > 0 && entries <= maxEntries) {
    const current = pending.pop()!;
    let listed;
    try {
      listed = readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of listed) {
      if (++entries > maxEntries) break;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) bytes += sizeOf(full);
    }
  }
  return { bytes, entries };
}

function sizeOf(file: string): number {
  try {
    return lstatSync(file).size;
  } catch {
    return 0;
  }
}
