import path from 'node:path';
import { compileGlobs } from '../util/glob.js';
import { COMMAND_FOLDERS, NATIVE_SKILL_ROOTS, SKILL_FILE } from '../skills/layout.js';
import { PLUGIN_MANIFESTS } from '../skills/plugins.js';

/** Folder names agent CLIs read skills or commands from (`.claude`, `.agents`, …), and `skills` itself. */
const AGENT_FOLDERS = new Set([...NATIVE_SKILL_ROOTS, ...COMMAND_FOLDERS].map((root) => root.split('/')[0]!));
const SKILL_SEGMENTS = new Set(['skills', 'skill']);

/** Everything in these folders configures an agent: its settings, hooks, agents, skills, plugin manifests and marketplaces. */
const CONFIG_FOLDERS = new Set([...AGENT_FOLDERS, ...PLUGIN_MANIFESTS.map((m) => m.split('/')[0]!)]);
/** Files agent CLIs read as instructions or configuration wherever they are (lower case: a case-insensitive disk reads `claude.md` too). */
const CONFIG_FILES = new Set(['claude.md', 'claude.local.md', 'agents.md', 'agents.override.md', 'gemini.md', '.mcp.json', 'opencode.json', 'opencode.jsonc']);

/** Agent configuration at any depth: a file with a config name, or anything in (or named as) a config folder. */
function isAgentConfig(file: string): boolean {
  const segments = file.split('/');
  return CONFIG_FILES.has(segments[segments.length - 1]!.toLowerCase()) || segments.some((s) => CONFIG_FOLDERS.has(s));
}

export interface SkillPathRules {
  /** Skill folders relative to the repository root; `''` is a skill at the root. */
  skillDirs: readonly string[];
  /** Plugin roots: every file under one is installed with the plugin, so it is gated like a skill folder. */
  pluginRoots: readonly string[];
  extraGlobs: readonly string[];
  /** Changed symlinks: path -> target as stored in git. */
  symlinks: Readonly<Record<string, string>>;
}

/**
 * Which changed files are skill paths: files of skill folders and plugins, and agent configuration. A
 * skill or plugin at the root makes every file one. A symlink is one when its own path or the place it
 * points to could hold skills (a native root such as `.claude`, a `skills` folder, a skill folder or an
 * ancestor of one), because a link can create a skill path that no listed file names, for instance
 * `.claude` -> a folder of skills under `node_modules/`, which discovery skips.
 */
export function skillPathTest(rules: SkillPathRules): (file: string) => boolean {
  const dirs = new Set([...rules.skillDirs, ...rules.pluginRoots].map(normalizeDir));
  const rootIsSkill = dirs.has('');
  const extra = compileGlobs(rules.extraGlobs);
  const inSkillDir = (file: string) => {
    if (rootIsSkill || dirs.has(file)) return true;
    for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) if (dirs.has(file.slice(0, i))) return true;
    return false;
  };
  const isFile = (file: string) => inSkillDir(file) || isAgentConfig(file) || extra(file);
  /** A place a link may stand for: it holds skills, or sits where CLIs look for them. */
  const couldHoldSkills = (place: string) => {
    if (place === '' || isFile(place)) return true;
    if (place.split('/').some((s) => AGENT_FOLDERS.has(s) || SKILL_SEGMENTS.has(s))) return true;
    for (const dir of dirs) if (dir.startsWith(`${place}/`)) return true;
    return false;
  };
  return (file) => {
    if (isFile(file)) return true;
    const target = rules.symlinks[file];
    if (target === undefined) return false;
    return couldHoldSkills(file) || couldHoldSkills(resolveLink(file, target));
  };
}

/** Where a link points, relative to the repository root (`../` kept when it leaves the repository). */
export function resolveLink(link: string, target: string): string {
  if (path.posix.isAbsolute(target)) return path.posix.normalize(target);
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(link), target));
  return joined === '.' ? '' : joined.replace(/\/$/, '');
}

export function normalizeDir(dir: string): string {
  const d = dir.replace(/\/+$/, '').replace(/^\.\//, '');
  return d === '.' ? '' : d;
}

/** Folders of the SKILL.md files among some paths (`''` for one at the root). */
export function skillDirsOf(paths: Iterable<string>): string[] {
  const out: string[] = [];
  for (const p of paths) if (p === SKILL_FILE || p.endsWith(`/${SKILL_FILE}`)) out.push(normalizeDir(path.posix.dirname(p)));
  return out;
}

/** Folders holding a plugin manifest among some paths (`''` for a plugin at the root). */
export function pluginRootsOf(paths: Iterable<string>): string[] {
  const out: string[] = [];
  for (const p of paths) {
    for (const m of PLUGIN_MANIFESTS) if (p === m || p.endsWith(`/${m}`)) out.push(normalizeDir(p.slice(0, -m.length)));
  }
  return out;
}
