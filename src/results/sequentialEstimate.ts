import { DEFAULT_SEQUENTIAL, sequentialDecision, type SequentialDesign } from './sequential.js';
import type { CaseSummary } from './types.js';

const estimates = new Map<string, number>();

/**
 * A case's pass rate when `--trials auto` stopped it, without the stopping rule's bias: the Rao–Blackwell
 * estimate (Girshick, Mosteller & Savage 1946), E[first trial passed | where the test stopped]. Every
 * path of passes and failures that reaches the stopping point (s, f) through states where the test goes
 * on is equally likely given (s, f), so the estimate is the share of them whose first trial passed. It is
 * unbiased at every true rate, and the only unbiased function of (s, f) (the point is a complete
 * statistic for the truncated test). s / (s + f), the plain rate, is biased by the rule: a case at 0.55
 * reads 0.45 on average, because a run of early failures stops it at 3 and a run of passes does not.
 * Errors are neither passes nor failures, as the test consumes them.
 */
export function unbiasedCaseRate(
  successes: number,
  failures: number,
  design: SequentialDesign = DEFAULT_SEQUENTIAL,
): number {
  const n = successes + failures;
  if (n === 0) return NaN;
  // A report reads the same few stopping points again and again: each is counted once (a third of compare's time).
  const key = `${successes}|${failures}|${design.p0}|${design.p1}|${design.alpha}|${design.beta}|${design.maxTrials}`;
  const known = estimates.get(key);
  if (known !== undefined) return known;
  const all = paths(0, 0, successes, failures, design);
  // Not a point the rule reaches from the start: no rule to undo.
  const estimate = all === 0 ? successes / n : paths(1, 0, successes, failures, design) / all;
  if (estimates.size > 10_000) estimates.clear();
  estimates.set(key, estimate);
  return estimate;
}

/**
 * Paths of single steps (a pass: s + 1, a failure: f + 1) from (s0, f0) to (s, f) whose every point before
 * the last is one where the test goes on. Path counts stay below 2^53 up to about 50 trials a case.
 */
function paths(s0: number, f0: number, s: number, f: number, design: SequentialDesign): number {
  if (s0 > s || f0 > f) return 0;
  const count: number[][] = Array.from({ length: s + 1 }, () => new Array<number>(f + 1).fill(0));
  count[s0]![f0] = 1;
  for (let total = s0 + f0; total < s + f; total++) {
    for (let a = Math.max(s0, total - f); a <= Math.min(s, total - f0); a++) {
      const b = total - a;
      const here = count[a]![b]!;
      if (here === 0 || sequentialDecision(a, b, design) !== 'continue') continue;
      if (a + 1 <= s) count[a + 1]![b]! += here;
      if (b + 1 <= f) count[a]![b + 1]! += here;
    }
  }
  return count[s]![f]!;
}

/**
 * For a case `--trials auto` stopped on its passes: the rate of `successes` without the rule's bias, when
 * `successes` are the passes the rule stopped on (activations, and a task's own passes, are other counts).
 */
export function stoppedEstimate(c: CaseSummary, successes: number): { estimate?: number } {
  if (c.decision === undefined || successes !== c.passes) return {};
  const trials = c.trials - c.errors;
  return trials > 0 ? { estimate: unbiasedCaseRate(c.passes, trials - c.passes) } : {};
}

/**
 * A should-activate or should-not-activate case's activation rate when `--trials auto` stopped it, without
 * the rule's bias (the rule stops on passes, and activation goes with passing). The Rao–Blackwell estimate
 * of "the first trial activated" given where the test stopped (s, f) and how many passing and failing
 * trials activated: every order of those trials whose passes and failures keep the test going is equally
 * likely, so it is P(first passed | s, f) · a_pass / s + P(first failed | s, f) · a_fail / f. A pass passed
 * every check, the activation check among them: on a should-activate case every pass activated
 * (a_pass = s), on a should-not-activate case none did (a_pass = 0). Counts that say otherwise (a check
 * set this reading does not fit) keep the plain rate. Harness errors are in neither count (the test skips
 * them); a should-not-activate case's trials that fired before a fault are added back as false activations
 * on top of the estimate, as `activationCounts` adds them to the counts.
 */
export function stoppedActivationEstimate(c: CaseSummary): { estimate?: number } {
  if (c.decision === undefined || c.role === 'execution') return {};
  const s = c.passes;
  const f = c.trials - c.errors - c.passes;
  const activatedPasses = c.role === 'should-activate' ? s : 0;
  const activatedFailures = c.activations - activatedPasses;
  if (s + f === 0 || activatedFailures < 0 || activatedFailures > f) return {};
  const firstPassed = unbiasedCaseRate(s, f);
  const estimate =
    (s > 0 ? firstPassed * (activatedPasses / s) : 0) + (f > 0 ? (1 - firstPassed) * (activatedFailures / f) : 0);
  const faulted = c.role === 'should-not-activate' ? (c.activatedBeforeFault ?? 0) : 0;
  return { estimate: (estimate * (s + f) + faulted) / (s + f + faulted) };
}
