import { mergeResults } from '../../src/results/merge.js';
import {
  providerErrorAttemptText,
  providerErrorsText,
  providerErrorTotals,
  sumProviderErrors,
} from '../../src/results/providerErrors.js';
import { checkResults } from '../../src/results/schema.js';
import type { Results, TrialRecord } from '../../src/results/types.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { makeResults } from '../helpers/results.js';

const sampleResults = () => makeResults([{ skill: 'pdf', activated: 3, trials: 4 }]);
const compared = (base: Results, head: Results) => {
  const outcome = compareResults(base, head);
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome.comparison;
};
const md = (base: Results, head: Results) =>
  comparisonMarkdown(compared(base, head), { baseSha: undefined, headSha: undefined, summaryUrl: undefined });

const record = (providerErrors: TrialRecord['providerErrors']) => ({ providerErrors }) as TrialRecord;

describe("a run's provider errors: counted, checked, merged, and said in the comment", () => {
  it('counts the trials a provider failed on some attempt, with the statuses named', () => {
    const totals = providerErrorTotals([
      record(undefined),
      record([{ attempt: 1, status: 529, message: 'x' }]),
      record([
        { attempt: 1, status: 429, message: 'x' },
        { attempt: 2, message: 'cut' },
      ]),
    ]);
    expect(totals).toEqual({ trials: 2, statuses: [429, 529] });
    expect(providerErrorsText(totals!)).toBe('2 trials hit provider errors (429, 529)');
    expect(providerErrorTotals([record(undefined)])).toBeUndefined();
  });

  it(
    "merge adds the shards' totals (not the first shard's alone); the " +
      'results check reads them and refuses a status that is none',
    () => {
      expect(
        sumProviderErrors([{ trials: 1, statuses: [429] }, undefined, { trials: 2, statuses: [503, 429] }]),
      ).toEqual({ trials: 3, statuses: [429, 503] });
      const base = sampleResults();
      const a: Results = { ...base, meta: { ...base.meta, providerErrors: { trials: 1, statuses: [429] } } };
      const b: Results = {
        ...base,
        meta: { ...base.meta, providerErrors: undefined },
        results: base.results.map((r) => ({ ...r, skill: `${r.skill}-b` })),
      };
      // The first shard had none: the merged run still says the second's.
      const merged = mergeResults([
        { name: 'b', results: b },
        { name: 'a', results: a },
      ]);
      expect(merged.kind === 'merged' && merged.results.meta.providerErrors).toEqual({ trials: 1, statuses: [429] });
      const none = mergeResults([
        { name: 'a', results: { ...a, meta: { ...a.meta, providerErrors: undefined } } },
        { name: 'b', results: b },
      ]);
      expect(none.kind === 'merged' && none.results.meta.providerErrors).toBeUndefined();
      expect(checkResults(JSON.parse(JSON.stringify(a))).meta.providerErrors).toEqual({ trials: 1, statuses: [429] });
      expect(() =>
        checkResults(
          JSON.parse(JSON.stringify({ ...a, meta: { ...a.meta, providerErrors: { trials: 1, statuses: [200] } } })),
        ),
      ).toThrow(/providerErrors.statuses\[0\]: must be an HTTP error status/);
    },
  );

  it('the comment names them for each side that had any', () => {
    const base = sampleResults();
    const head: Results = { ...base, meta: { ...base.meta, providerErrors: { trials: 3, statuses: [429] } } };
    expect(md(base, head)).toContain(
      '**Provider errors:** head: 3 trials hit provider errors (429). They were retried',
    );
    expect(md(base, base)).not.toContain('Provider errors');
  });

  it("says each attempt: its status by name, the wait before the retry, and the CLI's words", () => {
    expect(
      providerErrorAttemptText({
        attempt: 1,
        status: 429,
        message: 'API Error: 429 Too Many Requests',
        retriedAfterMs: 1000,
      }),
    ).toBe('attempt 1: 429 rate limited, retried after 1 s: API Error: 429 Too Many Requests');
    expect(providerErrorAttemptText({ attempt: 2, status: 529, message: 'Overloaded', retriedAfterMs: 2500 })).toBe(
      'attempt 2: 529 overloaded, retried after 2.5 s: Overloaded',
    );
    // The last attempt, given up: no wait; a status with no name, and none at all.
    expect(providerErrorAttemptText({ attempt: 3, status: 418, message: 'teapot' })).toBe('attempt 3: 418: teapot');
    expect(providerErrorAttemptText({ attempt: 3, message: 'socket hang up' })).toBe(
      'attempt 3: no status named: socket hang up',
    );
  });
});
