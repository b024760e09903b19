import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BudgetLimits } from '../eval/runner/budget.js';
import { unevaluable } from '../eval/runner/plan.js';
import {
  runEval,
  type ModelChoice,
  type OutputOptions,
  type SandboxOptions,
  type Selection,
  type Sizing,
} from '../eval/runner/runEval.js';
import type { BackendName } from '../eval/spec/types.js';
import { compareResults, type Metric } from '../results/compare/compare.js';
import { harnessFaults } from '../results/harnessFaults.js';
import { DEFAULT_SEQUENTIAL } from '../results/sequential.js';
import type { Results } from '../results/types.js';
import { unmeasuredFaults } from '../results/unmeasuredRates.js';
import { logText } from '../report/escape.js';
import { validateRepository, type ValidateOptions, type ValidationReport } from '../skills/validateRepository.js';
import { revertEdits, splitParts, type Part, type Unbisected } from './parts.js';
import { revertedTree } from './revertedTree.js';
import { searchParts, type Measured, type Outcome, type Trial } from './search.js';
import { BisectError, readBisectInput } from './snapshot.js';

export { BisectError } from './snapshot.js';

/** A reverted run ended in harness errors: the bisect stops, and never reads that as "no part". */
export class BisectHarnessError extends BisectError {}

/** How bisect tests a reversal: compare's test of a case row, corrected over the sets tested together. */
export const BISECT_TEST =
  "one-sided Fisher exact test of the head's rate against the rate with " +
  "the part reverted (compare's test of a case row), Holm's step-down " +
  "with Tarone's rule at α = 0.05 over the sets tested together";

/** The regressed row bisect re-runs: one case × backend of the skill, on the rate that dropped. */
export interface Target {
  skill: string;
  backend: BackendName;
  caseId: string;
  metric: Metric;
  base: { successes: number; trials: number };
  head: { successes: number; trials: number };
}

export interface Bisection {
  target: Target;
  parts: Part[];
  unbisected: Unbisected[];
  trials: Trial[];
  outcome: Outcome;
}

export interface BisectReport {
  skill: string;
  test: string;
  /** Agent runs the reversals took (over every bisection). */
  agentRuns: number;
  bisections: Bisection[];
}

export interface BisectOptions {
  base: { report: ValidationReport; results: Results };
  head: { report: ValidationReport; results: Results };
  skill: string;
  outDir: string;
  validate?: ValidateOptions;
  /** How each reversal is evaluated: the eval's own options (the model, the sandbox, the CLIs). */
  eval: BisectEval;
  /** The caps over every reversal together (--max-trials, --max-tokens, --max-cost). */
  budget: BudgetLimits;
}

/**
 * The eval's options a reversal keeps: its model and sandbox, how skills reach the agent, what is installed beside
 * them, how it reports.
 */
export interface BisectEval {
  selection: Pick<Selection, 'discipline' | 'alongside'>;
  sizing: Pick<Sizing, 'concurrency' | 'retryDelayMs'>;
  model: ModelChoice;
  sandbox: SandboxOptions;
  output: Pick<OutputOptions, 'progress' | 'onTrialFinished'>;
}

/**
 * For each regressed rate of the skill, the case that dropped most on it, re-run with each part of the
 * change reverted alone (halves first when there are many). Writes OUT/bisect.json; throws on a harness
 * fault or a refusal (never "no part").
 */
