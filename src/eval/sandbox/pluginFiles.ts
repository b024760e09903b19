import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { NEVER_INSTALLED, SKILL_FILE } from '../../skills/layout.js';
import type { SkillPlugin } from '../../skills/validateRepository.js';
import { isInside } from '../../skills/skillFiles.js';
import { installableFiles, type InstallableFile } from './installableFiles.js';
import { copyFiles } from './sandbox.js';
import type { SandboxPaths } from './paths.js';
import { compareStrings } from '../../util/strings.js';

/**
 * The part of a skill's plugin an install brings along: the files of the plugin that the skill's text
 * references (`${CLAUDE_PLUGIN_ROOT}/scripts/x.py`, `../../agents/judge.md`), and where the plugin root
 * is relative to the skill folder (`../..` for `plugins/p/skills/s`). Nothing else of the plugin: no
 * other skill, no unreferenced file.
 */
export interface PluginInstall {
  /** The plugin root relative to the skill folder, `/`-separated (`''` when the skill is the plugin). */
  fromSkill: string;
  /** `rel` is relative to the plugin root. */
  files: InstallableFile[];
}

/**
 * What installing a skill's plugin files copies. A referenced file or folder is taken when it stays in
 * the plugin (a link leading out is not followed), is not something never installed (`.eval.yaml`,
 * `.caliper/`, `.git/`) nor something `exclude` matches (forbidden files), and holds no skill: a folder
 * with a SKILL.md in it would install other skills.
 */
export function installablePluginFiles(
  root: string,
  skillDir: string,
  plugin: SkillPlugin,
  exclude: (rel: string) => boolean,
): PluginInstall {
  const absPluginRoot = path.join(root, plugin.root);
  const realPluginRoot = realpathSync.native(absPluginRoot);
  const files = new Map<string, InstallableFile>();
  for (const { path: rel } of plugin.files) {
    const segments = rel.split('/');
    if (
      path.posix.isAbsolute(rel) ||
      segments.some((s) => s === '' || s === '.' || s === '..' || NEVER_INSTALLED.includes(s)) ||
      exclude(rel)
    )
      continue;
    let real: string;
    let isDir: boolean;
    try {
      real = realpathSync.native(path.join(absPluginRoot, rel));
      isDir = statSync(real).isDirectory();
    } catch {
      continue;
    }
    if (!isInside(realPluginRoot, real) || real === realPluginRoot) continue;
    // The rules apply to where a link points, not to its name (`scripts/a -> ../answers.txt`).
    const realRel = path.relative(realPluginRoot, real).split(path.sep).join('/');
    if (realRel.split('/').some((s) => NEVER_INSTALLED.includes(s)) || exclude(realRel)) continue;
    if (!isDir) {
      if (path.basename(rel).toLowerCase() !== SKILL_FILE.toLowerCase()) files.set(rel, { rel, source: real });
      continue;
    }
    const inside = installableFiles(real, (r) => exclude(`${rel}/${r}`));
    if (inside.some((f) => path.posix.basename(f.rel).toLowerCase() === SKILL_FILE.toLowerCase())) continue;
    for (const f of inside) files.set(`${rel}/${f.rel}`, { rel: `${rel}/${f.rel}`, source: f.source });
  }
  return {
    fromSkill: path.posix.relative(skillDir, plugin.root),
    files: [...files.values()].sort((a, b) => compareStrings(a.rel, b.rel)),
  };
}

/**
 * Copy a skill's plugin files into the sandbox at the same place relative to the installed skill as
 * in the repository, so that `../../agents/judge.md` and `${CLAUDE_PLUGIN_ROOT}/scripts/x.py` (with the
 * variable set to the returned root) lead to them. Throws, naming the file, when that place is outside
 * the sandbox, in the skills root (it would be another skill), in the agent's working folder, or on a
 * name the CLI reads as its own configuration in the folder that holds its skills root (`settings.json`,
 * `CLAUDE.md`, `config.toml`: it would configure the agent under test rather than be read by it): the
 * trial is then a harness error, never a broken skill.
 */
export function placePluginFiles(
  plugin: PluginInstall,
  installedSkillDir: string,
  sandbox: SandboxPaths,
  backend: { name: string; skillsRoot: string; configNames: readonly string[] },
): string {
  const { skillsRoot } = backend;
  const pluginRoot = path.resolve(installedSkillDir, plugin.fromSkill);
  const configDir = path.dirname(skillsRoot);
  const configNames = new Set(backend.configNames.map((n) => n.toLowerCase()));
  for (const f of plugin.files) {
    const target = path.resolve(pluginRoot, f.rel);
    const cannot = (why: string) =>
      new Error(
        `cannot install the plugin file \`${f.rel}\` that the skill references ` +
          `for ${backend.name}: beside the installed skill it would land ${why}. ` +
          `Move the file into the skill folder`,
      );
    if (!isInside(sandbox.root, target) || !isInside(pluginRoot, target) || target === pluginRoot)
      throw cannot('outside the sandbox');
    if (isInside(skillsRoot, target)) throw cannot('in the skills root, where it would be read as a skill');
    if (isInside(sandbox.workDir, target)) throw cannot("in the agent's working folder");
    // A plugin root above the sandbox's own folders must not reach into them (`home/.gemini/…`, `config/…`).
    const sandboxFolder = [sandbox.homeDir, sandbox.configDir, sandbox.tmpDir].find(
      (dir) => isInside(dir, target) && !isInside(dir, pluginRoot),
    );
    if (sandboxFolder !== undefined)
      throw cannot(`in the sandbox's \`${path.basename(sandboxFolder)}\` folder, which is the CLI's, not the plugin's`);
    const own = isInside(configDir, target) ? path.relative(configDir, target).split(path.sep)[0]! : undefined;
    if (own !== undefined && configNames.has(own.toLowerCase()))
      throw cannot(`on \`${own}\`, which ${backend.name} reads as its own configuration`);
  }
  copyFiles(plugin.files, pluginRoot);
  return pluginRoot;
}
