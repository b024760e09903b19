import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { PullRequestApi } from '../toolkit/pullRequests.js';
import { parseYaml } from '../util/yaml.js';
import { parseCodeowners } from './codeowners.js';
import type { PullRequestSnapshot } from './gate.js';

/** Where GitHub looks, in order; the first found is used. */
export const CODEOWNERS_LOCATIONS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];
/** Owners policy, read from the base commit like CODEOWNERS: a PR cannot loosen its own gate. */
export const POLICY_FILE = '.github/caliper.yml';
/** The pull request files API lists at most this many. */
export const API_FILE_LIMIT = 3000;

export class SnapshotError extends Error {}

/**
 * Everything the gate needs, read through the API at the PR's base commit: CODEOWNERS and policy from
 * the base (never the head), skill folders at base and head, files, reviews, permissions, teams.
 */
export async function snapshotFromApi(api: PullRequestApi, number: number, options: { headSkillDirs: string[]; workspace: string }): Promise<{ snapshot: PullRequestSnapshot; notes: string[] }> {
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
  if (codeowners === '') notes.push(`no CODEOWNERS at the base commit ${pull.baseSha.slice(0, 12)}: every skill path is unowned`);
  const policy = readPolicy((await api.fileAt(POLICY_FILE, pull.baseSha))?.text);

  const tree = await api.treePaths(pull.baseSha);
  if (tree.truncated) throw new SnapshotError('the base tree is too large for the API to list in full, so skill folders at the base cannot be known');
  const baseSkillDirs = tree.paths.filter((p) => p === 'SKILL.md' || p.endsWith('/SKILL.md')).map((p) => path.posix.dirname(p));

  let files = await api.files(number);
  if (pull.changedFiles > API_FILE_LIMIT || files.length >= API_FILE_LIMIT) {
    notes.push(`${pull.changedFiles} changed files: more than the API lists, so they come from git diff`);
    files = gitDiffFiles(options.workspace, pull.baseSha, pull.headSha);
  }
  const reviews = await api.reviews(number);
  const reviewers = [...new Set(reviews.filter((r) => r.state === 'APPROVED').map((r) => r.user))];
  const permissions: Record<string, string> = {};
  for (const login of reviewers) permissions[login] = await api.permission(login);
  const teams: Record<string, string[]> = {};
  const teamOwners = new Set(parseCodeowners(codeowners).rules.flatMap((r) => r.owners.filter((o) => o.startsWith('@') && o.includes('/')).map((o) => o.slice(1))));
  for (const team of teamOwners) {
    const members = await api.teamMembers(team);
    if (members) teams[team] = members;
  }
  return {
    snapshot: {
      codeowners,
      author: pull.author,
      head_sha: pull.headSha,
      skill_dirs: [...new Set([...options.headSkillDirs, ...baseSkillDirs])].sort(),
      files,
      reviews,
      teams,
      permissions,
      ...policy,
    },
    notes,
  };
}

function readPolicy(text: string | undefined): Pick<PullRequestSnapshot, 'allow_unowned' | 'extra_globs' | 'required_approvals'> {
  if (!text) return {};
  const parsed = parseYaml(text);
  if (!parsed.ok) throw new SnapshotError(`${POLICY_FILE} at the base commit is not valid YAML (line ${parsed.line}: ${parsed.message})`);
  const owners = (parsed.doc.value as { owners?: Record<string, unknown> } | null)?.owners ?? {};
  const out: Pick<PullRequestSnapshot, 'allow_unowned' | 'extra_globs' | 'required_approvals'> = {};
  if (typeof owners['allow-unowned'] === 'boolean') out.allow_unowned = owners['allow-unowned'];
  if (Array.isArray(owners['extra-globs'])) out.extra_globs = owners['extra-globs'].map(String);
  if (Array.isArray(owners['required-approvals'])) {
    out.required_approvals = owners['required-approvals'].map((r: { pattern?: unknown; count?: unknown }) => ({ pattern: String(r.pattern), count: Number(r.count) || 1 }));
  }
  return out;
}

/** `git diff --name-status` of base...head from the checkout; fails closed when the history is not there. */
function gitDiffFiles(workspace: string, base: string, head: string): PullRequestSnapshot['files'] {
  const r = spawnSync('git', ['diff', '--name-status', '-M', `${base}...${head}`], { cwd: workspace, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.status !== 0) throw new SnapshotError(`the pull request has more files than the API lists and git diff failed (${r.stderr.trim()}); check out with fetch-depth: 0`);
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, a, b] = line.split('\t') as [string, string, string | undefined];
      if (status.startsWith('R')) return { filename: b!, status: 'renamed', previous_filename: a };
      return { filename: a, status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified' };
    });
}
