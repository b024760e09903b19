import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { PluginLayout } from '../plugins.js';
import type { SkillRecord } from '../skill.js';

/** What reference resolution needs to know about the whole repository; built once per run. */
export interface RepositoryLayout {
  realRoot: string;
  skills: readonly SkillRecord[];
  realDirOf: Map<SkillRecord, string>;
  /** Each skill's folder, absolute (under the root as given, not its real path). */
  absDirOf: Map<SkillRecord, string>;
  /** Folder names of the skills in each parent folder (absolute path). */
  folderNamesByParent: Map<string, Set<string>>;
  /** Skills by name (the first, when names repeat). */
  byName: Map<string, SkillRecord>;
  /** Skills by folder name (the first, when folder names repeat): the text may call a skill by its folder. */
  byFolder: Map<string, SkillRecord>;
  plugins: PluginLayout;
}

/** `paths`: skill folders' absolute paths by relative ones, when the caller has them (else joined here). */
export function repositoryLayout(
  root: string,
  skills: readonly SkillRecord[],
  plugins: PluginLayout,
  paths?: ReadonlyMap<string, string>,
): RepositoryLayout {
  const folderNamesByParent = new Map<string, Set<string>>();
  const absDirOf = new Map(skills.map((s) => [s, paths?.get(s.dir) ?? path.join(root, s.dir)]));
  for (const s of skills) {
    const parent = path.dirname(absDirOf.get(s)!);
    folderNamesByParent.set(parent, (folderNamesByParent.get(parent) ?? new Set()).add(s.folderName));
  }
  const byName = new Map<string, SkillRecord>();
  const byFolder = new Map<string, SkillRecord>();
  for (const s of skills) {
    if (!byName.has(s.name)) byName.set(s.name, s);
    if (!byFolder.has(s.folderName)) byFolder.set(s.folderName, s);
  }
  const realRoot = realpathSync.native(root);
  return {
    realRoot,
    skills,
    // Discovery never walks through a link to a skill (one seen through a linked command folder is found
    // at its real path), so a skill's real folder is its path under the real root: no look on disk.
    realDirOf: new Map(skills.map((s) => [s, realRoot === root ? absDirOf.get(s)! : path.join(realRoot, s.dir)])),
    absDirOf,
    folderNamesByParent,
    byName,
    byFolder,
    plugins,
  };
}
