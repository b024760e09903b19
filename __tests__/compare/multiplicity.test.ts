import { holmTarone, taroneCount } from '../../src/results/compare/multiplicity.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { comparisonText } from '../../src/report/comparison/text.js';
import { makeResults } from '../helpers/results.js';

const untestable = (n: number) => Array.from({ length: n }, () => ({ pValue: 1, minAttainable: 1 }));

describe("Holm's step-down with Tarone's rule", () => {
  it('does not charge a rate that cannot reach significance: two live rates among 20 are tested as two', () => {
    const tests = [{ pValue: 0.004, minAttainable: 0.001 }, { pValue: 0.03, minAttainable: 0.02 }, ...untestable(18)];
    expect(
      taroneCount(
        tests.map((t) => t.minAttainable),
        0.05,
      ),
    ).toBe(2);
    // Plain Holm over 20 would need p < 0.0025 and find nothing; here 0.004 < 0.05/2, then 0.03 < 0.05/1.
    expect(holmTarone(tests, 0.05)).toEqual({ significant: [true, true, ...Array(18).fill(false)], comparisons: 20 });
  });

  it('is plain Holm when every rate could reach significance, and stops at the first rate that fails', () => {
    const live = (p: number) => ({ pValue: p, minAttainable: 1e-9 });
    const outcome = holmTarone([live(0.03), live(0.001), live(0.013), live(0.04)], 0.05);
    // 0.001 < 0.05/4, 0.013 < 0.05/3, then 0.03 >= 0.05/2: stop, so 0.04 is not significant either.
    expect(outcome.significant).toEqual([false, true, true, false]);
  });
});

describe('a report shows what did not survive the correction', () => {
  it('keeps the per-rate drop in the table, hollow and marked, out of the headline and the regressed list', () => {
    const rows = (last: number) =>
      Array.from({ length: 10 }, (_, i) => ({ skill: `skill-${i}`, activated: i === 9 ? last : 9, trials: 10 }));
    const outcome = compareResults(makeResults(rows(10)), makeResults(rows(6)));
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    const c = outcome.comparison;
    expect(c.correction).toMatchObject({ method: 'holm-tarone', alpha: 0.05, comparisons: 30 });
    expect(c.verdict).not.toBe('regressed');
    const md = comparisonMarkdown(c, { baseSha: undefined, headSha: undefined, summaryUrl: undefined });
    expect(md).toMatch(
      new RegExp(
        '\\| `skill-9` \\| 100% → 60% ▽ regressed \\(not significant after 30 ' +
          String.raw`comparisons; run \d+ more trials\): rules out a drop of more than \d+ ` +
          String.raw`points, not a smaller one \|`,
      ),
    );
    expect(md).not.toContain('**Regressed:**');
    expect(md).toContain('family-wise over every rate of the report');
    expect(comparisonText(c)).toContain(
      'activation        100% → 60% ▽ regressed (not significant after 30 comparisons;',
    );
  });
});
