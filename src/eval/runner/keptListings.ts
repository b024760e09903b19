import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTrialText } from '../../util/trialFiles.js';
import { CALIPER_VERSION } from '../../version.js';
import { fingerprint } from '../backends/cliFacts.js';
import type { SandboxPaths } from '../sandbox/paths.js';

/**
 * A listing probe's output, kept in the tools folder so that a later run does not start the CLI again
 * only to list the same skills. Kept under a digest of everything the probe was started on: this build
 * of caliper and the CLI's executable as the file system reports them (a rebuild, a reinstall or an
 * upgrade is another), its arguments, its environment and stdin, and every file of the sandbox (the
 * installed skills and the configuration caliper wrote), with the sandbox's own path replaced. Change any of them and
 * the digest changes: the probe runs again. The raw output is kept, not the list, so that it is parsed by this build.
 * Outside every backend's folder (those are mounted into trials): no trial sees another run's listings.
 */
export const KEPT_LISTINGS_FOLDER = '.listings';
const MAX_OUTPUT = 1024 * 1024;
/** Sandboxes bigger than this are probed every time rather than read whole to be digested. */
const MAX_DIGESTED = 8 * 1024 * 1024;
const MAX_KEPT = 256;
const SANDBOX = '\u0000sandbox\u0000';

export interface ProbeStart {
  executable: string;
  args: readonly string[];
  env: Readonly<Record<string, string>>;
  stdin: string;
}

/**
 * The digest a probe's output is kept under, or undefined when it cannot be one (an executable gone, a sandbox too
 * big).
 */
export function probeDigest(start: ProbeStart, sandbox: SandboxPaths): string | undefined {
  const print = fingerprint(start.executable);
  if (print === undefined) return undefined;
  const hash = createHash('sha256');
  const add = (text: string) => hash.update(`${text.split(sandbox.root).join(SANDBOX)}\u0000`);
  [caliperBuild(), start.executable, print, ...start.args, start.stdin].forEach(add);
  for (const name of Object.keys(start.env).sort()) add(`${name}=${start.env[name]}`);
  let budget = MAX_DIGESTED;
  for (const dir of [sandbox.workDir, sandbox.homeDir, sandbox.configDir, sandbox.tmpDir]) {
    budget = digestTree(dir, add, budget);
    if (budget < 0) return undefined;
  }
  return hash.digest('hex');
}

let build: string | undefined;

/**
 * This build of caliper, as the file system reports it: how it mounts and starts a CLI is part of what
 * a CLI lists. The bundle's own file; run from the sources (tests), every source file's size and time.
 */
function caliperBuild(): string {
  if (build !== undefined) return build;
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return (build = `${CALIPER_VERSION} ${fingerprint(here) ?? ''}`);
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else sources.push(`${file} ${fingerprint(file) ?? ''}`);
    }
  };
  walk(path.resolve(path.dirname(here), '..', '..'));
  return (build = createHash('sha256').update(sources.join('\n')).digest('hex'));
}

/** Each entry under `dir` in name order: its path, its kind, and a file's content or a link's target. */
function digestTree(dir: string, add: (text: string) => void, budget: number): number {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    const s = lstatSync(file);
    if (s.isDirectory()) {
      add(`d ${file}`);
      budget = digestTree(file, add, budget);
    } else if (s.isSymbolicLink()) add(`l ${file} ${readlinkSync(file)}`);
    else if (s.isFile() && (budget -= s.size) >= 0) add(`f ${file} ${s.mode & 0o777} ${readFileSync(file, 'latin1')}`);
    else return -1;
    if (budget < 0) return budget;
  }
  return budget;
}

/** The output kept under `digest` in `tools`, if any (read as every untrusted file is: no link, no FIFO, bounded). */
export function recallListing(tools: string, digest: string): string | undefined {
  return readTrialText(path.join(tools, KEPT_LISTINGS_FOLDER), `${digest}.out`, MAX_OUTPUT);
}

/** Keep a probe's output; a tools folder caliper may not write is left as it is. */
export function keepListing(tools: string, digest: string, stdout: string): void {
  if (Buffer.byteLength(stdout) > MAX_OUTPUT) return;
  const file = keptFile(tools, digest);
  const partial = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    pruneKept(path.dirname(file));
    writeFileSync(partial, stdout, { flag: 'wx', mode: 0o644 });
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true });
  }
}

function keptFile(tools: string, digest: string): string {
  return path.join(tools, KEPT_LISTINGS_FOLDER, `${digest}.out`);
}

/** At most MAX_KEPT outputs: the oldest go first. */
function pruneKept(folder: string): void {
  const kept = readdirSync(folder).filter((n) => n.endsWith('.out'));
  if (kept.length < MAX_KEPT) return;
  const byAge = kept.map((n) => ({ n, t: statSync(path.join(folder, n)).mtimeMs })).sort((a, b) => a.t - b.t);
  for (const { n } of byAge.slice(0, kept.length - MAX_KEPT + 1)) rmSync(path.join(folder, n), { force: true });
}
