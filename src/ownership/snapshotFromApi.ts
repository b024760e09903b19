import { spawnSync } from 'node:child_process';
import type { PullRequestApi } from '../toolkit/pullRequests.js';
import { parseYaml } from '../util/yaml.js';
import { parseCodeowners } from './codeowners.js';
import { POLICY_FILE, type PullRequestSnapshot } from './gate.js';
import {
  MARKETPLACE_MAX_BYTES,
  MAX_HOPS,
  marketplaceRootOf,
  marketplaceSources,
  needsLinkTarget,
  pluginRootsOf,
  skillDirsOf,
  type SkillPathRules,
} from './skillPaths.js';

/** Where GitHub looks, in order; the first found is used. */
export const CODEOWNERS_LOCATIONS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];
export { POLICY_FILE };
/** The pull request files API lists at most this many. */
export const API_FILE_LIMIT = 3000;
/** Link targets read per pull request (one blob call each); beyond it the gate fails closed. */
export const LINK_READ_LIMIT = 300;
/** Marketplace files read per pull request (one contents call each); beyond it the gate fails closed. */
export const MARKETPLACE_READ_LIMIT = 20;

type Tree = Awaited<ReturnType<PullRequestApi['treePaths']>>;

export class SnapshotError extends Error {}

/**
 * Everything the gate needs, read through the API at the PR's base commit: CODEOWNERS and policy from
 * the base (never the head), skill folders and plugin roots at base and head, files, reviews, permissions, teams.
 */
export async function snapshotFromApi(
  api: PullRequestApi,
  number: number,
  options: { headSkillDirs: string[]; workspace: string },
): Promise<{ snapshot: PullRequestSnapshot; notes: string[] }> {
  const notes: string[] = [];
  const pull = await api.pull(number);
  let codeowners = '';
  for (const location of CODEOWNERS_LOCATIONS) {
    const file = await api.fileAt(location, pull.baseSha);
    if (file) {
      codeowners = file.text;
      notes.push(`CODEOWNERS: ${location} at the base commit ${pull.baseSha.slice(0, 12)}`);
      break;
    }
  }
  if (codeowners === '')
    notes.push(`no CODEOWNERS at the base commit ${pull.baseSha.slice(0, 12)}: every skill path is unowned`);
  const policy = readPolicy((await api.fileAt(POLICY_FILE, pull.baseSha))?.text);

  const baseTree = await api.treePaths(pull.baseSha);
  if (baseTree.truncated)
    throw new SnapshotError(
      'the base tree is too large for the API to list in full, so skill folders at the base cannot be known',
    );
  // The head's tree as git has it, not as discovery walks it: skills under node_modules/ or an ignored
  // folder are still skills, and symlinks show as links.
  const headTree = await api.treePaths(pull.headSha);
  if (headTree.truncated)
    throw new SnapshotError(
      'the head tree is too large for the API to list in full, so skill ' +
        'folders and symlinks at the head cannot be known',
    );

  let files = await api.files(number);
  if (pull.changedFiles > API_FILE_LIMIT || files.length >= API_FILE_LIMIT) {
    notes.push(`${pull.changedFiles} changed files: more than the API lists, so they come from git diff`);
    files = gitDiffFiles(options.workspace, pull.baseSha, pull.headSha);
  }
  const changed = new Set(files.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])]));
  const skillDirs = [
    ...new Set([...options.headSkillDirs, ...skillDirsOf(baseTree.paths), ...skillDirsOf(headTree.paths)]),
  ].sort();
  const marketplaces = await marketplacePlugins(
    api,
    { [pull.baseSha]: baseTree, [pull.headSha]: headTree },
    (file, sha) => sha === pull.baseSha || changed.has(file),
  );
  const pluginRoots = [
    ...new Set([...pluginRootsOf(baseTree.paths), ...pluginRootsOf(headTree.paths), ...marketplaces]),
  ].sort();
  const rules = { skillDirs, pluginRoots, extraGlobs: policy.extra_globs ?? [] };
  const { symlinks, baseSymlinks } = await readLinks(api, baseTree, headTree, changed, rules);
  const reviews = await api.reviews(number);
  const reviewers = [...new Set(reviews.filter((r) => r.state === 'APPROVED').map((r) => r.user))];
  const permissions: Record<string, string> = {};
  for (const login of reviewers) permissions[login] = await api.permission(login);
  const teams: Record<string, string[]> = {};
  const teamOwners = new Set(
    parseCodeowners(codeowners).rules.flatMap((r) =>
      r.owners.filter((o) => o.startsWith('@') && o.includes('/')).map((o) => o.slice(1)),
    ),
  );
  for (const team of teamOwners) {
    const members = await api.teamMembers(team);
    if (members) teams[team] = members;
  }
  return {
    snapshot: {
      codeowners,
      author: pull.author,
      head_sha: pull.headSha,
      skill_dirs: skillDirs,
      plugin_roots: pluginRoots,
      files,
      symlinks,
      ...(Object.keys(baseSymlinks).length > 0 && { base_symlinks: baseSymlinks }),
      reviews,
      teams,
      permissions,
      ...policy,
    },
    notes,
  };
}

