import { compareResults, type Comparison } from '../../src/results/compare/compare.js';
import { COMMENT_LIMIT, comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { comparisonText } from '../../src/report/comparison/text.js';
import { rate } from '../../src/results/stats.js';
import type { Results, TrialCost } from '../../src/results/types.js';
import { makeResults } from '../helpers/results.js';
import { buildReport } from '../../src/report/html/buildReport.js';
import { REPORT_SCRIPT } from '../../src/report/html/clientScript.js';
import { checkResults } from '../../src/results/schema.js';
import { runFolder } from '../helpers/runFolder.js';
import { prng } from '../helpers/prng.js';
import { efficiencyCalls, efficiencyComparison, type CaseTruth, type Trials } from '../helpers/efficiencySimulation.js';

const CTX = { baseSha: undefined, headSha: undefined, summaryUrl: undefined };

/** One row, one execution case whose trials used these (all passed). */
function withRuns(runs: TrialCost[], skill = 'pdf'): Results {
  const r = makeResults([{ skill, activated: 0, trials: 0 }]);
  const row = r.results[0]!;
  row.cases = [
    {
      id: 'task',
      role: 'execution',
      trials: runs.length,
      errors: 0,
      activations: 0,
      passes: runs.filter((x) => x.passed).length,
      checks: [],
      tokens: { input: 0, output: 0 },
      costUsd: undefined,
      runs,
    },
  ];
  row.aggregate = {
    activation: rate(0, 0),
    falseActivation: rate(0, 0),
    execution: rate(row.cases[0]!.passes, runs.length),
  };
  return r;
}

function compared(base: Results, head: Results): Comparison {
  const outcome = compareResults(base, head);
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome.comparison;
}

const TOKENS = [1100, 1150, 1180, 1200, 1210, 1220, 1240, 1260, 1190, 1250];
const runsOf = (scale: number, extra: Partial<TrialCost> = {}): TrialCost[] =>
  TOKENS.map((t, i) => ({ passed: true, tokens: t * scale, durationMs: 30_000 + i * 1000, ...extra }));

describe('efficiency in the verdict: what a run uses, base → head', () => {
  it('a results pair whose tokens per run tripled shows it in the markdown comment', () => {
    const c = compared(withRuns(runsOf(1)), withRuns(runsOf(3)));
    const md = comparisonMarkdown(c, CTX);
    expect(md).toContain('- `pdf` × claude-code: tokens/run 1.2k → 3.6k ▲; tokens/passing run 1.2k → 3.6k ▲');
    expect(md).not.toMatch(/wall time\/[a-z ]+ [\d.]+ s → [\d.]+ s [▲▼]/); // unchanged wall time is not called
    expect(c.correction.efficiencyComparisons).toBe(4); // tokens and wall time, per run and per passing run
  });

  it('caliper compare prints the same called changes in the terminal', () => {
    expect(comparisonText(compared(withRuns(runsOf(1)), withRuns(runsOf(3))))).toContain(
      '  uses              tokens/run 1.2k → 3.6k ▲\n',
    );
  });

  it(
    'a report of 1,500 rows that all use 3× the tokens stays within the ' +
      'comment\'s limit, the list cut with "and N more"',
    () => {
      const many = (scale: number) => {
        const r = withRuns(runsOf(scale));
        r.results = Array.from({ length: 1500 }, (_, i) => ({
          ...r.results[0]!,
          skill: `skill-with-a-long-name-${i}`,
        }));
        return r;
      };
      const md = comparisonMarkdown(compared(many(1), many(3)), CTX);
      expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
      expect(md).toContain('**What a run uses**');
      expect(md).toMatch(/- and \d+ more/);
    },
  );

  it(
    'wall time is called in report.html, never in the comment; a test that ' +
      'disagrees with the figures calls nothing',
    () => {
      // Base: every run passes in ~30 s. Head: passing runs take 60 s, but most runs now fail in 5 s, so
      // the mean run is shorter while each outcome's runs (the test's strata) are not comparable that way.
      const base = withRuns(TOKENS.map((_, i) => ({ passed: true, durationMs: 30_000 + i * 100 })));
      const headRuns = TOKENS.map((_, i) =>
        i < 8 ? { passed: true, durationMs: 60_000 + i * 100 } : { passed: false, durationMs: 5_000 },
      );
      const slower = compared(base, withRuns(headRuns));
      const perPass = slower.aggregates[0]!.efficiency!.changes.find((x) => x.per === 'passing run')!;
      expect(perPass.called).toBe('more');
      expect(comparisonMarkdown(slower, CTX)).not.toContain('wall time');
      const mixed = compared(
        base,
        withRuns(
          TOKENS.map((_, i) =>
            i < 3 ? { passed: true, durationMs: 31_000 + i * 100 } : { passed: false, durationMs: 1_000 },
          ),
        ),
      );
      const perRun = mixed.aggregates[0]!.efficiency!.changes.find((x) => x.per === 'run')!;
      expect(perRun.to).toBeLessThan(perRun.from);
      expect(perRun.called).not.toBe('more');
    },
  );

  it('a drop is called the other way, and the same numbers are not called at all', () => {
    expect(comparisonMarkdown(compared(withRuns(runsOf(3)), withRuns(runsOf(1))), CTX)).toContain(
      'tokens/run 3.6k → 1.2k ▼',
    );
    const same = compared(withRuns(runsOf(1)), withRuns(runsOf(1)));
    expect(same.aggregates[0]!.efficiency!.changes.every((x) => x.called === undefined)).toBe(true);
    expect(comparisonMarkdown(same, CTX)).not.toContain('What a run uses');
  });

  it(
    'a CLI that reports no tokens shows no token figure, never 0; a ' + 'results.json without usage shows none at all',
    () => {
      const quiet = (runs: TrialCost[]) => runs.map(({ tokens: _t, ...rest }) => rest);
      const c = compared(withRuns(quiet(runsOf(1))), withRuns(quiet(runsOf(3))));
      expect(c.aggregates[0]!.efficiency!.changes.map((x) => x.measure)).not.toContain('tokens');
      expect(c.aggregates[0]!.efficiency!.head!.with.tokens).toBeUndefined();
      expect(comparisonMarkdown(c, CTX)).not.toMatch(/tokens\//);
      const old = compared(
        makeResults([{ skill: 'pdf', activated: 3, trials: 3 }]),
        makeResults([{ skill: 'pdf', activated: 3, trials: 3 }]),
      );
      expect(old.aggregates[0]!.efficiency).toBeUndefined();
      expect(old.correction.efficiencyComparisons).toBe(0);
    },
  );

  it('the markdown escapes a skill name in the line (it comes from the PR)', () => {
    const md = comparisonMarkdown(compared(withRuns(runsOf(1), 'a_b'), withRuns(runsOf(3), 'a_b')), CTX);
    expect(md).toContain('- `a_b` × claude-code: tokens/run');
  });
});

describe('report.html shows every figure per row and arm, called or not', () => {
  it('the head and base figures of each arm, and every change with its test', () => {
    const base = withRuns(runsOf(1));
    const head = withRuns(runsOf(3));
    head.results[0]!.lift = {
      cases: [{ ...head.results[0]!.cases[0]!, runs: runsOf(1.5) }],
      with: rate(10, 10),
      without: rate(10, 10),
      difference: null,
      pValue: null,
    };
    const data = buildReport(
      { path: runFolder(head, []), label: 'head' },
      { path: runFolder(base, []), label: 'base' },
    );
    const row = data.head.rows[0]!;
    expect(row.efficiency.with).toBe('tokens 3.6k/run, 3.6k/passing run · wall time 35 s/run, 35 s/passing run');
    expect(row.efficiency.without).toBe('tokens 1.8k/run, 1.8k/passing run · wall time 35 s/run, 35 s/passing run');
    expect(data.base!.rows[0]!.efficiency.with).toContain('tokens 1.2k/run');
    const changes = (
      data.comparison as {
        rows: { caseId?: string; efficiency: { text: string; called?: string; detail: string }[] }[];
      }
    ).rows.find((r) => !r.caseId)!.efficiency;
    expect(changes.map((x) => x.text)).toEqual([
      'tokens/run 1.2k → 3.6k ▲',
      'tokens/passing run 1.2k → 3.6k ▲',
      'wall time/run 35 s → 35 s',
      'wall time/passing run 35 s → 35 s',
      'tokens/run without the skill 1.8k → with 3.6k ▲',
      'tokens/passing run without the skill 1.8k → with 3.6k ▲',
      'wall time/run without the skill 35 s → with 35 s',
      'wall time/passing run without the skill 35 s → with 35 s',
    ]);
    expect(changes[2]!.detail).toMatch(
      /^rank test by case and outcome: p = 0\.53 that it is more, p = 0\.53 that it is less; corrected over 8 figures$/,
    );
    expect(REPORT_SCRIPT).toContain("'What a run uses'");
  });
});

describe('results.json keeps what each graded trial used, checked like every other field', () => {
  const withCase = (runs: unknown, passes = 1, trials = 1) => {
    const r = withRuns([{ passed: true, tokens: 10 }]);
    return JSON.parse(
      JSON.stringify({
        ...r,
        results: [{ ...r.results[0], cases: [{ ...r.results[0]!.cases[0], trials, passes, runs }] }],
      }),
    );
  };
  it('reads back what it wrote', () => {
    const runs = [{ passed: true, task: false, tokens: 10, turns: 2, durationMs: 100, costUsd: 0.01 }];
    expect(checkResults(withCase(runs)).results[0]!.cases[0]!.runs).toEqual(runs);
  });
  it.each([
    ['one entry per trial without an error', [{ passed: true }, { passed: true }], /has 2 entries; at most 1/],
    ['as many passing as the case passed', [{ passed: false }], /has 0 passing entries; the case has 1 passes/],
    ['a count of tokens', [{ passed: true, tokens: -5 }], /runs\[0\]\.tokens: must be a whole number/],
    [
      'a cost that is a number',
      [{ passed: true, costUsd: 'NaN' }],
      /runs\[0\]\.costUsd: must be a non-negative number/,
    ],
    ['a passed that is a boolean', [{ passed: '<b>' }], /runs\[0\]\.passed: must be true or false/],
  ])('refuses a forged runs list: %s', (_what, runs, message) => {
    expect(() => checkResults(withCase(runs))).toThrow(message);
  });
});

describe('A/A: nothing changed, so no report says a run uses more', () => {
  // Each row two cases; failures use twice the tokens of passes, so a side that stopped on its failures
  // used more per run, which a test blind to the outcome would call. Few reports a cell, fewer the more
  // rows (a 40-row report is 40 rows of exact rank tests): enough to tell the corrected tests from
  // uncorrected ones, which call something in 12–14 % of 1-row, 60–70 % of 10-row and every 40-row
  // report, while the corrected ones stay at 0–3 % (seeded, so the same every run). The figure at 400
  // reports a cell: scripts/efficiency-false-alarms.mjs (docs/internals/false-alarms.md#what-a-run-uses).
  const REPORTS: Record<number, number> = { 1: 100, 10: 30, 40: 10 };
  const row = {
    cases: [
      { pass: 0.7, tokens: 1200 },
      { pass: 0.9, tokens: 5000, failFactor: 3 },
    ] as CaseTruth[],
  };
  const alarms = (size: number, trials: Trials, seed: number) => {
    const rows = Array.from({ length: size }, () => row);
    const calls = efficiencyCalls(prng(seed), rows, rows, trials, REPORTS[size]!);
    return { more: calls.more / REPORTS[size]!, less: calls.less / REPORTS[size]! };
  };

  it.each([1, 10, 40])(
    '%i rows, --trials auto: at most 5 %% of reports with a false ▲ (or ▼)',
    (size) => {
      const rate = alarms(size, 'auto', 3700 + size);
      expect(rate.more).toBeLessThanOrEqual(0.05);
      expect(rate.less).toBeLessThanOrEqual(0.05);
    },
    300_000,
  );

  // Each report here runs both arms of 10 rows: 10 reports, where uncorrected tests call without → with in
  // 28 of 30.
  it('10 rows whose skill changes nothing, --trials auto: at most 5 % of reports call without → with', () => {
    const rows = Array.from({ length: 10 }, () => ({ ...row, without: row.cases }));
    const random = prng(3900);
    const reports = 10;
    let called = 0;
    for (let i = 0; i < reports; i++) {
      const changes = efficiencyComparison(random, rows, rows, 'auto').aggregates.flatMap(
        (a) => a.efficiency?.changes ?? [],
      );
      expect(changes.some((x) => x.between === 'without → with')).toBe(true);
      if (changes.some((x) => x.between === 'without → with' && x.called)) called++;
    }
    expect(called / reports).toBeLessThanOrEqual(0.05);
  }, 300_000);

  it.each([1, 10, 40])(
    '%i rows, 10 fixed trials: at most 5 %% of reports with a false ▲ (or ▼)',
    (size) => {
      const rate = alarms(size, 10, 3800 + size);
      expect(rate.more).toBeLessThanOrEqual(0.05);
      expect(rate.less).toBeLessThanOrEqual(0.05);
    },
    300_000,
  );
});
