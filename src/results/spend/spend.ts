import type { BackendName } from '../../eval/spec/types.js';
import type { TrialRecord, Usage } from '../types.js';
import { PRICE_TABLE, tokenCost } from './prices.js';

/** What agent runs of one run spent: tokens, and dollars where known. */
export interface SpendTotal {
  /** Agent launches, retries included. */
  agentRuns: number;
  inputTokens: number;
  outputTokens: number;
  /** Dollars of the runs whose cost is known; undefined when none is (or the model was scripted). */
  costUsd: number | undefined;
  /** Runs whose cost is unknown: the CLI reported none and the price table lacks their model. */
  unpricedRuns: number;
}

export interface Spend extends SpendTotal {
  /** `scripted`: the model was caliper's own, and nothing cost anything. */
  scripted: boolean;
  /** A replay (--replay): every answer came from a recording, no model was called, and tokens and cost are 0. */
  replayed?: true;
  priceTable: string;
  byBackend: ({ backend: BackendName } & SpendTotal)[];
  /** The baseline arm's share of the totals (runs with no skill installed), when the run had one. */
  baseline?: SpendTotal;
}

/**
 * A trial's usage with its cost decided: none with the scripted model (a CLI prices the model it thinks
 * it called); the CLI's own figure where it reports one; else tokens at the price table's rate.
 */
export function pricedUsage(usage: Usage, model: string | undefined, scripted: boolean): Usage {
  const turns = usage.turns === undefined ? {} : { turns: usage.turns };
  if (usage.replayed)
    return {
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      costUsd: undefined,
      replayed: true,
      ...turns,
    };
  if (scripted)
    return { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: undefined, ...turns };
  if (usage.costUsd !== undefined) return { ...usage, costSource: 'cli' };
  const costUsd =
    usage.inputTokens + usage.outputTokens === 0
      ? undefined
      : tokenCost(model, usage.inputTokens, usage.outputTokens, {
          read: usage.cacheReadTokens,
          write: usage.cacheWriteTokens,
        });
  return costUsd === undefined ? usage : { ...usage, costUsd, costSource: 'price-table' };
}

/**
 * A trial as a replay ran it: its agent's and its judge's usage marked as the recorded run's, so that
 * it is priced at nothing, counts nothing against the budget, and its tokens still say what was used.
 */
export function asReplayed(r: TrialRecord): TrialRecord {
  // The model calls it made are the recorded run's too (pricedUsage keeps them for a replay).
  const replayed = (u: Usage): Usage => ({
    inputTokens: u.inputTokens,
    outputTokens: u.outputTokens,
    costUsd: undefined,
    replayed: true,
    ...(u.turns !== undefined && { turns: u.turns }),
  });
  return {
    ...r,
    usage: replayed(r.usage),
    checks: (r.checks ?? []).map((k) =>
      k.judge ? { ...k, judge: { ...k.judge, usage: replayed(k.judge.usage) } } : k,
    ),
  };
}

/** The run's spend over its own trials (a trial restored from the result cache, or replayed, cost this run nothing). */
export function runSpend(records: Iterable<TrialRecord>, scripted: boolean, replayed = false): Spend {
  const mine = [...records].filter((r) => r.fromCache === undefined);
  const backends = [...new Set(mine.map((r) => r.backend))].sort();
  const baseline = mine.filter((r) => r.arm === 'baseline');
  return {
    scripted,
    ...(replayed && { replayed: true as const }),
    priceTable: `${PRICE_TABLE.source} (${PRICE_TABLE.date})`,
    ...total(mine, scripted),
    byBackend: backends.map((backend) => ({
      backend,
      ...total(
        mine.filter((r) => r.backend === backend),
        scripted,
      ),
    })),
    ...(baseline.length > 0 && { baseline: total(baseline, scripted) }),
  };
}

function total(records: readonly TrialRecord[], scripted: boolean): SpendTotal {
  return addTotals(records.map((r) => trialTotal(r, scripted)));
}

/**
 * One trial's share: its launches (retries included), tokens, and its cost or, having run, an unknown one; a judge's
 * calls are the trial's.
 */