/**
 * The link targets the gate needs: every changed link's, and those of links that are, lie in or lead
 * to skill paths, read in rounds (a link inside `.claude`'s target counts once that target is known).
 * One blob call per distinct target; links elsewhere (`node_modules/.bin/*`) are never read.
 */
async function readLinks(
  api: PullRequestApi,
  base: Tree,
  head: Tree,
  changed: ReadonlySet<string>,
  rules: Omit<SkillPathRules, 'symlinks'>,
) {
  const targets = { base: new Map<string, string>(), head: new Map<string, string>() };
  const blobs = new Map<string, string>();
  const known = () => linkMaps(targets.base, targets.head);
  for (let round = 0; round <= MAX_HOPS; round++) {
    const needed = needsLinkTarget({ ...rules, ...known() });
    const unknown = (side: 'base' | 'head', tree: Tree) =>
      tree.links
        .filter((l) => !targets[side].has(l.path) && needed(l.path, changed.has(l.path)))
        .map((l) => ({ side, ...l }));
    const wanted = [...unknown('base', base), ...unknown('head', head)];
    if (wanted.length === 0) break;
    const unread = new Set(wanted.map((l) => l.sha).filter((sha) => !blobs.has(sha)));
    if (blobs.size + unread.size > LINK_READ_LIMIT)
      throw new SnapshotError(
        `more than ${LINK_READ_LIMIT} symlinks are changed or lead into skill ` +
          `paths; caliper reads no more of their targets, so the skill paths ` +
          `cannot be known`,
      );
    for (const sha of unread) blobs.set(sha, await api.linkTarget(sha));
    for (const l of wanted) targets[l.side].set(l.path, blobs.get(l.sha)!);
  }
  return known();
}

/** `symlinks`: the head's links and the base's the head lacks; `baseSymlinks`: the base's targets the head changed. */
function linkMaps(
  base: ReadonlyMap<string, string>,
  head: ReadonlyMap<string, string>,
): { symlinks: Record<string, string>; baseSymlinks: Record<string, string> } {
  const symlinks = Object.fromEntries([...base, ...head]);
  const baseSymlinks = Object.fromEntries([...base].filter(([p, target]) => head.has(p) && head.get(p) !== target));
  return { symlinks, baseSymlinks };
}

/**
 * The plugin folders that marketplaces list (`"source": "./tools/m"`, with or without a plugin.json):
 * each marketplace of the base, and each the pull request changes at the head. One contents call each.
 */
async function marketplacePlugins(
  api: PullRequestApi,
  trees: Record<string, Tree>,
  wanted: (file: string, sha: string) => boolean,
): Promise<string[]> {
  const reads = Object.entries(trees).flatMap(([sha, tree]) =>
    tree.paths.filter((p) => marketplaceRootOf(p) !== undefined && wanted(p, sha)).map((file) => ({ file, sha })),
  );
  if (reads.length > MARKETPLACE_READ_LIMIT)
    throw new SnapshotError(
      `${reads.length} plugin marketplace files to read, more than ` +
        `${MARKETPLACE_READ_LIMIT}; the plugins they list cannot be known`,
    );
  const out: string[] = [];
  for (const { file, sha } of reads) {
    const found = await api.fileAt(file, sha);
    if (!found) continue;
    if (found.size > MARKETPLACE_MAX_BYTES)
      throw new SnapshotError(
        `${file} at ${sha.slice(0, 12)} is over ${MARKETPLACE_MAX_BYTES >> 20} ` +
          `MB; caliper does not read it, so the plugins it lists cannot be known`,
      );
    out.push(...marketplaceSources(file, found.text));
  }
  return out;
}

