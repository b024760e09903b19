import { SequentialCases } from '../../src/eval/runner/sequentialCases.js';
import {
  DEFAULT_SEQUENTIAL,
  outcomesToDecide,
  sequentialBehaviour,
  sequentialStop,
  type SequentialDesign,
} from '../../src/results/sequential.js';

type Outcome = 'pass' | 'fail' | 'error';

/** A small deterministic generator, so that a failure names its seed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const trial = (n: number) => ({ skill: 'alpha', backend: 'claude-code', evalCase: { id: 'one' }, trial: n });

/**
 * The runner at `workers` workers: trials start in order, a free worker takes the next one the case
 * still needs, and the running trial that finishes next is drawn at random.
 */
function simulateRunner(outcomes: readonly Outcome[], workers: number, next: () => number) {
  const cases = new SequentialCases(DEFAULT_SEQUENTIAL);
  const running: number[] = [];
  let nextTrial = 1;
  let decided: { decidedAt: number; cancelled: string[]; discarded: string[] } | undefined;
  const finishedOrder: number[] = [];
  for (;;) {
    while (running.length < workers && nextTrial <= outcomes.length && !cases.decidedBefore(trial(nextTrial))) {
      cases.start(trial(nextTrial));
      running.push(nextTrial++);
    }
    if (running.length === 0) break;
    const n = running.splice(Math.floor(next() * running.length), 1)[0]!;
    if (cases.decidedBefore(trial(n))) continue; // cancelled
    finishedOrder.push(n);
    const d = cases.finish(trial(n), outcomes[n - 1]!);
    if (d) {
      decided = d;
      // The runner's cancelled trials end without an outcome.
      for (const key of d.cancelled) running.splice(running.indexOf(Number(key.split('|')[3])), 1);
    }
  }
  return { decided, finishedOrder };
}

describe('sequential trials at any concurrency', () => {
  it('decide a case at the same trial whatever order its trials finish in', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const p = next();
      const outcomes: Outcome[] = Array.from({ length: DEFAULT_SEQUENTIAL.maxTrials }, () =>
        next() < 0.05 ? 'error' : next() < p ? 'pass' : 'fail',
      );
      const inOrder = sequentialStop(outcomes, DEFAULT_SEQUENTIAL);
      const one = simulateRunner(outcomes, 1, next);
      const eight = simulateRunner(outcomes, 8, next);
      const context = `seed ${seed}: ${outcomes.join(',')}`;
      if (inOrder.decision === 'continue') {
        // Errors ate the maximum: nothing decides it, and every trial runs at any concurrency.
        expect([one.decided, eight.decided, eight.finishedOrder.length]).toEqual([
          undefined,
          undefined,
          outcomes.length,
        ]);
        continue;
      }
      expect([context, one.decided?.decidedAt]).toEqual([context, inOrder.through]);
      expect([context, eight.decided?.decidedAt]).toEqual([context, inOrder.through]);
      expect(one.decided!.cancelled.length + one.decided!.discarded.length).toBe(0);
      // What finished past the deciding trial at 8 workers is discarded: exactly those, none before it.
      expect(eight.decided!.discarded.map((k) => Number(k.split('|')[3])).sort((a, b) => a - b)).toEqual(
        eight.finishedOrder.filter((n) => n > inOrder.through).sort((a, b) => a - b),
      );
    }
  });

  it(
    'stop where simulate-trials computes they stop: the runner rule over ' +
      'every outcome sequence gives its exact figures',
    () => {
      // Every sequence of 12 outcomes, weighted by its probability at pass rate p, against the dynamic
      // programme simulate-trials prints (with 12 as the maximum, so that enumeration stays small).
      const d: SequentialDesign = { ...DEFAULT_SEQUENTIAL, maxTrials: 12 };
      for (const p of [0, 0.3, 0.6, 0.75, 0.9, 1]) {
        const sums = { expectedTrials: 0, pReliable: 0, pUnreliable: 0, pUndecided: 0 };
        for (let bits = 0; bits < 2 ** d.maxTrials; bits++) {
          const outcomes = Array.from({ length: d.maxTrials }, (_, i): Outcome => ((bits >> i) & 1 ? 'pass' : 'fail'));
          const stop = sequentialStop(outcomes, d);
          const used = outcomes.slice(0, stop.through);
          const passes = used.filter((o) => o === 'pass').length;
          // Each stopped prefix is reached by 2^(max - through) of the sequences: counted once in all.
          const weight = (p ** passes * (1 - p) ** (used.length - passes)) / 2 ** (d.maxTrials - stop.through);
          sums.expectedTrials += weight * stop.through;
          if (stop.decision === 'reliable') sums.pReliable += weight;
          else if (stop.decision === 'unreliable') sums.pUnreliable += weight;
          else sums.pUndecided += weight;
        }
        const exact = sequentialBehaviour(p, d);
        for (const key of Object.keys(sums) as (keyof typeof sums)[])
          expect([p, key, sums[key]]).toEqual([p, key, expect.closeTo(exact[key], 9)]);
      }
    },
  );

  it('stop at the first trial not finished yet, and skip errors without counting them', () => {
    expect(sequentialStop(['pass', undefined, 'pass'], DEFAULT_SEQUENTIAL)).toMatchObject({
      decision: 'continue',
      through: 1,
    });
    expect(sequentialStop(['fail', 'error', 'fail', 'fail'], DEFAULT_SEQUENTIAL)).toMatchObject({
      decision: 'unreliable',
      through: 4,
    });
    expect(sequentialStop(Array(8).fill('pass'), DEFAULT_SEQUENTIAL)).toMatchObject({
      decision: 'reliable',
      through: 8,
    });
  });

  it('know which trials are needed whatever the unfinished ones show: a case is never decided before them', () => {
    expect([
      outcomesToDecide(0, 0, DEFAULT_SEQUENTIAL),
      outcomesToDecide(3, 0, DEFAULT_SEQUENTIAL),
      outcomesToDecide(6, 0, DEFAULT_SEQUENTIAL),
    ]).toEqual([3, 4, 2]);
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const p = next();
      const outcomes: Outcome[] = Array.from({ length: DEFAULT_SEQUENTIAL.maxTrials }, () =>
        next() < 0.05 ? 'error' : next() < p ? 'pass' : 'fail',
      );
      const end = sequentialStop(outcomes, DEFAULT_SEQUENTIAL).through;
      for (let n = 0; n < end; n++) {
        const prefix = sequentialStop(outcomes.slice(0, n), DEFAULT_SEQUENTIAL);
        expect([seed, n, end >= n + outcomesToDecide(prefix.successes, prefix.failures, DEFAULT_SEQUENTIAL)]).toEqual([
          seed,
          n,
          true,
        ]);
      }
    }
  });
});
