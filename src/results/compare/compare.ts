import { activationCounts, caseCounts, withCaseWeighted, type RateName } from '../aggregate.js';
import type { Spend } from '../spend/spend.js';
import type { ProviderErrorTotals } from '../providerErrors.js';
import type { Rate } from '../stats.js';
import { rate } from '../stats.js';
import {
  ERA,
  type CaseMcpCall,
  type CaseSummary,
  type ModelSource,
  type Results,
  type RunMeta,
  type SkillBackendResult,
} from '../types.js';
import { holmTarone } from './multiplicity.js';
import { correctEfficiency, rowEfficiency, type RowEfficiency } from '../efficiency/compareEfficiency.js';
import { correctedLiftChange, liftChange, type LiftChange } from './liftChange.js';
import { sameInBothArms, type SameInBothArms } from '../discrimination.js';
import {
  correctedVerdict,
  SIGNIFICANCE,
  testName,
  uncorrectedVerdict,
  type RowVerdict,
  type Stratum,
  type Verdict,
} from './verdict.js';

export type Metric = 'activation' | 'false-activation' | 'execution';

export interface MetricComparison extends RowVerdict {
  metric: Metric;
  /**
   * The pooled counts of each side; on a skill × backend row also `caseWeighted`, the mean of the cases'
   * rates, which is the rate the verdict, the difference and the report are about.
   */
  base: Rate;
  head: Rate;
}

export interface RowComparison {
  skill: string;
  backend: string;
  /** Undefined for the skill × backend aggregate row. */
  caseId: string | undefined;
  presence: 'both' | 'base-only' | 'head-only';
  /** The subject's own content changed (from the content hashes). */
  skillChanged: boolean;
  /** Every installed skill whose content differs between base and head (the subject or a neighbour). */
  changedSkills: string[];
  specChanged: boolean;
  /**
   * Nothing changed, and some case's own outcomes are mixed (0 < passes < trials, or activations): the
   * same input gave different outcomes. A skill whose cases each always pass or always fail is not flaky,
   * whatever its rate.
   */
  flaky: boolean;
  /** On a skill × backend row: the skills outside the set under test the head's agent chose, by name → trials. */
  chosenOutside?: Record<string, number>;
  /** On a skill × backend row: the head's trials that the CLI stopped at the turn limit (graded, not errors). */
  outOfTurns?: number;
  /** On a skill × backend row with the head's baseline arm: checks passing (or failing) every trial of both arms. */
  sameInBothArms?: SameInBothArms[];
  /** Set when base and head differ (shown on the row; `--strict` refuses). */
  backendVersion: { base: string | undefined; head: string | undefined } | undefined;
  model: { base: string | undefined; head: string | undefined } | undefined;
  metrics: MetricComparison[];
  /** On a skill × backend row where either side ran the baseline arm: base lift → head lift. */
  lift?: LiftChange;
  /** On a case row: the MCP calls the head's servers received (results.json's case summary). */
  mcpCalls?: CaseMcpCall[];
  /** On a skill × backend row whose runs recorded what each trial used: tokens, turns, wall time, cost. */
  efficiency?: RowEfficiency;
  verdict: Verdict;
}

export interface Comparison {
  era: string;
  discipline: string;
  /** The same on both sides (compare refuses otherwise). */
  modelSource: ModelSource;
  /**
   * Either side ran `--trials auto`: its cases stopped when the sequential test decided them. Then a
   * skill's rate is tested by combining its cases' own tests (see `combinedOneSided`), not stratified.
   */
  sequential: boolean;
  test: string;
  base: {
    startedAt: string;
    backends: Results['meta']['backends'];
    spend?: Spend;
    providerErrors?: ProviderErrorTotals;
  };
  head: {
    startedAt: string;
    backends: Results['meta']['backends'];
    spend?: Spend;
    providerErrors?: ProviderErrorTotals;
  };
  aggregates: RowComparison[];
  cases: RowComparison[];
  /**
   * The family-wise correction: `comparisons` is how many rates of the skill × backend rows were
   * tested (the family whose verdicts gate, head the report and open the nightly issue); per-case
   * rates form their own family of `caseComparisons`, and the efficiency figures theirs of
   * `efficiencyComparisons` (src/results/efficiency/compareEfficiency.ts).
   */
  correction: {
    method: string;
    alpha: number;
    comparisons: number;
    caseComparisons: number;
    efficiencyComparisons: number;
  };
  verdict: Verdict;
}

