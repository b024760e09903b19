import path from 'node:path';
import { ByteBudget, listTrialFiles, readEachOnce } from '../../util/trialFiles.js';

/** What all of a trial's session logs may hold: the agent can make them as large as it likes. */
const MAX_SESSION_LOG_BYTES = 32 * 1024 * 1024;

/**
 * Every JSON line of every `.jsonl` file under `dir` (a CLI's session store inside the trial folder
 * `trialRoot`), oldest file first, read through the trial-file reader: the agent could have put a link,
 * a FIFO or many hard links to one file there. Each file is read once, and at most
 * MAX_SESSION_LOG_BYTES in all. A missing folder is no lines; an unparsable line is skipped (a log may
 * be cut off).
 */
export function readSessionLogs(trialRoot: string, dir: string, namePattern = /\.jsonl$/): unknown[] {
  const { files } = listTrialFiles(trialRoot, path.relative(trialRoot, dir), (name) => namePattern.test(name));
  const read = readEachOnce(trialRoot, new ByteBudget(MAX_SESSION_LOG_BYTES));
  const lines: unknown[] = [];
  for (const file of files) {
    const f = read(file);
    if (f.kind !== 'file') continue;
    for (const line of f.bytes.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        lines.push(JSON.parse(line));
      } catch {
        // a torn last line
      }
    }
  }
  return lines;
}
