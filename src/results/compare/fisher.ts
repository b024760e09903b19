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
  const logP = (k: number) =>
    logChoose(headTrials, k) + logChoose(baseTrials, successes - k) - logChoose(total, successes);
  let p = 0;
  if (tail === 'head-lower') for (let k = lo; k <= headSuccesses; k++) p += Math.exp(logP(k));
  else for (let k = headSuccesses; k <= hi; k++) p += Math.exp(logP(k));
  return Math.min(1, p);
}

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials[i] = logFactorials[i - 1]! + Math.log(i);
  return logFactorials[n]!;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
