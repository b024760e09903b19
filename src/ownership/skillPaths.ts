import path from 'node:path';
import { compileGlobs } from '../util/glob.js';
import { COMMAND_FOLDERS, NATIVE_SKILL_ROOTS, SKILL_FILE } from '../skills/layout.js';
import { PLUGIN_MANIFESTS } from '../skills/plugins.js';

/**
 * GitHub's own folder: Copilot CLI reads skills from `.github/skills`, but the rest of `.github/`
 * (workflows, CODEOWNERS) is GitHub's code-owner review's to protect (docs/owners.md), not a skill path.
 */
const HOST_FOLDERS = new Set(['.github']);
const firstSegment = (root: string) => root.split('/')[0]!;
/**
 * Folder names agent CLIs read skills or commands from (`.claude`, `.agents`, …): all of each is agent configuration.
 */
const AGENT_FOLDERS = new Set(
  [...NATIVE_SKILL_ROOTS, ...COMMAND_FOLDERS].map(firstSegment).filter((f) => !HOST_FOLDERS.has(f)),
);
/** Skills roots inside a host's folder (`.github/skills`): skill paths themselves, their folder not. */
const HOSTED_ROOTS = NATIVE_SKILL_ROOTS.filter((root) => HOST_FOLDERS.has(firstSegment(root)));
const SKILL_SEGMENTS = new Set(['skills', 'skill']);
/** `.claude-plugin`, `.codex-plugin`: a folder (or a link to one) with this name makes its parent a plugin. */
const MANIFEST_FOLDERS = PLUGIN_MANIFESTS.map((m) => m.split('/')[0]!);
/**
 * Plugin marketplaces, Claude Code's and Codex's; relative sources resolve from the folder holding the first segment.
 */
const MARKETPLACES = ['.claude-plugin/marketplace.json', '.agents/plugins/marketplace.json'];
/** A marketplace is PR-controlled JSON of a few kilobytes; a bigger one is not read. */
export const MARKETPLACE_MAX_BYTES = 1024 * 1024;
/** How many links one path may pass through; Linux gives up (ELOOP) after as many, so a CLI reads nothing deeper. */
export const MAX_HOPS = 40;

/**
 * Everything in these folders configures an agent: its settings, hooks, agents, skills, plugin manifests and
 * marketplaces.
 */
const CONFIG_FOLDERS = new Set([...AGENT_FOLDERS, ...MANIFEST_FOLDERS]);
/** Files agent CLIs read as instructions or configuration wherever they are. */
const CONFIG_FILES = new Set([
  'claude.md',
  'claude.local.md',
  'agents.md',
  'agents.override.md',
  'gemini.md',
  '.mcp.json',
  'opencode.json',
  'opencode.jsonc',
]);

/**
 * Agent configuration at any depth: a file with a config name, or anything in (or named as) a config
 * folder. In lower case: on a case-insensitive disk (macOS) a CLI reads `.Claude/settings.json` too.
 */
function isAgentConfig(file: string): boolean {
  const lower = file.toLowerCase();
  const segments = lower.split('/');
  return (
    CONFIG_FILES.has(segments[segments.length - 1]!) ||
    segments.some((s) => CONFIG_FOLDERS.has(s)) ||
    HOSTED_ROOTS.some(
      (root) =>
        lower === root || lower.startsWith(`${root}/`) || lower.includes(`/${root}/`) || lower.endsWith(`/${root}`),
    )
  );
}

export interface SkillPathRules {
  /** Skill folders relative to the repository root; `''` is a skill at the root. */
  skillDirs: readonly string[];
  /** Plugin roots: every file under one is installed with the plugin, so it is gated like a skill folder. */
  pluginRoots: readonly string[];
  extraGlobs: readonly string[];
  /**
   * Symlinks of the base and head trees (the head's target where both have the link): path -> target as stored in git.
   */
  symlinks: Readonly<Record<string, string>>;
  /** The base's targets of links the head points elsewhere. */
  baseSymlinks?: Readonly<Record<string, string>>;
}

