import type { CaseSummary, TrialCost } from '../types.js';

/**
 * What a run uses, four ways. Tokens are one figure, input (cache reads and writes included) plus output:
 * every figure tested shares the report's correction with the others, so four per row rather than six
 * keeps the power to see a change; dollars already weigh input, cache and output at their prices, and
 * each trial's own split stays in trials.jsonl and report.html.
 */
export const MEASURES = ['tokens', 'turns', 'wall time', 'cost'] as const;
export type Measure = (typeof MEASURES)[number];

const READ: Record<Measure, (r: TrialCost) => number | undefined> = {
  tokens: (r) => r.tokens,
  turns: (r) => r.turns,
  'wall time': (r) => r.durationMs,
  cost: (r) => r.costUsd,
};

/**
 * Which of a case's runs count as passing: its own outcome, or (the arm with the skill against the arm without) its
 * task's.
 */
export type Passed = (r: TrialCost) => boolean;
export const ownOutcome: Passed = (r) => r.passed;
export const taskOutcome: Passed = (r) => r.task ?? r.passed;

/**
 * One measure of an arm: per run, the mean over its cases of each case's mean (a case of many trials
 * weighs what a case of few does, as the rates do); per passing run, the same over passing runs only,
 * absent when none passed. Trials that did not report the measure are left out.
 */
export interface Figure {
  perRun: number;
  perPassingRun: number | undefined;
}

export type ArmFigures = Partial<Record<Measure, Figure>>;

export function armFigures(cases: readonly CaseSummary[], passed: Passed = ownOutcome): ArmFigures {
  const out: ArmFigures = {};
  for (const measure of MEASURES) {
    const figure = figureOf(cases, measure, passed);
    if (figure) out[measure] = figure;
  }
  return out;
}

export function figureOf(cases: readonly CaseSummary[], measure: Measure, passed: Passed): Figure | undefined {
  const perRun = meanOfCaseMeans(cases.map((c) => valuesOf(c, measure)));
  if (perRun === undefined) return undefined;
  return { perRun, perPassingRun: meanOfCaseMeans(cases.map((c) => valuesOf(c, measure, (r) => passed(r)))) };
}

/** A case's values of a measure, of the runs `keep` keeps (all by default). */
export function valuesOf(c: CaseSummary, measure: Measure, keep: (r: TrialCost) => boolean = () => true): number[] {
  const out: number[] = [];
  for (const r of c.runs ?? []) {
    const v = READ[measure](r);
    if (v !== undefined && keep(r)) out.push(v);
  }
  return out;
}

function meanOfCaseMeans(cases: readonly number[][]): number | undefined {
  const means = cases.filter((v) => v.length > 0).map((v) => v.reduce((a, b) => a + b, 0) / v.length);
  return means.length === 0 ? undefined : means.reduce((a, b) => a + b, 0) / means.length;
}
