import type { YamlPath } from '../util/yaml.js';

/** One skill folder as read from disk, whether or not it is valid. */
export interface SkillRecord {
  /** Folder relative to the repository root, `/`-separated (`''` for a skill at the root). */
  dir: string;
  /** `<dir>/SKILL.md`. */
  file: string;
  folderName: string;
  /** The front matter `name` when it is a string, else the folder name: identity is the name. */
  name: string;
  description: string | undefined;
  disableModelInvocation: boolean;
  /** Undefined when the front matter could not be read; the body is then the whole file. */
  frontmatter: Record<string, unknown> | undefined;
  body: string;
  /**
   * The whole SKILL.md as caliper read it once; undefined when it was refused unread (a link out, not a
   * regular file, over the cap, not UTF-8). Later stages (disable comments) use this, never the disk.
   */
  text: string | undefined;
  bodyStartLine: number;
  lineOf(path: YamlPath): number;
}

export function skillFile(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}
