/** Why a reviewer's latest review does or does not count as an approval of the current head. */
export type ReviewStanding =
  | { kind: 'counts' }
  | { kind: 'stale'; commit: string }
  | { kind: 'own' }
  | { kind: 'no-write'; permission: string }
  | { kind: 'changes-requested' }
  | { kind: 'dismissed' };

const WRITE = new Set(['admin', 'maintain', 'write']);

export interface ReviewFacts {
  author: string;
  head_sha: string;
  reviews: { user: string; state: string; commit_id: string }[];
  /** login -> permission; without it every reviewer is taken to have write access. */
  permissions?: Record<string, string>;
}

/**
 * Each reviewer's reviews in order: APPROVED approves, CHANGES_REQUESTED and DISMISSED withdraw,
 * COMMENTED (and PENDING) change nothing. An approval counts only on the current head commit, from
 * someone other than the author, with write access. Logins are lower-cased.
 */
export function reviewStandings(s: ReviewFacts): Map<string, ReviewStanding> {
  const latest = new Map<string, { state: string; commit: string }>();
  for (const r of s.reviews) {
    const login = r.user.toLowerCase();
    if (r.state === 'APPROVED' || r.state === 'CHANGES_REQUESTED' || r.state === 'DISMISSED')
      latest.set(login, { state: r.state, commit: r.commit_id });
  }
  const permissions = new Map(Object.entries(s.permissions ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const out = new Map<string, ReviewStanding>();
  for (const [login, review] of latest) {
    if (review.state === 'CHANGES_REQUESTED') out.set(login, { kind: 'changes-requested' });
    else if (review.state === 'DISMISSED') out.set(login, { kind: 'dismissed' });
    else if (login === s.author.toLowerCase()) out.set(login, { kind: 'own' });
    else if (review.commit !== s.head_sha) out.set(login, { kind: 'stale', commit: review.commit });
    else if (s.permissions && !WRITE.has(permissions.get(login) ?? 'none'))
      out.set(login, { kind: 'no-write', permission: permissions.get(login) ?? 'none' });
    else out.set(login, { kind: 'counts' });
  }
  return out;
}

/** One clause a maintainer can act on, e.g. "stale: @alice approved commit `abc1234`, head is `def5678`". */
export function describeStanding(login: string, standing: ReviewStanding, headSha: string): string {
  switch (standing.kind) {
    case 'counts':
      return `approved by @${login}`;
    case 'stale':
      return `stale: @${login} approved commit \`${standing.commit.slice(0, 7)}\`, head is \`${headSha.slice(0, 7)}\``;
    case 'own':
      return `@${login} approved their own pull request, which does not count`;
    case 'no-write':
      return `@${login} has no write access (${standing.permission})`;
    case 'changes-requested':
      return `changes requested by @${login}`;
    case 'dismissed':
      return `@${login}'s approval was dismissed`;
  }
}
