import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { folderUse, formatBytes } from '../../util/folderSize.js';

/**
 * What one trial may use of the host, besides its time: processes (threads counted), memory, and disk
 * and entries in its trial folder (the only host folder it can write). Measured from outside by a
 * watchdog (no cgroups needed, so it holds wherever bubblewrap runs); a trial over a limit is killed
 * and is a harness error that names the limit. Its /tmp and /dev/shm are tmpfs of bounded size
 * (bwrapArgs), which is how their memory is bounded.
 */
export interface TrialLimits {
  /** Processes and threads at once. */
  processes: number;
  /** Resident memory of the trial's processes, with the memfd files they hold. */
  memoryBytes: number;
  /** Blocks used in the trial folder, with deleted files its processes still hold open. */
  diskBytes: number;
  /** Files and folders in the trial folder: a million empty files cost the host too. */
  entries: number;
  /** Connections open at once to the trial's way out, each a descriptor of caliper's (connectionCap.ts). */
  connections: number;
  /** Bytes of request bodies the trial's ways out hold at once, memory of caliper's (requestBytes.ts). */
  requestBytes: number;
  /** Descriptors each process in the sandbox may hold (its RLIMIT_NOFILE, hard and soft; bwrapArgs). */
  openFiles: number;
}

/**
 * The sandbox's own /tmp and /dev/shm are tmpfs (memory): each at most this big, where bwrap can size one (0.7 and
 * later).
 */
export const SANDBOX_TMP_BYTES = 512 * 1024 ** 2;

export const DEFAULT_TRIAL_LIMITS: TrialLimits = {
  processes: 256,
  memoryBytes: 4 * 1024 ** 3,
  diskBytes: 1024 ** 3,
  entries: 100_000,
  // A CLI holds a few model connections (a pool, a side call, a retry); 64 leaves room, and keeps a
  // trial's share of caliper's descriptors to a few hundred at most (the proxy holds two per tunnel).
  connections: 64,
  // The largest request a CLI sent in our e2e runs was 185 kB (Claude Code), and one request may be at
  // most 16 MiB: 32 MiB holds two of those at once, and bounds what 64 connections keep in caliper.
  requestBytes: 32 * 1024 ** 2,
  // Not caliper's own (which Node raises to its hard limit, often a million). Sampled every 0.5 s over
  // e2e trials of all six CLIs, one process in a sandbox held at most 300 (a Node one; Codex 58, pi 55,
  // Claude Code 29): 4096 is over ten times that, and four times the 1024 Linux programs start with.
  openFiles: 4096,
};

/** How often the watchdog looks. */
export const WATCH_EVERY_MS = 250;

const PAGE_BYTES = 4096;

/** The limit `rootPid`'s process tree or `trialRoot` is over right now, said as a harness error; or undefined. */
export function overLimit(rootPid: number, trialRoot: string, limits: TrialLimits): string | undefined {
  const tree = processTree(rootPid);
  if (tree.tasks > limits.processes)
    return `the trial ran more than ${limits.processes} processes and threads at once (its limit); it was stopped`;
  const held = heldFiles(tree.pids, trialRoot);
  if (tree.rssBytes + held.memfdBytes > limits.memoryBytes)
    return (
      `the trial's processes used more than ` +
      `${formatBytes(limits.memoryBytes)} of memory (its limit); it was ` +
      `stopped`
    );
  const disk = folderBlocks(trialRoot, limits.entries);
  // Entries in the sandbox's own /tmp and /dev/shm too: their sizes are capped, their inode counts are not. Only
  // theirs: what is mounted under them (the trial folder, counted above; the CLIs' tools, when they live under the
  // host's /tmp) is not entered, else it is counted twice and walked at every look (Hermes' venv holds 11,924
  // entries, pi's 21,252).
  const inside = tree.pids.find((pid) => pid !== rootPid);
  for (const tmpfs of inside === undefined ? [] : [`/proc/${inside}/root/tmp`, `/proc/${inside}/root/dev/shm`])
    disk.entries += folderUse(tmpfs, limits.entries, null, { oneFileSystem: true }).entries;
  if (disk.entries > limits.entries)
    return (
      `the trial made more than ${limits.entries} files and folders in its ` +
      `folder and its /tmp (its limit); it was stopped`
    );
  if (disk.bytes + held.deletedBytes > limits.diskBytes)
    return `the trial wrote more than ${formatBytes(limits.diskBytes)} to its folder (its limit); it was stopped`;
  return undefined;
}

/** `rootPid` and every process descended from it (a daemon reparented inside the PID namespace stays one). */
function processTree(rootPid: number): { pids: number[]; tasks: number; rssBytes: number } {
  const children = new Map<number, number[]>();
  const stats = new Map<number, ProcStat>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return { pids: [], tasks: 0, rssBytes: 0 };
  }
  for (const name of names) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    const stat = procStat(Number(name));
    if (!stat) continue;
    stats.set(Number(name), stat);
    const siblings = children.get(stat.ppid);
    if (siblings) siblings.push(Number(name));
    else children.set(stat.ppid, [Number(name)]);
  }
  const pids: number[] = [];
  let tasks = 0;
  let rssBytes = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    pids.push(pid);
    tasks += stats.get(pid)?.threads ?? 1;
    rssBytes += (stats.get(pid)?.rssPages ?? 0) * PAGE_BYTES;
    pending.push(...(children.get(pid) ?? []));
  }
  return { pids, tasks, rssBytes };
}

type ProcStat = { ppid: number; threads: number; rssPages: number };

/** ppid, threads and rss of /proc/<pid>/stat; the command name in parentheses may hold spaces and ')'. */
function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return undefined;
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // After the name: state(0) ppid(1) … num_threads(17) … rss(21).
  return { ppid: Number(fields[1]), threads: Number(fields[17]) || 1, rssPages: Number(fields[21]) || 0 };
}

/**
 * What the processes hold open that no walk of the folder sees: memfd files (memory) and files deleted
 * from the trial folder while open (disk). Each file is counted once however many descriptors hold it.
 */
function heldFiles(pids: readonly number[], trialRoot: string): { memfdBytes: number; deletedBytes: number } {
  const seen = new Set<string>();
  let memfdBytes = 0;
  let deletedBytes = 0;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      const link = `/proc/${pid}/fd/${fd}`;
      let target: string;
      try {
        target = readlinkSync(link);
      } catch {
        continue;
      }
      const memfd = target.startsWith('/memfd:');
      if (!memfd && !(target.endsWith(' (deleted)') && target.startsWith(trialRoot))) continue;
      try {
        const st = statSync(link);
        const id = `${st.dev}:${st.ino}`;
        if (seen.has(id)) continue;
        seen.add(id);
        if (memfd) memfdBytes += Math.max(st.size, st.blocks * 512);
        else deletedBytes += st.blocks * 512;
      } catch {
        // closed meanwhile
      }
    }
  }
  return { memfdBytes, deletedBytes };
}

/** Blocks in use, not apparent sizes: a sparse file costs what it holds, `fallocate` what it reserves. */
function folderBlocks(dir: string, maxEntries: number): { bytes: number; entries: number } {
  return folderUse(dir, maxEntries, (st) => st.blocks * 512);
}
