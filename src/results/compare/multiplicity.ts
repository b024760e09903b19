/**
 * Family-wise error control for the report's verdicts: Holm's step-down procedure with Tarone's rule
 * for discrete tests (Tarone 1990; its step-down form as in Hommel & Krummenauer 1998).
 *
 * A one-sided Fisher test on small counts cannot reach every p-value: a row measured 8/8 → 8/8 can
 * never be significant, and no table the sequential trials stop at goes below p ≈ 0.006. Such a test
 * cannot produce a false alarm, so it need not pay for one: at each step the threshold is α/K, where K
 * is the smallest k with at most k of the remaining tests able to reach α/k, instead of α/(number left).
 * K never exceeds the plain Holm count, so this rejects everything Holm rejects and sometimes more.
 *
 * Why it holds the family-wise error at α: K is monotone in the set of tests, so the first true null
 * rejected was rejected at a threshold no larger than α/K(true nulls), and at most K(true nulls) true
 * nulls can reach that threshold at all; each does so with probability at most α/K given its margins.
 */
export interface FamilyTest {
  pValue: number;
  /** The smallest p-value the test could give with these margins (its most extreme table). */
  minAttainable: number;
}

export interface FamilyOutcome {
  /** Per test, in input order: whether it is significant after the correction. */
  significant: boolean[];
  /** Tests in the family (the "12" of "not significant after 12 comparisons"). */
  comparisons: number;
}

/**
 * p < threshold, in exact arithmetic. An exact test's p-value is a sum of probabilities that rounds: the
 * table 3/3 → 0/3 has p = 1/20 exactly, computed as 0.04999999999999996, which `<` would call significant
 * at α = 0.05. A p-value within a relative 1e-9 of the threshold counts as equal to it, so not below.
 */
export function below(pValue: number, threshold: number): boolean {
  return pValue < threshold * (1 - 1e-9);
}

export function holmTarone(tests: readonly FamilyTest[], alpha: number): FamilyOutcome {
  const significant = tests.map(() => false);
  const order = tests.map((_, i) => i).sort((a, b) => tests[a]!.pValue - tests[b]!.pValue);
  const remaining = new Set(order);
  for (const i of order) {
    const threshold =
      alpha /
      taroneCount(
        [...remaining].map((j) => tests[j]!.minAttainable),
        alpha,
      );
    if (!below(tests[i]!.pValue, threshold)) break;
    significant[i] = true;
    remaining.delete(i);
  }
  return { significant, comparisons: tests.length };
}

/** Tarone's K: the smallest k >= 1 such that at most k of the tests can reach α/k. */
export function taroneCount(minAttainable: readonly number[], alpha: number): number {
  const sorted = [...minAttainable].sort((a, b) => a - b);
  const reaching = (t: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (let k = 1; ; k++) if (reaching(alpha / k) <= k) return k;
}
