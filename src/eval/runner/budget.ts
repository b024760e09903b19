import type { TrialRecord } from '../../results/types.js';

export interface BudgetLimits {
  maxTrials?: number;
  maxTokens?: number;
  maxCostUsd?: number;
}

/** The spend guard: counts every agent launch and what finished trials used; says when to stop launching. */
export class Budget {
  private launched = 0;
  private tokens = 0;
  private cost = 0;
  constructor(private readonly limits: BudgetLimits) {}
  launch() {
    this.launched++;
  }
  spend(r: TrialRecord) {
    this.tokens += r.usage.inputTokens + r.usage.outputTokens;
    this.cost += r.usage.costUsd ?? 0;
  }
  exhausted(): string | undefined {
    const { maxTrials, maxTokens, maxCostUsd } = this.limits;
    if (maxTrials !== undefined && this.launched >= maxTrials) return `budget: --max-trials ${maxTrials} reached`;
    if (maxTokens !== undefined && this.tokens >= maxTokens) return `budget: --max-tokens ${maxTokens} reached`;
    if (maxCostUsd !== undefined && this.cost >= maxCostUsd) return `budget: --max-cost ${maxCostUsd} USD reached`;
    return undefined;
  }
}
