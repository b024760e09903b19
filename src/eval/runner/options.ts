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

/** `tape`: --record DIR keeps each trial's model exchanges, --replay DIR answers from them offline (src/eval/replay/). */
export type ModelChoice = { kind: 'scripted' } | { kind: 'real'; baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; tape?: Tape };

export interface EvalOptions {
  report: ValidationReport;
  /** Only this shard of the skills (a matrix job's share). */
  shard?: { index: number; count: number };
  /** Sequential trials: each case stops once the SPRT decides it (then `trials` is ignored). */
  sequential?: SequentialDesign;
  backends: readonly BackendName[];
  /** Also run every case that measures execution with no skill installed, for each row's lift (as a spec's `baseline: true`). */
  baseline?: boolean;
  /** Other skills of the repository installed next to each spec's own: `all`, or these names (`--alongside`). */
  alongside?: Alongside;
  /** How skills reach the agent; one per run. Default install-discover. */
  discipline?: Discipline;
  model: ModelChoice;
  outDir: string;
  trials?: number;
  /** Size each row's trials so that a drop of this many points is found (`--detect`); then `trials` is not given. */
  detect?: DetectOptions;
  /** What one agent run of a case cost before (`--estimate-from`), so that `detect` sizes within `max-cost`. */
  earlierCost?: SizingCaps['costOfRun'];
  defaultTrials?: number;
  concurrency?: number;
  skills?: readonly string[];
  cases?: readonly string[];
  journal?: 'new' | 'resume' | 'fresh';
  budget?: { maxTrials?: number; maxTokens?: number; maxCostUsd?: number };
  timeoutSeconds?: number;
  maxTurns?: number;
  /** What one trial may use of the host (trialLimits.ts); the defaults where not given. */
  limits?: Partial<TrialLimits>;
  /** bubblewrap (the default) or, only when asked for, none; never a silent fallback. */
  isolation?: IsolationLevel;
  cliPaths?: Partial<Record<BackendName, string>>;
  env?: NodeJS.ProcessEnv;
  /** One line per event, for stderr. */
  progress?: (line: string) => void;
  /** After each finished trial, before its progress line: for a live bar. */
  onTrialFinished?: (finished: number, total: number, eta: string) => void;
  /** Retry back-off base; tests shorten it. */
  retryDelayMs?: number;
  /** Reuse finished trials measured exactly the same way; `write` only on trusted refs. */
  cache?: { store: ResultCache; write: boolean };
}
