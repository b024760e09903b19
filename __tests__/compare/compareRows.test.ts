// What compare puts on its rows that the other compare tests leave open (issue #38's mutation run of
// src/results): rows only one side has, the case rows' flakiness and rates, the head's out-of-turns count,
// the lift's corrected verdict, the --strict endpoint refusal, and the combined test of a single case.
import { combinedOneSided, fisherMinimum, fisherOneSided } from '../../src/results/compare/fisher.js';
import { compareResults, installedSet } from '../../src/results/compare/compare.js';
import { liftOf } from '../../src/results/lift.js';
import type { Results } from '../../src/results/types.js';
import { executionCase } from '../helpers/caseSummaries.js';
import { makeResults } from '../helpers/results.js';

const compared = (base: Results, head: Results) => {
  const outcome = compareResults(base, head);
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome.comparison;
};

describe('a skill × backend row only one side has', () => {
  it('a row new in the head is compared as head-only, named after the head’s row', () => {
    const c = compared(
      makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]),
      makeResults([
        { skill: 'pdf', activated: 8, trials: 10 },
        { skill: 'csv', activated: 6, trials: 10 },
      ]),
    );
    expect(c.aggregates.map((a) => [a.skill, a.presence])).toEqual([
      ['csv', 'head-only'],
      ['pdf', 'both'],
    ]);
    expect(c.cases.filter((r) => r.skill === 'csv').map((r) => r.presence)).toEqual(['head-only', 'head-only']);
  });

  it('a row the head dropped is compared as base-only, with no lift and no out-of-turns count', () => {
    const base = makeResults([
      { skill: 'pdf', activated: 8, trials: 10 },
      { skill: 'csv', activated: 6, trials: 10 },
    ]);
    base.results[1]!.outOfTurns = 2;
    const c = compared(base, makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]));
    const csv = c.aggregates.find((a) => a.skill === 'csv')!;
    expect(csv.presence).toBe('base-only');
    expect(csv.lift).toBeUndefined();
    expect(csv.outOfTurns).toBeUndefined();
  });
});

describe('the head’s trials stopped at the turn limit', () => {
  it('are shown on the row as the head counted them, and not at all when only the base had some', () => {
    const counted = (base: number | undefined, head: number | undefined) => {
      const b = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]);
      const h = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]);
      if (base !== undefined) b.results[0]!.outOfTurns = base;
      if (head !== undefined) h.results[0]!.outOfTurns = head;
      return compared(b, h).aggregates[0]!.outOfTurns;
    };
    expect(counted(undefined, 2)).toBe(2);
    expect(counted(3, 2)).toBe(2);
    expect(counted(3, undefined)).toBeUndefined();
  });
});