export async function bisect(options: BisectOptions): Promise<BisectReport> {
  const targets = regressedTargets(options.base.results, options.head.results, options.skill);
  const spent = { runs: 0, tokens: 0, cost: 0 };
  const bisections: Bisection[] = [];
  // Two rates of one case (activation and execution) are measured by the same reversals: each runs once.
  const runs = new Map<string, { results: Results; file: string }>();
  for (const target of targets) bisections.push(await bisectTarget(options, target, spent, runs));
  const report: BisectReport = { skill: options.skill, test: BISECT_TEST, agentRuns: spent.runs, bisections };
  mkdirSync(options.outDir, { recursive: true });
  writeFileSync(path.join(options.outDir, 'bisect.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/** The skill's regressed rates, each at the case whose rate dropped most (ties: the first case id). */
export function regressedTargets(base: Results, head: Results, skill: string): Target[] {
  const outcome = compareResults(base, head);
  if (outcome.kind === 'refused') throw new BisectError(outcome.reason);
  const targets: Target[] = [];
  for (const row of outcome.comparison.aggregates.filter((r) => r.skill === skill)) {
    for (const m of row.metrics.filter((x) => x.verdict === 'regressed')) {
      const sign = m.metric === 'false-activation' ? -1 : 1;
      const drops = outcome.comparison.cases
        .filter((c) => c.skill === skill && c.backend === row.backend && c.caseId !== undefined)
        .flatMap((c) =>
          c.metrics
            .filter((x) => x.metric === m.metric && x.base.rate !== null && x.head.rate !== null)
            .map((x) => ({ caseId: c.caseId!, x, drop: sign * (x.base.rate! - x.head.rate!) })),
        )
        .filter((d) => d.drop > 0)
        .sort((a, b) => b.drop - a.drop || a.caseId.localeCompare(b.caseId));
      const worst = drops[0];
      if (!worst) continue;
      const counts = (r: { successes: number; trials: number }) => ({ successes: r.successes, trials: r.trials });
      targets.push({
        skill,
        backend: row.backend as BackendName,
        caseId: worst.caseId,
        metric: m.metric,
        base: counts(worst.x.base),
        head: counts(worst.x.head),
      });
    }
  }
  return targets;
}

async function bisectTarget(
  options: BisectOptions,
  target: Target,
  spent: { runs: number; tokens: number; cost: number },
  runs: Map<string, { results: Results; file: string }>,
): Promise<Bisection> {
  const discipline = options.eval.selection.discipline ?? 'install-discover';
  const input = readBisectInput(options.base.report, options.head.report, target, {
    discipline,
    ...(options.eval.selection.alongside && { alongside: options.eval.selection.alongside }),
  });
  const { parts, unbisected } = splitParts(input);
  const progress = (line: string) => options.eval.output.progress?.(logText(line));
  progress(
    `bisect: ${target.skill} × ${target.backend} × ${target.caseId} ` +
      `(${target.metric}): ${parts.length} part(s): ` +
      `${parts.map((p) => `${p.id}. ${p.label}`).join('; ')}`,
  );
  const measure = async (set: readonly Part[]): Promise<Measured> => {
    const ids = set.map((p) => p.id).join('-');
    const key = `${target.backend}|${target.caseId}|${ids}`;
    const earlier = runs.get(key);
    if (earlier) return measured(earlier.results, options.head.results, target, earlier.file, spent, options.budget);
    const left = remaining(options.budget, spent);
    if (left.reached)
      return {
        kind: 'not-measured',
        why: `the spend caps were reached (${left.reached}) after ${spent.runs} agent run(s)`,
      };
    progress(
      `bisect: reverting ` +
        `${set.length === 1 ? `part ${ids} (${set[0]!.label})` : `parts ${set.map((p) => p.id).join(', ')}`}`,
    );
    const tree = revertedTree(options.head.report.root, revertEdits(input, set), [options.outDir]);
    try {
      const report = validateRepository(tree.dir, options.validate);
      const reason = unevaluable(report).get(target.skill);
      if (reason)
        return {
          kind: 'measured',
          reverted: { successes: 0, trials: 0 },
          test: { pValue: 1, minAttainable: 1 },
          results: '',
          note: `not evaluated with part(s) ${ids} reverted: ${reason}`,
        };
      const outDir = path.join(
        options.outDir,
        `${target.backend}-${target.caseId}`,
        `revert-${set.length > 3 ? `${set[0]!.id}-to-${set[set.length - 1]!.id}` : ids}`,
      );
      const results = await runEval(reversalOptions(options.eval, report, target, outDir, left.limits));
      const s = results.meta.spend;
      spent.runs += s?.agentRuns ?? 0;
      spent.tokens += (s?.inputTokens ?? 0) + (s?.outputTokens ?? 0);
      spent.cost += s?.costUsd ?? 0;
      const faults = [...unmeasuredFaults(results), ...harnessFaults(results)];
      if (faults.length > 0)
        throw new BisectHarnessError(
          `${faults.join('; ')} with ${set.map((p) => p.label).join(', ')} ` +
            `reverted: a harness fault, not a finding; see ` +
            `${path.join(outDir, 'results.json')} and the log`,
        );
      const file = path.join(outDir, 'results.json');
      runs.set(key, { results, file });
      return measured(results, options.head.results, target, file, spent, options.budget);
    } finally {
      tree.remove();
    }
  };
  const { trials, outcome } = await searchParts(parts, measure);
  return { target, parts, unbisected, trials, outcome };
}

/** The reverted run's count on the row's rate and compare's test of it against the head's. */
function measured(
  results: Results,
  head: Results,
  target: Target,
  file: string,
  spent: { runs: number },
  budget: BudgetLimits,
): Measured {
  const outcome = compareResults(results, head);
  if (outcome.kind === 'refused')
    throw new BisectError(`cannot compare a reverted run with the head: ${outcome.reason}`);
  const row = outcome.comparison.cases.find(
    (c) => c.skill === target.skill && c.backend === target.backend && c.caseId === target.caseId,
  );
  const m = row?.metrics.find((x) => x.metric === target.metric);
  if (!m?.tests || m.base.trials === 0)
    return {
      kind: 'not-measured',
      why:
        `the spend caps were reached ` +
        `(${remaining(budget, { runs: spent.runs, tokens: 0, cost: 0 }).reached ?? 'no trial ran'}) ` +
        `after ${spent.runs} agent run(s)`,
    };
  return {
    kind: 'measured',
    reverted: { successes: m.base.successes, trials: m.base.trials },
    test: m.tests.worse,
    results: file,
  };
}

/** What is left of the caps after what the reversals spent; `reached` names the cap that is used up. */
function remaining(
  budget: BudgetLimits,
  spent: { runs: number; tokens: number; cost: number },
): { limits: BudgetLimits; reached: string | undefined } {
  const limits: BudgetLimits = {
    ...(budget.maxTrials !== undefined && { maxTrials: budget.maxTrials - spent.runs }),
    ...(budget.maxTokens !== undefined && { maxTokens: budget.maxTokens - spent.tokens }),
    ...(budget.maxCostUsd !== undefined && { maxCostUsd: budget.maxCostUsd - spent.cost }),
  };
  const reached =
    limits.maxTrials !== undefined && limits.maxTrials <= 0
      ? `--max-trials ${budget.maxTrials}`
      : limits.maxTokens !== undefined && limits.maxTokens <= 0
        ? `--max-tokens ${budget.maxTokens}`
        : limits.maxCostUsd !== undefined && limits.maxCostUsd <= 0
          ? `--max-cost ${budget.maxCostUsd}`
          : undefined;
  return { limits, reached };
}

/** One reversal's eval: the target's case on its backend, sequential trials within what the caps leave. */
function reversalOptions(
  e: BisectEval,
  report: ValidationReport,
  target: Target,
  outDir: string,
  budget: BudgetLimits,
): Parameters<typeof runEval>[0] {
  return {
    selection: { ...e.selection, report, skills: [target.skill], cases: [target.caseId], backends: [target.backend] },
    sizing: { ...e.sizing, sequential: DEFAULT_SEQUENTIAL, budget },
    model: e.model,
    sandbox: e.sandbox,
    output: { ...e.output, outDir, journal: 'fresh' },
  };
}
