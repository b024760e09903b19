import { compileGlobs } from '../util/glob.js';
import { matchRule, parseCodeowners } from './codeowners.js';
import { describeStanding, reviewStandings, type ReviewStanding } from './reviews.js';
import { pluginRootsOf, skillDirsOf, skillPathTest } from './skillPaths.js';

/** Owners policy, read from the base commit like CODEOWNERS: a PR cannot loosen its own gate. */
export const POLICY_FILE = '.github/caliper.yml';

/** Everything the gate decides from; `caliper owners --pr-snapshot` reads exactly this. */
export interface PullRequestSnapshot {
  codeowners: string;
  author: string;
  head_sha: string;
  skill_dirs: string[];
  /** Folders holding a plugin manifest (at the base and at the head); `''` is a plugin at the root. */
  plugin_roots?: string[];
  files: { filename: string; status: string; previous_filename?: string }[];
  reviews: { user: string; state: string; commit_id: string }[];
  /**
   * Symlinks of the head tree and of the base tree (the head's target where both have one): path ->
   * target. The API snapshot holds the changed ones and those that are, lie in or lead to skill paths.
   */
  symlinks?: Record<string, string>;
  /** The base's targets of links the head points elsewhere: the base's links count as well. */
  base_symlinks?: Record<string, string>;
  /** `org/team` -> member logins; a team owner not listed here cannot be resolved. */
  teams: Record<string, string[]>;
  /** login -> permission; without it every reviewer is taken to have write access. */
  permissions?: Record<string, string>;
  /** Policy from the base commit (`owners:` in .github/caliper.yml), same spelling. */
  extra_globs?: string[];
  allow_unowned?: boolean;
  required_approvals?: { pattern: string; count: number }[];
}

export interface PathDecision {
  path: string;
  owners: string[];
  satisfied: boolean;
  approved_by: string[];
  /** Why the path is not satisfied: no review, stale, the author's own, no write access, changes requested, … */
  why?: string;
}

export interface OwnersDecision {
  ok: boolean;
  paths: PathDecision[];
  errors: string[];
}

export const CODEOWNERS_MAX_BYTES = 3 * 1024 * 1024;

/** Does every changed skill path have the approval of one of its owners? Anything undecidable fails. */
export function decideOwners(s: PullRequestSnapshot): OwnersDecision {
  const errors: string[] = [];
  if (Buffer.byteLength(s.codeowners) > CODEOWNERS_MAX_BYTES) {
    return {
      ok: false,
      paths: [],
      errors: ['CODEOWNERS is over 3 MB; GitHub does not load it, so no skill path has an owner'],
    };
  }
  const codeowners = parseCodeowners(s.codeowners);
  for (const p of codeowners.problems) errors.push(`CODEOWNERS line ${p.line}: ${p.message}`);

  const standings = reviewStandings(s);
  const approvers = [...standings].filter(([, st]) => st.kind === 'counts').map(([login]) => login);
  if (!isStringMap(s.base_symlinks)) errors.push('"base_symlinks" must be a map of link paths to their targets');
  const changedNames = [
    ...new Set(s.files.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])])),
  ];
  // A SKILL.md or plugin manifest anywhere in the change makes its folder a skill or plugin, even where discovery does
  // not look.
  const isSkillPath = skillPathTest({
    skillDirs: [...s.skill_dirs, ...skillDirsOf(changedNames)],
    pluginRoots: [...(s.plugin_roots ?? []), ...pluginRootsOf(changedNames)],
    extraGlobs: s.extra_globs ?? [],
    symlinks: s.symlinks ?? {},
    baseSymlinks: isStringMap(s.base_symlinks) ? s.base_symlinks : {},
  });
  const changed = changedNames.filter(isSkillPath).sort();

  const paths: PathDecision[] = changed.map((path) => {
    const owners = matchRule(codeowners, path)?.owners ?? [];
    if (owners.length === 0) {
      if (!s.allow_unowned)
        errors.push(
          `${path} is a skill path with no owner in CODEOWNERS (set ` +
            `owners.allow_unowned: true in ${POLICY_FILE} on the base branch to ` +
            `accept that)`,
        );
      return {
        path,
        owners,
        satisfied: Boolean(s.allow_unowned),
        approved_by: [],
        ...(!s.allow_unowned && { why: 'no owner in CODEOWNERS' }),
      };
    }
    const owns = (login: string, report: string[]) => owners.some((owner) => ownsAs(owner, login, s.teams, report));
    const approvedBy = approvers.filter((login) => owns(login, errors)).sort();
    const required = Math.max(
      1,
      ...(s.required_approvals ?? []).filter((r) => compileGlobs([r.pattern])(path)).map((r) => r.count),
    );
    const satisfied = approvedBy.length >= required;
    const decision: PathDecision = { path, owners, satisfied, approved_by: approvedBy };
    if (!satisfied) decision.why = whyNot(s, standings, (login) => owns(login, []), approvedBy.length, required);
    return decision;
  });
  const unique = [...new Set(errors)];
  return { ok: unique.length === 0 && paths.every((p) => p.satisfied), paths, errors: unique };
}

function isStringMap(value: unknown): value is Record<string, string> | undefined {
  return (
    value === undefined ||
    (typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => typeof v === 'string'))
  );
}

function whyNot(
  s: PullRequestSnapshot,
  standings: Map<string, ReviewStanding>,
  isOwner: (login: string) => boolean,
  approvals: number,
  required: number,
): string {
  const clauses = [...standings]
    .filter(([login, st]) => st.kind !== 'counts' && isOwner(login))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([login, st]) => describeStanding(login, st, s.head_sha));
  if (approvals > 0) clauses.unshift(`${approvals} of ${required} required owner approvals`);
  if (clauses.length > 0) return clauses.join('; ');
  const others = [...standings].filter(([, st]) => st.kind === 'counts').map(([login]) => `@${login}`);
  return others.length > 0
    ? `no review from an owner (approved by ${others.sort().join(', ')}, not an owner)`
    : 'no review from an owner';
}

function ownsAs(owner: string, login: string, teams: Record<string, string[]>, errors: string[]): boolean {
  if (owner.includes('@') && !owner.startsWith('@')) {
    errors.push(
      `owner ${owner} is an email address; caliper cannot map it to a reviewer. Use the @login in CODEOWNERS`,
    );
    return false;
  }
  const name = owner.slice(1).toLowerCase();
  if (!name.includes('/')) return name === login;
  const team = Object.entries(teams).find(([t]) => t.toLowerCase() === name);
  if (!team) {
    errors.push(
      `team ${owner} owns a changed skill path, but its members are unknown: ` +
        `give caliper a token that can read organization members (a GitHub App ` +
        `token with members: read)`,
    );
    return false;
  }
  return team[1].some((m) => m.toLowerCase() === login);
}
