import { compileGlobs } from '../util/glob.js';
import { COMMAND_FOLDERS, NATIVE_SKILL_ROOTS } from '../skills/layout.js';
import { matchRule, parseCodeowners } from './codeowners.js';

/** Everything the gate decides from; `caliper owners --pr-snapshot` reads exactly this. */
export interface PullRequestSnapshot {
  codeowners: string;
  author: string;
  head_sha: string;
  skill_dirs: string[];
  files: { filename: string; status: string; previous_filename?: string }[];
  reviews: { user: string; state: string; commit_id: string }[];
  /** `org/team` -> member logins; a team owner not listed here cannot be resolved. */
  teams: Record<string, string[]>;
  /** login -> permission; without it every reviewer is taken to have write access. */
  permissions?: Record<string, string>;
  /** Policy from the base commit. */
  extra_globs?: string[];
  allow_unowned?: boolean;
  required_approvals?: { pattern: string; count: number }[];
}

export interface PathDecision {
  path: string;
  owners: string[];
  satisfied: boolean;
  approved_by: string[];
}

export interface OwnersDecision {
  ok: boolean;
  paths: PathDecision[];
  errors: string[];
}

export const CODEOWNERS_MAX_BYTES = 3 * 1024 * 1024;
const WRITE = new Set(['admin', 'maintain', 'write']);

/** Does every changed skill path have the approval of one of its owners? Anything undecidable fails. */
export function decideOwners(s: PullRequestSnapshot): OwnersDecision {
  const errors: string[] = [];
  if (Buffer.byteLength(s.codeowners) > CODEOWNERS_MAX_BYTES) {
    return { ok: false, paths: [], errors: ['CODEOWNERS is over 3 MB; GitHub does not load it, so no skill path has an owner'] };
  }
  const codeowners = parseCodeowners(s.codeowners);
  for (const p of codeowners.problems) errors.push(`CODEOWNERS line ${p.line}: ${p.message}`);

  const approvers = approvingReviewers(s);
  const extra = compileGlobs(s.extra_globs ?? []);
  const skillDirs = new Set(s.skill_dirs.map((d) => d.replace(/\/$/, '')));
  const inSkillDir = (file: string) => {
    for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) if (skillDirs.has(file.slice(0, i))) return true;
    return skillDirs.has(file);
  };
  const isSkillPath = (file: string) =>
    inSkillDir(file) ||
    [...NATIVE_SKILL_ROOTS, ...COMMAND_FOLDERS].some((root) => file.startsWith(`${root}/`) || file.includes(`/${root}/`)) ||
    extra(file);
  const changed = [...new Set(s.files.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])]))].filter(isSkillPath).sort();

  const paths: PathDecision[] = changed.map((path) => {
    const owners = matchRule(codeowners, path)?.owners ?? [];
    if (owners.length === 0) {
      if (!s.allow_unowned) errors.push(`${path} is a skill path with no owner in CODEOWNERS (set allow-unowned: true to accept that)`);
      return { path, owners, satisfied: Boolean(s.allow_unowned), approved_by: [] };
    }
    const approvedBy = [...approvers].filter((login) => owners.some((owner) => ownsAs(owner, login, s.teams, errors)));
    const required = Math.max(1, ...(s.required_approvals ?? []).filter((r) => compileGlobs([r.pattern])(path)).map((r) => r.count));
    return { path, owners, satisfied: approvedBy.length >= required, approved_by: approvedBy.sort() };
  });
  const unique = [...new Set(errors)];
  return { ok: unique.length === 0 && paths.every((p) => p.satisfied), paths, errors: unique };
}

/**
 * Each reviewer's reviews in order: APPROVED approves, CHANGES_REQUESTED and DISMISSED withdraw,
 * COMMENTED (and PENDING) change nothing. An approval counts only on the current head commit, from
 * someone other than the author, with write access.
 */
function approvingReviewers(s: PullRequestSnapshot): Set<string> {
  const latest = new Map<string, { state: string; commit: string }>();
  for (const r of s.reviews) {
    const login = r.user.toLowerCase();
    if (r.state === 'APPROVED' || r.state === 'CHANGES_REQUESTED' || r.state === 'DISMISSED') latest.set(login, { state: r.state, commit: r.commit_id });
  }
  const permissions = new Map(Object.entries(s.permissions ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const out = new Set<string>();
  for (const [login, review] of latest) {
    if (review.state !== 'APPROVED' || review.commit !== s.head_sha || login === s.author.toLowerCase()) continue;
    if (s.permissions && !WRITE.has(permissions.get(login) ?? 'none')) continue;
    out.add(login);
  }
  return out;
}

function ownsAs(owner: string, login: string, teams: Record<string, string[]>, errors: string[]): boolean {
  if (owner.includes('@') && !owner.startsWith('@')) {
    errors.push(`owner ${owner} is an email address; caliper cannot map it to a reviewer. Use the @login in CODEOWNERS`);
    return false;
  }
  const name = owner.slice(1).toLowerCase();
  if (!name.includes('/')) return name === login;
  const team = Object.entries(teams).find(([t]) => t.toLowerCase() === name);
  if (!team) {
    errors.push(`team ${owner} owns a changed skill path, but its members are unknown: give caliper a token that can read organization members (a GitHub App token with members: read)`);
    return false;
  }
  return team[1].some((m) => m.toLowerCase() === login);
}
