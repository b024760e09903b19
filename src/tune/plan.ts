import { runEstimate } from '../results/spend/runEstimate.js';
import type { TuneContext } from './context.js';

/** What a tune may run: the search (rounds) and its agent runs and model calls at most, and the dearest it may cost. */
export interface TunePlan {
  rounds: number;
  /** Set when the caps lowered --rounds: what they allowed. */
  fittedBy?: string;
  skills: { skill: string; agentRuns: number; modelCalls: number }[];
  agentRuns: number;
  modelCalls: number;
  /**
   * The most the agent runs may cost by each pinned CLI's measured requests; undefined when some CLI cannot be priced,
   * 0 scripted.
   */
  costHigh: number | undefined;
}

export class PlanError extends Error {}

/**
 * Per skill: the current description on train, one candidate a round on train, and the two held-out
 * measurements: (1 + rounds) × train + 2 × held-out agent runs at most (fewer when a round reaches the
 * most an objective can be, or none beats the current one), and one model call a round (none offline).
 * Caps lower the rounds to what fits; not even one round fitting is an error saying what it needs.
 */
export function tunePlan(
  contexts: readonly TuneContext[],
  rounds: number,
  caps: { maxTrials?: number; maxCostUsd?: number },
  scripted: boolean,
  model?: string,
): TunePlan {
  const runCost = (backend: string) => {
    if (scripted) return 0;
    const e = runEstimate(backend, model);
    return e.ok ? e.estimate.high : undefined;
  };
  const at = (r: number) => {
    const skills = contexts.map((c) => ({
      skill: c.skill,
      agentRuns: c.runs.reduce((n, b) => n + (1 + r) * b.train + 2 * b.heldOut, 0),
      modelCalls: scripted ? 0 : r,
    }));
    const costs = contexts.flatMap((c) =>
      c.runs.map((b) => {
        const each = runCost(b.backend);
        return each === undefined ? undefined : each * ((1 + r) * b.train + 2 * b.heldOut);
      }),
    );
    const costHigh = costs.some((x) => x === undefined) ? undefined : costs.reduce((a, b) => a! + b!, 0);
    return {
      rounds: r,
      skills,
      agentRuns: skills.reduce((n, s) => n + s.agentRuns, 0),
      modelCalls: skills.reduce((n, s) => n + s.modelCalls, 0),
      costHigh,
    };
  };
  const fits = (p: TunePlan) =>
    (caps.maxTrials === undefined || p.agentRuns <= caps.maxTrials) &&
    (caps.maxCostUsd === undefined || p.costHigh === undefined || p.costHigh <= caps.maxCostUsd);
  for (let r = rounds; r >= 1; r--) {
    const plan = at(r);
    if (fits(plan))
      return r === rounds ? plan : { ...plan, fittedBy: `--rounds ${rounds} lowered to ${r} to fit ${capsText(caps)}` };
  }
  const one = at(1);
  throw new PlanError(
    `tuning needs at least ${one.agentRuns} agent ` +
      `runs${one.costHigh !== undefined && !scripted ? ` (up to $${one.costHigh.toFixed(2)})` : ''} ` +
      `for one round, more than ${capsText(caps)} allows; raise the cap, or ` +
      `lower --trials or the skills tuned at once`,
  );
}

function capsText(caps: { maxTrials?: number; maxCostUsd?: number }): string {
  return [
    caps.maxTrials !== undefined && `--max-trials ${caps.maxTrials}`,
    caps.maxCostUsd !== undefined && `--max-cost ${caps.maxCostUsd}`,
  ]
    .filter(Boolean)
    .join(' and ');
}

/** The plan as --dry-run prints it (and a real run before it starts). */
export function planLines(plan: TunePlan, contexts: readonly TuneContext[], scripted: boolean): string[] {
  const lines = [
    `caliper tune: ${plan.rounds} ` +
      `round(s)${plan.fittedBy ? ` (${plan.fittedBy})` : ''}, at most ` +
      `${plan.agentRuns} agent run(s) and ${plan.modelCalls} model ` +
      `call(s)${scripted ? ' (offline proposer)' : ''}`,
  ];
  for (const c of contexts) {
    const s = plan.skills.find((x) => x.skill === c.skill)!;
    const train = c.runs.reduce((n, b) => n + b.train, 0);
    const held = c.runs.reduce((n, b) => n + b.heldOut, 0);
    lines.push(
      `  ${c.skill}: ${c.split.train.length} train case(s), ` +
        `${c.split.heldOut.length} held out (seed ${c.split.seed}); ${train} ` +
        `run(s) per train measurement × ${plan.rounds + 1} + ${held} per ` +
        `held-out measurement × 2 = ${s.agentRuns} run(s), ${s.modelCalls} ` +
        `model call(s)`,
    );
  }
  if (scripted) lines.push('  cost: $0 (scripted model)');
  else
    lines.push(
      `  cost of the agent runs: ` +
        `${
          plan.costHigh === undefined
            ? 'unknown (a CLI has no price estimate; --max-cost still stops it once ' + 'spent)'
            : `at most about $${plan.costHigh.toFixed(2)} by what each pinned CLI ` + `sends its model`
        }; ` +
        `the proposer's calls are counted as they are made`,
    );
  return lines;
}