/**
 * Which changed files are skill paths: files of skill folders and plugins, agent configuration, and
 * what a link among those stands for (`CLAUDE.md -> docs/guide.md`, `.claude -> config/claude`: the
 * target and everything under it). A skill or plugin at the root makes every file one. A changed link
 * is one when its own path or the place it points to could hold skills (a native root such as
 * `.claude`, a `skills` folder, a skill folder or an ancestor of one), because a link can create a
 * skill path that no listed file names, for instance `.claude` -> a folder of skills under
 * `node_modules/`, which discovery skips. Links of the base and of the head both count.
 */
export function skillPathTest(rules: SkillPathRules): (file: string) => boolean {
  const scopes = linkSets(rules).map((links) => skillScope(rules, links));
  return (file) => scopes.some((scope) => scope.test(file));
}

/**
 * Whether the test needs to know where a link at this path points: a changed link's target decides
 * whether the link is a skill path, and a link that is a skill path (or lies on the way to a place one
 * leads to) decides what else is. Judged with the targets known so far in `rules`, so a caller reads
 * targets in rounds until this asks for no more. Nothing is needed when every file is a skill path.
 */
export function needsLinkTarget(rules: SkillPathRules): (link: string, changed: boolean) => boolean {
  const scopes = linkSets(rules).map((links) => skillScope(rules, links));
  if (scopes.some((scope) => scope.test(''))) return () => false;
  return (link, changed) => changed || scopes.some((scope) => scope.needsTarget(link));
}

/** The links of the head, and of the base where it differs: each set is resolved on its own. */
function linkSets(rules: SkillPathRules): Map<string, string>[] {
  const head = new Map(Object.entries(rules.symlinks));
  const base = Object.entries(rules.baseSymlinks ?? {});
  return base.length === 0 ? [head] : [head, new Map([...head, ...base])];
}

function skillScope(rules: SkillPathRules, links: ReadonlyMap<string, string>) {
  const dirs = new Set([...rules.skillDirs, ...rules.pluginRoots].map(normalizeDir));
  const extra = compileGlobs(rules.extraGlobs);
  const isListed = (file: string) => within(dirs, file) || isAgentConfig(file) || extra(file);
  const reached = reachedPlaces(links, isListed);
  const routes = new Set([...reached].flatMap(ancestorsOf));
  const isSkillPath = (file: string) => isListed(file) || within(reached, file);
  /** A place a link may stand for: it holds skills, or sits where CLIs look for them. */
  const couldHoldSkills = (place: string) => {
    if (place === '' || isSkillPath(place)) return true;
    if (
      place
        .toLowerCase()
        .split('/')
        .some((s) => AGENT_FOLDERS.has(s) || SKILL_SEGMENTS.has(s))
    )
      return true;
    for (const dir of dirs) if (dir.startsWith(`${place}/`)) return true;
    return false;
  };
  const test = (file: string) => {
    if (isSkillPath(file)) return true;
    const target = links.get(file);
    return target !== undefined && (couldHoldSkills(file) || couldHoldSkills(resolveLink(file, target)));
  };
  return { test, needsTarget: (link: string) => isSkillPath(link) || routes.has(link) };
}

/**
 * Where the links that are skill paths lead, and the links inside those places in turn (up to
 * MAX_HOPS deep): a CLI reads the target of `.claude` as it reads `.claude`.
 */
function reachedPlaces(links: ReadonlyMap<string, string>, isListed: (file: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const pending = new Map(links);
  let ready = [...pending].filter(([link]) => isListed(link));
  for (let hop = 0; hop < MAX_HOPS && ready.length > 0; hop++) {
    for (const [link, target] of ready) {
      pending.delete(link);
      for (const place of realPlaces(resolveLink(link, target), links)) reached.add(place);
    }
    ready = [...pending].filter(([link]) => within(reached, link));
  }
  return reached;
}

/**
 * A place, and where it really is when a folder on its way is a link (`cfg/claude` with `cfg -> real`: `real/claude`
 * too).
 */
function realPlaces(place: string, links: ReadonlyMap<string, string>): string[] {
  const out = [place];
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = throughLink(out[out.length - 1]!, links);
    if (next === undefined || out.includes(next)) break;
    out.push(next);
  }
  return out;
}

