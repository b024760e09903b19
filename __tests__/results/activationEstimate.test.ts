import { rowRate } from '../../src/results/aggregate.js';
import { DEFAULT_SEQUENTIAL, sequentialDecision } from '../../src/results/sequential.js';
import { rate } from '../../src/results/stats.js';
import type { CaseSummary } from '../../src/results/types.js';

// Issue #37 item 2, for activation: `--trials auto` stops a case on its passes, and on a should-activate
// case a pass is an activation, so the plain activation share of a stopped case carried the rule's bias.
const TRUTHS = [0.05, 0.2, 0.35, 0.5, 0.55, 0.6, 0.7, 0.8, 0.9, 0.95];

type Role = 'should-activate' | 'should-not-activate';

/**
 * One trial's chances: a pass that activated, a pass that did not, a failure that activated, a failure that did not.
 */
interface Joint {
  passActivated: number;
  passQuiet: number;
  failActivated: number;
  failQuiet: number;
}

/**
 * A case whose skill is activated with probability q; on a should-activate case an activated trial passes with
 * probability `given`, on a should-not-activate case a quiet one does.
 */
function joint(role: Role, q: number, given: number): Joint {
  if (role === 'should-activate')
    return { passActivated: q * given, passQuiet: 0, failActivated: q * (1 - given), failQuiet: 1 - q };
  return { passActivated: 0, passQuiet: (1 - q) * given, failActivated: q, failQuiet: (1 - q) * (1 - given) };
}

/** The case summary a run records where the test stopped, read as every reader reads the row's activation rate. */
function rowActivation(role: Role, s: number, f: number, activations: number): number {
  const c: CaseSummary = {
    id: 'c',
    role,
    trials: s + f,
    errors: 0,
    activations,
    passes: s,
    checks: [],
    tokens: { input: 0, output: 0 },
    costUsd: undefined,
    decision: sequentialDecision(s, f, DEFAULT_SEQUENTIAL),
    cancelled: 0,
  };
  const name = role === 'should-activate' ? 'activation' : 'falseActivation';
  const aggregate = {
    activation: rate(0, 0),
    falseActivation: rate(0, 0),
    execution: rate(0, 0),
    [name]: rate(activations, s + f),
  };
  return rowRate({ cases: [c], aggregate }, name).rate!;
}

/** The exact mean, over every way the sequential test can stop, of the row's activation rate and of the plain share. */
function exactMeans(role: Role, j: Joint): { estimate: number; plain: number } {
  let estimate = 0;
  let plain = 0;
  let mass = new Map<string, number>([['0,0,0', 1]]); // passes, failures, activations → probability, still going on
  const steps = [
    [1, 0, 1, j.passActivated],
    [1, 0, 0, j.passQuiet],
    [0, 1, 1, j.failActivated],
    [0, 1, 0, j.failQuiet],
  ] as const;
  for (let n = 0; n < DEFAULT_SEQUENTIAL.maxTrials; n++) {
    const next = new Map<string, number>();
    for (const [key, m] of mass) {
      const [s, f, a] = key.split(',').map(Number) as [number, number, number];
      for (const [ds, df, da, p] of steps) {
        if (p === 0) continue;
        const [s2, f2, a2] = [s + ds, f + df, a + da];
        if (sequentialDecision(s2, f2, DEFAULT_SEQUENTIAL) === 'continue')
          next.set(`${s2},${f2},${a2}`, (next.get(`${s2},${f2},${a2}`) ?? 0) + m * p);
        else {
          estimate += m * p * rowActivation(role, s2, f2, a2);
          plain += (m * p * a2) / (s2 + f2);
        }
      }
    }
    mass = next;
  }
  return { estimate, plain };
}

describe('activation rates under --trials auto are not biased by the stopping rule', () => {
  for (const role of ['should-activate', 'should-not-activate'] as const) {
    it.each(TRUTHS)(
      `a ${role} case activated with probability %p: the row's rate is unbiased (exactly), whatever passes go with it`,
      (q) => {
        for (const given of [0.3, 0.6, 0.9, 1]) {
          const { estimate } = exactMeans(role, joint(role, q, given));
          expect(Math.abs(estimate - q)).toBeLessThan(1e-9);
        }
      },
    );
  }

  it('the plain share was biased by more than 2 points (what the estimate replaces)', () => {
    const worst = Math.max(
      ...TRUTHS.map((q) => Math.abs(exactMeans('should-activate', joint('should-activate', q, 1)).plain - q)),
    );
    expect(worst).toBeGreaterThan(0.02);
  });

  it('with fixed trials (no decision) the rate is the plain share', () => {
    const c: CaseSummary = {
      id: 'c',
      role: 'should-activate',
      trials: 7,
      errors: 0,
      activations: 5,
      passes: 4,
      checks: [],
      tokens: { input: 0, output: 0 },
      costUsd: undefined,
    };
    expect(
      rowRate(
        { cases: [c], aggregate: { activation: rate(5, 7), falseActivation: rate(0, 0), execution: rate(4, 7) } },
        'activation',
      ).rate,
    ).toBe(5 / 7);
  });
});
