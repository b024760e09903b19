import { normalCdf } from '../stats.js';

/**
 * Fisher's exact test on a 2×2 table, one-sided: the probability, with both margins fixed, of the
 * head doing at most (or at least) as well as observed if base and head had the same true rate.
 * Exact at the small trial counts evals use, where normal approximations mislead.
 */
export function fisherOneSided(
  baseSuccesses: number,
  baseTrials: number,
  headSuccesses: number,
  headTrials: number,
  tail: 'head-lower' | 'head-higher',
): number {
  const successes = baseSuccesses + headSuccesses;
  const total = baseTrials + headTrials;
  const lo = Math.max(0, successes - baseTrials);
  const hi = Math.min(headTrials, successes);
  // P(head = k) from the observed k outwards, each term from the last (a ratio of binomial
  // coefficients), stopping once the terms no longer change the sum: exact to rounding, and fast
  // enough for the trial-count searches that run thousands of these.
  let term = Math.exp(
    logChoose(headTrials, headSuccesses) +
      logChoose(baseTrials, successes - headSuccesses) -
      logChoose(total, successes),
  );
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
export function fisherMinimum(
  baseSuccesses: number,
  baseTrials: number,
  headSuccesses: number,
  headTrials: number,
  tail: 'head-lower' | 'head-higher',
): number {
  const successes = baseSuccesses + headSuccesses;
  const extreme = tail === 'head-lower' ? Math.max(0, successes - baseTrials) : Math.min(headTrials, successes);
  return Math.min(
    1,
    Math.exp(
      logChoose(headTrials, extreme) +
        logChoose(baseTrials, successes - extreme) -
        logChoose(baseTrials + headTrials, successes),
    ),
  );
}

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials[i] = logFactorials[i - 1]! + Math.log(i);
  return logFactorials[n]!;
}

export function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/** One case of a skill × backend rate: its counts on each side. */
export interface Stratum {
  base: { successes: number; trials: number };
  head: { successes: number; trials: number };
}

export interface StratifiedTests {
  /** P(head's successes summed over the cases ≤ observed), each case's margins fixed. */
  headLower: { pValue: number; minAttainable: number };
  headHigher: { pValue: number; minAttainable: number };
}

/** Above this many possible values of the summed count, the exact distribution gives way to the normal one. */
const EXACT_SUPPORT = 5000;

/**
 * The exact conditional test of a 2×2 table per case (the exact form of the Cochran–Mantel–Haenszel
 * test): with each case's margins fixed, head's successes in a case are hypergeometric, independently
 * across cases, and the statistic is their sum. Under "no case changed" it is exact whatever each case's
 * trial count on each side, which is what `--trials auto` makes differ: a case that always passes adds
 * nothing (its margins leave one table), and no case is counted more than its own trials warrant.
 * With one informative case it is `fisherOneSided` itself. A case missing on a side, or all successes
 * or all failures on both sides together, has one possible table and drops out; with none left, both
 * p-values are 1. Far beyond real counts (more than 5000 possible sums) the p-value is the continuity
 * corrected normal approximation; the smallest attainable p-value (the product of every case's most
 * extreme table) is exact either way.
 */
