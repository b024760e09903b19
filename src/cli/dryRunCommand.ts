import { existsSync } from 'node:fs';
import path from 'node:path';
import { dryRunLines, earlierCostOfRun } from '../eval/runner/dryRun.js';
import { evalPlan, type PlanParts, type Selection, type Sizing } from '../eval/runner/runEval.js';
import { BaseCheckoutError } from '../eval/pr/baseWorktree.js';
import { prDryRunLines } from '../eval/pr/prDryRun.js';
import type { BackendName } from '../eval/spec/types.js';
import { loadResults, ResultsError } from '../results/load.js';
import type { Discipline, Results } from '../results/types.js';
import { logText } from '../report/escape.js';
import { validateRepository, type ValidateOptions } from '../skills/validateRepository.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { checkAskedNames, list, parseShard, trialsOption } from './evalArgs.js';

interface DryRunOptions {
  /** How the repository is judged: the same configuration as every other command. */
  validateOptions: ValidateOptions;
  backends: BackendName[];
  discipline: Discipline;
  trials: string | undefined;
  detect: { points: number; jobs?: number } | undefined;
  budget: Sizing['budget'];
  skills: string | undefined;
  cases: string | undefined;
  shard: string | undefined;
  scripted: boolean;
  /** `--replay`: no model is called, so nothing is spent (and nothing is estimated). */
  replay?: boolean;
  previous: string | undefined;
  /** `--base REF`: the plan of each side of the PR run, for the skills whose eval changed. */
  base?: string;
  /** The baseline arm's runs are planned, and counted, with the rest. */
  baseline?: boolean;
  alongside?: Selection['alongside'];
  /** `--model`: the model a cost with no earlier run is estimated at (default: each CLI's own). */
  model?: string;
}

/** `--estimate-from FILE`, or OUT/results.json when an earlier run left one there. */
export function estimateSource(cwd: string, out: string, explicit: string | undefined): string | undefined {
  if (explicit !== undefined) return path.resolve(cwd, explicit);
  const beside = path.resolve(cwd, out, 'results.json');
  return existsSync(beside) ? beside : undefined;
}

/** The PR's dry run; a base that cannot be checked out is a usage error, as for `eval --base`. */
function prDryRun(
  options: PlanParts,
  base: Parameters<typeof prDryRunLines>[1],
  previous: Results | undefined,
  scripted: boolean,
): string[] {
  try {
    return prDryRunLines(options, base, previous, scripted, earlierCostOfRun(previous));
  } catch (error) {
    if (error instanceof BaseCheckoutError) throw new UsageError(error.message);
    throw error;
  }
}

/** The earlier run an estimate is made from (`--estimate-from`), checked as every results.json is. */
export function loadEstimate(file: string | undefined): Results | undefined {
  if (file === undefined) return undefined;
  try {
    return loadResults(file);
  } catch (error) {
    if (error instanceof ResultsError) throw new UsageError(`--estimate-from: ${error.message}`);
    throw error;
  }
}

/** `caliper eval --dry-run`: what would run and what it may cost; no sandbox, no CLI, no model. */
export function dryRun(dir: string, shown: string, o: DryRunOptions, io: CliIO): number {
  const report = validateRepository(dir, o.validateOptions);
  checkAskedNames(report, o, o.alongside, shown);
  if (report.specs.length === 0) {
    io.stderr(`caliper: no valid .eval.yaml under ${shown}; nothing to evaluate.\n`);
    return EXIT.failed;
  }
  const previous = loadEstimate(o.previous);
  const { trials, sequential } = trialsOption(o.trials);
  const selection = {
    report,
    backends: o.backends,
    discipline: o.discipline,
    skills: o.skills === undefined ? undefined : list(o.skills),
    cases: o.cases === undefined ? undefined : list(o.cases),
    ...(o.shard !== undefined && { shard: parseShard(o.shard) }),
    ...(o.baseline && { baseline: true }),
    ...(o.alongside && { alongside: o.alongside }),
  };
  const options = {
    selection,
    sizing: { trials, sequential, ...(o.detect && { detect: o.detect }), budget: o.budget },
  };
  const lines =
    o.base !== undefined
      ? prDryRun(options, { ref: o.base, validate: o.validateOptions }, previous, o.scripted)
      : dryRunLines(
          evalPlan(options, o.replay ? () => 0 : earlierCostOfRun(previous)),
          sequential,
          previous,
          o.scripted,
          o.replay,
          o.model,
        );
  if (previous) lines.push(`estimated from ${path.relative(io.cwd, o.previous!) || o.previous}`);
  io.stdout(`${lines.map(logText).join('\n')}\n`);
  return EXIT.ok;
}
