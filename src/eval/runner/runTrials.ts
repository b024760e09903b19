import os from 'node:os';
import type { ProviderErrorAttempt, TrialRecord } from '../../results/types.js';
import type { Sizing } from './options.js';
import { runPool } from './pool.js';
import { providerErrorAttempt, retryDecision, retryPolicyFor, withProviderErrors } from './retryPolicy.js';
import { runTrial, type TrialSetup } from './runTrial.js';
import type { TrialBook } from './trialBook.js';
import { trialIdentity, type TrialPlan } from './trialPlan.js';
import type { BackendSetups, Unavailable } from './trialSetups.js';

/**
 * Run what is left of the plan on a pool of workers, each trial retried after a transient fault. Under
 * --trials auto, trials every outcome needs go before guesses that a case goes on: a guess runs only when
 * a worker would otherwise idle, and is cancelled if the case is decided before it.
 */
export async function runTrials(
  todo: readonly TrialPlan[],
  book: TrialBook,
  setups: BackendSetups,
  options: Pick<Sizing, 'concurrency' | 'retryDelayMs'>,
  progress: (line: string) => void,
): Promise<void> {
  const cases = book.cases;
  await runPool(
    todo,
    options.concurrency ?? os.availableParallelism(),
    (trial) => runWithRetries(trial, setups.get(trial.backend)!, book, options.retryDelayMs ?? 1000, progress),
    (trial) => book.mayStart(trial),
    cases && ((trial) => cases.needed(trial)),
  );
  const skips = book.budgetSkips();
  if (skips > 0)
    progress(`budget reached: ${skips} trial(s) not run (${book.skipped[book.skipped.length - 1]!.reason})`);
}

async function runWithRetries(
  trial: TrialPlan,
  setup: TrialSetup | Unavailable,
  book: TrialBook,
  retryDelayMs: number,
  progress: (line: string) => void,
): Promise<void> {
  if ('unavailable' in setup) return book.record(trial, unavailableRecord(trial, setup.unavailable));
  const started = Date.now();
  const signal = book.cases?.start(trial);
  const policy = retryPolicyFor(retryDelayMs);
  const failed: ProviderErrorAttempt[] = [];
  for (let attempt = 1; ; attempt++) {
    book.budget.launch(trial.key);
    const run = await runTrial(trial, setup, attempt, signal);
    if (signal?.aborted) return book.cancel(trial, started);
    const next = retryDecision(policy, {
      attempt,
      transient: run.transient,
      fault: run.fault,
      elapsedMs: Date.now() - started,
      budgetExhausted: () => book.budget.exhausted(),
    });
    if (!next.retry)
      return book.record(
        trial,
        withProviderErrors(
          run.record,
          failed,
          next.why === undefined ? undefined : { fault: run.fault, why: next.why },
        ),
      );
    failed.push({ ...providerErrorAttempt(run.record, run.fault), retriedAfterMs: next.delayMs });
    progress(
      `retrying ${trial.key} in ${(next.delayMs / 1000).toFixed(1)}s after a transient fault: ${run.record.reason}`,
    );
    await sleep(next.delayMs);
    if (signal?.aborted) return book.cancel(trial, started);
  }
}

function unavailableRecord(trial: TrialPlan, reason: string): TrialRecord {
  return {
    type: 'trial',
    ...trialIdentity(trial),
    outcome: 'error',
    reason,
    checks: [],
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    durationMs: 0,
    attempts: 0,
    backendVersion: undefined,
    model: undefined,
    finishedAt: new Date().toISOString(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