export type CompareOutcome = { kind: 'refused'; reason: string } | { kind: 'compared'; comparison: Comparison };

/**
 * How the agent was fenced in changes what a score means (an agent that can read the answer key or reach
 * the network is measured on something else): runs of different isolation levels or network allow-lists
 * are not compared. A results file from before isolation was recorded has none, and differs from any.
 */
export function measuredUnderDifferentFences(base: RunMeta, head: RunMeta): string | undefined {
  if (base.isolation !== head.isolation)
    return (
      `across isolation levels: base ran with ` +
      `"${base.isolation ?? 'unrecorded'}", head with ` +
      `"${head.isolation ?? 'unrecorded'}". Re-run both with the same ` +
      `--isolation.`
    );
  const allow = (m: RunMeta) => [...(m.network?.allow ?? [])].sort().join(', ');
  if (allow(base) !== allow(head))
    return (
      `across network allow-lists: base allowed [${allow(base)}], head ` +
      `allowed [${allow(head)}]. Re-run both against the same model endpoint.`
    );
  return undefined;
}

/**
 * Compare two runs. Runs of different eras or disciplines measured different things: that is a refusal,
 * not a warning. With `strict`, a different backend version or model on a matched row refuses too.
 */
export function compareResults(base: Results, head: Results, options: { strict?: boolean } = {}): CompareOutcome {
  const refusal = measuredDifferently(base.meta, head.meta, options.strict ?? false);
  if (refusal) return { kind: 'refused', reason: refusal };
  const fencing = measuredUnderDifferentFences(base.meta, head.meta);
  if (fencing) return { kind: 'refused', reason: `refusing to compare ${fencing}` };
  const key = (r: SkillBackendResult) => `${r.skill}|${r.backend}`;
  const sequential = stoppedByTheRule(base) || stoppedByTheRule(head);
  const baseRows = new Map(base.results.map((r) => [key(r), r]));
  const headRows = new Map(head.results.map((r) => [key(r), r]));
  const aggregates: RowComparison[] = [];
  const cases: RowComparison[] = [];
  for (const k of [...new Set([...baseRows.keys(), ...headRows.keys()])].sort()) {
    const b = baseRows.get(k);
    const h = headRows.get(k);
    const context = rowContext(b, h);
    if (options.strict && b && h && (context.backendVersion || context.model)) {
      const what = context.backendVersion
        ? `backend version ${context.backendVersion.base} vs ${context.backendVersion.head}`
        : `model ${context.model!.base} vs ${context.model!.head}`;
      return { kind: 'refused', reason: `refusing to compare ${k} under --strict: ${what}.` };
    }
    const aggregate = row(
      context,
      undefined,
      aggregateSides(b, h, sequential),
      [b, h].some((side) => side?.cases.some(mixedOutcomes)),
    );
    const efficiency = rowEfficiency(b, h);
    const same = h ? sameInBothArms(h) : [];
    const lift = (b?.lift || h?.lift) && { lift: liftChange(b, h) };
    const notMeasuring = same.length > 0 && { sameInBothArms: same };
    aggregates.push({ ...aggregate, ...lift, ...(efficiency && { efficiency }), ...notMeasuring });
    const baseCases = new Map((b?.cases ?? []).map((c) => [c.id, c]));
    const headCases = new Map((h?.cases ?? []).map((c) => [c.id, c]));
    for (const id of [...new Set([...baseCases.keys(), ...headCases.keys()])].sort()) {
      const sides = caseSides(baseCases.get(id), headCases.get(id));
      const between = (r: Rate) => r.rate !== null && r.rate > 0 && r.rate < 1;
      const calls = headCases.get(id)?.mcpCalls;
      cases.push({
        ...row(
          context,
          id,
          sides,
          Object.values(sides).some((m) => between(m!.base) || between(m!.head)),
        ),
        ...(calls && calls.length > 0 && { mcpCalls: calls }),
      });
    }
  }
  const corrected = { aggregates: correctFamily(aggregates), cases: correctFamily(cases) };
  const efficiency = correctEfficiency(
    corrected.aggregates.rows.map((r) => r.efficiency),
    SIGNIFICANCE,
  );
  const aggregateRows = corrected.aggregates.rows.map((r, i) =>
    r.efficiency ? { ...r, efficiency: efficiency.rows[i]! } : r,
  );
  return {
    kind: 'compared',
    comparison: {
      era: head.meta.era,
      discipline: head.meta.discipline,
      modelSource: head.meta.modelSource,
      sequential,
      test: testName(sequential),
      base: {
        startedAt: base.meta.startedAt,
        backends: base.meta.backends,
        ...(base.meta.spend && { spend: base.meta.spend }),
        ...(base.meta.providerErrors && { providerErrors: base.meta.providerErrors }),
      },
      head: {
        startedAt: head.meta.startedAt,
        backends: head.meta.backends,
        ...(head.meta.spend && { spend: head.meta.spend }),
        ...(head.meta.providerErrors && { providerErrors: head.meta.providerErrors }),
      },
      aggregates: aggregateRows,
      cases: corrected.cases.rows,
      correction: {
        method: 'holm-tarone',
        alpha: SIGNIFICANCE,
        comparisons: corrected.aggregates.comparisons,
        caseComparisons: corrected.cases.comparisons,
        efficiencyComparisons: efficiency.comparisons,
      },
      verdict: overall(corrected.aggregates.rows.map((a) => a.verdict)),
    },
  };
}

