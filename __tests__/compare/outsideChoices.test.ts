import { aggregate } from '../../src/results/aggregate.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { recordableResults } from '../../src/results/recordable.js';
import { checkResults } from '../../src/results/schema.js';
import type { Results } from '../../src/results/types.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { comparisonText } from '../../src/report/comparison/text.js';
import { resultsTable } from '../../src/report/resultsTable.js';
import { makeResults } from '../helpers/results.js';

// Issue 22: a choice of a skill outside the set under test reaches the PR comment on its row, by name
// and count, never as "chose no skill"; results.json keeps it in a form its check reads back.
const withOutside = (chosenOutside: Record<string, number> | undefined): Results => {
  const r = makeResults([{ skill: 'internal-comms', activated: 0, trials: 3 }]);
  return { ...r, results: r.results.map((row) => ({ ...row, ...(chosenOutside && { chosenOutside }) })) };
};
const ctx = { baseSha: undefined, headSha: undefined, summaryUrl: undefined };

describe('a row whose agent chose skills outside the set under test', () => {
  it("is flagged on its row of the comment and of compare's text, with each name's trials", () => {
    const outcome = compareResults(withOutside(undefined), withOutside({ 'plugin-authoring': 2, 'cc:doctor': 1 }));
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    expect(comparisonMarkdown(outcome.comparison, ctx)).toContain(
      'chose plugin-authoring (2 trials), cc:doctor (1 trial), not under test',
    );
    expect(comparisonText(outcome.comparison)).toContain(
      'chose plugin-authoring (2 trials), cc:doctor (1 trial), not under test',
    );
  });

  it("is said under the score table, the terminal's and the head-only comment's, names escaped for markdown", () => {
    const results = withOutside({ 'plugin-authoring': 2, my_skill_: 1 });
    expect(resultsTable(results, 'text')).toContain(
      'internal-comms × claude-code: the agent chose plugin-authoring (2 trials), my_skill_ (1 trial), not under test.',
    );
    expect(resultsTable(results, 'markdown')).toContain(
      '**internal-comms × claude-code: the agent chose plugin-authoring (2 ' +
        'trials), my&#95;skill&#95; (1 trial), not under test.**',
    );
    expect(resultsTable(withOutside(undefined), 'text')).not.toContain('not under test');
  });

  it('is written and read back; a name the redactor or a forger made markup is not', () => {
    const written = JSON.parse(
      JSON.stringify(recordableResults(withOutside({ 'plugin-authoring': 2, '[redacted]': 1 }))),
    );
    expect(checkResults(written).results[0]!.chosenOutside).toEqual({ 'plugin-authoring': 2 });
    const forged = JSON.parse(JSON.stringify(withOutside({ '<img src=x>': 1 })));
    expect(() => checkResults(forged)).toThrow(/\$\.results\[0\]\.chosenOutside/);
  });

  it('is counted from the trials of the row that ran, the most chosen first', () => {
    const base = makeResults([{ skill: 's', activated: 0, trials: 1 }]);
    const plan = (trial: number) => ({
      key: `s|claude-code|c|${trial}`,
      skill: 's',
      backend: 'claude-code' as const,
      spec: { hash: 'h' },
      evalCase: { id: 'c', prompt: 'p', checks: [] },
      trial,
      arm: 'skill' as const,
      installs: [],
      fixtures: [],
      fingerprint: 'f',
      notes: [],
    });
    const record = (trial: number, outcome: 'pass' | 'fail' | 'error', chosenOutside?: string[]) => ({
      type: 'trial' as const,
      key: `s|claude-code|c|${trial}`,
      skill: 's',
      backend: 'claude-code' as const,
      caseId: 'c',
      trial,
      outcome,
      checks: [],
      usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
      durationMs: 0,
      attempts: 1,
      backendVersion: undefined,
      model: undefined,
      finishedAt: '',
      ...(chosenOutside && { chosenOutside }),
    });
    const records = new Map(
      [record(1, 'fail', ['b', 'a']), record(2, 'pass', ['a']), record(3, 'error', ['c']), record(4, 'pass')].map(
        (r) => [r.key, r],
      ),
    );
    const results = aggregate([1, 2, 3, 4].map(plan) as never, records, base.meta, []);
    expect(Object.entries(results.results[0]!.chosenOutside!)).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
