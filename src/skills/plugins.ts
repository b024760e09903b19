import { existsSync, realpathSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from './diagnostic.js';
import { readRepoFile } from '../util/repoFiles.js';

/** Manifests that make a folder a plugin: it installs as a whole, so its skills may use its other files. */
export const PLUGIN_MANIFESTS = ['.claude-plugin/plugin.json', '.codex-plugin/plugin.json'];
const MANIFEST_FOLDERS = PLUGIN_MANIFESTS.map((m) => m.split('/')[0]!);
const MARKETPLACE = '.claude-plugin/marketplace.json';

/**
 * A file of a skill's plugin that the skill's text references (`${CLAUDE_PLUGIN_ROOT}/scripts/x.py`,
 * `../../agents/judge.md`): a plugin install has it, so an eval installs it too, at the same place.
 */
export interface PluginFile {
  /** Relative to the plugin root, `/`-separated, as the text places it. */
  path: string;
  /** 1-based line in SKILL.md of the first reference. */
  line: number;
  /** The root variable it was written after (`CLAUDE_PLUGIN_ROOT`), if any. */
  variable?: string;
}

/** The plugins of a repository, as far as skills need them. */
export interface PluginLayout {
  /** The nearest folder (relative to the root, `''` for the root) at or above `dir` with a plugin manifest. */
  rootOf(dir: string): string | undefined;
  /** Plugin names the repository declares (manifests and marketplace), for `plugin:skill` mentions. */
  names: ReadonlySet<string>;
  /** Whether some plugin of the repository ships an agent or command of that name (`plugin:agent-name`). */
  hasAgentOrCommand(name: string): boolean;
  /** Manifests caliper refused to read (a FIFO, a device, a link out of the repository), one finding each. */
  unread: Diagnostic[];
}

/** A manifest is a few hundred bytes; a larger one than this is not read at all. */
const MANIFEST_MAX_BYTES = 256 * 1024;

/** `listings`: folder listings by absolute path (the discovery walk's), so that most folders need no look on disk. */
export function pluginLayout(
  root: string,
  skillDirs: readonly string[],
  listings?: ReadonlyMap<string, readonly Dirent[]>,
): PluginLayout {
  const rootByDir = new Map<string, string | undefined>();
  const hasManifest = (dir: string): boolean => {
    const listing = listings?.get(path.join(root, dir));
    return PLUGIN_MANIFESTS.some(
      (m, i) =>
        (listing === undefined || listing.some((e) => e.name === MANIFEST_FOLDERS[i])) &&
        existsSync(path.join(root, dir, m)),
    );
  };
  const rootOf = (dir: string): string | undefined => {
    if (rootByDir.has(dir)) return rootByDir.get(dir);
    const found = hasManifest(dir) ? dir : dir === '' ? undefined : rootOf(parentOf(dir));
    rootByDir.set(dir, found);
    return found;
  };
  const roots = new Set<string>();
  for (const dir of skillDirs) {
    const r = rootOf(dir);
    if (r !== undefined) roots.add(r);
  }
  const names = new Set<string>();
  const unread: Diagnostic[] = [];
  const readJson = manifestReader(root, unread);
  for (const r of roots) {
    for (const m of PLUGIN_MANIFESTS) {
      const name = readJson(r === '' ? m : `${r}/${m}`)?.name;
      if (typeof name === 'string') names.add(name);
    }
  }
  const plugins = readJson(MARKETPLACE)?.plugins;
  if (Array.isArray(plugins)) {
    for (const p of plugins) if (typeof p?.name === 'string') names.add(p.name);
  }
  return {
    rootOf,
    names,
    hasAgentOrCommand: (name) =>
      [...roots].some((r) => ['agents', 'commands'].some((f) => existsSync(path.join(root, r, f, `${name}.md`)))),
    unread,
  };
}

function parentOf(dir: string): string {
  const at = dir.lastIndexOf('/');
  return at < 0 ? '' : dir.slice(0, at);
}

/**
 * Reads a manifest (`rel` to the root) through the guarded reader. A missing, oversized or malformed one
 * is no plugin name; one that is not a regular file of the repository is also a finding in `unread`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function manifestReader(root: string, unread: Diagnostic[]): (rel: string) => any {
  const realRoot = realpathSync.native(root);
  return (rel) => {
    const read = readRepoFile(realRoot, path.join(root, rel), rel, MANIFEST_MAX_BYTES);
    if (read.kind === 'refused') {
      unread.push(
        diagnostic(
          'file-unreadable',
          rel,
          `\`${rel}\` was not read: ${read.reason}. Commit the manifest as a plain file.`,
        ),
      );
    }
    if (read.kind !== 'file') return undefined;
    try {
      return JSON.parse(read.bytes.toString('utf8'));
    } catch {
      return undefined;
    }
  };
}
