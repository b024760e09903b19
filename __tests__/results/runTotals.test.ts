// A run's totals and the sentences about them that the other tests leave open (issue #38's mutation run
// of src/results): a case's cost and a row's backend version from its trials, the gate on a head that
// measured nothing, and the words of the merge refusal, the not-evaluated note and the provider errors.
import { aggregate } from '../../src/results/aggregate.js';
import { type Gates, gateFailures } from '../../src/results/gates.js';
import { mergeResults } from '../../src/results/merge.js';
import { notEvaluatedText } from '../../src/results/notEvaluated.js';
import { providerErrorsText } from '../../src/results/providerErrors.js';
import type { TrialRecord } from '../../src/results/types.js';
import { makeResults, trialRecord } from '../helpers/results.js';

const key = (trial: number) => `s|claude-code|c|${trial}`;
const plan = (trial: number) => ({
  key: key(trial),
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
// No version or model unless a test gives one: the row's backendVersion is read from the trials.
const record = (trial: number, extra: Partial<TrialRecord> = {}): TrialRecord =>
  trialRecord({ key: key(trial), trial, backendVersion: undefined, model: undefined, ...extra });

/** One row of one case, aggregated from these trials. */
const row = (records: TrialRecord[]) =>
  aggregate(
    records.map((r) => plan(r.trial)) as never,
    new Map(records.map((r) => [r.key, r])),
    makeResults([]).meta,
    [],
  ).results[0]!;

describe('a case’s cost', () => {
  it('is the sum of the costs its trials reported, and unknown (not $0) when none reported one', () => {
    const usage = (costUsd: number | undefined) => ({ usage: { inputTokens: 0, outputTokens: 0, costUsd } });
    expect(row([record(1, usage(0.25)), record(2, usage(undefined)), record(3, usage(0.5))]).cases[0]!.costUsd).toBe(
      0.75,
    );
    expect(row([record(1), record(2)]).cases[0]!.costUsd).toBeUndefined();
  });
});

describe('a row’s backend version', () => {
  it('is the first version a trial recorded, past trials that recorded none', () => {
    expect(row([record(1), record(2, { backendVersion: '2.1.400' })]).backendVersion).toBe('2.1.400');
    expect(row([record(1), record(2)]).backendVersion).toBeUndefined();
  });
});

describe('the gate on a head that measured nothing', () => {
  const NONE: Gates = {
    failOnRegression: false,
    failOnError: false,
    minActivation: undefined,
    minExecution: undefined,
    maxFalseActivation: undefined,
  };
  const NOTHING = 'the head measured nothing: every trial was a harness error';

  it('fails a head whose every trial was a harness error', () => {
    const head = makeResults([{ skill: 'pdf', activated: 0, trials: 3 }]);
    for (const c of head.results[0]!.cases) c.errors = c.trials;
    expect(gateFailures(head, undefined, NONE)).toContain(NOTHING);
  });

  it('passes a head with one measured trial, and a head with no rows at all', () => {
    const head = makeResults([{ skill: 'pdf', activated: 1, trials: 3 }]);
    for (const c of head.results[0]!.cases) c.errors = c.trials - 1;
    expect(gateFailures(head, undefined, NONE)).not.toContain(NOTHING);
    expect(gateFailures(makeResults([]), undefined, NONE)).toEqual([]);
  });
});

describe('what a reader is told', () => {
  it('a merge of shards of different disciplines is refused, naming each shard’s era and discipline', () => {
    const a = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]);
    const b = makeResults([{ skill: 'csv', activated: 8, trials: 10 }], { discipline: 'explicit' as never });
    expect(
      mergeResults([
        { name: 'a.json', results: a },
        { name: 'b.json', results: b },
      ]),
    ).toEqual({
      kind: 'refused',
      reason:
        `refusing to merge b.json (era "${a.meta.era}", discipline "explicit") with a.json ` +
        `(era "${a.meta.era}", discipline "install-discover")`,
    });
  });

  it('skills not evaluated, when they fail the run, are told how to fix them or let them pass', () => {
    expect(notEvaluatedText([{ skill: 'pdf', reason: '2 errors in SKILL.md; and more' }], true)).toBe(
      'not evaluated: pdf (2 errors in SKILL.md). Fix them (caliper validate lists the errors), or set ' +
        '`validate.not-evaluated: warning` in .github/caliper.yml to pass without them.',
    );
  });

  it('provider errors whose CLI named no status are counted without a list of statuses', () => {
    expect(providerErrorsText({ trials: 1, statuses: [] })).toBe('1 trial hit provider errors');
    expect(providerErrorsText({ trials: 3, statuses: [] })).toBe('3 trials hit provider errors');
  });
});