type Policy = Pick<PullRequestSnapshot, 'allow_unowned' | 'extra_globs' | 'required_approvals'>;
const POLICY_KEYS = ['allow_unowned', 'extra_globs', 'required_approvals'] as const;

/**
 * `owners:` of .github/caliper.yml, with the snapshot's spelling. A key caliper does not know, or a value
 * of the wrong shape, is an error rather than ignored: a typo must not quietly change who may edit skills.
 */
export function readPolicy(text: string | undefined): Policy {
  if (!text) return {};
  const parsed = parseYaml(text);
  if (!parsed.ok)
    throw new SnapshotError(
      `${POLICY_FILE} at the base commit is not valid YAML (line ${parsed.line}: ${parsed.message})`,
    );
  const root = parsed.doc.value as { owners?: unknown } | null;
  if (root === null || typeof root !== 'object' || root.owners === undefined || root.owners === null) return {};
  const bad = (what: string) => new SnapshotError(`${POLICY_FILE} at the base commit: ${what}`);
  if (typeof root.owners !== 'object' || Array.isArray(root.owners))
    throw bad('`owners` must be a map of allow_unowned, extra_globs, required_approvals');
  const owners = root.owners as Record<string, unknown>;
  for (const key of Object.keys(owners)) {
    if ((POLICY_KEYS as readonly string[]).includes(key)) continue;
    const meant = POLICY_KEYS.find((k) => k === key.toLowerCase().replace(/-/g, '_'));
    throw bad(
      `unknown key ` +
        `\`owners.${key}\`${meant ? `; the key is \`${meant}\`` : ` (the keys are ${POLICY_KEYS.join(', ')})`}`,
    );
  }
  const out: Policy = {};
  if (owners.allow_unowned !== undefined) {
    if (typeof owners.allow_unowned !== 'boolean') throw bad('`owners.allow_unowned` must be true or false');
    out.allow_unowned = owners.allow_unowned;
  }
  if (owners.extra_globs !== undefined) {
    if (!Array.isArray(owners.extra_globs) || !owners.extra_globs.every((g) => typeof g === 'string'))
      throw bad('`owners.extra_globs` must be a list of globs');
    out.extra_globs = owners.extra_globs as string[];
  }
  if (owners.required_approvals !== undefined) {
    const list = owners.required_approvals;
    const valid = (r: unknown) =>
      typeof (r as { pattern?: unknown })?.pattern === 'string' &&
      Number.isInteger((r as { count?: unknown }).count) &&
      (r as { count: number }).count >= 1;
    if (!Array.isArray(list) || !list.every(valid))
      throw bad(
        '`owners.required_approvals` must be a list of { pattern: ' +
          '"skills/deploy/", count: 2 } (count a whole number, at least 1)',
      );
    out.required_approvals = (list as { pattern: string; count: number }[]).map((r) => ({
      pattern: r.pattern,
      count: r.count,
    }));
  }
  return out;
}

/** `git diff --name-status` of base...head from the checkout; fails closed when the history is not there. */
function gitDiffFiles(workspace: string, base: string, head: string): PullRequestSnapshot['files'] {
  const r = spawnSync('git', ['diff', '--name-status', '-M', `${base}...${head}`], {
    cwd: workspace,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  if (r.status !== 0)
    throw new SnapshotError(
      `the pull request has more files than the API lists and git diff ` +
        `failed (${r.stderr.trim()}); check out with fetch-depth: 0`,
    );
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, a, b] = line.split('\t') as [string, string, string | undefined];
      if (status.startsWith('R')) return { filename: b!, status: 'renamed', previous_filename: a };
      return { filename: a, status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified' };
    });
}
