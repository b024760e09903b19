import { closeSync, constants, fstatSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readUpTo } from '../../util/readUpTo.js';

/**
 * What a CLI is, learnt by starting it once (`--version`) and kept beside its install in the tools
 * folder, so that a run does not start every CLI a second time only to ask. A cache, not a source of
 * truth: an entry counts only for the executable it names, while that file is the one it was learnt
 * from (device, inode, size, change and modification times); anything else is probed again.
 */
export interface CliFacts {
  executable: string;
  version: string | undefined;
}

/** The file, one per backend's folder in the tools folder. */
export const CLI_FACTS_FILE = 'cli-facts.json';
const MAX_BYTES = 4096;
/** A version as the backends' parsers return one; anything else in the file is not believed. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

interface Entry {
  format: 1;
  executable: string;
  version?: string;
  fingerprint: string;
}

/** The executable's identity as the file system reports it: a reinstall, an upgrade or an edit changes it. */
export function fingerprint(executable: string): string | undefined {
  try {
    const s = statSync(executable, { bigint: true });
    return [s.dev, s.ino, s.size, s.mtimeNs, s.ctimeNs].join(':');
  } catch {
    return undefined;
  }
}

/** The facts kept in `folder` for this executable, if they are still its own; undefined otherwise. */
export function recallCliFacts(folder: string, executable: string): CliFacts | undefined {
  const entry = readEntry(path.join(folder, CLI_FACTS_FILE));
  if (!entry || entry.executable !== executable) return undefined;
  const now = fingerprint(executable);
  if (now === undefined || now !== entry.fingerprint) return undefined;
  return { executable, version: entry.version };
}

/** Keep `facts` in `folder` (replacing what was there); a folder caliper may not write is left as it is. */
export function rememberCliFacts(folder: string, facts: CliFacts): void {
  const print = fingerprint(facts.executable);
  if (print === undefined || (facts.version !== undefined && !VERSION.test(facts.version))) return;
  const version = facts.version !== undefined && { version: facts.version };
  const entry: Entry = { format: 1, executable: facts.executable, ...version, fingerprint: print };
  const file = path.join(folder, CLI_FACTS_FILE);
  const partial = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(partial, `${JSON.stringify(entry)}\n`, { flag: 'wx', mode: 0o644 });
    renameSync(partial, file);
  } catch {
    // A read-only or missing tools folder: the next run probes again.
    rmSync(partial, { force: true });
  }
}

function readEntry(file: string): Entry | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    if (!fstatSync(fd).isFile()) return undefined;
    const bytes = readUpTo(fd, MAX_BYTES + 1);
    return bytes.length > MAX_BYTES ? undefined : asEntry(JSON.parse(bytes.toString('utf8')));
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

function asEntry(value: unknown): Entry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.format !== 1 || typeof v.executable !== 'string' || typeof v.fingerprint !== 'string') return undefined;
  if (v.version !== undefined && (typeof v.version !== 'string' || !VERSION.test(v.version))) return undefined;
  const version = typeof v.version === 'string' && { version: v.version };
  return { format: 1, executable: v.executable, fingerprint: v.fingerprint, ...version };
}