/**
 * Whether a run's cases were stopped by the sequential rule (`--trials auto`): its meta says so, or a case
 * records the rule's decision (a merged run keeps its first shard's meta).
 */
function stoppedByTheRule(r: Results): boolean {
  return r.meta.sequential !== undefined || r.results.some((row) => row.cases.some((c) => c.decision !== undefined));
}

/**
 * Why two runs cannot be compared, if they cannot: a different era, discipline or model source (a
 * scripted smoke run is never set against a real model). The message names the side to re-run.
 */
/** Two runs whose judge checks were graded by different judges (provider, model or prompt template). */
export function differentJudges(base: RunMeta['judge'], head: RunMeta['judge']): string | undefined {
  if (!base || !head) return undefined;
  const who = (j: NonNullable<RunMeta['judge']>) =>
    `${j.provider} ${j.model} (prompt ${j.promptTemplate.slice(0, 12)})`;
  if (who(base) === who(head)) return undefined;
  return (
    `refusing to compare runs judged by different judges: the base by ` +
    `${who(base)}, the head by ${who(head)}. A judge check's rate depends ` +
    `on who grades it; re-run one side with the other's judge.`
  );
}

function measuredDifferently(base: RunMeta, head: RunMeta, strict: boolean): string | undefined {
  if (base.era !== head.era) {
    const older = olderEra(base, head);
    return (
      `refusing to compare across measurement eras: base era is ` +
      `"${base.era}", head era is "${head.era}". Re-run the ${older} (the ` +
      `older era) with this caliper version.`
    );
  }
  if (installedSet(base) !== installedSet(head)) {
    return (
      `refusing to compare runs that installed different skills alongside ` +
      `each spec's own: base ${installedSet(base)}, head ` +
      `${installedSet(head)}. Activation among competitors depends on who ` +
      `competes; re-run one side with the other's --alongside.`
    );
  }
  if (base.discipline !== head.discipline) {
    return (
      `refusing to compare across disciplines: base is "${base.discipline}", ` +
      `head is "${head.discipline}". Numbers of different disciplines ` +
      `measure different things; re-run one side with the other's discipline.`
    );
  }
  const judges = differentJudges(base.judge, head.judge);
  if (judges) return judges;
  const b = base.modelSource;
  const h = head.modelSource;
  if (b.kind !== h.kind && (b.kind === 'replay' || h.kind === 'replay')) {
    const replayed = b.kind === 'replay' ? 'base' : 'head';
    return (
      `refusing to compare a replayed run with a ` +
      `${replayed === 'base' ? h.kind : b.kind}-model run: the ${replayed}'s ` +
      `answers were recorded earlier and served back (--replay), the other ` +
      `side's came from its model as it ran. Compare a replay with another ` +
      `replay, or re-run the ${replayed} without --replay.`
    );
  }
  if (b.kind !== h.kind) {
    const scripted = b.kind === 'scripted' ? 'base' : 'head';
    return (
      `refusing to compare a scripted-model run with a real-model run: the ` +
      `${scripted} was measured against caliper's scripted model (a smoke ` +
      `run), the ${scripted === 'base' ? 'head' : 'base'} against a real ` +
      `model. Re-run the ${scripted} with a real model, or both with ` +
      `--scripted-model.`
    );
  }
  if (strict && b.kind === 'real' && h.kind === 'real' && b.endpoint !== h.endpoint) {
    return (
      `refusing to compare under --strict: the base reached its model at ` +
      `"${b.endpoint}", the head at "${h.endpoint}".`
    );
  }
  return undefined;
}

