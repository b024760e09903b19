import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentFiles, KeptFile } from '../../results/types.js';
import { ByteBudget, listTrialFiles, readEachOnce } from '../../util/trialFiles.js';
import type { Redactor } from '../../util/redact.js';
import type { InstallableFile } from '../sandbox/installableFiles.js';

/** What a trial keeps of the files its agent wrote: enough to see why a check failed, never a disk's worth. */
export const AGENT_FILE_LIMITS = {
  maxFiles: 20,
  maxFileBytes: 256 * 1024,
  maxTotalBytes: 1024 * 1024,
  maxEntries: 2000,
  maxDepth: 8,
  maxName: 256,
} as const;

/**
 * The files in the working folder after the agent finished (its `.git`, the fixtures it left as they were and the
 * files caliper wrote for the CLI and pinned aside), read
 * through trialFiles (no link followed, regular files only, bounded), redacted, and saved as
 * `<savedAs>/<n>.txt` under the run's folder; their names (the agent's) stay in the record only.
 * Binary files and files past the limits are listed, not kept.
 */
export function keepAgentFiles(input: {
  trialRoot: string;
  workRel: string;
  fixtures: readonly InstallableFile[];
  /** Work-folder paths of files caliper wrote and pinned read-only (a CLI's blank settings): never the agent's. */
  caliperFiles: readonly string[];
  outDir: string;
  savedAs: string;
  redactor: Redactor;
}): AgentFiles {
  const listed = listTrialFiles(input.trialRoot, input.workRel, () => true, {
    maxEntries: AGENT_FILE_LIMITS.maxEntries,
    maxDepth: AGENT_FILE_LIMITS.maxDepth,
  });
  const fixtures = new Map(input.fixtures.map((f) => [f.rel.split(path.sep).join('/'), f.source]));
  const caliperFiles = new Set(input.caliperFiles);
  const read = readEachOnce(
    input.trialRoot,
    new ByteBudget(AGENT_FILE_LIMITS.maxTotalBytes),
    AGENT_FILE_LIMITS.maxFileBytes,
  );
  const kept: KeptFile[] = [];
  let more = 0;
  for (const rel of listed.files) {
    const name = rel.slice(input.workRel.length + 1);
    // The working folder is a git repository caliper made: its .git is caliper's, not the agent's work.
    if (name.startsWith('.git/') || caliperFiles.has(name)) continue;
    const file = read(rel);
    if (file.kind === 'file' && unchangedFixture(fixtures.get(name), file.bytes)) continue;
    if (kept.length >= AGENT_FILE_LIMITS.maxFiles) {
      more++;
      continue;
    }
    const shown = name.length > AGENT_FILE_LIMITS.maxName ? `${name.slice(0, AGENT_FILE_LIMITS.maxName)}…` : name;
    kept.push(keep(shown, file, kept.length + 1, input));
  }
  return { kept, more: more + (listed.cut ? 1 : 0), ...(listed.cut && { cut: true }) };
}

function keep(
  name: string,
  file: ReturnType<ReturnType<typeof readEachOnce>>,
  n: number,
  input: { outDir: string; savedAs: string; redactor: Redactor },
): KeptFile {
  if (file.kind === 'again') return { path: name, note: 'the same file as one kept above (a hard link)' };
  if (file.kind === 'over-budget')
    return { path: name, note: `not kept: the trial keeps at most ${AGENT_FILE_LIMITS.maxTotalBytes} bytes of files` };
  if (file.kind === 'refused') return { path: name, note: `not kept: ${file.reason.replace(/^work\//, '')}` };
  if (file.kind !== 'file') return { path: name, note: 'not kept: gone before caliper read it' };
  if (file.bytes.includes(0)) return { path: name, bytes: file.size, note: 'not kept: a binary file' };
  const saved = `${input.savedAs}/${n}.txt`;
  const abs = path.join(input.outDir, saved);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, input.redactor.text(file.bytes.toString('utf8')));
  return { path: name, bytes: file.size, saved };
}

/** A fixture the agent did not change is caliper's, not the agent's: it is not kept. */
function unchangedFixture(source: string | undefined, bytes: Buffer): boolean {
  if (source === undefined) return false;
  try {
    return readFileSync(source).equals(bytes);
  } catch {
    return false;
  }
}
