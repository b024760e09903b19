import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { hiddenBehindLink, isInside, walkSkillFolder } from '../../skills/skillFiles.js';
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
 * apply to where a link points, not to its name. Links that lead out are never followed.
 */
export function installableFiles(skillDir: string, exclude: (rel: string) => boolean): InstallableFile[] {
  const realDir = realpathSync.native(skillDir);
  const out: InstallableFile[] = [];
  const visit = (dir: string, prefix: string, depth: number) => {
    for (const entry of walkSkillFolder(dir, { exclude: (rel) => exclude(join(prefix, rel)) })) {
      const rel = join(prefix, entry.rel);
      if (entry.kind === 'file') out.push({ rel, source: path.join(dir, entry.rel) });
      else if (entry.kind === 'symlink' && entry.target !== undefined && isInside(realDir, entry.target) && hiddenBehindLink(realDir, entry.target, exclude) === undefined) {
        if (!entry.targetIsDir) out.push({ rel, source: entry.target });
        else if (depth < 8) visit(entry.target, rel, depth + 1);
      }
    }
  };
  visit(skillDir, '', 0);
  return out.sort((a, b) => compareStrings(a.rel, b.rel));
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

function join(prefix: string, rel: string): string {
  return prefix === '' ? rel : `${prefix}/${rel}`;
}
