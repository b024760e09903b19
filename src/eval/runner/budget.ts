import type { TrialRecord } from '../../results/types.js';

export interface BudgetLimits {
  maxTrials?: number;
  maxTokens?: number;
  maxCostUsd?: number;
}

interface Charge {
  launches: number;
  tokens: number;
  cost: number;
}

/**
 * The spend guard: counts every agent launch and what finished trials used, per trial, and says when to
 * stop launching. A trial `--trials auto` cancelled or discarded gives its launch back (it is not one of
 * the trials `--max-trials` counts, so where that limit stops does not depend on how many trials were
 * in flight when a case was decided), but never its tokens or cost: that money was spent, and
 * `--max-tokens` / `--max-cost` bound what a run really spends.
 * Once reached, it stays reached: a release never lets a trial start after a later one was skipped.
 */
export class Budget {
  private readonly charges = new Map<string, Charge>();
  private reached: string | undefined;
  constructor(private readonly limits: BudgetLimits) {}
  launch(key: string) {
    this.charge(key).launches++;
  }
  spend(r: TrialRecord) {
    const c = this.charge(r.key);
    // A judge's calls are spent for the trial too; a replayed call spent nothing (its tokens are the recorded run's).
    for (const u of [r.usage, ...(r.checks ?? []).flatMap((k) => (k.judge ? [k.judge.usage] : []))]) {
      if (u.replayed) continue;
      c.tokens += u.inputTokens + u.outputTokens;
      c.cost += u.costUsd ?? 0;
    }
  }
  release(key: string) {
    const c = this.charges.get(key);
    if (c) c.launches = 0;
  }
  exhausted(): string | undefined {
    this.reached ??= this.limitReached();
    return this.reached;
  }
  private limitReached(): string | undefined {
    let launched = 0;
    let tokens = 0;
    let cost = 0;
    for (const c of this.charges.values()) {
      launched += c.launches;
      tokens += c.tokens;
      cost += c.cost;
    }
    const { maxTrials, maxTokens, maxCostUsd } = this.limits;
    if (maxTrials !== undefined && launched >= maxTrials) return `budget: --max-trials ${maxTrials} reached`;
    if (maxTokens !== undefined && tokens >= maxTokens) return `budget: --max-tokens ${maxTokens} reached`;
    if (maxCostUsd !== undefined && cost >= maxCostUsd) return `budget: --max-cost ${maxCostUsd} USD reached`;
    return undefined;
  }
  private charge(key: string): Charge {
    let c = this.charges.get(key);
    if (!c) this.charges.set(key, (c = { launches: 0, tokens: 0, cost: 0 }));
    return c;
  }
}
