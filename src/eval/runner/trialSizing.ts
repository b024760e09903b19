import { caseRole } from '../../results/aggregate.js';
import { DETECT_POWER, smallestDetectable, trialsToDetect } from '../../results/power/detect.js';
import type { Discipline } from '../../results/types.js';
import { groupBy } from '../../util/groupBy.js';
import type { ValidationReport } from '../../skills/validateRepository.js';
import { planTrials, type Plan, type PlanOptions } from './plan.js';
import type { TrialPlan } from './trialPlan.js';

/** `--detect POINTS`: size each case's trials so that a drop of that many points in one row is found. */
export interface DetectOptions {
  points: number;
  /** Matrix jobs that share the report, each planning rows like this one (a workflow's strategy.job-total). */
  jobs?: number;
}

/** The caps the sizing stays within, per run (each side of a base-and-head run has its own). */
export interface SizingCaps {
  maxTrials?: number;
  maxCostUsd?: number;
  /** What one agent run of a case cost before (`--estimate-from`); undefined when unknown. */
  costOfRun?: (skill: string, backend: string, caseId: string) => number | undefined;
}

/** A plan, and with `--detect` how its trials were sized. */
export type SizedPlan = Plan & { sizing?: Sizing };

/** The plan `--detect` makes: the rows as the spec has them, then each row's trials sized for the drop. */
export function detectPlan(
  report: ValidationReport,
  options: PlanOptions,
  detect: DetectOptions,
  caps: SizingCaps,
): SizedPlan {
  const structure = planTrials(report, { ...options, trials: 1 });
  const sizing = sizeTrials(structure, options.discipline, detect, caps);
  const plan = planTrials(report, {
    ...options,
    trialsFor: (skill, backend) => sizing.perRow.get(`${skill}|${backend}`),
  });
  return { ...plan, sizing };
}

/** One skill × backend row as the sizing sees it. */
interface RowShape {
  key: string;
  /** One trial of each case, the skill's arm. */
  cases: TrialPlan[];
  /** One trial of each case of each arm (a case with a baseline arm runs twice per trial). */
  runs: TrialPlan[];
  /** The fewest cases its activation or execution rate has: with n trials each, that rate has n × this. */
  fewestCases: number;
  rates: number;
}

export interface Sizing {
  asked: number;
  /** The drop, in points, the planned trials find with 80 % power from any rate; null when none. */
  detectable: number | null;
  /** Rows and rates of the report the correction is over (this run's, times `jobs`). */
  rows: number;
  rates: number;
  /** Trials per case, by `skill|backend`. */
  perRow: Map<string, number>;
  /** The cap that made `detectable` larger than `asked`, and the runs a side `asked` would need. */
  limitedBy?: { cap: string; runsNeeded: number };
  /** Set when a cost cap is given but some cases have no earlier cost to check it with. */
  costUnchecked?: number;
}

/**
 * Trials per case so that a drop of `detect.points` in the activation or execution rate of one row is
 * called `regressed` with 80 % power after the report's correction. A row's rate is the mean of its
 * cases, tested by case (the stratified exact test), and with every case of a row at n trials a rate
 * over K cases has the power of one table of K·n trials a side; so each row takes ⌈N / K⌉ per case, N
 * from `trialsToDetect` and K the fewer cases of its activation and execution rates. Within the caps:
 * when they do not allow it, the smallest drop they do.
 */
export function sizeTrials(
  structure: Plan,
  discipline: Discipline,
  detect: DetectOptions,
  caps: SizingCaps = {},
): Sizing {
  const rows = rowShapes(structure.trials, discipline);
  const jobs = Math.max(1, detect.jobs ?? 1);
  const rates = jobs * rows.reduce((sum, r) => sum + r.rates, 0);
  const base = { asked: detect.points, rows: jobs * rows.length, rates, ...costUnchecked(rows, caps) };
  if (rows.length === 0) return { ...base, detectable: detect.points, perRow: new Map() };
  const at = (points: number) => perCase(rows, trialsToDetect(points / 100, rates));
  const wanted = at(detect.points);
  const overCap = capExceeded(rows, wanted, caps);
  if (!overCap) return { ...base, detectable: detect.points, perRow: wanted };
  // The cap named is the one that binds: the one the next size past what fits would exceed (with both
  // --max-trials and --max-cost, the first exceeded at the size asked for may not be it).
  const limitedBy = (next: ReadonlyMap<string, number>) => ({
    cap: capExceeded(rows, next, caps) ?? overCap,
    runsNeeded: runsOf(rows, wanted),
  });
  // The smallest drop whose trials fit (fitting only gets easier as the drop grows).
  let lo = detect.points;
  let hi = 100;
  if (capExceeded(rows, at(hi), caps)) {
    const fitting = fewestFitting(rows, rates, caps);
    const n = [...fitting.perRow.values()][0] ?? 1;
    return { ...base, limitedBy: limitedBy(new Map(rows.map((r) => [r.key, n + 1]))), ...fitting };
  }
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (capExceeded(rows, at(mid), caps)) lo = mid;
    else hi = mid;
  }
  return { ...base, limitedBy: limitedBy(at(lo)), detectable: hi, perRow: at(hi) };
}

