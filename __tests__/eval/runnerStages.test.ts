import { CachedTrials } from '../../src/eval/runner/cachedTrials.js';
import { openJournal } from '../../src/eval/runner/journal.js';
import { runFingerprint } from '../../src/eval/runner/measurement.js';
import { evalPlan, type EvalOptions, type Selection } from '../../src/eval/runner/runEval.js';
import { evalParts, type FlatEvalOptions } from '../helpers/evalOptions.js';
import type { TrialSetup } from '../../src/eval/runner/runTrial.js';
import { TrialBook } from '../../src/eval/runner/trialBook.js';
import type { BackendSetups } from '../../src/eval/runner/trialSetups.js';
import { DEFAULT_SEQUENTIAL } from '../../src/results/sequential.js';
import { ERA } from '../../src/results/types.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { createRedactor } from '../../src/util/redact.js';
import { CALIPER_VERSION } from '../../src/version.js';
import { tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

// The runner's stages on their own. The journal's fingerprint and the result cache's keys of a run
// without a baseline arm or neighbours are pinned: a change to them would make every user's resumed
// journal refuse and every cached trial miss.
const SKILL =
  '---\nname: alpha\ndescription: Handles alpha reports. Use when the user asks for an alpha report.\n---\n# Alpha\n';
const SPEC =
  'cases:\n  - id: one\n    prompt: "Make the alpha report"\n    ' +
  'checks:\n      - activation: alpha\n      - file_exists: ' +
  'report.txt\n  - id: two\n    prompt: "Make the alpha report ' +
  'twice"\n    checks:\n      - file_exists: report.txt\n';
const repo = () => validateRepository(tempRepo({ 'alpha/SKILL.md': SKILL, 'alpha/.eval.yaml': SPEC }));
const setups: BackendSetups = new Map([['claude-code', { backendVersion: '2.1.332' } as TrialSetup]]);
const options = (report: Selection['report'], more: FlatEvalOptions = {}): EvalOptions =>
  evalParts({
    report,
    backends: ['claude-code'],
    model: { kind: 'scripted' },
    outDir: tempDir('caliper-stages-'),
    trials: 2,
    ...more,
  });

describe('the runner’s stages', () => {
  it(
    'measurement: the journal fingerprint of a run without arms is what it ' +
      'was before arms (the spec and install hashes c974114 computed)',
    () => {
      const o = options(repo());
      expect(runFingerprint(o, 'install-discover', evalPlan(o).trials, setups)).toEqual({
        era: ERA,
        discipline: 'install-discover',
        caliperVersion: CALIPER_VERSION,
        model: 'scripted',
        sequential: 'fixed',
        backends: [{ name: 'claude-code', version: '2.1.332' }],
        trials: [
          'alpha|claude-code|6b05ba9ed2c6f154d5b19627e3ca3132c387fa778f0adb5df48f0f54931ad480|' +
            'alpha:a1684c919341dabf484a3ad15f97ffd87a112763ff902358684760ec72541d99',
        ],
      });
    },
  );

  const bookOf = (o: EvalOptions, plan: ReturnType<typeof evalPlan>) => {
    const redactor = createRedactor({ secrets: [], env: {} });
    const journal = openJournal(
      o.output.outDir,
      runFingerprint(o, 'install-discover', plan.trials, setups),
      'new',
      redactor,
    );
    return new TrialBook(journal, o, redactor, 'scripted', () => {}, plan.skipped);
  };

  it(
    'cachedTrials: the cache key of a skill × backend without arms is what ' +
      'it was before arms; the baseline arm has its own',
    async () => {
      const asked: string[] = [];
      const store = { restore: async (key: string) => (asked.push(key), undefined), save: async () => {} };
      for (const baseline of [false, true]) {
        const o = options(repo(), { baseline, cache: { store, write: false } });
        const plan = evalPlan(o);
        await new CachedTrials(o.output.cache!, o, 'install-discover', setups, plan.trials).restore(
          bookOf(o, plan),
          true,
          () => {},
        );
      }
      // The first is the key c974114 (before arms) computed for this repository, checked against that commit.
      expect(asked).toEqual([
        'caliper-results-claude-code-30bec9bc734aa90f049852b45cdfd12222ba90fa',
        'caliper-results-claude-code-30bec9bc734aa90f049852b45cdfd12222ba90fa',
        'caliper-results-claude-code-3dcfef676aedba4ecb706a5a5e3a85b24863c4b6',
      ]);
    },
  );

  it("trialBook: with fixed trials, trial 1 of every case first; under --trials auto, the plan's order", () => {
    const o = options(repo(), { trials: 3 });
    const plan = evalPlan(o);
    expect(
      bookOf(o, plan)
        .todo(plan.trials)
        .map((t) => `${t.evalCase.id}#${t.trial}`),
    ).toEqual(['one#1', 'two#1', 'one#2', 'two#2', 'one#3', 'two#3']);
    const auto = options(repo(), { trials: undefined, sequential: { ...DEFAULT_SEQUENTIAL, maxTrials: 2 } });
    const autoPlan = evalPlan(auto);
    expect(
      bookOf(auto, autoPlan)
        .todo(autoPlan.trials)
        .map((t) => `${t.evalCase.id}#${t.trial}`),
    ).toEqual(['one#1', 'one#2', 'two#1', 'two#2']);
  });

  it('trialBook: once the budget is spent no trial starts, and each one that did not is listed with why', () => {
    const o = options(repo(), { budget: { maxTrials: 1 } });
    const plan = evalPlan(o);
    const book = bookOf(o, plan);
    const [first, second] = book.todo(plan.trials);
    expect(book.mayStart(first!)).toBe(true);
    book.budget.launch(first!.key);
    expect(book.mayStart(second!)).toBe(false);
    expect(book.skipped).toEqual([{ key: second!.key, reason: 'budget: --max-trials 1 reached' }]);
    expect(book.budgetSkips()).toBe(1);
  });
});
