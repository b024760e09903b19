import { aggregate, rowRate } from '../../src/results/aggregate.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { gateFailures, type Gates } from '../../src/results/gates.js';
import { checkResults } from '../../src/results/schema.js';
import { unmeasuredFaults } from '../../src/results/unmeasuredRates.js';
import type { TrialRecord, TrialOutcome } from '../../src/results/types.js';
import { resultsFootnote, resultsTable } from '../../src/report/resultsTable.js';
import { transcriptSoFar } from '../../src/eval/runner/trial/activatedBeforeFault.js';
import { parseClaudeTranscript } from '../../src/agents/claude-code/transcript.js';
import { claudeCode } from '../../src/agents/claude-code/index.js';
import { makeResults } from '../helpers/results.js';

// Issue 35 item 7: a skill that fires where it should not and then kills its CLI (or breaks a check)
// turned its false activation into a harness error, in no rate; with every should-not trial an error,
// false activation read "—" and the step passed under allow-errors.

const SHOULD_NOT = { id: 'quiet', prompt: 'p', checks: [{ kind: 'activation', skill: 'censor', expect: false }] };
const SHOULD = { id: 'fires', prompt: 'p', checks: [{ kind: 'activation', skill: 'censor', expect: true }] };

function plan(evalCase: typeof SHOULD, trial: number) {
  return {
    key: `censor|claude-code|${evalCase.id}|${trial}`,
    skill: 'censor',
    backend: 'claude-code' as const,
    spec: { hash: 'h' },
    evalCase,
    trial,
    arm: 'skill' as const,
    installs: [],
    fixtures: [],
    fingerprint: 'f',
    notes: [],
  };
}

function record(
  evalCase: typeof SHOULD,
  trial: number,
  outcome: TrialOutcome,
  extra: Partial<TrialRecord> = {},
): TrialRecord {
  return {
    type: 'trial',
    key: `censor|claude-code|${evalCase.id}|${trial}`,
    skill: 'censor',
    backend: 'claude-code',
    caseId: evalCase.id,
    trial,
    outcome,
    checks: [],
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    durationMs: 0,
    attempts: 1,
    backendVersion: '2.1.332',
    model: undefined,
    finishedAt: '',
    ...extra,
  };
}

const killed = { reason: 'the CLI failed; exit 137' };
const fired = { activations: { censor: 'activated' as const } };
const quiet = { activations: { censor: 'not-activated' as const } };

/** Two trials a case: the should-activate ones fire and pass; the should-not ones as given. */
function run(
  shouldNot: TrialRecord[],
  should: TrialRecord[] = [record(SHOULD, 1, 'pass', fired), record(SHOULD, 2, 'pass', fired)],
) {
  const plans = [
    ...should.map((r) => plan(SHOULD, r.trial)),
    ...shouldNot.map((r) => plan(SHOULD_NOT as typeof SHOULD, r.trial)),
  ];
  const records = new Map([...should, ...shouldNot].map((r) => [r.key, r]));
  return aggregate(plans as never, records, makeResults([]).meta, []);
}

const GATES: Gates = {
  failOnRegression: true,
  failOnError: false,
  minActivation: undefined,
  minExecution: undefined,
  maxFalseActivation: 0.2,
};

describe('a trial that fired before its harness error (issue 35 item 7)', () => {
  it(
    'counts against false activation: killed after firing on a should-not ' +
      'case is a false activation, and still an error',
    () => {
      const results = run([
        record(SHOULD_NOT as typeof SHOULD, 1, 'error', { ...killed, activatedBeforeFault: ['censor'] }),
        record(SHOULD_NOT as typeof SHOULD, 2, 'fail', fired),
      ]);
      const row = results.results[0]!;
      expect(row.cases.find((c) => c.id === 'quiet')).toMatchObject({
        trials: 2,
        errors: 1,
        activations: 1,
        activatedBeforeFault: 1,
      });
      expect(rowRate(row, 'falseActivation')).toMatchObject({ successes: 2, trials: 2, rate: 1 });
      expect(row.errors).toBe(1);
      expect(gateFailures(results, undefined, GATES)).toEqual([
        'censor × claude-code: false activation 100% is over 20%',
      ]);
      // results.json keeps it, and reads back the same.
      expect(checkResults(JSON.parse(JSON.stringify(results))).results[0]!.cases[1]).toMatchObject({
        activatedBeforeFault: 1,
      });
    },
  );

  it('a should-not case whose every trial was killed after firing reads 100% false activation, not "—"', () => {
    const results = run(
      [1, 2].map((t) =>
        record(SHOULD_NOT as typeof SHOULD, t, 'error', { ...killed, activatedBeforeFault: ['censor'] }),
      ),
    );
    expect(rowRate(results.results[0]!, 'falseActivation')).toMatchObject({ successes: 2, trials: 2 });
    expect(resultsTable(results, 'text')).toMatch(/censor\s+claude-code 2\.1\.332\s+2\/2 100% \S+\s+2\/2 100%/);
    expect(unmeasuredFaults(results)).toEqual([]);
    expect(resultsFootnote(results, 'text')).toContain(
      'errors are not in any rate, but for 2 on should-not-activate cases ' +
        'where the skill had fired first, each counted as a false activation.',
    );
  });

  it('never counts for the skill: fired then faulted on a should-activate case stays an error only', () => {
    const results = run(
      [record(SHOULD_NOT as typeof SHOULD, 1, 'pass', quiet)],
      [record(SHOULD, 1, 'error', { ...killed, activatedBeforeFault: ['censor'] }), record(SHOULD, 2, 'fail', quiet)],
    );
    const row = results.results[0]!;
    expect(rowRate(row, 'activation')).toMatchObject({ successes: 0, trials: 1 });
    expect(rowRate(row, 'execution')).toMatchObject({ successes: 0, trials: 1 });
  });

  it('a neighbour that fired before the fault is not the subject', () => {
    const results = run([
      record(SHOULD_NOT as typeof SHOULD, 1, 'error', { ...killed, activatedBeforeFault: ['other'] }),
      record(SHOULD_NOT as typeof SHOULD, 2, 'pass', quiet),
    ]);
    expect(rowRate(results.results[0]!, 'falseActivation')).toMatchObject({ successes: 0, trials: 1 });
  });

  it('a results.json cannot claim more activations before a fault than it has errors', () => {
    const results = JSON.parse(JSON.stringify(run([record(SHOULD_NOT as typeof SHOULD, 1, 'fail', fired)])));
    results.results[0].cases[1].activatedBeforeFault = 1;
    expect(() => checkResults(results)).toThrow(/activatedBeforeFault.*more than the 0 errors/);
  });
});

