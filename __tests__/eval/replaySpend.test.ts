import { resultCacheOf } from '../../src/eval/runner/cachedTrials.js';
import { dryRunLines } from '../../src/eval/runner/dryRun.js';
import { openJournal } from '../../src/eval/runner/journal.js';
import { runFingerprint } from '../../src/eval/runner/measurement.js';
import { evalPlan, runMeta, type EvalOptions, type ModelChoice, type Sizing } from '../../src/eval/runner/runEval.js';
import { evalParts, type FlatEvalOptions } from '../helpers/evalOptions.js';
import type { TrialSetup } from '../../src/eval/runner/runTrial.js';
import { TrialBook } from '../../src/eval/runner/trialBook.js';
import type { BackendSetups } from '../../src/eval/runner/trialSetups.js';
import { checkResults } from '../../src/results/schema.js';
import { spendLine, sumSpend } from '../../src/results/spend/spend.js';
import type { CheckResult, TrialRecord } from '../../src/results/types.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { createRedactor } from '../../src/util/redact.js';
import { makeResults } from '../helpers/results.js';
import { tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

// A replay calls no model: what it spent is nothing, wherever spend is shown or budgeted, while each
// trial's tokens stay as what the recorded run used; and it never reads or writes the result cache.
const SKILL =
  '---\nname: alpha\ndescription: Handles alpha reports. Use when the user asks for an alpha report.\n---\n# Alpha\n';
const SPEC = 'cases:\n  - id: one\n    prompt: "Make the alpha report"\n    checks:\n      - activation: alpha\n';
const setups: BackendSetups = new Map([['claude-code', { backendVersion: '2.1.332' } as TrialSetup]]);
const replay: ModelChoice = {
  kind: 'real',
  baseUrl: undefined,
  apiKey: undefined,
  model: undefined,
  tape: { mode: 'replay', dir: '/tmp/tape' },
};
const live: ModelChoice = { kind: 'real', baseUrl: undefined, apiKey: 'k', model: undefined };
const options = (model: ModelChoice, more: FlatEvalOptions = {}): EvalOptions =>
  evalParts({
    report: validateRepository(tempRepo({ 'alpha/SKILL.md': SKILL, 'alpha/.eval.yaml': SPEC })),
    backends: ['claude-code'],
    model,
    outDir: tempDir('caliper-replay-spend-'),
    trials: 2,
    ...more,
  });

const judged: CheckResult = {
  label: 'judge: greets',
  status: 'pass',
  judge: {
    provider: 'replay',
    model: 'recorded',
    promptTemplate: 'x',
    votes: [],
    excerpt: '',
    truncated: false,
    usage: { inputTokens: 700, outputTokens: 30, costUsd: undefined },
  },
};

/** Each planned trial finished as Claude Code reports one: its tokens, and the cost it priced them at. */
function runBook(model: ModelChoice, budget: Sizing['budget']): TrialBook {
  const o = options(model, { budget });
  const plan = evalPlan(o);
  const redactor = createRedactor({ secrets: [], env: {} });
  const journal = openJournal(
    o.output.outDir,
    runFingerprint(o, 'install-discover', plan.trials, setups),
    'new',
    redactor,
  );
  const book = new TrialBook(
    journal,
    o,
    redactor,
    model.kind === 'real' && model.tape ? 'replay' : 'real',
    () => {},
    plan.skipped,
  );
  for (const t of book.todo(plan.trials)) {
    book.budget.launch(t.key);
    const raw = {
      type: 'trial',
      key: t.key,
      skill: t.skill,
      backend: t.backend,
      caseId: t.evalCase.id,
      trial: t.trial,
      outcome: 'pass',
      checks: [judged],
      usage: { inputTokens: 2000, outputTokens: 100, costUsd: 0.5 },
      durationMs: 1,
      attempts: 1,
      backendVersion: '2.1.332',
      model: 'claude-sonnet-4-5',
    } as unknown as TrialRecord;
    book.record(t, raw);
  }
  return book;
}

const metaOf = (model: ModelChoice, records: TrialRecord[]) =>
  runMeta({
    discipline: 'install-discover',
    backends: [{ name: 'claude-code', version: '2.1.332' }],
    records,
    model,
    defaultTrials: 2,
    isolation: 'bubblewrap',
    network: { allow: [] },
    sequential: undefined,
    startedAt: new Date().toISOString(),
  });

describe('a replay spends nothing', () => {
  it(
    "its trials keep the recorded run's tokens, marked as such, at no " +
      "cost; the run's spend is $0 and 0 tokens, and the spend line says no " +
      'model was called',
    () => {
      const book = runBook(replay, {});
      const records = [...book.records.values()];
      expect(records.map((r) => r.usage)).toEqual(
        [0, 1].map(() => ({ inputTokens: 2000, outputTokens: 100, costUsd: undefined, replayed: true })),
      );
      expect(records[0]!.checks[0]!.judge!.usage).toEqual({
        inputTokens: 700,
        outputTokens: 30,
        costUsd: undefined,
        replayed: true,
      });
      const spend = metaOf(replay, records).spend!;
      expect(spend).toMatchObject({
        replayed: true,
        scripted: false,
        agentRuns: 2,
        inputTokens: 0,
        outputTokens: 0,
        costUsd: 0,
        unpricedRuns: 0,
      });
      expect(spend.byBackend).toEqual([
        { backend: 'claude-code', agentRuns: 2, inputTokens: 0, outputTokens: 0, costUsd: 0, unpricedRuns: 0 },
      ]);
      expect(spendLine(spend)).toBe(
        'spent: nothing, $0.00 and 0 tokens: 2 agent run(s) replayed from a ' +
          "recording, no model was called (a trial's tokens are what the " +
          'recorded run used)',
      );
      // As results.json holds it (the PR comment and job summary read it back), and merged from shards.
      const loaded = checkResults(
        JSON.parse(JSON.stringify(makeResults([{ skill: 'alpha', activated: 1, trials: 1 }], { spend }))),
      );
      expect(loaded.meta.spend).toEqual(spend);
      expect(sumSpend([spend, spend])).toMatchObject({ replayed: true, inputTokens: 0, costUsd: 0, agentRuns: 4 });
      expect(() =>
        checkResults(
          JSON.parse(
            JSON.stringify(
              makeResults([{ skill: 'alpha', activated: 1, trials: 1 }], {
                spend: { ...spend, replayed: 'yes' as never },
              }),
            ),
          ),
        ),
      ).toThrow(/spend\.replayed/);
    },
  );

  it('the same trials from a live model are priced and spent as before', () => {
    const book = runBook(live, {});
    const records = [...book.records.values()];
    expect(records[0]!.usage).toEqual({ inputTokens: 2000, outputTokens: 100, costUsd: 0.5, costSource: 'cli' });
    expect(metaOf(live, records).spend).toMatchObject({ inputTokens: 5400, outputTokens: 260, costUsd: 1 });
    expect(metaOf(live, records).spend!.replayed).toBeUndefined();
  });

  it('--max-tokens and --max-cost are not reached by what a replay did not spend (they are by a live run)', () => {
    const limits = { maxTokens: 1000, maxCostUsd: 0.1 };
    expect(runBook(replay, limits).budget.exhausted()).toBeUndefined();
    expect(runBook(live, limits).budget.exhausted()).toMatch(/--max-tokens 1000 reached/);
    expect(runBook(replay, { maxTrials: 2 }).budget.exhausted()).toMatch(/--max-trials 2 reached/);
  });

  it('--dry-run of a replay says it costs nothing, even beside an earlier priced run', () => {
    const o = options(replay);
    const previous = makeResults([{ skill: 'alpha', activated: 2, trials: 2 }]);
    previous.results[0]!.cases = [{ ...previous.results[0]!.cases[0]!, id: 'one', costUsd: 3 }];
    expect(dryRunLines(evalPlan(o), undefined, previous, false).at(-1)).toMatch(/^cost: \$3\.00 for 1 of 1 case/);
    expect(dryRunLines(evalPlan(o), undefined, previous, false, true).at(-1)).toBe(
      'cost: none (replay: every answer comes from the recording, no model is called)',
    );
  });
});

describe('a replay and the result cache', () => {
  it(
    'is given none (so re-recording a folder can never be answered by old ' +
      'trials), and says so; a live run is given its cache',
    () => {
      const store = { restore: async () => undefined, save: async () => {} };
      const said: string[] = [];
      expect(
        resultCacheOf({ model: replay, output: { outDir: '', cache: { store, write: true } } }, (l) => said.push(l)),
      ).toBeUndefined();
      expect(said).toEqual([expect.stringMatching(/^result cache: not used by a replay/)]);
      expect(
        resultCacheOf({ model: live, output: { outDir: '', cache: { store, write: true } } }, (l) => said.push(l)),
      ).toEqual({ store, write: true });
      expect(
        resultCacheOf({ model: { kind: 'scripted' }, output: { outDir: '', cache: { store, write: false } } }, (l) =>
          said.push(l),
        ),
      ).toEqual({ store, write: false });
      expect(said).toHaveLength(1);
    },
  );
});
