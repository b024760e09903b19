import { liftStrata } from '../lift.js';
import type { Lift, SkillBackendResult } from '../types.js';
import { EQUIVALENCE_MARGIN, hybrid, type OneSidedTest, type Verdict } from './verdict.js';
import { combinedOneSided, stratifiedOneSided, type Stratum } from './fisher.js';

/**
 * How a row's lift moved from base to head: head lift − base lift with its interval, the two one-sided
 * tests the report's family-wise correction takes with every other rate, and the verdict once corrected.
 */
export interface LiftChange {
  base: Lift | undefined;
  head: Lift | undefined;
  verdict: Verdict;
  difference: { value: number; interval: [number, number] } | null;
  /** Null when a side has no measured lift. */
  tests: { worse: OneSidedTest; better: OneSidedTest } | null;
  /** Significant on its own, not after the correction over the report's `comparisons` tests. */
  notSignificantAfter?: { verdict: 'regressed' | 'improved'; comparisons: number };
}

/**
 * The change of two rows' lifts. Its value and interval: head lift − base lift, with the hybrid of the
 * two lifts' 95 % intervals (as Newcombe builds a difference from two intervals). Its test: the exact
 * one-sided test by case of the arm that holds the skill, base against head, over the checks both arms
 * run (stratified, or the cases' Fisher tests combined when `--trials auto` stopped them), as every rate
 * of the report is tested. The arm without the skill measures the same thing on both sides of a PR (the
 * same spec, CLI and fixtures, nothing installed), so a lift that fell is a task the skill no longer
 * helps with; the interval must exclude 0 as well, so that a change both arms share is no lift change.
 * (An interval-based test of the four proportions raised false regressions at 3 trials: measured, 16 %.)
 */
export function liftChange(base: SkillBackendResult | undefined, head: SkillBackendResult | undefined, sequential: boolean): LiftChange {
  const sides = { base: base?.lift, head: head?.lift };
  const b = base?.lift && liftStrata(base.cases, base.lift.cases);
  const h = head?.lift && liftStrata(head.cases, head.lift.cases);
  if (!b?.length || !h?.length) return { ...sides, verdict: 'inconclusive', difference: null, tests: null };
  const [lb, lh] = [sides.base!.difference!, sides.head!.difference!];
  const difference = hybrid(lb.value, lb.interval, lh.value, lh.interval);
  const withSkill = alignWithSkill(b, h);
  const { headLower, headHigher } = sequential ? combinedOneSided(withSkill) : stratifiedOneSided(withSkill);
  return { ...sides, verdict: withinMargin(difference.interval) ? 'unchanged' : 'inconclusive', difference, tests: { worse: headLower, better: headHigher } };
}

/** The verdict after the report's correction said whether the worse or the better test survived it. */
export function correctedLiftChange(change: LiftChange, significant: { worse: boolean; better: boolean }, comparisons: number, alpha: number): LiftChange {
  if (!change.difference || !change.tests) return change;
  const { notSignificantAfter: _, ...rest } = change;
  const [lo, hi] = change.difference.interval;
  if (significant.worse && hi < 0) return { ...rest, verdict: 'regressed' };
  if (significant.better && lo > 0) return { ...rest, verdict: 'improved' };
  const alone = change.tests.worse.pValue < alpha && hi < 0 ? 'regressed' : change.tests.better.pValue < alpha && lo > 0 ? 'improved' : undefined;
  return { ...rest, verdict: withinMargin(change.difference.interval) ? 'unchanged' : 'inconclusive', ...(alone && { notSignificantAfter: { verdict: alone, comparisons } }) };
}

/** Per case id, the arm with the skill on each side (a case one side lacks has no trials there). */
function alignWithSkill(base: readonly (Stratum & { id: string })[], head: readonly (Stratum & { id: string })[]): Stratum[] {
  const none = { successes: 0, trials: 0 };
  const b = new Map(base.map((s) => [s.id, s.head]));
  const h = new Map(head.map((s) => [s.id, s.head]));
  return [...new Set([...b.keys(), ...h.keys()])].sort().map((id) => ({ base: b.get(id) ?? none, head: h.get(id) ?? none }));
}

const withinMargin = ([lo, hi]: [number, number]) => lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN;
