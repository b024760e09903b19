import { liftFinding, liftOf } from '../../src/results/lift.js';
import { checkResults } from '../../src/results/schema.js';
import type { CaseSummary, Results } from '../../src/results/types.js';
import { resultsTable } from '../../src/report/resultsTable.js';
import { liftCallout } from '../../src/report/liftText.js';
import { executionCase as caseOf } from '../helpers/caseSummaries.js';

describe('lift: with the skill − without it, over the cases both arms ran', () => {
  it('pairs cases by id and leaves out a case one arm lacks or measured only in errors', () => {
    const lift = liftOf(
      [caseOf('a', 10, 10), caseOf('b', 5, 10), caseOf('only-with', 10, 10)],
      [caseOf('a', 0, 10), caseOf('b', 5, 10), caseOf('errors', 0, 4, 4)],
      false,
    );
    expect(lift.with.caseWeighted!.rate).toBeCloseTo(0.75);
    expect(lift.without.caseWeighted!.rate).toBeCloseTo(0.25);
    expect(lift.difference!.value).toBeCloseTo(0.5);
    expect(lift.difference!.interval[0]).toBeGreaterThan(0);
    expect(lift.pValue!.helps).toBeLessThan(0.01);
    expect(lift.pValue!.hurts).toBeGreaterThan(0.99);
    expect(liftFinding(lift)).toBe('helps');
    // Every baseline case is kept in the record, counted or not.
    expect(lift.cases.map((c) => c.id)).toEqual(['a', 'b', 'errors']);
  });

  it("counts the checks both arms run (taskPasses), not the skill arm's checks about the skill", () => {
    // The skill arm solved every task, but its activation check failed in 8 of 10: the task passed.
    const withSkill = { ...caseOf('a', 2, 10), taskPasses: 10 };
    const lift = liftOf([withSkill], [caseOf('a', 2, 10)], false);
    expect(lift.with.caseWeighted!.rate).toBe(1);
    expect(lift.difference!.value).toBeCloseTo(0.8);
    expect(liftFinding(lift)).toBe('helps');
  });

  it('with no case measured in both arms there is no lift, not a lift of 0', () => {
    const lift = liftOf([caseOf('a', 3, 3)], [caseOf('a', 0, 2, 2)], false);
    expect(lift.difference).toBeNull();
    expect(lift.pValue).toBeNull();
    expect(liftFinding(lift)).toBe('unmeasured');
  });

  it('a skill the agent does worse with is called out in the table, in both media', () => {
    const hurts = liftOf([caseOf('a', 0, 10)], [caseOf('a', 10, 10)], false);
    expect(liftFinding(hurts)).toBe('hurts');
    expect(liftCallout({ lift: hurts })).toBe('the agent does worse with this skill than with none');
    const results = resultsWith([caseOf('a', 0, 10)], hurts);
    expect(resultsTable(results, 'text')).toContain(
      'bad-skill × claude-code: the agent does worse with this skill than with none.',
    );
    expect(resultsTable(results, 'markdown')).toContain(
      '**bad-skill × claude-code: the agent does worse with this skill than with none.**',
    );
    expect(resultsTable(results, 'text')).toMatch(/−100 pts \[−100, −\d+\] · without 100%/);
  });

  it(
    'results.json keeps the baseline cases and recomputes the lift from ' + 'them: a planted difference is not read',
    () => {
      const honest = liftOf([caseOf('a', 0, 10)], [caseOf('a', 10, 10)], false);
      const planted = { ...honest, difference: { value: 1, interval: [0.9, 1] }, pValue: { helps: 0, hurts: 1 } };
      const loaded = checkResults(JSON.parse(JSON.stringify(resultsWith([caseOf('a', 0, 10)], planted as never))));
      expect(loaded.results[0]!.lift!.difference).toEqual(honest.difference);
      expect(liftFinding(loaded.results[0]!.lift!)).toBe('hurts');
      // A file without a baseline arm has no lift, and the table no lift column.
      const without = checkResults(
        JSON.parse(
          JSON.stringify({
            ...resultsWith([caseOf('a', 0, 10)], honest),
            results: [{ ...resultsWith([caseOf('a', 0, 10)], honest).results[0], lift: undefined }],
          }),
        ),
      );
      expect(without.results[0]!.lift).toBeUndefined();
      expect(resultsTable(without, 'text')).not.toContain('lift');
    },
  );
});

function resultsWith(cases: CaseSummary[], lift: ReturnType<typeof liftOf>): Results {
  const r = { successes: 0, trials: 0, rate: null, interval: null };
  return {
    meta: {
      era: '2026-11',
      discipline: 'install-discover',
      modelSource: { kind: 'scripted' },
      caliperVersion: '0.1.0',
      backends: [{ name: 'claude-code', version: '2.1.332', model: 'scripted' }],
      defaultTrials: 3,
      isolation: 'bubblewrap',
      network: { allow: ['scripted-model'] },
      platform: 'linux',
      startedAt: '2026-12-01T00:00:00.000Z',
      finishedAt: '2026-12-01T00:00:01.000Z',
    },
    results: [
      {
        skill: 'bad-skill',
        backend: 'claude-code',
        backendVersion: '2.1.332',
        model: 'scripted',
        skillHashes: { 'bad-skill': 'a'.repeat(64) },
        specHash: 'b'.repeat(64),
        cases,
        aggregate: {
          activation: r,
          falseActivation: r,
          execution: { successes: 0, trials: 10, rate: 0, interval: [0, 0.28] },
        },
        errors: 0,
        lift,
      },
    ],
    skipped: [],
  };
}
