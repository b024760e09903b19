import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every JSON line of every `.jsonl` file under `dir` (a CLI's session store), oldest file first.
 * A missing folder is no lines; an unparsable line is skipped (a log may be cut off mid-write).
 */
export function readSessionLogs(dir: string, namePattern = /\.jsonl$/): unknown[] {
  const files: string[] = [];
  const walk = (d: string) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && namePattern.test(e.name)) files.push(p);
    }
  };
  walk(dir);
  const lines: unknown[] = [];
  for (const file of files.sort()) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
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