function trialTotal(r: TrialRecord, scripted: boolean): SpendTotal {
  if (r.usage.replayed)
    return { agentRuns: Math.max(1, r.attempts ?? 1), inputTokens: 0, outputTokens: 0, costUsd: 0, unpricedRuns: 0 };
  const { inputTokens, outputTokens, costUsd } = r.usage;
  const ran = inputTokens + outputTokens > 0 || costUsd !== undefined;
  const judged = (r.checks ?? []).flatMap((k) => (k.judge ? [k.judge.usage] : []));
  const judgeTokens = (u: Usage) => u.inputTokens + u.outputTokens;
  const judgeCost = judged.reduce((sum, u) => sum + (u.costUsd ?? 0), 0);
  const unpricedJudge = judged.some((u) => judgeTokens(u) > 0 && u.costUsd === undefined);
  return {
    agentRuns: Math.max(1, r.attempts ?? 1),
    inputTokens: inputTokens + judged.reduce((sum, u) => sum + u.inputTokens, 0),
    outputTokens: outputTokens + judged.reduce((sum, u) => sum + u.outputTokens, 0),
    costUsd: scripted || costUsd === undefined ? undefined : costUsd + judgeCost,
    unpricedRuns: !scripted && ((ran && costUsd === undefined) || unpricedJudge) ? 1 : 0,
  };
}

/** One line for a terminal or a log: `spent: 12 agent runs, 1.2M input + 40k output tokens, $3.41`. */
export function spendLine(spend: Spend): string {
  const tokens = `${compact(spend.inputTokens)} input + ${compact(spend.outputTokens)} output tokens`;
  if (spend.replayed)
    return (
      `spent: nothing, $0.00 and 0 tokens: ${spend.agentRuns} agent run(s) ` +
      `replayed from a recording, no model was called (a trial's tokens are ` +
      `what the recorded run used)${baselineShare(spend)}`
    );
  if (spend.scripted)
    return `spent: ${spend.agentRuns} agent run(s), ${tokens}; scripted model: no cost${baselineShare(spend)}`;
  const dollars = spend.costUsd === undefined ? 'cost unknown' : `$${spend.costUsd.toFixed(2)}`;
  const unpriced =
    spend.unpricedRuns > 0 && spend.costUsd !== undefined
      ? ` (+ ${spend.unpricedRuns} run(s) of unknown cost: no price for their model)`
      : '';
  return `spent: ${spend.agentRuns} agent run(s), ${tokens}, ${dollars}${unpriced}${baselineShare(spend)}`;
}

/** `; 9 of the runs ($1.20) without the skill (baseline arm)`, when the run had one. */
function baselineShare(spend: Spend): string {
  const b = spend.baseline;
  if (!b) return '';
  const dollars = spend.scripted || spend.replayed || b.costUsd === undefined ? '' : ` ($${b.costUsd.toFixed(2)})`;
  return `; ${b.agentRuns} of the runs${dollars} without the skill (baseline arm)`;
}

function compact(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${Math.round(n / 1e3)}k`;
  return String(n);
}

/** The spend of a matrix's shards as one run's; unknown when a shard did not record its own. */
export function sumSpend(spends: readonly (Spend | undefined)[]): Spend | undefined {
  if (spends.length === 0 || spends.some((s) => s === undefined)) return undefined;
  const all = spends as Spend[];
  const backends = [...new Set(all.flatMap((s) => s.byBackend.map((b) => b.backend)))].sort();
  return {
    scripted: all.every((s) => s.scripted),
    ...(all.every((s) => s.replayed) && { replayed: true as const }),
    priceTable: all[0]!.priceTable,
    ...addTotals(all),
    byBackend: backends.map((backend) => ({
      backend,
      ...addTotals(all.flatMap((s) => s.byBackend.filter((b) => b.backend === backend))),
    })),
    ...(all.some((s) => s.baseline) && { baseline: addTotals(all.flatMap((s) => (s.baseline ? [s.baseline] : []))) }),
  };
}

function addTotals(totals: readonly SpendTotal[]): SpendTotal {
  const costs = totals.map((t) => t.costUsd).filter((c): c is number => c !== undefined);
  const add = (of: (t: SpendTotal) => number) => totals.reduce((n, t) => n + of(t), 0);
  return {
    agentRuns: add((t) => t.agentRuns),
    inputTokens: add((t) => t.inputTokens),
    outputTokens: add((t) => t.outputTokens),
    costUsd: costs.length === 0 ? undefined : costs.reduce((a, b) => a + b, 0),
    unpricedRuns: add((t) => t.unpricedRuns),
  };
}
