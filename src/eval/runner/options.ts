import type { Discipline } from '../../results/types.js';
import type { ResultCache } from '../../results/cache/resultCache.js';
import type { SequentialDesign } from '../../results/sequential.js';
import type { ValidationReport } from '../../skills/validateRepository.js';
import type { IsolationLevel } from '../sandbox/isolation.js';
import type { TrialLimits } from '../sandbox/trialLimits.js';
import type { BackendName } from '../spec/types.js';
import type { Tape } from '../replay/trialTape.js';
import type { Alongside } from './alongside.js';
import type { DetectOptions, SizingCaps } from './trialSizing.js';

/**
 * An eval's options, in the five parts each layer reads: what is evaluated, how many trials, against which
 * model, in what sandbox, and where it is written. The CLI (src/cli/evalCommand.ts) and the Action
 * (src/action/evalStage.ts) build them once from their flags and inputs; both then call src/eval/flow.ts.
 */
export interface EvalOptions {
  selection: Selection;
  sizing: Sizing;
  model: ModelChoice;
  sandbox: SandboxOptions;
  output: OutputOptions;
}

/** What is evaluated: the repository's skills and cases (or some of them), on which backends, reached how. */
export interface Selection {
  report: ValidationReport;
  backends: readonly BackendName[];
  /** How skills reach the agent; one per run. Default install-discover. */
  discipline?: Discipline;
  skills?: readonly string[];
  cases?: readonly string[];
  /** Only this shard of the skills (a matrix job's share). */
  shard?: { index: number; count: number };
  /**
   * Also run every case that measures execution with no skill installed, for each row's lift (as a spec's `baseline:
   * true`).
   */
  baseline?: boolean;
  /** Other skills of the repository installed next to each spec's own: `all`, or these names (`--alongside`). */
  alongside?: Alongside;
}

/** How many trials each case gets and within what budget: fixed, sequential, or sized to find a drop. */
export interface Sizing {
  trials?: number;
  defaultTrials?: number;
  /** Sequential trials: each case stops once the SPRT decides it (then `trials` is ignored). */
  sequential?: SequentialDesign;
  /** Size each row's trials so that a drop of this many points is found (`--detect`); then `trials` is not given. */
  detect?: DetectOptions;
  /** What one agent run of a case cost before (`--estimate-from`), so that `detect` sizes within `max-cost`. */
  earlierCost?: SizingCaps['costOfRun'];
  budget?: { maxTrials?: number; maxTokens?: number; maxCostUsd?: number };
  /** Trials at once. */
  concurrency?: number;
  /** Retry back-off base; tests shorten it. */
  retryDelayMs?: number;
}

/**
 * `tape`: --record DIR keeps each trial's model exchanges, --replay DIR answers from them offline (src/eval/replay/).
 */
export type ModelChoice =
  | { kind: 'scripted' }
  | { kind: 'real'; baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; tape?: Tape };

/** Where and how each trial runs: the CLIs, the host's environment, the isolation and the trial's limits. */
export interface SandboxOptions {
  /** bubblewrap (the default) or, only when asked for, none; never a silent fallback. */
  isolation?: IsolationLevel;
  timeoutSeconds?: number;
  maxTurns?: number;
  /** What one trial may use of the host (trialLimits.ts); the defaults where not given. */
  limits?: Partial<TrialLimits>;
  cliPaths?: Partial<Record<BackendName, string>>;
  /** The host's environment (default process.env): the CLIs' keys and PATH, and what is redacted. */
  env?: NodeJS.ProcessEnv;
}

/** Where the run writes and what it says as it goes. */
export interface OutputOptions {
  outDir: string;
  journal?: 'new' | 'resume' | 'fresh';
  /** One line per event, for stderr. */
  progress?: (line: string) => void;
  /** After each finished trial, before its progress line: for a live bar. */
  onTrialFinished?: (finished: number, total: number, eta: string) => void;
  /** Reuse finished trials measured exactly the same way; `write` only on trusted refs. */
  cache?: { store: ResultCache; write: boolean };
}
