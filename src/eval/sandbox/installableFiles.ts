import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import {
  hiddenBehindLink,
  isInside,
  walkFollowingLinks,
  WalkLimitError,
  type FollowOptions,
  type InstalledEntry,
} from '../../skills/skillFiles.js';
import { compareStrings } from '../../util/strings.js';

/** A file an install copies: where it goes (relative to the installed folder) and where it is read from. */
export interface InstallableFile {
  rel: string;
  source: string;
}

/**
 * The files installing a skill copies. `.eval.yaml`, `.caliper/` and `.git/` never are, nor anything
 * `exclude` matches (forbidden files, the spec's fixtures). A symlink is copied as the file it points
 * to only when that stays inside the skill and is neither, nor a folder holding one of them: the rules
 * apply to where a link points, not to its name. Links that lead out are never followed, nor links
 * that lead back into the path walked. Throws, installing nothing, past WALK_LIMITS.
 */
export function installableFiles(skillDir: string, exclude: (rel: string) => boolean): InstallableFile[] {
  const realDir = realpathSync.native(skillDir);
  const hidden = new Map<string, boolean>();
  const installable = (target: string) => {
    if (!isInside(realDir, target)) return false;
    // Many links may share a target: each folder is searched once.
    if (!hidden.has(target)) hidden.set(target, hiddenBehindLink(realDir, target, exclude) !== undefined);
    return !hidden.get(target);
  };
  const out: InstallableFile[] = [];
  for (const { rel, dir, entry } of walkOrRefuse(skillDir, { exclude, follow: installable })) {
    if (entry.kind === 'file') out.push({ rel, source: path.join(dir, entry.rel) });
    else if (
      entry.kind === 'symlink' &&
      entry.target !== undefined &&
      entry.targetIsFile &&
      installable(entry.target)
    ) {
      out.push({ rel, source: entry.target });
    }
  }
  return out.sort((a, b) => compareStrings(a.rel, b.rel));
}

/** A skill caliper will not install (its walk passed WALK_LIMITS); the message says what to do. */
export class InstallRefused extends Error {}

function walkOrRefuse(skillDir: string, options: FollowOptions): InstalledEntry[] {
  try {
    return walkFollowingLinks(skillDir, options);
  } catch (error) {
    if (!(error instanceof WalkLimitError)) throw error;
    throw new InstallRefused(
      `caliper does not install ${skillDir}: walked with the folder links it ` +
        `follows, it ${error.message}, past what caliper walks. ` +
        ('Run `caliper validate` (rule skill-folder-too-large) and remove the ' +
          'links that repeat folders, or the files that should not be in the ' +
          'skill.'),
      { cause: error },
    );
  }
}

/** sha256 over every installed file's path and bytes: what "the skill changed" means. */
export function hashFiles(files: readonly InstallableFile[]): string {
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(f.rel).update('\0');
    hash.update(readFileSync(f.source)).update('\0');
  }
  return hash.digest('hex');
}
