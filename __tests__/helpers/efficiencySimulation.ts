import { compareResults, type Comparison } from '../../src/results/compare/compare.js';
import { liftOf } from '../../src/results/lift.js';
import { DEFAULT_SEQUENTIAL, describeDesign, sequentialDecision } from '../../src/results/sequential.js';
import { rate } from '../../src/results/stats.js';
import type { CaseSummary, Results, TrialCost } from '../../src/results/types.js';
import { makeResults } from './results.js';

/** How a case's runs behave: the pass rate, the median tokens of a pass (a failure uses `failFactor` times as many). */
export interface CaseTruth {
  pass: number;
  tokens: number;
  failFactor?: number;
}

export type Trials = number | 'auto';

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** One trial: skewed (log-normal) tokens, turns, wall time and cost that go with them, as a real CLI's do. */
function trial(random: () => number, truth: CaseTruth): TrialCost {
  const passed = random() < truth.pass;
  const tokens = Math.round(truth.tokens * (passed ? 1 : (truth.failFactor ?? 2)) * Math.exp(0.5 * normal(random)));
  return {
    passed,
    tokens,
    turns: 1 + Math.round(tokens / 2000 + random() * 2),
    durationMs: Math.round(tokens * 10 * Math.exp(0.3 * normal(random))),
    costUsd: tokens * 3e-6,
  };
}

/** A case measured with fixed trials or as `--trials auto` stops it (on its passes). */
export function measuredCase(random: () => number, id: string, truth: CaseTruth, trials: Trials): CaseSummary {
  const runs: TrialCost[] = [];
  let decision: CaseSummary['decision'];
  for (;;) {
    runs.push(trial(random, truth));
    const passes = runs.filter((r) => r.passed).length;
    if (trials !== 'auto') {
      if (runs.length >= trials) break;
      continue;
    }
    decision = sequentialDecision(passes, runs.length - passes, DEFAULT_SEQUENTIAL);
    if (decision !== 'continue') break;
  }
  const passes = runs.filter((r) => r.passed).length;
  return {
    id,
    role: 'execution',
    trials: runs.length,
    errors: 0,
    activations: 0,
    passes,
    checks: [],
    tokens: { input: 0, output: 0 },
    costUsd: undefined,
    ...(decision && { decision, cancelled: 0 }),
    runs,
  };
}

/**
 * A results.json of one row per entry, each of the given cases; with `without`, the baseline arm ran those cases too.
 */
export function efficiencyResults(
  random: () => number,
  rows: readonly { cases: CaseTruth[]; without?: CaseTruth[] }[],
  trials: Trials,
): Results {
  const r = makeResults(
    rows.map((_, i) => ({ skill: `skill-${String(i).padStart(3, '0')}`, activated: 0, trials: 0 })),
    trials === 'auto' ? { sequential: describeDesign(DEFAULT_SEQUENTIAL) } : {},
  );
  r.results = r.results.map((row, i) => {
    const cases = rows[i]!.cases.map((t, k) => measuredCase(random, `case-${k}`, t, trials));
    const execution = rate(
      cases.reduce((a, c) => a + c.passes, 0),
      cases.reduce((a, c) => a + c.trials, 0),
    );
    const without = rows[i]!.without?.map((t, k) => measuredCase(random, `case-${k}`, t, trials));
    return {
      ...row,
      cases,
      aggregate: { activation: rate(0, 0), falseActivation: rate(0, 0), execution },
      ...(without && { lift: liftOf(cases, without, trials === 'auto') }),
    };
  });
  return r;
}

export function efficiencyComparison(
  random: () => number,
  base: readonly { cases: CaseTruth[]; without?: CaseTruth[] }[],
  head: typeof base,
  trials: Trials,
): Comparison {
  const outcome = compareResults(efficiencyResults(random, base, trials), efficiencyResults(random, head, trials));
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome.comparison;
}

type Rows = readonly { cases: CaseTruth[]; without?: CaseTruth[] }[];

/**
 * Of `reports` simulated reports: how many call some figure of some row ▲ (more) or ▼ (less), and how
 * many call the first row's tokens per run ▲.
 */
export function efficiencyCalls(
  random: () => number,
  base: Rows,
  head: Rows,
  trials: Trials,
  reports: number,
): { more: number; less: number; firstTokensMore: number } {
  const out = { more: 0, less: 0, firstTokensMore: 0 };
  for (let i = 0; i < reports; i++) {
    const rows = efficiencyComparison(random, base, head, trials).aggregates;
    const changes = rows.flatMap((a) => a.efficiency?.changes ?? []);
    if (changes.some((x) => x.called === 'more')) out.more++;
    if (changes.some((x) => x.called === 'less')) out.less++;
    if (rows[0]!.efficiency?.changes.some((x) => x.measure === 'tokens' && x.per === 'run' && x.called === 'more'))
      out.firstTokensMore++;
  }
  return out;
}