/** What a run installed next to each spec's own skills, as a refusal names it. */
export function installedSet(meta: RunMeta): string {
  if (meta.alongside === undefined) return 'nothing alongside';
  return meta.alongside === 'all' ? '--alongside all' : `--alongside ${meta.alongside.join(',')}`;
}

/** The side whose era is not this caliper's, else the one that sorts first (eras are `YYYY-MM`). */
function olderEra(base: RunMeta, head: RunMeta): 'base' | 'head' {
  if (base.era === ERA) return 'head';
  if (head.era === ERA) return 'base';
  return base.era < head.era ? 'base' : 'head';
}

/**
 * Per rate of a row: both sides, and for a skill × backend row its cases as strata (aligned by case id),
 * with whether either side stopped its cases by the sequential rule (which decides the test).
 */
type Sides = Partial<Record<Metric, { base: Rate; head: Rate; cases?: { strata: Stratum[]; sequential: boolean } }>>;

interface RowContext {
  skill: string;
  backend: string;
  presence: RowComparison['presence'];
  skillChanged: boolean;
  changedSkills: string[];
  specChanged: boolean;
  backendVersion: RowComparison['backendVersion'];
  model: RowComparison['model'];
  chosenOutside?: Record<string, number>;
  outOfTurns?: number;
}

function rowContext(b: SkillBackendResult | undefined, h: SkillBackendResult | undefined): RowContext {
  const any = (h ?? b)!;
  const differ = <T>(x: T, y: T) => (b && h && x !== y ? { base: x, head: y } : undefined);
  const names = [...new Set([...Object.keys(b?.skillHashes ?? {}), ...Object.keys(h?.skillHashes ?? {})])].sort();
  const changedSkills = names.filter((n) => b?.skillHashes[n] !== h?.skillHashes[n]);
  return {
    skill: any.skill,
    backend: any.backend,
    presence: b && h ? 'both' : b ? 'base-only' : 'head-only',
    skillChanged: changedSkills.includes(any.skill),
    changedSkills,
    specChanged: !b || !h || b.specHash !== h.specHash,
    backendVersion: differ(b?.backendVersion, h?.backendVersion),
    model: differ(b?.model, h?.model),
    ...(h?.chosenOutside && Object.keys(h.chosenOutside).length > 0 && { chosenOutside: h.chosenOutside }),
    ...(h?.outOfTurns && { outOfTurns: h.outOfTurns }),
  };
}

function row(context: RowContext, caseId: string | undefined, sides: Sides, mixed: boolean): RowComparison {
  const metrics: MetricComparison[] = [];
  for (const metric of ['activation', 'false-activation', 'execution'] as const) {
    const side = sides[metric];
    if (!side || (side.base.trials === 0 && side.head.trials === 0)) continue;
    metrics.push({
      metric,
      base: side.base,
      head: side.head,
      ...uncorrectedVerdict(side.base, side.head, metric !== 'false-activation', SIGNIFICANCE, side.cases),
    });
  }
  return {
    ...context,
    caseId,
    flaky: context.changedSkills.length === 0 && mixed,
    metrics,
    verdict: overall(metrics.map((m) => m.verdict)),
  };
}

/** Whether a case's own outcomes differ between its trials, in any rate it measures. */
function mixedOutcomes(c: CaseSummary): boolean {
  const measured = c.trials - c.errors;
  const mixed = (n: number) => n > 0 && n < measured;
  if (c.role === 'should-not-activate') {
    const counted = activationCounts(c);
    return counted.successes > 0 && counted.successes < counted.trials;
  }
  return mixed(c.passes) || (c.role === 'should-activate' && mixed(c.activations));
}

/**
 * Holds the chance of any false "regressed" (and, separately, any false "improved") among these rows'
 * rates at α: each rate's one-sided test enters one family per direction.
 */
