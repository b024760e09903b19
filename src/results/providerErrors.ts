import type { ProviderErrorAttempt, TrialRecord } from './types.js';

/**
 * A run's trials that a provider failed on some attempt (a 429, an overload, a 5xx, a dropped stream),
 * whether their retry then passed or not, and the HTTP statuses the CLIs named. For the reader of a
 * result: a rate measured through provider trouble is still a rate (harness errors are in none), but
 * it is worth knowing the provider was struggling.
 */
export interface ProviderErrorTotals {
  trials: number;
  /** Distinct statuses, ascending; empty when no CLI named one. */
  statuses: number[];
}

export function providerErrorTotals(records: readonly TrialRecord[]): ProviderErrorTotals | undefined {
  const hit = records.filter((r) => (r.providerErrors?.length ?? 0) > 0);
  if (hit.length === 0) return undefined;
  const statuses = new Set(
    hit.flatMap((r) => r.providerErrors!.flatMap((e) => (e.status === undefined ? [] : [e.status]))),
  );
  return { trials: hit.length, statuses: [...statuses].sort((a, b) => a - b) };
}

/** "3 trials hit provider errors (429, 529)". */
export function providerErrorsText(t: ProviderErrorTotals): string {
  return (
    `${t.trials} trial${t.trials === 1 ? '' : 's'} hit provider ` +
    `errors${t.statuses.length > 0 ? ` (${t.statuses.join(', ')})` : ''}`
  );
}

/** The shards' totals as one run's (`caliper merge`): trials added, statuses joined. */
export function sumProviderErrors(
  totals: readonly (ProviderErrorTotals | undefined)[],
): ProviderErrorTotals | undefined {
  const present = totals.filter((t): t is ProviderErrorTotals => t !== undefined);
  if (present.length === 0) return undefined;
  return {
    trials: present.reduce((n, t) => n + t.trials, 0),
    statuses: [...new Set(present.flatMap((t) => t.statuses))].sort((a, b) => a - b),
  };
}

/** What the statuses a provider fails with mean, in the words a reader looks for. */
const STATUS_NAMES: Readonly<Record<number, string>> = {
  408: 'request timeout',
  409: 'conflict',
  425: 'too early',
  429: 'rate limited',
  500: 'server error',
  502: 'bad gateway',
  503: 'unavailable',
  504: 'gateway timeout',
  529: 'overloaded',
};

/** "attempt 1: 429 rate limited, retried after 1 s: <the CLI's words>". */
export function providerErrorAttemptText(e: ProviderErrorAttempt): string {
  const status =
    e.status === undefined
      ? 'no status named'
      : `${e.status}${STATUS_NAMES[e.status] ? ` ${STATUS_NAMES[e.status]}` : ''}`;
  const retried = e.retriedAfterMs === undefined ? '' : `, retried after ${formatSeconds(e.retriedAfterMs)}`;
  return `attempt ${e.attempt}: ${status}${retried}${e.message ? `: ${e.message}` : ''}`;
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
