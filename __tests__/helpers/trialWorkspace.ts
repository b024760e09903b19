import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './tempDirs.js';

/** A trial's folder as checks see it: `work/` holding `files` (name → text), removed after the test file. */
export function trialWorkspace(
  prefix: string,
  files: Record<string, string> = {},
): { trialRoot: string; workDir: string } {
  const trialRoot = tempDir(prefix);
  const workDir = path.join(trialRoot, 'work');
  mkdirSync(workDir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(workDir, name), text);
  return { trialRoot, workDir };
}
