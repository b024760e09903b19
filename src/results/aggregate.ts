import type { EvalCase } from '../eval/spec/types.js';
import type { TrialPlan } from '../eval/runner/trialPlan.js';
import { sequentialDecision, sequentialStop, type SequentialDesign } from './sequential.js';
import { rate, withCaseWeighted, type Rate } from './stats.js';

export { withCaseWeighted } from './stats.js';
import type { CaseMcpCall, CaseSummary, Results, RunMeta, SkillBackendResult, TrialRecord } from './types.js';
import { groupBy } from '../util/groupBy.js';
import { stoppedActivationEstimate, stoppedEstimate } from './sequentialEstimate.js';
import { liftOf } from './lift.js';
import { trialCost } from './efficiency/trialCost.js';
import { subjectFrontMatter } from '../eval/discovery/subjectFrontMatter.js';
import { MAX_OUTSIDE_NAMES } from './schema.js';

/** What a case measures for its subject skill. */
export function caseRole(evalCase: EvalCase, subject: string): CaseSummary['role'] {
  for (const check of evalCase.checks) {
    if (check.kind === 'activation' && check.skill === subject)
      return check.expect ? 'should-activate' : 'should-not-activate';
    if (check.kind === 'not_activated_any') return 'should-not-activate';
  }
  return 'execution';
}

/** With `--trials auto`: the rule, and the trials it cancelled while they ran (their keys). */
export interface SequentialRun {
  design: SequentialDesign;
  cancelled: ReadonlySet<string>;
}

/**
 * Per skill × backend: per-case counts and the three rates, each with a 95 % Wilson interval over the
 * pooled trials and, as `caseWeighted`, the mean of its cases' rates with its stratified Wilson interval
 * (the rate `compare` and the report use; the pooled counts stay for readers of older files).
 * Errors never enter a rate's denominator: a harness fault is not a skill's failure. With sequential
 * trials a decided case counts its trials up to the deciding one; later ones are counted as cancelled.
 */
export function aggregate(
  plans: readonly TrialPlan[],
  records: ReadonlyMap<string, TrialRecord>,
  meta: RunMeta,
  skipped: Results['skipped'],
  sequential?: SequentialRun,
): Results {
  const groups = groupBy(plans, (p) => `${p.skill}|${p.backend}`);
  const results: SkillBackendResult[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const withSkill = group.filter((p) => p.arm !== 'baseline');
    const baseline = group.filter((p) => p.arm === 'baseline');
    const cases = caseSummaries(withSkill, first.skill, records, sequential);
    const tally = { activation: [0, 0], falseActivation: [0, 0], execution: [0, 0] };
    for (const c of cases) {
      if (c.role === 'should-activate') add(tally.activation, c.activations, c.measured);
      if (c.role === 'should-not-activate')
        add(tally.falseActivation, c.activations + c.faulted, c.measured + c.faulted);
      if (c.role !== 'should-not-activate') add(tally.execution, c.summary.passes, c.summary.trials - c.summary.errors);
    }
    const summaries = cases.map((c) => c.summary);
    const pooled = {
      activation: rate(tally.activation[0]!, tally.activation[1]!),
      falseActivation: rate(tally.falseActivation[0]!, tally.falseActivation[1]!),
      execution: rate(tally.execution[0]!, tally.execution[1]!),
    };
    const caseWeighted = (name: RateName) =>
      withCaseWeighted(pooled[name], caseCounts({ cases: summaries, aggregate: pooled }, name));
    const done = withSkill.map((p) => records.get(p.key)).filter((r): r is TrialRecord => r !== undefined);
    const baselineCases =
      baseline.length > 0 ? caseSummaries(baseline, first.skill, records, sequential).map((c) => c.summary) : undefined;
    results.push({
      skill: first.skill,
      backend: first.backend,
      backendVersion: done.find((r) => r.backendVersion !== undefined)?.backendVersion,
      model: done.find((r) => r.model !== undefined)?.model,
      skillHashes: Object.fromEntries((withSkill[0] ?? first).installs.map((i) => [i.name, i.sha256])),
      specHash: first.spec.hash,
      ...withFrontMatter(subjectFrontMatter((withSkill[0] ?? first).installs, first.skill)),
      ...outsideCounts(done),
      ...outOfTurnsCount(done),
      cases: summaries,
      aggregate: {
        activation: caseWeighted('activation'),
        falseActivation: caseWeighted('falseActivation'),
        execution: caseWeighted('execution'),
      },
      errors: sum(summaries.map((c) => c.errors)),
      ...(baselineCases && { lift: liftOf(summaries, baselineCases, sequential !== undefined) }),
    });
  }
  return { meta, results, skipped: [...skipped] };
}

