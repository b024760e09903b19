/** A proportion with its 95 % Wilson score interval; `rate` and `interval` are null with no trials. */
export interface Rate {
  successes: number;
  trials: number;
  rate: number | null;
  interval: [number, number] | null;
}

const Z95 = 1.959963984540054;

/** Wilson score interval: well-behaved at 0, 1 and small n, unlike the normal approximation. */
export function wilsonInterval(successes: number, trials: number, z = Z95): [number, number] | null {
  if (trials === 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function rate(successes: number, trials: number): Rate {
  return { successes, trials, rate: trials === 0 ? null : successes / trials, interval: wilsonInterval(successes, trials) };
}

/** The standard normal quantile Φ⁻¹(q), 0 < q < 1 (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(q: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.928510446969, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (r: number) => (((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) / ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1);
  if (q < 0.02425) return tail(Math.sqrt(-2 * Math.log(q)));
  if (q > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - q)));
  const r = q - 0.5;
  const s = r * r;
  return ((((((a[0]! * s + a[1]!) * s + a[2]!) * s + a[3]!) * s + a[4]!) * s + a[5]!) * r) / (((((b[0]! * s + b[1]!) * s + b[2]!) * s + b[3]!) * s + b[4]!) * s + 1);
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
