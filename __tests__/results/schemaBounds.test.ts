import { liftOf } from '../../src/results/lift.js';
import { checkResults, ResultsSchemaError } from '../../src/results/schema.js';
import type { CaseSummary } from '../../src/results/types.js';
import { executionCase, makeResults } from '../helpers/results.js';

/** A results.json as read from disk: one row whose should-activate case ran 3 trials, with these fields added. */
function withCaseFields(fields: Record<string, unknown>, passes = 3): unknown {
  const r = makeResults([{ skill: 'pdf', activated: passes, trials: 3 }]);
  const row = r.results[0]!;
  return JSON.parse(JSON.stringify({ ...r, results: [{ ...row, cases: [{ ...row.cases[0], ...fields }] }] }));
}

/** The JSON path and problem of the check's refusal, or undefined when it accepts the value. */
function refusal(value: unknown): { jsonPath: string; problem: string } | undefined {
  try {
    checkResults(value);
    return undefined;
  } catch (e) {
    if (!(e instanceof ResultsSchemaError)) throw e;
    return { jsonPath: e.jsonPath, problem: e.problem };
  }
}

const mcpCall = (over: Record<string, unknown> = {}) => ({ call: 'files/read', arguments: '{}', trials: 1, ...over });
const CALLS = '$.results[0].cases[0].mcpCalls';

describe("a results file's MCP calls of a case", () => {
  it('at most 5 are accepted; a sixth is refused, naming the field', () => {
    expect(refusal(withCaseFields({ mcpCalls: Array.from({ length: 5 }, () => mcpCall()) }))).toBeUndefined();
    expect(refusal(withCaseFields({ mcpCalls: Array.from({ length: 6 }, () => mcpCall()) }))).toEqual({
      jsonPath: CALLS,
      problem: 'has 6 entries; at most 5 are allowed',
    });
  });

  it("a call's name of 200 characters is accepted, one of 201 refused, naming the field", () => {
    expect(refusal(withCaseFields({ mcpCalls: [mcpCall({ call: 'x'.repeat(200) })] }))).toBeUndefined();
    expect(refusal(withCaseFields({ mcpCalls: [mcpCall({ call: 'x'.repeat(201) })] }))).toEqual({
      jsonPath: `${CALLS}[0].call`,
      problem: 'is 201 characters long; at most 200 are allowed',
    });
  });

  it('a call made in every trial of the case is accepted; one claiming more trials than it measured is refused', () => {
    const back = checkResults(withCaseFields({ mcpCalls: [mcpCall({ trials: 3 })] }));
    expect(back.results[0]!.cases[0]!.mcpCalls).toEqual([mcpCall({ trials: 3 })]);
    expect(refusal(withCaseFields({ mcpCalls: [mcpCall({ trials: 4 })] }))).toEqual({
      jsonPath: `${CALLS}[0].trials`,
      problem: 'is 4, more than the 3 trials without errors',
    });
  });
});

describe("a results file's runs of a case", () => {
  it("keeps each run's task outcome as written", () => {
    const runs = [{ passed: true, task: false }, { passed: true, task: true }, { passed: false }];
    expect(checkResults(withCaseFields({ runs }, 2)).results[0]!.cases[0]!.runs).toEqual(runs);
  });
});

describe('a row’s lift as the check rebuilds it', () => {
  const caseOf = (id: string, passes: number): CaseSummary =>
    executionCase({ id, trials: 10, passes, decision: 'reliable' });

  it('cases stopped by the sequential rule are tested by case and combined (Fisher’s method), not pooled', () => {
    const r = makeResults([{ skill: 'pdf', activated: 0, trials: 0 }]);
    const cases = [caseOf('one', 9), caseOf('two', 8)];
    const baseline = [caseOf('one', 3), caseOf('two', 4)];
    const row = { ...r.results[0]!, cases, lift: liftOf(cases, baseline, true) };
    const back = checkResults(JSON.parse(JSON.stringify({ ...r, results: [row] }))).results[0]!;
    const sequential = liftOf(back.cases, back.lift!.cases, true);
    expect(back.lift).toEqual(sequential);
    // The two tests differ on these cases, so the rebuilt lift says which one was used.
    expect(liftOf(back.cases, back.lift!.cases, false).pValue).not.toEqual(sequential.pValue);
  });
});

describe('a results file that is not an object', () => {
  it('is refused at its root, $', () => {
    expect(refusal(null)).toEqual({ jsonPath: '$', problem: 'must be an object, not null' });
    expect(() => checkResults([])).toThrow('$: must be an object, not an array');
  });
});
