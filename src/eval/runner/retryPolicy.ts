import type { ProviderErrorAttempt, TrialRecord } from '../../results/types.js';
import type { RunError } from '../../agents/shared/providerFaults.js';

/**
 * When a trial that hit a transient provider error (a 429, an overload, a 5xx, a dropped stream: each
 * backend classifies its CLI's words) is run again, in a fresh sandbox. Bounded three ways: attempts, the
 * wall time one trial may spend on them, and the run's budget (checked by the caller). A provider's
 * `retry-after`, when the CLI passes it on, is waited for; one asking for longer than `maxDelayMs` ends
 * the trial as a harness error rather than holding a worker.
 */
export interface RetryPolicy {
  /** Agent runs of one trial at most, the first included. */
  maxAttempts: number;
  /** The wait before the second attempt; doubled for each one after. */
  baseDelayMs: number;
  /** The longest one wait may be, a provider's `retry-after` included. */
  maxDelayMs: number;
  /** Wall time one trial may spend on its attempts and waits together: no retry starts past it. */
  timeBudgetMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  timeBudgetMs: 20 * 60_000,
};

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; why: string | undefined };

export interface AttemptOutcome {
  attempt: number;
  transient: boolean;
  fault: RunError | undefined;
  /** Since the trial's first attempt started. */
  elapsedMs: number;
  /**
   * Why the run's budget allows no more agent runs, if it does not: asked only when a retry is otherwise
   * due, since asking latches the budget (a run whose in-flight guesses fill --max-trials for a moment
   * must not be stopped by a trial that merely finished).
   */
  budgetExhausted: () => string | undefined;
}

/** Whether to run the trial again, and after how long; `why` says why not when a transient fault is given up. */
export function retryDecision(policy: RetryPolicy, a: AttemptOutcome): RetryDecision {
  if (!a.transient) return { retry: false, why: undefined };
  if (a.attempt >= policy.maxAttempts) return { retry: false, why: `gave up after ${a.attempt} attempts` };
  const spent = a.budgetExhausted();
  if (spent) return { retry: false, why: `not retried: ${spent}` };
  const asked = a.fault?.retryAfterSeconds === undefined ? 0 : Math.ceil(a.fault.retryAfterSeconds * 1000);
  if (asked > policy.maxDelayMs)
    return {
      retry: false,
      why:
        `the provider asked to retry after ${Math.round(asked / 1000)}s, ` +
        `longer than caliper waits (${Math.round(policy.maxDelayMs / 1000)}s)`,
    };
  const delayMs = Math.min(policy.maxDelayMs, Math.max(policy.baseDelayMs * 2 ** (a.attempt - 1), asked));
  if (a.elapsedMs + delayMs >= policy.timeBudgetMs)
    return {
      retry: false,
      why: `not retried: the trial's ${Math.round(policy.timeBudgetMs / 1000)}s for attempts would run out`,
    };
  return { retry: true, delayMs };
}

/** What a trial's record keeps of an attempt that a transient provider error ended. */
export function providerErrorAttempt(record: TrialRecord, fault: RunError | undefined): ProviderErrorAttempt {
  return {
    attempt: record.attempts,
    ...(fault?.status !== undefined && { status: fault.status }),
    message: (record.reason ?? fault?.message ?? 'a transient provider error').slice(0, 500),
  };
}

/**
 * The record of the trial's last attempt, with the attempts before it that the provider failed; when
 * the last one was a transient fault given up, that one too, and why it was not retried in its reason.
 */
export function withProviderErrors(
  last: TrialRecord,
  earlier: readonly ProviderErrorAttempt[],
  givenUp: { fault: RunError | undefined; why: string } | undefined,
): TrialRecord {
  const all = givenUp ? [...earlier, providerErrorAttempt(last, givenUp.fault)] : [...earlier];
  if (all.length === 0) return last;
  return {
    ...last,
    providerErrors: all,
    ...(givenUp && { reason: `${last.reason ?? 'a transient provider error'} (${givenUp.why})` }),
  };
}

/** The default policy, with the run's own first wait when it sets one (`retryDelayMs`: tests shorten it). */
export function retryPolicyFor(baseDelayMs: number | undefined): RetryPolicy {
  return { ...DEFAULT_RETRY_POLICY, ...(baseDelayMs !== undefined && { baseDelayMs }) };
}
