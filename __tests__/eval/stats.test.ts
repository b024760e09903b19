import { rate, wilsonInterval } from '../../src/results/stats.js';

describe('wilsonInterval', () => {
  it('matches published values', () => {
    // Reference values for the 95 % Wilson score interval.
    const [lo, hi] = wilsonInterval(8, 10)!;
    expect(lo).toBeCloseTo(0.4902, 3);
    expect(hi).toBeCloseTo(0.9433, 3);
    const [lo0, hi0] = wilsonInterval(0, 10)!;
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 3);
    const [lo1, hi1] = wilsonInterval(1, 1)!;
    expect(lo1).toBeCloseTo(0.2065, 3);
    expect(hi1).toBe(1);
  });

  it('is null without trials and narrows as trials grow', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(rate(0, 0)).toEqual({ successes: 0, trials: 0, rate: null, interval: null });
    const width = (n: number) => {
      const [a, b] = wilsonInterval(n / 2, n)!;
      return b - a;
    };
    expect(width(100)).toBeLessThan(width(10));
  });
});
