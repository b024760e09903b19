import path from 'node:path';
import { listTrialFiles, readTrialText } from '../../util/trialFiles.js';

/**
 * Every JSON line of every `.jsonl` file under `dir` (a CLI's session store inside the trial folder
 * `trialRoot`), oldest file first, read through the trial-file reader: the agent could have put a link
 * or a FIFO there. A missing folder is no lines; an unparsable line is skipped (a log may be cut off).
 */
export function readSessionLogs(trialRoot: string, dir: string, namePattern = /\.jsonl$/): unknown[] {
  const { files } = listTrialFiles(trialRoot, path.relative(trialRoot, dir), (name) => namePattern.test(name));
  const lines: unknown[] = [];
  for (const file of files) {
    for (const line of (readTrialText(trialRoot, file) ?? '').split('\n')) {
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
