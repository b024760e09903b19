import { logChoose } from '../compare/fisher.js';
import { below } from '../compare/multiplicity.js';

/**
 * The exact power of the one-sided Fisher test that `compare` makes of a rate with `n` trials a side:
 * the probability that head (true rate `pHead`) comes out significantly below base (true rate `pBase`)
 * at level `alpha`. For each total t of successes the test rejects the head's lowest counts, up to the
 * largest whose conditional (hypergeometric) tail stays below alpha; the power sums the two binomials
 * over those tables. O(n²), exact to rounding.
 */
export function fisherPower(n: number, pBase: number, pHead: number, alpha: number): number {
  const base = binomial(n, pBase);
  const head = binomial(n, pHead);
  let power = 0;
  for (let t = 0; t <= 2 * n; t++) {
    const lo = Math.max(0, t - n);
    const hi = Math.min(n, t);
    let tail = 0;
    for (let k = lo; k <= hi; k++) {
      tail += Math.exp(logChoose(n, k) + logChoose(n, t - k) - logChoose(2 * n, t));
      if (!below(tail, alpha)) break;
      power += head[k]! * base[t - k]!;
    }
  }
  return Math.min(1, power);
}

/** P(X = k) for X ~ Binomial(n, p), k = 0..n. */
function binomial(n: number, p: number): number[] {
  return Array.from({ length: n + 1 }, (_, k) => {
    if (p <= 0) return k === 0 ? 1 : 0;
    if (p >= 1) return k === n ? 1 : 0;
    return Math.exp(logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log(1 - p));
  });
}
