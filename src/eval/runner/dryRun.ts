import { tokenCost } from '../../results/spend/prices.js';
import { outcomesToDecide, sequentialBehaviour, type SequentialDesign } from '../../results/sequential.js';
import type { Results } from '../../results/types.js';
import { estimateLines } from './dryRunEstimate.js';
import { planLine } from './progressLines.js';
import { skipLines } from './skipLines.js';
import type { TrialPlan } from './trialPlan.js';
import { sizingLines, type SizedPlan } from './trialSizing.js';

/** What one case costs per agent run, from an earlier run of the same case. */
interface PerRun {
  costUsd: number | undefined;
  passRate: number;
}

/**
 * Agent runs of one case: exactly `max` with fixed trials; with `--trials auto`, `low`–`high` expected, `max` at
 * most.
 */
export interface CaseRuns {
  skill: string;
  backend: string;
  caseId: string;
  /** `baseline`: the case's runs with no skill installed, a line of their own. */
  arm: TrialPlan['arm'];
  low: number;
  high: number;
  max: number;
  perRun: PerRun | undefined;
}

/**
 * `caliper eval --dry-run`: the plan and what it may cost, with nothing started. Runs per case are exact
 * with fixed trials; with `--trials auto`, the expected range over every pass rate (or at the case's
 * earlier pass rate, when known) and the maximum. Cost comes from what the same cases spent in
 * `previous` (an earlier run's results.json), per run: the CLI's figure, or its tokens at the price table;
 * a case it has no cost for is estimated from what its CLI sends (`dryRunEstimate.ts`), at `model`.
 */
export function dryRunLines(
  plan: SizedPlan,
  sequential: SequentialDesign | undefined,
  previous: Results | undefined,
  scripted: boolean,
  replayed = false,
  model?: string,
): string[] {
  const cases = caseRuns(plan.trials, sequential, previous);
  const lines = ['dry run: no agent was started.', ...planLines(plan, sequential, previous)];
  lines.push(...skipLines(plan));
  if (replayed) lines.push('cost: none (replay: every answer comes from the recording, no model is called)');
  else lines.push(...costLines(cases, scripted, previous !== undefined, model));
  return lines;
}

/**
 * The plan as a run prints it before its first trial, and the dry run with it: the total, how `--detect` sized it, each
 * case's runs.
 */
export function planLines(plan: SizedPlan, sequential: SequentialDesign | undefined, previous?: Results): string[] {
  const cases = caseRuns(plan.trials, sequential, previous);
  return [
    planLine(plan.trials, sequential !== undefined),
    ...(plan.sizing ? sizingLines(plan.sizing) : []),
    ...cases.map(
      (c) =>
        `  ${c.skill} × ${c.backend} × ` +
        `${c.caseId}${c.arm === 'baseline' ? ' without the skill' : ''}: ` +
        `${runsText(c, sequential !== undefined)}`,
    ),
  ];
}

/** What one agent run of a case cost in `previous`, for `--detect`'s sizing within `--max-cost`. */
export function earlierCostOfRun(
  previous: Results | undefined,
): (skill: string, backend: string, caseId: string) => number | undefined {
  return (skill, backend, caseId) => earlierRun(previous, skill, backend, caseId)?.costUsd;
}

function caseRuns(
  trials: readonly TrialPlan[],
  sequential: SequentialDesign | undefined,
  previous: Results | undefined,
): CaseRuns[] {
  const byCase = new Map<string, TrialPlan[]>();
  for (const t of trials) {
    const key = `${t.skill}|${t.backend}|${t.evalCase.id}|${t.arm}`;
    byCase.set(key, [...(byCase.get(key) ?? []), t]);
  }
  return [...byCase.values()].map((group) => {
    const t = group[0]!;
    const perRun = earlier(previous, t);
    const max = group.length;
    const at = { skill: t.skill, backend: t.backend, caseId: t.evalCase.id, arm: t.arm };
    if (!sequential) return { ...at, low: max, high: max, max, perRun };
    const [low, high] = expectedRange(sequential, perRun?.passRate);
    return { ...at, low, high, max, perRun };
  });
}

/** Expected trials under the sequential rule: at `p` when known, else the range over every pass rate. */
function expectedRange(d: SequentialDesign, p: number | undefined): [number, number] {
  if (p !== undefined) {
    const e = Math.ceil(sequentialBehaviour(p, d).expectedTrials);
    return [e, e];
  }
  const expected = Array.from({ length: 21 }, (_, i) => sequentialBehaviour(i / 20, d).expectedTrials);
  return [Math.max(outcomesToDecide(0, 0, d), Math.floor(Math.min(...expected))), Math.ceil(Math.max(...expected))];
}

const earlier = (previous: Results | undefined, t: TrialPlan) =>
  earlierRun(previous, t.skill, t.backend, t.evalCase.id, t.arm);

function earlierRun(
  previous: Results | undefined,
  skill: string,
  backend: string,
  caseId: string,
  arm: TrialPlan['arm'] = 'skill',
): PerRun | undefined {
  const row = previous?.results.find((r) => r.skill === skill && r.backend === backend);
  const c = (arm === 'baseline' ? row?.lift?.cases : row?.cases)?.find((x) => x.id === caseId);
  if (!row || !c || c.trials === 0) return undefined;
  const priced = c.costUsd ?? tokenCost(row.model, c.tokens.input, c.tokens.output);
  const measured = c.trials - c.errors;
  return {
    costUsd: priced === undefined ? undefined : priced / c.trials,
    passRate: measured > 0 ? c.passes / measured : 0.5,
  };
}

function runsText(c: CaseRuns, auto: boolean): string {
  if (!auto) return `${c.max} run(s)`;
  return (
    `${c.low === c.high ? c.low : `${c.low}-${c.high}`} run(s) ` +
    `expected${c.perRun ? ' (at its earlier pass rate)' : ''}, ${c.max} at ` +
    `most`
  );
}

/** What an earlier run says the cases cost, and an estimate from the CLIs' measured requests for the rest. */
function costLines(
  cases: readonly CaseRuns[],
  scripted: boolean,
  hadPrevious: boolean,
  model: string | undefined,
): string[] {
  if (scripted) return ['cost: none (scripted model)'];
  const unknown = cases.filter((c) => c.perRun?.costUsd === undefined);
  if (unknown.length === cases.length) {
    const why = hadPrevious
      ? 'the earlier run has no priced trials of these cases'
      : "no earlier run of these cases; --estimate-from a real run's results.json prices from that instead";
    return estimateLines(unknown, 'cost', why, model);
  }
  const lines = [knownCostLine(cases)];
  if (unknown.length > 0)
    lines.push(
      ...estimateLines(unknown, `cost of the ${unknown.length} case(s) with no earlier cost`, undefined, model),
    );
  return lines;
}

function knownCostLine(cases: readonly CaseRuns[]): string {
  const known = cases.filter((c) => c.perRun?.costUsd !== undefined);
  const low = known.reduce((s, c) => s + c.low * c.perRun!.costUsd!, 0);
  const high = known.reduce((s, c) => s + c.max * c.perRun!.costUsd!, 0);
  const range = low.toFixed(2) === high.toFixed(2) ? `$${low.toFixed(2)}` : `$${low.toFixed(2)}-$${high.toFixed(2)}`;
  const missing = cases.length - known.length;
  return (
    `cost: ${range} for ${known.length} of ${cases.length} case(s), at ` +
    `what each run of them cost ` +
    `before${missing > 0 ? `; ${missing} case(s) have no earlier cost` : ''}`
  );
}
