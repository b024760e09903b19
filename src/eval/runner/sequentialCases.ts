import { outcomesToDecide, sequentialStop, type SequentialDesign } from '../../results/sequential.js';
import type { TrialOutcome } from '../../results/types.js';
import type { Arm } from '../arms/arm.js';
import { trialKey } from './trialPlan.js';

/** What the runner needs to know of a trial to place it in its case. */
export interface CaseTrial {
  skill: string;
  backend: string;
  evalCase: { id: string };
  trial: number;
  /** The baseline arm's trials of a case are a case of their own: each arm follows the rule by itself. */
  arm?: Arm;
}

/** A case the test just decided, and what that made of its other trials. */
export interface CaseDecided {
  caseKey: string;
  /** The trial whose outcome decided it. */
  decidedAt: number;
  /** Trials past it that were running: their signals are aborted. */
  cancelled: string[];
  /** Trials past it that had finished already: their records are not counted. */
  discarded: string[];
}

/**
 * `--trials auto` at any concurrency: each case's outcomes by trial number, and the trials of each case
 * still running. The test consumes outcomes in trial order (sequentialStop), so a case is decided by the
 * same trial at 1 worker as at 8; the moment it is, every running trial past that one is aborted. Which
 * trials are needed whatever the running ones show is known too, so that they can go first.
 */
export class SequentialCases {
  private readonly outcomes = new Map<string, (TrialOutcome | undefined)[]>();
  private readonly decidedAt = new Map<string, number>();
  /** Per case, the last trial that will be consumed whatever the unfinished ones show. */
  private readonly neededThrough = new Map<string, number>();
  private readonly running = new Map<string, { trial: CaseTrial; controller: AbortController }>();

  constructor(private readonly design: SequentialDesign) {}

  /** The trial that decided this trial's case, when one did. */
  decidingTrial(t: CaseTrial): number | undefined {
    return this.decidedAt.get(caseKeyOf(t));
  }

  /** Whether the case was decided by an earlier trial: then this one is not run, or not counted. */
  decidedBefore(t: CaseTrial): boolean {
    const at = this.decidingTrial(t);
    return at !== undefined && t.trial > at;
  }

  /** Whether the test will consume this trial whatever the unfinished ones show: no guess, no waste. */
  needed(t: CaseTrial): boolean {
    const caseKey = caseKeyOf(t);
    if (this.decidedAt.has(caseKey)) return false;
    return t.trial <= (this.neededThrough.get(caseKey) ?? outcomesToDecide(0, 0, this.design));
  }

  /** A trial starts: abort the signal and its processes are killed. */
  start(t: CaseTrial): AbortSignal {
    const controller = new AbortController();
    this.running.set(keyOf(t), { trial: t, controller });
    return controller.signal;
  }

  /** A trial ended without an outcome (cancelled, or not run). */
  stop(t: CaseTrial): void {
    this.running.delete(keyOf(t));
  }

  /** A trial finished (or was restored from the journal or the cache): a case it decides is returned. */
  finish(t: CaseTrial, outcome: TrialOutcome): CaseDecided | undefined {
    this.running.delete(keyOf(t));
    const caseKey = caseKeyOf(t);
    if (this.decidedAt.has(caseKey)) return undefined;
    const outcomes = this.outcomes.get(caseKey) ?? [];
    outcomes[t.trial - 1] = outcome;
    this.outcomes.set(caseKey, outcomes);
    const stop = sequentialStop(Array.from(outcomes), this.design);
    if (stop.decision === 'continue') {
      this.neededThrough.set(caseKey, stop.through + outcomesToDecide(stop.successes, stop.failures, this.design));
      return undefined;
    }
    this.decidedAt.set(caseKey, stop.through);
    const cancelled: string[] = [];
    for (const [key, { trial, controller }] of this.running) {
      if (caseKeyOf(trial) !== caseKey || trial.trial <= stop.through) continue;
      controller.abort();
      cancelled.push(key);
    }
    const discarded = outcomes.flatMap((o, i) =>
      o !== undefined && i + 1 > stop.through ? [trialKey(t.skill, t.backend, t.evalCase.id, i + 1, t.arm)] : [],
    );
    return { caseKey, decidedAt: stop.through, cancelled, discarded };
  }
}

/** The case a trial belongs to, as the sequential rule keys it. */
export function caseKeyOf(t: CaseTrial): string {
  return `${t.skill}|${t.backend}|${t.evalCase.id}${t.arm === 'baseline' ? '|baseline' : ''}`;
}

function keyOf(t: CaseTrial): string {
  return trialKey(t.skill, t.backend, t.evalCase.id, t.trial, t.arm);
}