export function stratifiedOneSided(strata: readonly Stratum[]): StratifiedTests {
  const informative = strata
    .map((s) => ({ xb: s.base.successes, nb: s.base.trials, xh: s.head.successes, nh: s.head.trials }))
    .filter((s) => s.nb > 0 && s.nh > 0 && s.xb + s.xh > 0 && s.xb + s.xh < s.nb + s.nh);
  if (informative.length === 0)
    return { headLower: { pValue: 1, minAttainable: 1 }, headHigher: { pValue: 1, minAttainable: 1 } };
  if (informative.length === 1) {
    const { xb, nb, xh, nh } = informative[0]!;
    const one = (tail: 'head-lower' | 'head-higher') => ({
      pValue: fisherOneSided(xb, nb, xh, nh, tail),
      minAttainable: fisherMinimum(xb, nb, xh, nh, tail),
    });
    return { headLower: one('head-lower'), headHigher: one('head-higher') };
  }
  const cases = informative.map(({ xb, nb, xh, nh }) => {
    const successes = xb + xh;
    const lo = Math.max(0, successes - nb);
    const hi = Math.min(nh, successes);
    const logP = (k: number) => logChoose(nh, k) + logChoose(nb, successes - k) - logChoose(nb + nh, successes);
    return { xh, nb, nh, successes, lo, hi, logP };
  });
  const minLower = Math.exp(cases.reduce((a, c) => a + c.logP(c.lo), 0));
  const minHigher = Math.exp(cases.reduce((a, c) => a + c.logP(c.hi), 0));
  const support = cases.reduce((a, c) => a + c.hi - c.lo, 0) + 1;
  if (support > EXACT_SUPPORT) {
    let observed = 0;
    let mean = 0;
    let variance = 0;
    for (const c of cases) {
      const total = c.nb + c.nh;
      observed += c.xh;
      mean += (c.nh * c.successes) / total;
      variance += (c.nh * c.nb * c.successes * (total - c.successes)) / (total * total * (total - 1));
    }
    const sd = Math.sqrt(variance);
    return {
      headLower: {
        pValue: Math.min(1, Math.max(minLower, normalCdf((observed - mean + 0.5) / sd))),
        minAttainable: minLower,
      },
      headHigher: {
        pValue: Math.min(1, Math.max(minHigher, normalCdf(-(observed - mean - 0.5) / sd))),
        minAttainable: minHigher,
      },
    };
  }
  // The distribution of the sum, offset by its smallest value, one case convolved at a time.
  let dist = [1];
  let observed = 0;
  for (const c of cases) {
    const pmf = Array.from({ length: c.hi - c.lo + 1 }, (_, i) => Math.exp(c.logP(c.lo + i)));
    const next = new Array<number>(dist.length + pmf.length - 1).fill(0);
    for (let i = 0; i < dist.length; i++) {
      const d = dist[i]!;
      if (d === 0) continue;
      for (let j = 0; j < pmf.length; j++) next[i + j]! += d * pmf[j]!;
    }
    dist = next;
    observed += c.xh - c.lo;
  }
  let lower = 0;
  for (let t = 0; t <= observed; t++) lower += dist[t]!;
  let higher = 0;
  for (let t = dist.length - 1; t >= observed; t--) higher += dist[t]!;
  return {
    headLower: { pValue: Math.min(1, lower), minAttainable: minLower },
    headHigher: { pValue: Math.min(1, higher), minAttainable: minHigher },
  };
}

/**
 * For cases stopped by the sequential rule (`--trials auto`): each case's own one-sided Fisher test,
 * combined over the cases by Fisher's method, P(χ²(2m) ≥ −2 Σ ln p_k) over the m informative cases.
 *
 * Why not `stratifiedOneSided` there: a sequentially stopped case varies far more between runs than its
 * trial count says (at a pass rate of 0.8 it ends near 100 %, or early near 40 %), so the hypergeometric
 * model that a sum over cases relies on is wrong, and over several such cases the error adds up (measured:
 * 2–4× the nominal rate at p < 0.01; docs/compare.md). A single case's Fisher p-value stays at or under
 * its level under the rule (measured, at every pass rate and both sides auto or one fixed), and Fisher's
 * method is valid for any independent p-values that are: it only needs each case to be valid on its own.
 * Cases with one possible table drop out, as in the stratified test; with one case left it is that
 * case's Fisher test. The smallest attainable value combines each case's smallest.
 */
export function combinedOneSided(strata: readonly Stratum[]): StratifiedTests {
  const informative = strata.filter(
    (s) =>
      s.base.trials > 0 &&
      s.head.trials > 0 &&
      s.base.successes + s.head.successes > 0 &&
      s.base.successes + s.head.successes < s.base.trials + s.head.trials,
  );
  const tail = (direction: 'head-lower' | 'head-higher') => {
    const p = informative.map((s) =>
      fisherOneSided(s.base.successes, s.base.trials, s.head.successes, s.head.trials, direction),
    );
    const min = informative.map((s) =>
      fisherMinimum(s.base.successes, s.base.trials, s.head.successes, s.head.trials, direction),
    );
    return p.length === 1
      ? { pValue: p[0]!, minAttainable: min[0]! }
      : { pValue: fisherCombination(p), minAttainable: fisherCombination(min) };
  };
  if (informative.length === 0)
    return { headLower: { pValue: 1, minAttainable: 1 }, headHigher: { pValue: 1, minAttainable: 1 } };
  return { headLower: tail('head-lower'), headHigher: tail('head-higher') };
}

/**
 * Fisher's method: P(χ²(2m) ≥ x) with x = −2 Σ ln p_k, which for even degrees of freedom is
 * e^(−x/2) Σ_{j<m} (x/2)^j / j!, summed in logarithms so that many cases neither overflow nor underflow.
 */
export function fisherCombination(pValues: readonly number[]): number {
  const m = pValues.length;
  if (m === 0) return 1;
  const half = -pValues.reduce((a, p) => a + Math.log(Math.max(p, Number.MIN_VALUE)), 0);
  if (half === 0) return 1;
  const logTerms = Array.from({ length: m }, (_, j) => -half + j * Math.log(half) - logFactorial(j));
  const top = Math.max(...logTerms);
  return Math.min(1, Math.exp(top + Math.log(logTerms.reduce((a, t) => a + Math.exp(t - top), 0))));
}