describe('a case row', () => {
  const caseRow = (c: ReturnType<typeof compared>, id: string) => c.cases.find((r) => r.caseId === id)!;

  it('is flaky when nothing changed and either side’s outcomes were mixed', () => {
    // Base 5/10 is mixed, head 10/10 is not: one side is enough.
    const mixedBase = compared(
      makeResults([{ skill: 'pdf', activated: 5, trials: 10 }]),
      makeResults([{ skill: 'pdf', activated: 10, trials: 10 }]),
    );
    expect(caseRow(mixedBase, 'should').flaky).toBe(true);
    const mixedHead = compared(
      makeResults([{ skill: 'pdf', activated: 10, trials: 10 }]),
      makeResults([{ skill: 'pdf', activated: 5, trials: 10 }]),
    );
    expect(caseRow(mixedHead, 'should').flaky).toBe(true);
  });

  it('is not flaky when each side always passed or always failed: 10/10 → 10/10, 0/10 → 0/10', () => {
    const c = compared(
      makeResults([{ skill: 'pdf', activated: 10, trials: 10 }]),
      makeResults([{ skill: 'pdf', activated: 10, trials: 10 }]),
    );
    expect(caseRow(c, 'should').flaky).toBe(false);
    // The should-not case never fired: a rate of 0 is as settled as a rate of 1.
    expect(caseRow(c, 'should-not').flaky).toBe(false);
  });

  it('of a should-not-activate case compares its false activation', () => {
    const c = compared(
      makeResults([{ skill: 'pdf', activated: 10, trials: 10, falseActivations: 0 }]),
      makeResults([{ skill: 'pdf', activated: 10, trials: 10, falseActivations: 6 }]),
    );
    const row = caseRow(c, 'should-not');
    expect(
      row.metrics.map((m) => [m.metric, m.base.successes, m.base.trials, m.head.successes, m.head.trials]),
    ).toEqual([['false-activation', 0, 10, 6, 10]]);
  });

  it('of a case new in the head compares its rate against no trials in the base', () => {
    const head = makeResults([{ skill: 'pdf', activated: 10, trials: 10 }]);
    head.results[0]!.cases.push(executionCase('added', 3, 4));
    const c = compared(makeResults([{ skill: 'pdf', activated: 10, trials: 10 }]), head);
    const row = caseRow(c, 'added');
    expect(row.metrics.map((m) => [m.metric, m.base.trials, m.head.successes, m.head.trials])).toEqual([
      ['execution', 0, 3, 4],
    ]);
  });
});

describe('a row’s lift after the report’s correction', () => {
  it('a lift that falls from +100 to 0 points, significant after the correction, is regressed', () => {
    const lifted = (withSkill: number) => {
      const r = makeResults([{ skill: 'pdf', activated: withSkill, trials: 10 }]);
      r.results[0]!.lift = liftOf(r.results[0]!.cases, [executionCase('should', 0, 10)], false);
      return r;
    };
    const lift = compared(lifted(10), lifted(0)).aggregates[0]!.lift!;
    expect(lift.verdict).toBe('regressed');
    expect(lift.notSignificantAfter).toBeUndefined();
  });
});

describe('refusals', () => {
  it('under --strict, refuses real-model runs that reached different endpoints, naming both', () => {
    const at = (endpoint: string) =>
      makeResults([{ skill: 'pdf', activated: 8, trials: 10 }], { modelSource: { kind: 'real', endpoint } });
    expect(compareResults(at('https://a.example'), at('https://b.example'), { strict: true })).toEqual({
      kind: 'refused',
      reason:
        'refusing to compare under --strict: the base reached its model at "https://a.example", ' +
        'the head at "https://b.example".',
    });
    expect(compareResults(at('https://a.example'), at('https://b.example')).kind).toBe('compared');
  });

  it('refuses runs that installed different skills alongside, and names what each installed', () => {
    const row = [{ skill: 'pdf', activated: 8, trials: 10 }];
    const outcome = compareResults(makeResults(row, { alongside: ['csv', 'docx'] }), makeResults(row));
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.reason).toContain(
      'base --alongside csv,docx, head nothing alongside.',
    );
    expect(installedSet(makeResults(row, { alongside: 'all' }).meta)).toBe('--alongside all');
  });
});

describe('the combined test of sequentially stopped cases', () => {
  it('with one informative case left, is that case’s own Fisher test, to the last digit', () => {
    // 9/10 → 4/10, beside a case that always passed (one possible table, so it drops out).
    const strata = [
      { base: { successes: 9, trials: 10 }, head: { successes: 4, trials: 10 } },
      { base: { successes: 5, trials: 5 }, head: { successes: 5, trials: 5 } },
    ];
    const tests = combinedOneSided(strata);
    expect(tests.headLower.pValue).toBe(fisherOneSided(9, 10, 4, 10, 'head-lower'));
    expect(tests.headLower.minAttainable).toBe(fisherMinimum(9, 10, 4, 10, 'head-lower'));
    expect(tests.headHigher.pValue).toBe(fisherOneSided(9, 10, 4, 10, 'head-higher'));
  });
});
