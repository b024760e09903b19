import type { FamilyTest } from '../compare/multiplicity.js';
import { normalCdf } from '../stats.js';

/**
 * The stratified Wilcoxon–Mann–Whitney rank-sum test of `to` against `from`: within each stratum the
 * values of both sides are ranked together (ties share their mid-rank), and the statistic is the sum over
 * strata of the `to` side's rank sums. Under the null (in each stratum both sides' values come from one
 * distribution) every split of a stratum's values into sides of those sizes is equally likely, so the
 * statistic's exact distribution is the convolution of each stratum's distribution of rank sums. Exact at
 * any n, with ties, and for skewed data (ranks do not care how long the tail is); one-sided both ways.
 */
export interface Stratum {
  from: readonly number[];
  to: readonly number[];
}

export interface RankTest {
  /** That `to` tends to be larger: its p-value and the smallest one these strata can give (for Tarone's rule). */
  more: FamilyTest;
  less: FamilyTest;
}

/**
 * Beyond this much work for one stratum's distribution or one step of the convolution, the normal
 * approximation (exact moments): by then each side has some 15 runs a stratum, where it is close.
 */
const EXACT_WORK = 250_000;

/** The test, or undefined when no stratum has values on both sides (nothing to compare). */
export function stratifiedRankTest(strata: readonly Stratum[]): RankTest | undefined {
  const kept = strata.filter((s) => s.from.length > 0 && s.to.length > 0);
  if (kept.length === 0) return undefined;
  const used = inCommonUnits(kept.map(scored));
  const observed = used.reduce((a, s) => a + s.observed, 0);
  const exact = exactDistribution(used);
  if (exact) return tails(exact, observed);
  return normalTails(used, observed);
}

/** A stratum as ranks: each value's doubled mid-rank (an integer), and the `to` side's sum of them. */
interface Scored {
  scores: number[];
  m: number;
  observed: number;
}

function scored(s: Stratum): Scored {
  const all = [...s.from.map((v) => ({ v, to: false })), ...s.to.map((v) => ({ v, to: true }))].sort(
    (a, b) => a.v - b.v,
  );
  const scores = new Array<number>(all.length);
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.v === all[i]!.v) j++;
    for (let k = i; k <= j; k++) scores[k] = i + 1 + (j + 1); // twice the mid-rank of positions i+1 … j+1
    i = j + 1;
  }
  const observed = all.reduce((a, x, i) => a + (x.to ? scores[i]! : 0), 0);
  return { scores, m: s.to.length, observed };
}

/**
 * Without ties every doubled rank is even: in units of all strata's common divisor the distributions are half as long.
 */
function inCommonUnits(strata: readonly Scored[]): Scored[] {
  const unit = strata.flatMap((s) => s.scores).reduce(gcd);
  return strata.map((s) => ({ scores: s.scores.map((x) => x / unit), m: s.m, observed: s.observed / unit }));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A distribution over the integers min, min + 1, …: probabilities. */
interface Distribution {
  min: number;
  p: Float64Array;
}

const cache = new Map<string, Distribution>();

/** The null distribution depends only on the strata's scores and sizes; without ties, on their sizes alone. */
function key(s: Scored): string {
  const untied = s.scores.every((x, i) => x === i + 1);
  return untied ? `${s.m}/${s.scores.length}` : `${s.m}|${s.scores.join(',')}`;
}

function remembered(k: string, make: () => Distribution | undefined): Distribution | undefined {
  const known = cache.get(k);
  if (known) return known;
  const d = make();
  if (!d) return undefined;
  if (cache.size > 10_000) cache.clear();
  cache.set(k, d);
  return d;
}

/** The exact distribution of the statistic, or undefined when computing it would take too long. */
function exactDistribution(strata: readonly Scored[]): Distribution | undefined {
  return remembered(strata.map(key).join(' '), () => convolved(strata));
}

function convolved(strata: readonly Scored[]): Distribution | undefined {
  let total: Distribution = { min: 0, p: Float64Array.of(1) };
  for (const s of strata) {
    const maxSum = s.scores.reduce((a, b) => a + b, 0);
    if (s.scores.length * s.m * maxSum > EXACT_WORK) return undefined;
    const d = rankSums(s);
    if (total.p.length * d.p.length > EXACT_WORK) return undefined;
    total = convolve(total, d);
  }
  return total;
}

/**
 * The distribution of the sum of m of these scores, every subset of m equally likely (counted by dynamic programming).
 */
function rankSums(s: Scored): Distribution {
  return remembered(key(s), () => subsetSums(s))!;
}

function subsetSums(s: Scored): Distribution {
  const maxSum = s.scores.reduce((a, b) => a + b, 0);
  // ways[k][t]: subsets of k of the scores seen so far summing to t (floating: counts pass 2^53 at ~60 values).
  const ways = Array.from({ length: s.m + 1 }, () => new Float64Array(maxSum + 1));
  ways[0]![0] = 1;
  for (const score of s.scores) {
    for (let k = s.m; k >= 1; k--) {
      const into = ways[k]!;
      const from = ways[k - 1]!;
      for (let t = maxSum; t >= score; t--) if (from[t - score]! > 0) into[t]! += from[t - score]!;
    }
  }
  const counts = ways[s.m]!;
  let min = 0;
  while (counts[min] === 0) min++;
  let max = maxSum;
  while (counts[max] === 0) max--;
  const all = counts.slice(min, max + 1).reduce((a, b) => a + b, 0);
  return { min, p: counts.slice(min, max + 1).map((c) => c / all) };
}

function convolve(a: Distribution, b: Distribution): Distribution {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    if (a.p[i] === 0) continue;
    const x = a.p[i]!;
    for (let j = 0; j < b.p.length; j++) p[i + j]! += x * b.p[j]!;
  }
  return { min: a.min + b.min, p };
}

function tails(d: Distribution, observed: number): RankTest {
  const at = observed - d.min;
  let upper = 0;
  let lower = 0;
  d.p.forEach((q, i) => {
    if (i >= at) upper += q;
    if (i <= at) lower += q;
  });
  const clamp = (x: number) => Math.min(1, x);
  return {
    more: { pValue: clamp(upper), minAttainable: d.p[d.p.length - 1]! },
    less: { pValue: clamp(lower), minAttainable: d.p[0]! },
  };
}

/**
 * With many trials: the rank sums' exact mean and variance under the null (ties included), summed over
 * strata, and a normal tail with a continuity correction of half a doubled rank.
 */
function normalTails(strata: readonly Scored[], observed: number): RankTest {
  let mean = 0;
  let variance = 0;
  let highest = 0;
  let lowest = 0;
  for (const s of strata) {
    const n = s.scores.length;
    const average = s.scores.reduce((a, b) => a + b, 0) / n;
    mean += s.m * average;
    variance += n > 1 ? ((s.m * (n - s.m)) / (n * (n - 1))) * s.scores.reduce((a, x) => a + (x - average) ** 2, 0) : 0;
    const sorted = [...s.scores].sort((a, b) => a - b);
    highest += sorted.slice(n - s.m).reduce((a, b) => a + b, 0);
    lowest += sorted.slice(0, s.m).reduce((a, b) => a + b, 0);
  }
  const sd = Math.sqrt(variance);
  const above = (t: number) => (sd === 0 ? 1 : 1 - normalCdf((t - mean - 0.5) / sd));
  const below = (t: number) => (sd === 0 ? 1 : normalCdf((t - mean + 0.5) / sd));
  return {
    more: { pValue: above(observed), minAttainable: above(highest) },
    less: { pValue: below(observed), minAttainable: below(lowest) },
  };
}
