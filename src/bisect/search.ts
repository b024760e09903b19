import { holmTarone } from '../results/compare/multiplicity.js';
import { SIGNIFICANCE } from '../results/compare/verdict.js';
import type { Part } from './parts.js';

/**
 * The search over parts, apart from how a run is made: each tested set of parts is reverted together
 * and measured (`measure`); sets tested together form one family, corrected as compare corrects its
 * rates (Holm's step-down with Tarone's rule, α = 0.05). Few parts are tested one at a time; many are
 * halved first, and only a half whose reversal restores the rate is searched further.
 */

/** At most this many parts are tested one at a time; more are halved first. */
export const ONE_AT_A_TIME = 4;

/** One set of parts reverted together and measured. */
export interface Trial {
  parts: number[];
  /** The reverted run's count on the row's rate. */
  reverted: { successes: number; trials: number };
  /** The one-sided exact test that the head's rate is worse than the reverted run's (compare's test of a case row). */
  test: { pValue: number; minAttainable: number };
  /** After the family's correction: the reversal restores the rate. */
  restores: boolean;
  /** Where its results are. */
  results: string;
  /** Why it measured nothing (the skill could not be evaluated with these parts reverted). */
  note?: string;
}

/** What one measurement gave: a count and its test, or why the set could not be measured. */
export type Measured =
  | { kind: 'measured'; reverted: Trial['reverted']; test: Trial['test']; results: string; note?: string }
  | { kind: 'not-measured'; why: string };

export type Outcome =
  | { kind: 'found'; part: Part; trial: Trial }
  | { kind: 'several'; found: { part: Part; trial: Trial }[] }
  | { kind: 'none'; why: string }
  | { kind: 'stopped'; why: string };

export interface Search {
  trials: Trial[];
  outcome: Outcome;
}

/** Search `parts`; `measure` reverts a set and measures it (it throws on a harness fault: never "no part"). */
export async function searchParts(
  parts: readonly Part[],
  measure: (set: readonly Part[]) => Promise<Measured>,
): Promise<Search> {
  const trials: Trial[] = [];
  let stopped: string | undefined;
  const family = async (sets: readonly (readonly Part[])[]): Promise<(readonly Part[])[]> => {
    const measured: { set: readonly Part[]; m: Extract<Measured, { kind: 'measured' }> }[] = [];
    for (const set of sets) {
      if (stopped) break;
      const m = await measure(set);
      if (m.kind === 'not-measured') stopped = m.why;
      else measured.push({ set, m });
    }
    const significant = holmTarone(
      measured.map(({ m }) => m.test),
      SIGNIFICANCE,
    ).significant;
    measured.forEach(({ set, m }, i) => {
      trials.push({
        parts: set.map((p) => p.id),
        reverted: m.reverted,
        test: m.test,
        restores: significant[i]!,
        results: m.results,
        ...(m.note && { note: m.note }),
      });
    });
    return measured.filter((_, i) => significant[i]).map(({ set }) => set);
  };
  const search = async (set: readonly Part[]): Promise<(readonly Part[])[]> => {
    if (set.length <= ONE_AT_A_TIME) return family(set.map((p) => [p]));
    const mid = Math.ceil(set.length / 2);
    const restoring = await family([set.slice(0, mid), set.slice(mid)]);
    const found: (readonly Part[])[] = [];
    for (const half of restoring) found.push(...(await search(half)));
    return found;
  };
  const found = (await search(parts)).map((set) => set[0]!);
  return { trials, outcome: outcomeOf(parts, found, trials, stopped) };
}

function outcomeOf(
  parts: readonly Part[],
  found: readonly Part[],
  trials: readonly Trial[],
  stopped: string | undefined,
): Outcome {
  const withTrial = found.map((part) => ({
    part,
    trial: trials.find((t) => t.parts.length === 1 && t.parts[0] === part.id)!,
  }));
  if (withTrial.length === 1) return { kind: 'found', ...withTrial[0]! };
  if (withTrial.length > 1) return { kind: 'several', found: withTrial };
  if (stopped) return { kind: 'stopped', why: stopped };
  if (parts.length === 0) return { kind: 'none', why: 'nothing bisect can revert changed for this row' };
  const halves = parts.length > ONE_AT_A_TIME && trials.every((t) => t.parts.length > 1);
  return {
    kind: 'none',
    why: halves
      ? 'neither half of the change, reverted alone, restores the rate'
      : 'no part reverted alone restores the rate',
  };
}
