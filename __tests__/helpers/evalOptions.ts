import type {
  EvalOptions,
  ModelChoice,
  OutputOptions,
  PlanParts,
  SandboxOptions,
  Selection,
  Sizing,
} from '../../src/eval/runner/runEval.js';

/**
 * Tests name an eval's options flat ({ backends, trials, timeoutSeconds, … }), as most set two or three of
 * them; these put each where runEval reads it. Every field of every part is listed (checked below), so a
 * new one cannot be dropped in silence.
 */
export type FlatEvalOptions = Partial<Selection> &
  Sizing &
  SandboxOptions &
  Partial<OutputOptions> & { model?: ModelChoice };

const SELECTION = ['report', 'backends', 'discipline', 'skills', 'cases', 'shard', 'baseline', 'alongside'] as const;
const SIZING = [
  'trials',
  'defaultTrials',
  'sequential',
  'detect',
  'earlierCost',
  'budget',
  'concurrency',
  'retryDelayMs',
] as const;
const SANDBOX = ['isolation', 'timeoutSeconds', 'maxTurns', 'limits', 'cliPaths', 'env'] as const;
const OUTPUT = ['outDir', 'journal', 'progress', 'onTrialFinished', 'cache'] as const;

type Unlisted =
  | Exclude<keyof Selection, (typeof SELECTION)[number]>
  | Exclude<keyof Sizing, (typeof SIZING)[number]>
  | Exclude<keyof SandboxOptions, (typeof SANDBOX)[number]>
  | Exclude<keyof OutputOptions, (typeof OUTPUT)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

function pick<K extends string>(flat: Record<string, unknown>, keys: readonly K[]): Record<K, unknown> {
  return Object.fromEntries(keys.filter((k) => flat[k] !== undefined).map((k) => [k, flat[k]])) as Record<K, unknown>;
}

/** A whole eval's options from flat ones (report, backends, model and outDir given). */
export function evalParts(
  flat: FlatEvalOptions & Pick<Selection, 'report' | 'backends'> & { model: ModelChoice; outDir: string },
): EvalOptions {
  const all = flat as unknown as Record<string, unknown>;
  return {
    selection: pick(all, SELECTION) as unknown as Selection,
    sizing: pick(all, SIZING) as Sizing,
    model: flat.model,
    sandbox: pick(all, SANDBOX) as SandboxOptions,
    output: pick(all, OUTPUT) as unknown as OutputOptions,
  };
}

/** What evalPlan reads, from flat options. */
export function planParts(flat: Partial<Selection> & Sizing & Pick<Selection, 'report' | 'backends'>): PlanParts {
  const all = flat as unknown as Record<string, unknown>;
  return { selection: pick(all, SELECTION) as unknown as Selection, sizing: pick(all, SIZING) as Sizing };
}
