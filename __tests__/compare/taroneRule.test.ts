// Tarone's count and the "below α" rule of the report's correction, on inputs chosen by hand (issue #38's
// mutation run of src/results/compare/multiplicity.ts).
import { below, taroneCount } from '../../src/results/compare/multiplicity.js';

describe("Tarone's K: the smallest k with at most k tests able to reach α/k", () => {
  it('counts the tests that can reach the threshold whatever order they come in', () => {
    // Two of six can reach 0.05 (0.001, 0.002): K = 2, not the 0 an unsorted search would find.
    expect(taroneCount([0.5, 0.6, 0.001, 0.7, 0.002, 0.8], 0.05)).toBe(2);
  });

  it('a test whose smallest p-value is exactly α/k can reach it', () => {
    // k = 1: 0.05 and 0.001 both reach 0.05, two > 1; k = 2: only 0.001 reaches 0.025.
    expect(taroneCount([0.05, 0.001], 0.05)).toBe(2);
  });

  it('divides α by k: three tests of which two reach α/2 give K = 2', () => {
    expect(taroneCount([0.001, 0.02, 0.04], 0.05)).toBe(2);
    expect(taroneCount([0.001, 0.002, 0.003], 0.05)).toBe(3);
  });
});

describe('a p-value below the threshold', () => {
  it('within a relative 1e-9 of the threshold counts as equal to it, so not below; further under, below', () => {
    expect(below(0.05 * (1 - 1e-9), 0.05)).toBe(false);
    expect(below(0.05 * (1 - 5e-10), 0.05)).toBe(false);
    expect(below(0.05 * (1 - 2e-9), 0.05)).toBe(true);
    expect(below(0.05, 0.05)).toBe(false);
  });
});
