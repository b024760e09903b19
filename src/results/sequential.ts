/**
 * Sequential trials: Wald's sequential probability ratio test (SPRT) on a case's pass rate, truncated.
 * H0: the case is unreliable (p <= p0) against H1: it is reliable (p >= p1), with error rates alpha
 * (calling an unreliable case reliable) and beta (the reverse). Skills mostly pass always or never, and
 * there the test stops after a handful of trials where a fixed N would run them all.
 */
export interface SequentialDesign {
  p0: number;
  p1: number;
  alpha: number;
  beta: number;
  /** Trials at which an undecided case stops anyway. */
  maxTrials: number;
}

export const DEFAULT_SEQUENTIAL: SequentialDesign = { p0: 0.6, p1: 0.9, alpha: 0.05, beta: 0.05, maxTrials: 30 };

export type SequentialDecision = 'reliable' | 'unreliable' | 'continue' | 'undecided';

export function describeDesign(d: SequentialDesign): string {
  return (
    `SPRT, reliable (p >= ${d.p1}) vs unreliable (p <= ${d.p0}), α = ` +
    `${d.alpha}, β = ${d.beta}, at most ${d.maxTrials} trials`
  );
}

export function sequentialDecision(successes: number, failures: number, d: SequentialDesign): SequentialDecision {
  const llr = successes * Math.log(d.p1 / d.p0) + failures * Math.log((1 - d.p1) / (1 - d.p0));
  if (llr >= Math.log((1 - d.beta) / d.alpha)) return 'reliable';
  if (llr <= Math.log(d.beta / (1 - d.alpha))) return 'unreliable';
  return successes + failures >= d.maxTrials ? 'undecided' : 'continue';
}

/** Where the test stands on one case: `through` is how many trials, from trial 1, it has consumed. */
export interface SequentialStop {
  decision: SequentialDecision;
  through: number;
  successes: number;
  failures: number;
}

/**
 * The test as it runs: it consumes a case's outcomes in trial order (`outcomes[0]` is trial 1; `undefined`
 * is a trial not finished yet) and stops at the first that decides it, or at the first gap. Consuming in
 * trial order, never in order of completion, makes a decision and its trial count the same at any
 * concurrency: trials past `through` of a decided case are not part of it, finished or not. An error is
 * consumed but is neither a pass nor a failure, as in every rate.
 */
export function sequentialStop(
  outcomes: readonly ('pass' | 'fail' | 'error' | undefined)[],
  d: SequentialDesign,
): SequentialStop {
  let successes = 0;
  let failures = 0;
  let decision: SequentialDecision = 'continue';
  for (let n = 0; n < outcomes.length; n++) {
    const outcome = outcomes[n];
    if (outcome === undefined) return { decision: 'continue', through: n, successes, failures };
    if (outcome === 'error') continue;
    if (outcome === 'pass') successes++;
    else failures++;
    decision = sequentialDecision(successes, failures, d);
    if (decision !== 'continue') return { decision, through: n + 1, successes, failures };
  }
  return { decision, through: outcomes.length, successes, failures };
}

/**
 * The fewest further outcomes after which the test could stop, from `successes` and `failures` (all
 * passes or all failures get there first): that many trials past the consumed ones are needed whatever
 * they show; a trial beyond them is a guess that the case is not decided before it. 0 once it stopped.
 */
export function outcomesToDecide(successes: number, failures: number, d: SequentialDesign): number {
  if (sequentialDecision(successes, failures, d) !== 'continue') return 0;
  for (let k = 1; ; k++) {
    if (
      sequentialDecision(successes + k, failures, d) !== 'continue' ||
      sequentialDecision(successes, failures + k, d) !== 'continue'
    )
      return k;
  }
}

export interface SequentialBehaviour {
  /** Expected number of trials at true pass rate p. */
  expectedTrials: number;
  pReliable: number;
  pUnreliable: number;
  pUndecided: number;
}

/** The exact distribution of where the truncated SPRT stops, at a true pass rate p (dynamic programming). */
export function sequentialBehaviour(p: number, d: SequentialDesign): SequentialBehaviour {
  let states = new Map<number, number>([[0, 1]]); // successes -> probability, after n trials, still going
  const out: SequentialBehaviour = { expectedTrials: 0, pReliable: 0, pUnreliable: 0, pUndecided: 0 };
  for (let n = 1; n <= d.maxTrials && states.size > 0; n++) {
    const next = new Map<number, number>();
    for (const [s, prob] of states) {
      for (const [successes, q] of [
        [s + 1, p],
        [s, 1 - p],
      ] as const) {
        const mass = prob * q;
        if (mass === 0) continue;
        const decision = sequentialDecision(successes, n - successes, d);
        if (decision === 'continue') next.set(successes, (next.get(successes) ?? 0) + mass);
        else {
          out.expectedTrials += mass * n;
          if (decision === 'reliable') out.pReliable += mass;
          else if (decision === 'unreliable') out.pUnreliable += mass;
          else out.pUndecided += mass;
        }
      }
    }
    states = next;
  }
  return out;
}

/**
 * The fixed-N test with the same error rates: the smallest n and threshold c with
 * P(X >= c | p0) <= alpha and P(X < c | p1) <= beta.
 */
export function fixedTrialsEquivalent(d: SequentialDesign): { trials: number; threshold: number } {
  for (let n = 1; n <= 1000; n++) {
    for (let c = 0; c <= n; c++) {
      if (binomialTail(n, c, d.p0) <= d.alpha && 1 - binomialTail(n, c, d.p1) <= d.beta)
        return { trials: n, threshold: c };
    }
  }
  throw new Error('no fixed-N test reaches these error rates within 1000 trials');
}

/**
 * A fixed number of trials `n` with the threshold that best separates p0 from p1 (the smallest larger of
 * the two error rates): what a run with a fixed trial count decides, for comparison.
 */
export function fixedTest(
  n: number,
  d: SequentialDesign,
): { trials: number; threshold: number; alpha: number; beta: number } {
  let best = { trials: n, threshold: n, alpha: 1, beta: 1 };
  for (let c = 0; c <= n; c++) {
    const alpha = binomialTail(n, c, d.p0);
    const beta = 1 - binomialTail(n, c, d.p1);
    if (Math.max(alpha, beta) < Math.max(best.alpha, best.beta)) best = { trials: n, threshold: c, alpha, beta };
  }
  return best;
}

/** P(X >= c) for X ~ Binomial(n, p). */
export function binomialTail(n: number, c: number, p: number): number {
  let sum = 0;
  let term = Math.pow(1 - p, n); // P(X = 0)
  for (let k = 0; k <= n; k++) {
    if (k >= c) sum += term;
    term = p === 1 ? (k + 1 === n ? 1 : 0) : (term * (n - k) * p) / ((k + 1) * (1 - p));
  }
  return Math.min(1, sum);
}
