import { regressedTargets, type Bisection } from '../../src/bisect/bisect.js';
import { bisectedLines, bisectLine, bisectText } from '../../src/bisect/text.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { makeResults } from '../helpers/results.js';

/**
 * A hunk of a file whose name and first line a hostile PR wrote: a mention, a link, a forged section marker, a pipe and
 * backticks.
 */
const HOSTILE = {
  id: 2,
  kind: 'hunk' as const,
  label: 'hunk 1 of @octocat [x](https://e.vil) <!-- caliper:section --> |.md',
  file: 'x',
  line: 3,
  excerpt: '`- Use when` @admin <b>',
};

function bisection(outcome: Bisection['outcome']): Bisection {
  return {
    target: {
      skill: 'csv',
      backend: 'claude-code',
      caseId: 'should',
      metric: 'activation',
      base: { successes: 10, trials: 10 },
      head: { successes: 2, trials: 10 },
    },
    parts: [{ id: 1, kind: 'description', label: 'the description', file: 'SKILL.md' }, HOSTILE],
    unbisected: [],
    trials: [
      {
        parts: [1],
        reverted: { successes: 2, trials: 10 },
        test: { pValue: 0.69, minAttainable: 0.001 },
        restores: false,
        results: 'a',
      },
      {
        parts: [2],
        reverted: { successes: 9, trials: 10 },
        test: { pValue: 0.0027, minAttainable: 0.001 },
        restores: true,
        results: 'b',
      },
    ],
    outcome,
  };
}

describe('what bisect says, and where the comment puts it', () => {
  const found = bisection({
    kind: 'found',
    part: HOSTILE,
    trial: {
      parts: [2],
      reverted: { successes: 9, trials: 10 },
      test: { pValue: 0.0027, minAttainable: 0.001 },
      restores: true,
      results: 'b',
    },
  });

  it('names the part with the head’s count, the reverted run’s and the p-value, as the issue words it', () => {
    expect(bisectLine(found, 'text')).toBe(
      'bisect (activation, case should): the drop follows hunk 1 of @octocat ' +
        '[x](https://e.vil) <!-- caliper:section --> |.md at line 3 (``- Use ' +
        'when` @admin <b>`): 2/10 vs 9/10, p = 0.003',
    );
    expect(bisectLine(bisection({ kind: 'none', why: 'no part reverted alone restores the rate' }), 'text')).toBe(
      'bisect (activation, case should): no single part explains it: no part ' +
        'reverted alone restores the rate (closest: hunk 1 of @octocat ' +
        '[x](https://e.vil) <!-- caliper:section --> |.md at line 3 (``- Use ' +
        'when` @admin <b>`): 2/10 vs 9/10, p = 0.003)',
    );
    expect(bisectText({ skill: 'csv', test: 't', agentRuns: 20, bisections: [found] })).toContain(
      '  reverted part 2: 9/10, p = 0.0027, restores the rate\n',
    );
  });

  it('puts the line under the regressed row of the comment, the PR’s words escaped by the one markdown escaper', () => {
    const outcome = compareResults(
      makeResults([{ skill: 'csv', activated: 10, trials: 10 }]),
      makeResults([{ skill: 'csv', activated: 2, trials: 10, hash: 'h2' }]),
    );
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    const comment = comparisonMarkdown(outcome.comparison, {
      baseSha: undefined,
      headSha: undefined,
      summaryUrl: undefined,
      bisected: bisectedLines([{ skill: 'csv', test: 't', agentRuns: 20, bisections: [found] }]),
    });
    const lines = comment.split('\n');
    const row = lines.findIndex((l) => l.startsWith('- `csv` × claude-code: activation'));
    expect(row).toBeGreaterThan(0);
    const line = lines[row + 1]!;
    expect(line).toMatch(/^ {2}- bisect \(activation, case `should`\): the drop follows hunk 1 of /);
    expect(line).toContain(': 2/10 vs 9/10, p = 0.003');
    // Nothing the PR wrote pings, links, forges a section or breaks out of its code span (inside one, text is inert).
    expect(line.match(/`/g)).toHaveLength(4);
    expect(line.replace(/`[^`]*`/g, '')).not.toMatch(/@octocat|@admin|\]\(|<!--|<b>/);
    expect(line).toContain('(`ˋ- Use whenˋ @admin <b>`)');
    // Only the activation row carries it: the execution row regressed too, and was not bisected here.
    expect(lines[lines.findIndex((l) => l.startsWith('- `csv` × claude-code: execution')) + 1]).not.toContain('bisect');
  });

  it('takes the case of the regressed row that dropped most', () => {
    const base = makeResults([{ skill: 'csv', activated: 10, trials: 10 }]);
    const head = makeResults([{ skill: 'csv', activated: 2, trials: 10, hash: 'h2' }]);
    expect(regressedTargets(base, head, 'csv').map((t) => [t.metric, t.caseId, t.head])).toEqual([
      ['activation', 'should', { successes: 2, trials: 10 }],
      ['execution', 'should', { successes: 2, trials: 10 }],
    ]);
    expect(regressedTargets(base, base, 'csv')).toEqual([]);
  });
});