function rowShapes(trials: readonly TrialPlan[], discipline: Discipline): RowShape[] {
  return [...groupBy(trials, (t) => `${t.skill}|${t.backend}`).entries()].map(([key, group]) => {
    // The structure plan has one trial per case and arm; the first of a case is its skill arm.
    const cases = [...groupBy(group, (t) => t.evalCase.id).values()].map((g) => g[0]!);
    const roles = cases.map((c) => caseRole(c.evalCase, c.skill));
    const activation = discipline === 'force-load' ? 0 : roles.filter((r) => r === 'should-activate').length;
    const falseActivation = discipline === 'force-load' ? 0 : roles.filter((r) => r === 'should-not-activate').length;
    const execution = roles.filter((r) => r !== 'should-not-activate').length;
    // With the baseline arm the row's lift change is one more test of the report's family (compare).
    const rates =
      [activation, falseActivation, execution].filter((k) => k > 0).length +
      (group.some((t) => t.arm === 'baseline') ? 1 : 0);
    // Sized for drops (activation, execution); false activation, whose rise usually starts near 0 %
    // where it is easier to see, takes the row's trials (alone only when the row has nothing else).
    const drops = [activation, execution].filter((k) => k > 0);
    return {
      key,
      cases,
      runs: group,
      fewestCases: Math.min(...(drops.length > 0 ? drops : [falseActivation || 1])),
      rates,
    };
  });
}

const perCase = (rows: readonly RowShape[], rowTrials: number) =>
  new Map(rows.map((r) => [r.key, Math.ceil(rowTrials / r.fewestCases)]));

const runsOf = (rows: readonly RowShape[], perRow: ReadonlyMap<string, number>) =>
  rows.reduce((sum, r) => sum + perRow.get(r.key)! * r.runs.length, 0);

function costOf(rows: readonly RowShape[], perRow: ReadonlyMap<string, number>, caps: SizingCaps): number {
  return rows.reduce(
    (sum, r) =>
      sum +
      perRow.get(r.key)! * r.runs.reduce((s, c) => s + (caps.costOfRun?.(c.skill, c.backend, c.evalCase.id) ?? 0), 0),
    0,
  );
}

/** The cap these trials exceed (`--max-trials 200`), or undefined. */
function capExceeded(
  rows: readonly RowShape[],
  perRow: ReadonlyMap<string, number>,
  caps: SizingCaps,
): string | undefined {
  const exceeded = [
    caps.maxTrials !== undefined && runsOf(rows, perRow) > caps.maxTrials ? `max-trials ${caps.maxTrials}` : undefined,
    caps.maxCostUsd !== undefined && costOf(rows, perRow, caps) > caps.maxCostUsd
      ? `max-cost $${caps.maxCostUsd}`
      : undefined,
  ].filter((c): c is string => c !== undefined);
  return exceeded.length > 0 ? exceeded.join(' and ') : undefined;
}

/** Not even a 100-point drop fits: as many trials per case as fit (at least one), and what they find. */
function fewestFitting(
  rows: readonly RowShape[],
  rates: number,
  caps: SizingCaps,
): Pick<Sizing, 'detectable' | 'perRow'> {
  const uniform = (n: number) => new Map(rows.map((r) => [r.key, n]));
  let n = 1;
  while (!capExceeded(rows, uniform(n + 1), caps)) n++;
  const perRow = uniform(n);
  const found = rows.map((r) => smallestDetectable(n * r.fewestCases, rates));
  return { perRow, detectable: found.includes(null) ? null : Math.max(...(found as number[])) };
}

function costUnchecked(rows: readonly RowShape[], caps: SizingCaps): Pick<Sizing, 'costUnchecked'> {
  if (caps.maxCostUsd === undefined) return {};
  const unknown = rows
    .flatMap((r) => r.cases)
    .filter((c) => caps.costOfRun?.(c.skill, c.backend, c.evalCase.id) === undefined).length;
  return unknown > 0 ? { costUnchecked: unknown } : {};
}

/** What the plan says of its sizing, before anything runs. */
export function sizingLines(s: Sizing): string[] {
  const family = `the correction over ${s.rates} rate(s) of ${s.rows} row(s)`;
  const counts = [...new Set(s.perRow.values())].sort((a, b) => a - b);
  const trials =
    counts.length === 0
      ? 'no trials'
      : `${counts.length === 1 ? counts[0] : `${counts[0]}-${counts[counts.length - 1]}`} trial(s) per case`;
  const power = `${Math.round(DETECT_POWER * 100)} % power`;
  const lines: string[] = [];
  if (!s.limitedBy)
    lines.push(
      `detect: ${trials}, so that a ${s.asked}-point drop in one row's ` +
        `activation or execution rate is called regressed with at least ` +
        `${power} after ${family}`,
    );
  else {
    const smallest =
      s.detectable === null
        ? 'this run can detect no drop, not even 100 points'
        : `the smallest drop this run can detect is ${s.detectable} points, not ${s.asked}`;
    lines.push(
      `detect: at this budget (${s.limitedBy.cap}) ${smallest}: ${trials} ` +
        `(${s.asked} points would need ${s.limitedBy.runsNeeded} agent runs a ` +
        `side), with ${power} after ${family}`,
    );
  }
  if (s.costUnchecked)
    lines.push(
      `detect: max-cost is not checked up front: ${s.costUnchecked} case(s) ` +
        `have no earlier cost to price them by (caliper eval --estimate-from a ` +
        `results.json); the run stops launching when it is reached`,
    );
  return lines;
}
