import { compareResults } from '../../src/results/compare/compare.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { comparisonText } from '../../src/report/comparison/text.js';
import { ruledOut } from '../../src/report/comparison/ruledOut.js';
import { makeResults } from '../helpers/results.js';

describe('every inconclusive rate says what it could and could not rule out', () => {
  it('from the 95 % interval of the difference: the largest drop it leaves open', () => {
    expect(
      ruledOut({ metric: 'activation', verdict: 'inconclusive', difference: { value: -0.1, interval: [-0.42, 0.2] } }),
    ).toBe('rules out a drop of more than 42 points, not a smaller one');
    expect(
      ruledOut({ metric: 'execution', verdict: 'inconclusive', difference: { value: 0.3, interval: [0.05, 0.5] } }),
    ).toBe('rules out any drop');
    // For false activation, the rise is what matters.
    expect(
      ruledOut({
        metric: 'false-activation',
        verdict: 'inconclusive',
        difference: { value: 0, interval: [-0.2, 0.31] },
      }),
    ).toBe('rules out a rise of more than 31 points, not a smaller one');
    expect(
      ruledOut({ metric: 'activation', verdict: 'regressed', difference: { value: -0.5, interval: [-0.7, -0.3] } }),
    ).toBe('');
    // Rounded up: an interval that reaches −42.2 points does not rule out a 42-point drop.
    expect(
      ruledOut({ metric: 'activation', verdict: 'inconclusive', difference: { value: -0.1, interval: [-0.422, 0.2] } }),
    ).toBe('rules out a drop of more than 43 points, not a smaller one');
    // Under --trials auto the interval ignores the stopping rule: said to be approximate.
    expect(
      ruledOut(
        { metric: 'activation', verdict: 'inconclusive', difference: { value: -0.1, interval: [-0.42, 0.2] } },
        { sequential: true },
      ),
    ).toBe('approximately rules out a drop of more than 42 points, not a smaller one');
  });

  it('in the comment and the terminal, beside the advice', () => {
    const outcome = compareResults(
      makeResults([{ skill: 'pdf', activated: 9, trials: 10 }]),
      makeResults([{ skill: 'pdf', activated: 6, trials: 10, hash: 'h2' }]),
    );
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    const activation = outcome.comparison.aggregates[0]!.metrics.find((m) => m.metric === 'activation')!;
    expect(activation.verdict).toBe('inconclusive');
    const drop = Math.ceil(-activation.difference!.interval[0] * 100 - 1e-9);
    const said =
      `inconclusive (run ${activation.moreTrials} more trials): rules out a ` +
      `drop of more than ${drop} points, not a smaller one`;
    expect(
      comparisonMarkdown(outcome.comparison, { baseSha: undefined, headSha: undefined, summaryUrl: undefined }),
    ).toContain(said);
    expect(comparisonText(outcome.comparison)).toContain(said);
  });
});
