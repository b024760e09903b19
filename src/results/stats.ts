/**
 * A proportion with its 95 % Wilson score interval; `rate` and `interval` are null with no trials.
 * `successes` and `trials` are the pooled counts. On a skill × backend row (`rowRate`) `rate` and
 * `interval` are the case-weighted ones, so one run has one rate everywhere; elsewhere `rate` =
 * successes / trials.
 */
export interface Rate {
  successes: number;
  trials: number;
  rate: number | null;
  interval: [number, number] | null;
  /** On a skill × backend row: the mean of its cases' rates, the rate its verdicts are about. */
  caseWeighted?: CaseWeighted;
}

/**
 * A skill × backend rate as a maintainer reads a spec: the mean of its cases' own rates, each case
 * weighted equally however many trials it ran (under `--trials auto` a case that always passes stops at
 * 8 trials and one that always fails at 3, so pooling the trials would weight them 8 : 3).
 */
export interface CaseWeighted {
  rate: number | null;
  /** The stratified Wilson interval (95 %): Wilson's at the mean rate with `effectiveTrials` trials. */
  interval: [number, number] | null;
  /** Cases with trials; a case whose trials were all harness errors has no rate and is left out. */
  cases: number;
  /** K² / Σ 1/n_k over the K cases: the n of a single proportion as precise as this mean (Kn when all have n). */
  effectiveTrials: number;
}

const Z95 = 1.959963984540054;

/** Wilson score interval: well-behaved at 0, 1 and small n, unlike the normal approximation. */
export function wilsonInterval(successes: number, trials: number, z = Z95): [number, number] | null {
  if (trials === 0) return null;
  return wilsonAt(successes / trials, trials, z);
}

/** Wilson's interval for an observed proportion p at n trials; n need not be whole (the stratified interval). */
function wilsonAt(p: number, trials: number, z: number): [number, number] {
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function rate(successes: number, trials: number): Rate {
  return {
    successes,
    trials,
    rate: trials === 0 ? null : successes / trials,
    interval: wilsonInterval(successes, trials),
  };
}

/**
 * A case's counts; `estimate`, when set, is its rate in place of successes / trials: the unbiased rate of
 * a case `--trials auto` stopped (sequentialEstimate.ts). Tests read the counts, never the estimate.
 */
export interface CaseCounts {
  successes: number;
  trials: number;
  estimate?: number;
}

/**
 * The mean of the cases' proportions with the stratified Wilson interval (Yan & Su 2010, equal weights):
 * the score interval solving (p̄ − p)² = z² p(1 − p) Σ w_k²/n_k, i.e. Wilson's at p̄ with
 * n_eff = 1 / Σ w_k²/n_k = K² / Σ 1/n_k trials. A case at 0 % or 100 % still adds variance (p(1 − p) is
 * taken at the candidate p, not at the case's own rate), so three passes out of three do not make a
 * certainty. With every case at the same n it is exactly the pooled rate and its Wilson interval.
 * Cases without trials are left out.
 */
export function caseWeightedRate(cases: readonly CaseCounts[], z = Z95): CaseWeighted {
  const measured = cases.filter((c) => c.trials > 0);
  const k = measured.length;
  if (k === 0) return { rate: null, interval: null, cases: 0, effectiveTrials: 0 };
  const n = measured[0]!.trials;
  if (measured.every((c) => c.trials === n && c.estimate === undefined)) {
    // The same n everywhere: the pooled proportion, computed as it is (no rounding apart from it).
    const successes = measured.reduce((a, c) => a + c.successes, 0);
    return {
      rate: successes / (k * n),
      interval: wilsonInterval(successes, k * n, z),
      cases: k,
      effectiveTrials: k * n,
    };
  }
  const mean = measured.reduce((a, c) => a + (c.estimate ?? c.successes / c.trials), 0) / k;
  const effectiveTrials = (k * k) / measured.reduce((a, c) => a + 1 / c.trials, 0);
  return { rate: mean, interval: wilsonAt(mean, effectiveTrials, z), cases: k, effectiveTrials };
}

/** The pooled counts, with the case-weighted rate of these cases as the rate (and also as `caseWeighted`). */
export function withCaseWeighted(pooled: Rate, cases: readonly { successes: number; trials: number }[]): Rate {
  const counts = rate(pooled.successes, pooled.trials);
  const caseWeighted = caseWeightedRate(cases);
  if (caseWeighted.rate === null) return { ...counts, caseWeighted };
  return { ...counts, rate: caseWeighted.rate, interval: caseWeighted.interval, caseWeighted };
}

/** Φ(x), the standard normal distribution function (erfc as in Numerical Recipes' erfcc: relative error < 1.2e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + Math.abs(x) / (2 * Math.SQRT2));
  const u = Math.abs(x) / Math.SQRT2;
  const erfc =
    t *
    Math.exp(
      -u * u -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** The standard normal quantile Φ⁻¹(q), 0 < q < 1 (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(q: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.928510446969, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (r: number) =>
    (((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) /
    ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1);
  if (q < 0.02425) return tail(Math.sqrt(-2 * Math.log(q)));
  if (q > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - q)));
  const r = q - 0.5;
  const s = r * r;
  return (
    ((((((a[0]! * s + a[1]!) * s + a[2]!) * s + a[3]!) * s + a[4]!) * s + a[5]!) * r) /
    (((((b[0]! * s + b[1]!) * s + b[2]!) * s + b[3]!) * s + b[4]!) * s + 1)
  );
}

/**
 * Trials per side for a one-sided test at level `alpha` to detect a change from rate p1 to p2 with
 * probability `power`: the normal approximation with Fleiss's continuity correction, which tracks
 * Fisher's exact test closely at these sizes.
 */
export function trialsForPower(p1: number, p2: number, alpha: number, power = 0.8): number {
  const delta = Math.abs(p1 - p2);
  if (delta === 0) return Infinity;
  const mean = (p1 + p2) / 2;
  const za = normalQuantile(1 - alpha);
  const zb = normalQuantile(power);
  const n = (za * Math.sqrt(2 * mean * (1 - mean)) + zb * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))) ** 2 / delta ** 2;
  return Math.ceil((n / 4) * (1 + Math.sqrt(1 + 4 / (n * delta))) ** 2);
}