describe('a rate whose every trial was a harness error (issue 35 item 7)', () => {
  // Killed before anything showed it fired: nothing measured the false activation.
  const censored = () => run([1, 2].map((t) => record(SHOULD_NOT as typeof SHOULD, t, 'error', killed)));

  it(
    'fails the threshold gate that judges it, where it passed on "—", and ' +
      'the report with no gate on it (as the eval step)',
    () => {
      expect(gateFailures(censored(), undefined, GATES)).toEqual([
        'censor × claude-code: false activation not measured (its 2 trial(s) were all harness errors)',
      ]);
      expect(gateFailures(censored(), undefined, { ...GATES, maxFalseActivation: undefined })).toEqual([
        'censor × claude-code: false activation not measured (its 2 trial(s) were all harness errors)',
      ]);
    },
  );

  it('fails the regression gate: a rate that measured nothing did not "not regress"', () => {
    const base = run([1, 2].map((t) => record(SHOULD_NOT as typeof SHOULD, t, 'pass', quiet)));
    const outcome = compareResults(base, censored());
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    expect(outcome.comparison.verdict).not.toBe('regressed');
    expect(gateFailures(censored(), outcome.comparison, { ...GATES, maxFalseActivation: undefined })).toEqual([
      'censor × claude-code: false activation not measured (its 2 trial(s) were all harness errors)',
    ]);
  });

  it('is a fault allow-errors does not accept (the eval step fails on it), and the table says why it reads "—"', () => {
    expect(unmeasuredFaults(censored(), 'head')).toEqual([
      'censor × claude-code (head): false activation not measured (its 2 trial(s) were all harness errors)',
    ]);
    expect(resultsTable(censored(), 'text')).toContain('— (all 2 trials were errors)');
    // One error beside a measured trial is an ordinary harness error: allow-errors accepts it.
    expect(
      unmeasuredFaults(
        run([
          record(SHOULD_NOT as typeof SHOULD, 1, 'error', killed),
          record(SHOULD_NOT as typeof SHOULD, 2, 'pass', quiet),
        ]),
      ),
    ).toEqual([]);
  });

  it('leaves a backend that never ran to allow-errors, as documented', () => {
    const all = run([record(SHOULD_NOT as typeof SHOULD, 1, 'error', killed)], [record(SHOULD, 1, 'error', killed)]);
    expect(unmeasuredFaults(all).length).toBeGreaterThan(0);
    all.meta.backends = [{ name: 'claude-code', version: undefined, model: undefined }];
    expect(unmeasuredFaults(all)).toEqual([]);
  });
});

describe("a killed CLI's transcript so far", () => {
  const lines = [
    { type: 'system', subtype: 'init', skills: ['censor'] },
    {
      type: 'assistant',
      message: { content: [{ type: 'tool_use', id: 't1', name: 'Skill', input: { skill: 'censor' } }] },
    },
    {
      type: 'user',
      message: { content: [{ type: 'tool_result', tool_use_id: 't1', content: 'Launching skill: censor' }] },
    },
  ].map((l) => JSON.stringify(l));

  it('shows the activation through a line the kill cut off, or text written into its stdout to spoil the parse', () => {
    for (const stdout of [
      `${lines.join('\n')}\n{"type":"assistant","mess`,
      `${lines[0]}\nnot json\n${lines.slice(1).join('\n')}\n`,
    ]) {
      expect(parseClaudeTranscript(stdout).ok).toBe(false);
      const t = transcriptSoFar(parseClaudeTranscript, stdout)!;
      expect([...claudeCode.transcript.activatedSkills(t, '/s/c/skills')]).toEqual(['censor']);
    }
    expect(transcriptSoFar(parseClaudeTranscript, 'no json at all')).toBeUndefined();
  });
});
