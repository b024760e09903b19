import path from 'node:path';
import type {
  EvalOptions,
  ModelChoice,
  OutputOptions,
  SandboxOptions,
  Selection,
  Sizing,
} from '../eval/runner/options.js';
import { earlierCostOfRun } from '../eval/runner/dryRun.js';
import type { Tape } from '../eval/replay/trialTape.js';
import type { BackendName } from '../eval/spec/types.js';
import { folderCache } from '../results/cache/resultCache.js';
import type { Discipline, Results } from '../results/types.js';
import type { ProgressDisplay } from '../report/progressDisplay.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { estimateSource, loadEstimate } from './dryRunCommand.js';
import { alongsideOption, list, parseShard, positiveInt, trialsOption } from './evalArgs.js';
import { UsageError, type CliIO } from './io.js';

/** The flags of `caliper eval` its options are built from. */
export interface EvalValues {
  skills?: string | undefined;
  cases?: string | undefined;
  shard?: string | undefined;
  baseline?: boolean | undefined;
  alongside?: string | undefined;
  trials?: string | undefined;
  concurrency?: string | undefined;
  'estimate-from'?: string | undefined;
  timeout?: string | undefined;
  'max-turns'?: string | undefined;
  isolation: string;
  out: string;
  resume?: boolean | undefined;
  fresh?: boolean | undefined;
  'cache-dir'?: string | undefined;
}

/**
 * What was decided before the options: the repository's report, the backends and discipline, the model and the checked
 * flags.
 */
export interface EvalDecided {
  report: ValidationReport;
  backends: readonly BackendName[];
  discipline: Discipline;
  model: ModelChoice;
  tape: Tape | undefined;
  detect: { points: number; jobs?: number } | undefined;
  budget: NonNullable<Sizing['budget']>;
  cliPaths: Partial<Record<BackendName, string>>;
}

/** `caliper eval`'s options in their five parts, built once from its flags. */
export function cliEvalOptions(
  values: EvalValues,
  decided: EvalDecided,
  display: ProgressDisplay,
  io: CliIO,
): EvalOptions {
  const sizing = cliSizing(values, decided, io.cwd);
  return {
    selection: cliSelection(values, decided),
    sizing,
    model: decided.model,
    sandbox: cliSandbox(values, decided, io.env),
    output: cliOutput(values, display, io.cwd),
  };
}

function cliSelection(values: EvalValues, decided: EvalDecided): Selection {
  return {
    report: decided.report,
    backends: decided.backends,
    discipline: decided.discipline,
    ...(values.shard !== undefined && { shard: parseShard(values.shard) }),
    ...(values.skills !== undefined && { skills: list(values.skills) }),
    ...(values.cases !== undefined && { cases: list(values.cases) }),
    ...(values.baseline && { baseline: true }),
    ...(values.alongside !== undefined && { alongside: alongsideOption(values.alongside) }),
  };
}

function cliSizing(values: EvalValues, decided: EvalDecided, cwd: string): Sizing {
  const { detect, tape } = decided;
  return {
    ...trialsOption(values.trials),
    ...(values.concurrency !== undefined && { concurrency: positiveInt(values.concurrency, '--concurrency') }),
    // A replay's run costs nothing: --detect sizes it within --max-cost at $0 a run.
    ...(detect && {
      detect,
      earlierCost:
        tape?.mode === 'replay' ? () => 0 : earlierCostOfRun(earlierRun(cwd, values.out, values['estimate-from'])),
    }),
    budget: decided.budget,
  };
}

function cliSandbox(values: EvalValues, decided: EvalDecided, env: NodeJS.ProcessEnv): SandboxOptions {
  return {
    ...(values.timeout !== undefined && { timeoutSeconds: positiveInt(values.timeout, '--timeout') }),
    ...(values['max-turns'] !== undefined && { maxTurns: positiveInt(values['max-turns'], '--max-turns') }),
    isolation: values.isolation as 'bubblewrap' | 'none',
    cliPaths: decided.cliPaths,
    env,
  };
}

function cliOutput(values: EvalValues, display: ProgressDisplay, cwd: string): OutputOptions {
  return {
    outDir: path.resolve(cwd, values.out),
    journal: values.resume ? 'resume' : values.fresh ? 'fresh' : 'new',
    progress: (line) => display.line(line),
    onTrialFinished: (finished, total, left) => display.trial(finished, total, left),
    ...(values['cache-dir'] !== undefined && {
      cache: { store: folderCache(path.resolve(cwd, values['cache-dir'])), write: true },
    }),
  };
}

/**
 * What `--detect` prices runs by: `--estimate-from` (an error if it is not a results.json), else OUT/results.json when
 * it reads cleanly.
 */
function earlierRun(cwd: string, out: string, explicit: string | undefined): Results | undefined {
  const file = estimateSource(cwd, out, explicit);
  try {
    return loadEstimate(file);
  } catch (error) {
    if (explicit !== undefined || !(error instanceof UsageError)) throw error;
    return undefined;
  }
}
