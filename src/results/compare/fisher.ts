/**
 * Fisher's exact test on a 2×2 table, one-sided: the probability, with both margins fixed, of the
 * head doing at most (or at least) as well as observed if base and head had the same true rate.
 * Exact at the small trial counts evals use, where normal approximations mislead.
 */
export function fisherOneSided(baseSuccesses: number, baseTrials: number, headSuccesses: number, headTrials: number, tail: 'head-lower' | 'head-higher'): number {
  const successes = baseSuccesses + headSuccesses;
  const total = baseTrials + headTrials;
  const lo = Math.max(0, successes - baseTrials);
  const hi = Math.min(headTrials, successes);
  // P(head = k) from the observed k outwards, each term from the last (a ratio of binomial
  // coefficients), stopping once the terms no longer change the sum: exact to rounding, and fast
  // enough for the trial-count searches that run thousands of these.
  let term = Math.exp(logChoose(headTrials, headSuccesses) + logChoose(baseTrials, successes - headSuccesses) - logChoose(total, successes));
  let p = 0;
  if (tail === 'head-lower') {
    for (let k = headSuccesses; k >= lo; k--) {
      p += term;
      if (term < p * 1e-17) break;
      term *= (k * (baseTrials - successes + k)) / ((headTrials - k + 1) * (successes - k + 1));
    }
  } else {
    for (let k = headSuccesses; k <= hi; k++) {
      p += term;
      if (term < p * 1e-17) break;
      term *= ((headTrials - k) * (successes - k)) / ((k + 1) * (baseTrials - successes + k + 1));
    }
  }
  return Math.min(1, p);
}

/** The smallest p-value `fisherOneSided` can give with these margins: the probability of the most extreme table. */
export function fisherMinimum(baseSuccesses: number, baseTrials: number, headSuccesses: number, headTrials: number, tail: 'head-lower' | 'head-higher'): number {
  const successes = baseSuccesses + headSuccesses;
  const extreme = tail === 'head-lower' ? Math.max(0, successes - baseTrials) : Math.min(headTrials, successes);
  return Math.min(1, Math.exp(logChoose(headTrials, extreme) + logChoose(baseTrials, successes - extreme) - logChoose(baseTrials + headTrials, successes)));
}

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials[i] = logFactorials[i - 1]! + Math.log(i);
  return logFactorials[n]!;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
