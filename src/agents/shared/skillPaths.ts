import { realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The skill whose SKILL.md `file` is, when it is `<skillsRoot>/<name>/SKILL.md`; undefined for any
 * other file (a fixture that happens to be called SKILL.md is not a skill). CLIs show the model either
 * the path as joined or its realpath, so both spellings of the root match.
 */
export function skillOfFile(file: string, skillsRoot: string): string | undefined {
  if (!path.isAbsolute(file) || path.basename(file) !== 'SKILL.md') return undefined;
  const dir = path.dirname(path.resolve(file));
  const parent = path.dirname(dir);
  return rootSpellings(skillsRoot).includes(parent) ? path.basename(dir) : undefined;
}

export function rootSpellings(root: string): string[] {
  const spellings = [path.resolve(root)];
  try {
    spellings.push(realpathSync.native(root));
  } catch {
    // the sandbox is gone; the joined spelling is all there is
  }
  return spellings;
}