/** The place with its first linked folder replaced by the link's target, or undefined when none is a link. */
function throughLink(place: string, links: ReadonlyMap<string, string>): string | undefined {
  const segments = place.split('/');
  for (let i = 1; i <= segments.length; i++) {
    const link = segments.slice(0, i).join('/');
    const target = links.get(link);
    if (target !== undefined) return normalizeDir(path.posix.join(resolveLink(link, target), ...segments.slice(i)));
  }
  return undefined;
}

/** Whether a file is one of the places or inside one (`''` holds everything). */
function within(places: ReadonlySet<string>, file: string): boolean {
  if (places.has('') || places.has(file)) return true;
  for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1))
    if (places.has(file.slice(0, i))) return true;
  return false;
}

function ancestorsOf(place: string): string[] {
  const out: string[] = [];
  for (let i = place.indexOf('/'); i > 0; i = place.indexOf('/', i + 1)) out.push(place.slice(0, i));
  return out;
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
  for (const p of paths)
    if (p === SKILL_FILE || p.endsWith(`/${SKILL_FILE}`)) out.push(normalizeDir(path.posix.dirname(p)));
  return out;
}

/**
 * Folders holding a plugin manifest among some paths, or a `.claude-plugin`/`.codex-plugin` that is a
 * link (CLIs and caliper's eval follow it), in any letter case (`''` for a plugin at the root).
 */
export function pluginRootsOf(paths: Iterable<string>): string[] {
  const out: string[] = [];
  for (const p of paths) {
    for (const m of [...PLUGIN_MANIFESTS, ...MANIFEST_FOLDERS]) {
      const parent = parentOfTail(p, m);
      if (parent !== undefined) out.push(parent);
    }
  }
  return out;
}

/** The folder holding a marketplace file (its sources resolve from there), or undefined when the path is none. */
export function marketplaceRootOf(file: string): string | undefined {
  for (const m of MARKETPLACES) {
    const parent = parentOfTail(file, m);
    if (parent !== undefined) return parent;
  }
  return undefined;
}

/**
 * The plugin folders a marketplace lists, relative to the repository root: each entry's `source`
 * ("./tools/m", also under `metadata.pluginRoot`) or local `source.path` (Codex). Such a plugin needs
 * no plugin.json (`"strict": false`). The text comes from the pull request: anything that is not a
 * relative path inside the repository is skipped, and text that is not JSON lists nothing.
 */
export function marketplaceSources(file: string, text: string): string[] {
  const root = marketplaceRootOf(file) ?? normalizeDir(path.posix.dirname(file));
  const doc = parseJson(text);
  if (!Array.isArray(doc?.plugins)) return [];
  const pluginRoot = typeof doc.metadata?.pluginRoot === 'string' ? doc.metadata.pluginRoot : '';
  const out = new Set<string>();
  for (const entry of doc.plugins) {
    const source =
      typeof entry?.source === 'string'
        ? entry.source
        : entry?.source?.source === 'local'
          ? entry.source.path
          : undefined;
    if (typeof source !== 'string' || path.posix.isAbsolute(source)) continue;
    for (const prefix of new Set(['', pluginRoot])) {
      const dir = insideRepository(path.posix.join(root, prefix, source));
      if (dir !== undefined) out.add(dir);
    }
  }
  return [...out];
}

/** The folder above `tail` when `p` is `tail` or ends with `/tail`, compared in lower case. */
function parentOfTail(p: string, tail: string): string | undefined {
  if (p.length < tail.length || p.slice(p.length - tail.length).toLowerCase() !== tail) return undefined;
  if (p.length === tail.length) return '';
  return p[p.length - tail.length - 1] === '/' ? normalizeDir(p.slice(0, p.length - tail.length - 1)) : undefined;
}

function insideRepository(p: string): string | undefined {
  if (path.posix.isAbsolute(p)) return undefined;
  const dir = normalizeDir(path.posix.normalize(p));
  return dir === '..' || dir.startsWith('../') ? undefined : dir;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function parseJson(text: string): any {
  if (text.length > MARKETPLACE_MAX_BYTES) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
