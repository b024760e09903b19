import { holmTarone } from '../compare/multiplicity.js';
import type { CaseSummary, SkillBackendResult } from '../types.js';
import {
  armFigures,
  figureOf,
  MEASURES,
  ownOutcome,
  taskOutcome,
  valuesOf,
  type ArmFigures,
  type Measure,
  type Passed,
} from './figures.js';
import { stratifiedRankTest, type RankTest, type Stratum } from './rankTest.js';

/** One side's arms: with the skill always, without it when that side ran the baseline arm. */
export interface Arms {
  with: ArmFigures;
  without?: ArmFigures;
}

export type Per = 'run' | 'passing run';
/** base → head: the skill's arm of both runs; without → with: the head's two arms. */
export type Between = 'base → head' | 'without → with';

/**
 * A figure from one side to the other, over the cases both measured. `tests`: the stratified rank test
 * (cases × outcome as strata), absent when no stratum has values on both sides; `called`, the direction
 * the report's correction lets it call (`more`: the second side uses more), absent when it calls none.
 */
export interface EfficiencyChange {
  measure: Measure;
  per: Per;
  between: Between;
  from: number;
  to: number;
  tests?: RankTest;
  called?: 'more' | 'less';
}

export interface RowEfficiency {
  base?: Arms;
  head?: Arms;
  changes: EfficiencyChange[];
}

/**
 * A row's figures on each side and their changes, untested by the family yet; undefined when no side recorded usage.
 */
export function rowEfficiency(
  b: SkillBackendResult | undefined,
  h: SkillBackendResult | undefined,
): RowEfficiency | undefined {
  const arms = (r: SkillBackendResult | undefined): Arms | undefined => {
    if (!r || !r.cases.some((c) => c.runs)) return undefined;
    const without = r.lift?.cases.some((c) => c.runs) ? armFigures(r.lift.cases) : undefined;
    return { with: armFigures(r.cases), ...(without && { without }) };
  };
  const base = arms(b);
  const head = arms(h);
  if (!base && !head) return undefined;
  const changes = [
    ...(b && h ? changesBetween('base → head', b.cases, h.cases, ownOutcome, ownOutcome) : []),
    ...(h?.lift ? changesBetween('without → with', h.lift.cases, h.cases, ownOutcome, taskOutcome) : []),
  ];
  return { ...(base && { base }), ...(head && { head }), changes };
}

function changesBetween(
  between: Between,
  from: readonly CaseSummary[],
  to: readonly CaseSummary[],
  passedFrom: Passed,
  passedTo: Passed,
): EfficiencyChange[] {
  const ids = new Set(to.map((c) => c.id));
  const pairs = from.filter((c) => ids.has(c.id)).map((c) => ({ from: c, to: to.find((t) => t.id === c.id)! }));
  const out: EfficiencyChange[] = [];
  for (const measure of MEASURES) {
    const a = figureOf(
      pairs.map((p) => p.from),
      measure,
      passedFrom,
    );
    const b = figureOf(
      pairs.map((p) => p.to),
      measure,
      passedTo,
    );
    if (!a || !b) continue;
    const split = pairs.map((p) => ({
      from: byOutcome(p.from, measure, passedFrom),
      to: byOutcome(p.to, measure, passedTo),
    }));
    for (const per of ['run', 'passing run'] as const) {
      const [x, y] = per === 'run' ? [a.perRun, b.perRun] : [a.perPassingRun, b.perPassingRun];
      if (x === undefined || y === undefined) continue;
      const tests = stratifiedRankTest(strata(split, per));
      out.push({ measure, per, between, from: x, to: y, ...(tests && { tests }) });
    }
  }
  return out;
}

function byOutcome(c: CaseSummary, measure: Measure, passed: Passed): { passing: number[]; failing: number[] } {
  return { passing: valuesOf(c, measure, passed), failing: valuesOf(c, measure, (r) => !passed(r)) };
}

/**
 * Runs are compared within their case and their outcome: `--trials auto` stops a case on its outcomes,
 * so which outcomes a side has depends on when it stopped, and only within an outcome are both sides'
 * runs draws from one distribution when nothing changed. Per passing run, only the passing stratum.
 */
function strata(
  split: readonly { from: ReturnType<typeof byOutcome>; to: ReturnType<typeof byOutcome> }[],
  per: Per,
): Stratum[] {
  const outcomes = per === 'run' ? (['passing', 'failing'] as const) : (['passing'] as const);
  return split.flatMap((p) => outcomes.map((o) => ({ from: p.from[o], to: p.to[o] })));
}

/**
 * The report's correction over every efficiency figure it tested, in a family of their own (Holm–Tarone at
 * α, one family per direction, as the rates'): a change in what a run uses never gates, so it must not
 * cost the rates, which do, any of their power.
 */
export function correctEfficiency(
  rows: readonly (RowEfficiency | undefined)[],
  alpha: number,
): { rows: (RowEfficiency | undefined)[]; comparisons: number } {
  const tested = rows.flatMap((r) => r?.changes ?? []).filter((c) => c.tests);
  const more = holmTarone(
    tested.map((c) => c.tests!.more),
    alpha,
  );
  const less = holmTarone(
    tested.map((c) => c.tests!.less),
    alpha,
  );
  // A test within outcomes can disagree with a mean across them (a skill that now fails fast: each outcome's
  // runs take longer, the mean run less): only a change the figures show the same way is called.
  const called = new Map(
    tested.map((c, i) => [
      c,
      more.significant[i] && c.to > c.from
        ? ('more' as const)
        : less.significant[i] && c.to < c.from
          ? ('less' as const)
          : undefined,
    ]),
  );
  const out = rows.map(
    (r) => r && { ...r, changes: r.changes.map((c) => (called.get(c) ? { ...c, called: called.get(c)! } : c)) },
  );
  return { rows: out, comparisons: tested.length };
}
