import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../../skills/skillFiles.js';

/** What a reference folder holds: the files a correct run leaves in the working folder, and its answer. */
export const REFERENCE_FILES = 'files';
export const REFERENCE_ANSWER = 'answer.md';

/**
 * What is wrong with a case's `reference:` folder (`folder`, relative to the skill at `skillAbs`), in one
 * sentence, or undefined. It must be a subfolder of the skill holding `files/` or `answer.md`, and it is
 * the answer key: a fixtures folder (copied for the agent) may neither hold it nor sit inside it.
 */
export function referenceProblem(skillAbs: string, folder: string, fixtures: readonly string[]): string | undefined {
  const abs = path.resolve(skillAbs, folder);
  if (!isFolder(abs)) return `\`${folder}\` is not a folder inside the skill. Create it or fix the path.`;
  const realSkill = realpathSync.native(skillAbs);
  const real = realpathSync.native(abs);
  if (!isInside(realSkill, real) || real === realSkill)
    return `\`${folder}\` must be a subfolder of the skill, not the skill itself or a folder outside it.`;
  for (const f of fixtures) {
    const fixturesAbs = path.resolve(skillAbs, f);
    if (!isFolder(fixturesAbs)) continue;
    const realFixtures = realpathSync.native(fixturesAbs);
    if (isInside(realFixtures, real) || isInside(real, realFixtures)) {
      return (
        `\`${folder}\` overlaps the fixtures folder \`${f}\`, which is copied ` +
        `into the agent's working folder: the reference would hand the agent ` +
        `its answer. Keep the two apart.`
      );
    }
  }
  const files = path.join(abs, REFERENCE_FILES);
  const answer = path.join(abs, REFERENCE_ANSWER);
  if (!isFolder(files) && !(existsSync(answer) && statSync(answer).isFile())) {
    return (
      `\`${folder}\` holds neither \`${REFERENCE_FILES}/\` (the files a ` +
      `correct run leaves) nor \`${REFERENCE_ANSWER}\` (its final answer). ` +
      `Add one of them.`
    );
  }
  return undefined;
}

function isFolder(abs: string): boolean {
  return existsSync(abs) && statSync(abs).isDirectory();
}