/**
 * In how many trials the agent chose each skill outside the set under test, the most chosen first (at most
 * MAX_OUTSIDE_NAMES).
 */
function outsideCounts(done: readonly TrialRecord[]): { chosenOutside?: Record<string, number> } {
  const counts = new Map<string, number>();
  for (const r of done)
    if (r.outcome !== 'error') for (const name of r.chosenOutside ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
  if (counts.size === 0) return {};
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, MAX_OUTSIDE_NAMES);
  return { chosenOutside: Object.fromEntries(top) };
}

/** How many of the row's graded trials the CLI stopped at the turn limit. */
function outOfTurnsCount(done: readonly TrialRecord[]): { outOfTurns?: number } {
  const count = done.filter((r) => r.outcome !== 'error' && r.outOfTurns !== undefined).length;
  return count > 0 ? { outOfTurns: count } : {};
}

function withFrontMatter(frontMatter: string | undefined): { frontMatter?: string } {
  return frontMatter === undefined ? {} : { frontMatter };
}

/** Per case of one arm of a row: its summary, and the trials its activation was measured in. */
function caseSummaries(
  plans: readonly TrialPlan[],
  subject: string,
  records: ReadonlyMap<string, TrialRecord>,
  sequential: SequentialRun | undefined,
): { role: CaseSummary['role']; activations: number; measured: number; faulted: number; summary: CaseSummary }[] {
  return [...groupBy(plans, (p) => p.evalCase.id)].map(([id, casePlans]) => {
    const role = caseRole(casePlans[0]!.evalCase, subject);
    const { done, cancelled } = countedTrials(casePlans, records, sequential);
    const ok = done.filter((r) => r.outcome !== 'error');
    const activations = ok.filter((r) => r.activations?.[subject] === 'activated').length;
    const faulted = done.filter((r) => r.outcome === 'error' && r.activatedBeforeFault?.includes(subject)).length;
    // Force-load puts the skill in front of the agent: its trials say nothing about choice.
    const measured = ok.filter((r) => r.activations?.[subject] !== 'not-measured').length;
    const passes = ok.filter((r) => r.outcome === 'pass').length;
    const taskPasses = ok.filter((r) => (r.task ?? r.outcome) === 'pass').length;
    const checkLabels = new Map<string, { passes: number; failures: number; errors: number }>();
    for (const r of done) {
      for (const c of r.checks) {
        const t = checkLabels.get(c.label) ?? { passes: 0, failures: 0, errors: 0 };
        t[c.status === 'pass' ? 'passes' : c.status === 'fail' ? 'failures' : 'errors']++;
        checkLabels.set(c.label, t);
      }
    }
    const costs = done.map((r) => r.usage.costUsd).filter((c): c is number => c !== undefined);
    const summary: CaseSummary = {
      id,
      role,
      trials: done.length,
      errors: done.length - ok.length,
      activations,
      ...(faulted > 0 && { activatedBeforeFault: faulted }),
      passes,
      ...(ok.some((r) => r.task !== undefined) && { taskPasses }),
      checks: [...checkLabels].map(([label, t]) => ({ label, ...t })),
      tokens: { input: sum(done.map((r) => r.usage.inputTokens)), output: sum(done.map((r) => r.usage.outputTokens)) },
      costUsd: costs.length > 0 ? sum(costs) : undefined,
      ...(sequential && { decision: sequentialDecision(passes, ok.length - passes, sequential.design), cancelled }),
      runs: ok.map(trialCost),
      ...caseMcpCalls(ok),
    };
    return { role, activations, measured, faulted, summary };
  });
}

/** Calls a case summary keeps. */
export const MAX_CASE_MCP_CALLS = 5;

