import { lstatSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A file of the work folder a CLI reads its settings from, and the blank text caliper puts in its place. */
export type WorkFolderBlank = readonly [file: string, text: string];

/**
 * Replace each settings file a CLI reads from its work folder (a fixture's, so the pull request's) with a blank one,
 * which the agent's pin then keeps blank: the CLI still reads the folder's content (its skills, commands, memory),
 * never its settings (hooks, an endpoint's variables).
 */
export function writeBlanks(workDir: string, blanks: readonly WorkFolderBlank[]): void {
  for (const [file, text] of blanks) blank(path.join(workDir, file), text);
}

/** The blanks' paths in this work folder, for the agent's `pinned`. */
export const blankPaths = (workDir: string, blanks: readonly WorkFolderBlank[]): string[] =>
  blanks.map(([file]) => path.join(workDir, file));

function blank(file: string, text: string): void {
  // A fixture's settings folder that is a file or a link is not followed out of the work folder.
  if (lstatSync(path.dirname(file), { throwIfNoEntry: false })?.isDirectory() === false) rmSync(path.dirname(file));
  rmSync(file, { recursive: true, force: true });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