function correctFamily(rows: readonly RowComparison[]): { rows: RowComparison[]; comparisons: number } {
  // A row's lift change is one more rate of the family: its tests are corrected with all the others.
  const tested = rows
    .flatMap((r): (MetricComparison | LiftChange)[] => [...r.metrics, ...(r.lift ? [r.lift] : [])])
    .flatMap((m) => (m.tests ? [{ m, tests: m.tests }] : []));
  const worse = holmTarone(
    tested.map((t) => t.tests.worse),
    SIGNIFICANCE,
  );
  const better = holmTarone(
    tested.map((t) => t.tests.better),
    SIGNIFICANCE,
  );
  const comparisons = tested.length;
  const significance = new Map<MetricComparison | LiftChange, { worse: boolean; better: boolean }>(
    tested.map((t, i) => [t.m, { worse: worse.significant[i]!, better: better.significant[i]! }]),
  );
  const out = rows.map((r) => {
    const metrics = r.metrics.map((m) => {
      const s = significance.get(m);
      return s ? { ...m, ...correctedVerdict(m.base, m.head, m.metric !== 'false-activation', m, s, comparisons) } : m;
    });
    const s = r.lift && significance.get(r.lift);
    const lift = r.lift && s ? correctedLiftChange(r.lift, s, comparisons, SIGNIFICANCE) : r.lift;
    return {
      ...r,
      metrics,
      ...(lift && { lift }),
      verdict: overall([...metrics.map((m) => m.verdict), ...(lift?.tests ? [lift.verdict] : [])]),
    };
  });
  return { rows: out, comparisons };
}

const RATE_NAMES: Record<Metric, RateName> = {
  activation: 'activation',
  'false-activation': 'falseActivation',
  execution: 'execution',
};

/**
 * A skill × backend row's rates, recomputed from its cases (as a results.json written before the
 * case-weighted rate was recorded holds them too): pooled counts, the case-weighted rate, and the cases
 * as strata, matched by id (a case one side lacks has no trials there).
 */
function aggregateSides(
  b: SkillBackendResult | undefined,
  h: SkillBackendResult | undefined,
  sequential: boolean,
): Sides {
  const sides: Sides = {};
  for (const metric of ['activation', 'false-activation', 'execution'] as const) {
    const counts = (r: SkillBackendResult | undefined) =>
      new Map(r ? caseCounts(r, RATE_NAMES[metric]).map((c) => [c.id, c]) : []);
    const base = counts(b);
    const head = counts(h);
    const none = { successes: 0, trials: 0 };
    const ids = [...new Set([...base.keys(), ...head.keys()])].sort();
    const strata = ids.map((id) => ({ base: base.get(id) ?? none, head: head.get(id) ?? none }));
    sides[metric] = {
      base: pooled(strata.map((s) => s.base)),
      head: pooled(strata.map((s) => s.head)),
      cases: { strata, sequential },
    };
  }
  return sides;
}

function pooled(cases: readonly { successes: number; trials: number }[]): Rate {
  return withCaseWeighted(
    rate(
      cases.reduce((a, c) => a + c.successes, 0),
      cases.reduce((a, c) => a + c.trials, 0),
    ),
    cases,
  );
}

function caseSides(b: CaseSummary | undefined, h: CaseSummary | undefined): Sides {
  const one = (c: CaseSummary | undefined): Partial<Record<Metric, Rate>> => {
    if (!c) return {};
    const measured = c.trials - c.errors;
    if (c.role === 'should-activate')
      return { activation: rate(c.activations, measured), execution: rate(c.passes, measured) };
    if (c.role === 'should-not-activate') {
      const counted = activationCounts(c);
      return { 'false-activation': rate(counted.successes, counted.trials) };
    }
    return { execution: rate(c.passes, measured) };
  };
  const base = one(b);
  const head = one(h);
  const sides: Sides = {};
  for (const metric of ['activation', 'false-activation', 'execution'] as const) {
    if (base[metric] || head[metric])
      sides[metric] = { base: base[metric] ?? rate(0, 0), head: head[metric] ?? rate(0, 0) };
  }
  return sides;
}

/** Regressed anywhere wins, then improved; unchanged only when everything is unchanged. */
export function overall(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('regressed')) return 'regressed';
  if (verdicts.includes('improved')) return 'improved';
  if (verdicts.length > 0 && verdicts.every((v) => v === 'unchanged')) return 'unchanged';
  return 'inconclusive';
}
