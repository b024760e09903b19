import type { CancelledTrial, ModelSource, TrialRecord } from '../../results/types.js';
import { asReplayed } from '../../results/spend/spend.js';
import type { Redactor } from '../../util/redact.js';
import { Budget } from './budget.js';
import type { Journal } from './journal.js';
import { eta, ExpectedTrials } from './progressLines.js';
import { outsideChoiceText } from '../discovery/outsideChoices.js';
import { trialAsJournaled } from './runMeta.js';
import { SequentialCases, type CaseDecided } from './sequentialCases.js';
import { trialIdentity, type TrialPlan } from './trialPlan.js';
import type { EvalOptions } from './options.js';

/**
 * A run's account of its trials: the finished ones (journaled the moment they finish), the ones
 * `--trials auto` cancelled, the ones not run and why, what was spent, and the sequential rule's cases.
 * Everything the pool learns about a trial goes through it, and its progress line with it.
 */
export class TrialBook {
  readonly records: Map<string, TrialRecord>;
  readonly cancelled: Set<string>;
  readonly skipped: { key: string; reason: string }[];
  readonly budget: Budget;
  readonly cases: SequentialCases | undefined;
  private finished = 0;
  private total = 0;
  /** Under --trials auto, the total the progress line shows: the trials expected, not the maximum. */
  private expected: ExpectedTrials | undefined;
  private poolStarted = 0;
  private readonly planSkips: number;

  constructor(
    private readonly journal: Journal,
    private readonly options: Pick<EvalOptions, 'sizing' | 'output'>,
    private readonly redactor: Redactor,
    /** Who answers the agents: a replay's trials are marked as such (spent nothing, charged nothing to the budget). */
    private readonly source: ModelSource['kind'],
    private readonly progress: (line: string) => void,
    planSkipped: readonly { key: string; reason: string }[],
  ) {
    this.records = new Map(journal.done);
    this.cancelled = new Set(journal.cancelled.keys());
    this.skipped = [...planSkipped];
    this.planSkips = planSkipped.length;
    this.budget = new Budget(options.sizing.budget ?? {});
    this.cases = options.sizing.sequential ? new SequentialCases(options.sizing.sequential) : undefined;
  }

  /** A trial restored from the result cache, recorded as this run records its own. */
  restore(r: TrialRecord): void {
    this.records.set(r.key, r);
    this.journal.append(r);
  }

  /** What is left to run, once the journal's and the cache's trials have decided their cases. */
  todo(trials: readonly TrialPlan[]): TrialPlan[] {
    for (const t of trials) {
      const r = this.records.get(t.key);
      if (r) this.cases?.finish(t, r.outcome);
    }
    // A cancelled trial is not missing: its case was decided without it. With fixed trials, trial 1 of
    // every case goes before trial 2 of any: a budget that runs out stops each case short, not the last
    // cases entirely (under --trials auto the rule's own order of needed trials and guesses holds).
    const left = trials.filter((t) => !this.records.has(t.key) && !this.cancelled.has(t.key));
    const todo = this.options.sizing.sequential ? left : [...left].sort((a, b) => a.trial - b.trial);
    this.total = todo.length;
    this.expected = this.options.sizing.sequential && new ExpectedTrials(todo, this.options.sizing.sequential);
    this.poolStarted = Date.now();
    return todo;
  }

  /** Whether the pool may start this trial: not when its case is decided or the budget is spent. */
  mayStart(trial: TrialPlan): boolean {
    if (this.cases?.decidedBefore(trial)) return false;
    const reason = this.budget.exhausted();
    if (!reason) return true;
    this.skipped.push({ key: trial.key, reason });
    return false;
  }

  /**
   * A finished trial: priced from what the CLI reported (a replayed one at nothing), redacted, journaled, and counted.
   */
  record(trial: TrialPlan, raw: TrialRecord): void {
    const r = trialAsJournaled(
      this.source === 'replay' ? asReplayed(raw) : raw,
      this.redactor,
      this.source === 'scripted',
    );
    this.records.set(r.key, r);
    this.journal.append(r);
    this.budget.spend(r);
    this.finished++;
    this.expected?.finished(trial, r.outcome);
    const seconds = (r.durationMs / 1000).toFixed(1);
    const total = this.expected?.total() ?? this.total;
    const left = eta(this.finished, total, Date.now() - this.poolStarted);
    this.options.output.onTrialFinished?.(this.finished, total, left);
    this.progress(
      `[${this.finished}/${this.expected ? '~' : ''}${total}${left ? `, ${left}` : ''}] ` +
        `${r.skill} × ${r.backend} × ` +
        `${r.caseId}${r.arm === 'baseline' ? ' without the skill' : ''} ` +
        `#${r.trial}: ` +
        `${r.outcome}${r.reason ? ` (${r.reason})` : ''}${outsideNote(r)} ` +
        `${seconds}s`,
    );
    const d = this.cases?.finish(trial, r.outcome);
    if (d) this.decided(d, trial);
  }

  /**
   * Its case was decided by an earlier trial while it ran: killed, recorded as such; it gives back its launch (what it
   * spent still counts against --max-cost).
   */
  cancel(trial: TrialPlan, started: number): void {
    const cases = this.cases!;
    cases.stop(trial);
    this.budget.release(trial.key);
    this.cancelled.add(trial.key);
    const c: CancelledTrial = {
      type: 'cancelled',
      ...trialIdentity(trial),
      decidedAt: cases.decidingTrial(trial)!,
      durationMs: Date.now() - started,
      cancelledAt: new Date().toISOString(),
    };
    this.journal.append(c);
    this.progress(
      `${c.skill} × ${c.backend} × ` +
        `${c.caseId}${c.arm === 'baseline' ? ' without the skill' : ''} ` +
        `#${c.trial}: cancelled (the case was decided at trial ${c.decidedAt}) ` +
        `${(c.durationMs / 1000).toFixed(1)}s`,
    );
  }

  /** Trials the budget stopped, past those the plan skipped. */
  budgetSkips(): number {
    return this.skipped.length - this.planSkips;
  }

  private decided(d: CaseDecided, by: TrialPlan): void {
    this.expected?.decided(d.caseKey);
    // Released now, not when their processes are gone: a launch the decision just made free is free.
    for (const key of [...d.cancelled, ...d.discarded]) this.budget.release(key);
    if (d.discarded.length > 0)
      this.progress(
        `${by.skill} × ${by.backend} × ` +
          `${by.evalCase.id}${by.arm === 'baseline' ? ' without the skill' : ''}: ` +
          `decided at trial ${d.decidedAt}; ${d.discarded.length} trial(s) past ` +
          `it that finished first are discarded, not counted`,
      );
  }
}

/** A trial whose agent chose a skill caliper did not install says so, when its reason does not already. */
function outsideNote(r: TrialRecord): string {
  if (!r.chosenOutside?.length || r.reason?.includes('not under test')) return '';
  return ` (${outsideChoiceText(r.chosenOutside)})`;
}
