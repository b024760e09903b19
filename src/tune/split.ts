import { caseRole } from '../results/aggregate.js';
import type { EvalCase, EvalSpec } from '../eval/spec/types.js';

/** What a tuning case measures: whether the subject is chosen where it should be, or where it should not. */
export type TuneRole = 'should-activate' | 'should-not-activate';

export interface TuneCase {
  id: string;
  prompt: string;
  role: TuneRole;
}

/** The spec's activation cases in two parts: the tuner sees `train`, and `heldOut` only judges its best candidate. */
export interface Split {
  seed: number;
  train: TuneCase[];
  heldOut: TuneCase[];
}

/** The share of each role held out (as skill-creator's 60/40), and the fewest cases of a role either part may have. */
export const HELD_OUT_SHARE = 0.4;
export const MIN_PER_PART: Record<TuneRole, number> = { 'should-activate': 2, 'should-not-activate': 1 };
export const DEFAULT_SEED = 1;

/** A spec with too few activation cases of a role to split: what it has and what it needs. */
export class TooFewCases extends Error {
  constructor(
    readonly file: string,
    readonly counts: Record<TuneRole, number>,
  ) {
    const need = (role: TuneRole) => 2 * MIN_PER_PART[role];
    const have = (role: TuneRole) => `${counts[role]} ${role} case(s) (needs at least ${need(role)})`;
    super(
      `${file}: tuning splits the activation cases into a train and a ` +
        `held-out part, and this spec has ${have('should-activate')} and ` +
        `${have('should-not-activate')}. Add cases (a should-not-activate case ` +
        `is an \`activation: { skill: NAME, expect: false }\` check, best a ` +
        `near miss: a prompt close to the skill's task that another skill or ` +
        `none should take).`,
    );
  }
}

/**
 * The spec's activation cases (its should-activate and should-not-activate ones; execution-only cases
 * are no evidence of choice) split by role, each role shuffled by `seed` and HELD_OUT_SHARE of it held
 * out, so that both parts have both roles and the same seed gives the same split on every machine.
 */
export function splitCases(spec: Pick<EvalSpec, 'file' | 'subject' | 'cases'>, seed: number): Split {
  const byRole: Record<TuneRole, TuneCase[]> = { 'should-activate': [], 'should-not-activate': [] };
  for (const c of spec.cases) {
    const role = caseRole(c, spec.subject);
    if (role !== 'execution') byRole[role].push(tuneCase(c, role));
  }
  const counts = {
    'should-activate': byRole['should-activate'].length,
    'should-not-activate': byRole['should-not-activate'].length,
  };
  if ((Object.keys(byRole) as TuneRole[]).some((role) => counts[role] < 2 * MIN_PER_PART[role]))
    throw new TooFewCases(spec.file, counts);
  const random = mulberry32(seed);
  const split: Split = { seed, train: [], heldOut: [] };
  for (const role of Object.keys(byRole) as TuneRole[]) {
    const shuffled = shuffle(
      [...byRole[role]].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      random,
    );
    const held = Math.min(
      shuffled.length - MIN_PER_PART[role],
      Math.max(MIN_PER_PART[role], Math.round(shuffled.length * HELD_OUT_SHARE)),
    );
    split.heldOut.push(...shuffled.slice(0, held));
    split.train.push(...shuffled.slice(held));
  }
  return split;
}

function tuneCase(c: EvalCase, role: TuneRole): TuneCase {
  return { id: c.id, prompt: c.prompt, role };
}

/** Fisher–Yates with the seeded generator. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A small seeded generator (Mulberry32): the split must not depend on the platform's Math.random. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