/** The distinct MCP calls of a case's graded trials, each with the trials it was in (once per trial). */
function caseMcpCalls(ok: readonly TrialRecord[]): { mcpCalls?: CaseMcpCall[] } {
  const seen = new Map<string, CaseMcpCall>();
  for (const r of ok) {
    const keys = new Set((r.mcpCalls?.calls ?? []).map((c) => JSON.stringify([`${c.server}/${c.tool}`, c.arguments])));
    for (const k of keys) {
      const [call, args] = JSON.parse(k) as [string, string];
      const entry = seen.get(k) ?? { call, arguments: args, trials: 0 };
      entry.trials++;
      seen.set(k, entry);
    }
  }
  if (seen.size === 0) return {};
  const order = (a: CaseMcpCall, b: CaseMcpCall) =>
    b.trials - a.trials || a.call.localeCompare(b.call) || a.arguments.localeCompare(b.arguments);
  return { mcpCalls: [...seen.values()].sort(order).slice(0, MAX_CASE_MCP_CALLS) };
}

export type RateName = keyof SkillBackendResult['aggregate'];

/**
 * Per case, the counts one of a row's rates is made of, from its case summaries (which every results.json
 * holds, also one written before the case-weighted rate was recorded): activation from should-activate
 * cases, false activation from should-not-activate ones, execution from every other; trials without the
 * harness errors. A case with no such trials has none here. A rate the run did not measure (activation
 * under force-load, where the pooled rate has no trials) has no cases.
 */
export function caseCounts(
  row: Pick<SkillBackendResult, 'cases' | 'aggregate'>,
  name: RateName,
): { id: string; successes: number; trials: number; estimate?: number }[] {
  if (row.aggregate[name].trials === 0) return [];
  const roles: Record<RateName, (role: CaseSummary['role']) => boolean> = {
    activation: (role) => role === 'should-activate',
    falseActivation: (role) => role === 'should-not-activate',
    execution: (role) => role !== 'should-not-activate',
  };
  return row.cases
    .filter((c) => roles[name](c.role))
    .map((c) => ({
      id: c.id,
      ...(name === 'execution'
        ? { successes: c.passes, trials: c.trials - c.errors, ...stoppedEstimate(c, c.passes) }
        : { ...activationCounts(c), ...stoppedActivationEstimate(c) }),
    }))
    .filter((c) => c.trials > 0);
}

/**
 * A case's activation counts: its trials without errors and, on a should-not-activate case, each harness
 * error in which the subject had fired before the fault, as one more false activation. Only that
 * direction: those errors are the faulted trials that fired, so counting them leans the rate they enter
 * towards "fired" (in false activation, against the skill: safe; in activation it would favour the skill,
 * which could then fire and crash wherever its task would fail).
 */
export function activationCounts(c: CaseSummary): { successes: number; trials: number } {
  const faulted = c.role === 'should-not-activate' ? (c.activatedBeforeFault ?? 0) : 0;
  return { successes: c.activations + faulted, trials: c.trials - c.errors + faulted };
}

/**
 * A row's rate as every reader shows and judges it, computed here once: `rate` and `interval` are the
 * case-weighted rate of its cases (the mean of their rates), `successes` and `trials` the pooled counts.
 * results.json, the table, compare, the comment, badges and history all read it from here.
 */
export function rowRate(row: Pick<SkillBackendResult, 'cases' | 'aggregate'>, name: RateName): Rate {
  return withCaseWeighted(row.aggregate[name], caseCounts(row, name));
}

/**
 * A case's finished trials that count. Once the sequential test has decided a case, that is its trials up
 * to the deciding one, the same set a run at concurrency 1 finishes; a trial past it that finished anyway
 * is discarded and counted as cancelled, with those killed while they ran.
 */
function countedTrials(
  casePlans: readonly TrialPlan[],
  records: ReadonlyMap<string, TrialRecord>,
  sequential: SequentialRun | undefined,
): { done: TrialRecord[]; cancelled: number } {
  const done = casePlans.map((p) => records.get(p.key)).filter((r): r is TrialRecord => r !== undefined);
  if (!sequential) return { done, cancelled: 0 };
  const byTrial: (TrialRecord['outcome'] | undefined)[] = [];
  for (const r of done) byTrial[r.trial - 1] = r.outcome;
  const stop = sequentialStop(Array.from(byTrial), sequential.design);
  if (stop.decision === 'continue')
    return { done, cancelled: casePlans.filter((p) => sequential.cancelled.has(p.key)).length };
  const past = casePlans.filter(
    (p) => p.trial > stop.through && (records.has(p.key) || sequential.cancelled.has(p.key)),
  );
  return { done: done.filter((r) => r.trial <= stop.through), cancelled: past.length };
}

function add(t: number[], successes: number, trials: number): void {
  t[0]! += successes;
  t[1]! += trials;
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
