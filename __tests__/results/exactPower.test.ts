import { fisherOneSided } from '../../src/results/compare/fisher.js';
import { below } from '../../src/results/compare/multiplicity.js';
import { familyLevel, smallestDetectable, worstCasePower } from '../../src/results/power/detect.js';
import { fisherPower } from '../../src/results/power/fisherPower.js';

function binomialPmf(n: number, p: number, k: number): number {
  let choose = 1;
  for (let i = 1; i <= k; i++) choose = (choose * (n - k + i)) / i;
  return choose * p ** k * (1 - p) ** (n - k);
}

/** The power by enumerating every pair of outcomes and testing each table as `compare` does. */
function enumeratedPower(n: number, pBase: number, pHead: number, alpha: number): number {
  let power = 0;
  for (let head = 0; head <= n; head++)
    for (let base = 0; base <= n; base++)
      if (below(fisherOneSided(base, n, head, n, 'head-lower'), alpha))
        power += binomialPmf(n, pHead, head) * binomialPmf(n, pBase, base);
  return power;
}

describe("the exact power of compare's one-sided Fisher test", () => {
  it.each([
    [6, 0.9, 0.3, 0.05],
    [8, 0.7, 0.4, 0.05],
    [10, 0.5, 0.2, 0.01],
  ])('n = %d, %d → %d at α = %d: what enumerating every table gives', (n, pBase, pHead, alpha) => {
    const exact = fisherPower(n, pBase, pHead, alpha);
    expect(exact).toBeGreaterThan(0.05);
    expect(exact).toBeCloseTo(enumeratedPower(n, pBase, pHead, alpha), 12);
  });

  it('from a rate of 100 % to 0 %, at a level the one possible table is below, the drop is always found', () => {
    // 3/3 → 0/3 has p = 1/20.
    expect(fisherPower(3, 1, 0, 0.1)).toBe(1);
    expect(fisherPower(3, 1, 0, 0.05)).toBe(0);
  });
});

describe('the smallest drop a number of trials can detect', () => {
  it('is the smallest whole-point drop whose worst-case power reaches 80 %', () => {
    const level = familyLevel(1);
    const points = smallestDetectable(10, 1)!;
    expect(points).toBeGreaterThan(1);
    expect(points).toBeLessThan(100);
    expect(worstCasePower(10, points / 100, level)).toBeGreaterThanOrEqual(0.8);
    expect(worstCasePower(10, (points - 1) / 100, level)).toBeLessThan(0.8);
  });

  it('a power reached exactly counts: only 100 % → 0 % is found with certainty', () => {
    expect(smallestDetectable(10, 1, 1)).toBe(100);
  });

  it('none when not even 100 % → 0 % could be called: one trial a side', () => {
    expect(smallestDetectable(1, 1)).toBeNull();
  });
});
