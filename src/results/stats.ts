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
