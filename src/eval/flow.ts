import { harnessFaults } from '../results/harnessFaults.js';
import { notEvaluatedFails, type Unevaluated } from '../results/notEvaluated.js';
import { skippedSkills } from '../results/skippedSkills.js';
import type { Results } from '../results/types.js';
import { unmeasuredFaults } from '../results/unmeasuredRates.js';
import type { ValidateOptions } from '../skills/validateRepository.js';
import { runBaseAndHead, type BaseAndHead, type BaseSide } from './pr/runBaseAndHead.js';
import { runEval, type EvalOptions } from './runner/runEval.js';

/**
 * What an eval ended with, for `caliper eval` and the Action's eval stage to show and judge alike:
 * - `run`: one run of the selected skills (OUT/results.json);
 * - `pr`: with a base, both sides of the skills whose eval changed (OUT/base and OUT/head);
 * - `unchanged`: with a base, no skill's eval changed, or none of the changed ones could be evaluated.
 */
export type EvalFlowOutcome =
  | { kind: 'run'; results: Results; verdict: Verdict }
  | { kind: 'pr'; run: BaseAndHead; base: Results; head: Results; verdict: Verdict }
  | { kind: 'unchanged'; run: BaseAndHead; verdict: Verdict };

/** What a run's results say about the run itself; each caller says it in its own medium and fails by its own policy. */
export interface Verdict {
  /** A backend that never ran, trials that ended in harness errors: a broken set-up, unless accepted (allow-errors). */
  faults: string[];
  /** Rates whose every trial was a harness error: they measured nothing, accepted or not. */
  unmeasured: string[];
  /** Skills with a spec their own errors kept from the eval. */
  notEvaluated: readonly Unevaluated[];
  /** Whether `notEvaluated` fails the run (`validate.not-evaluated`, default error). */
  notEvaluatedFails: boolean;
  /** Some trial measured something (not every one a harness error or skipped). */
  measured: boolean;
}

/**
 * The one eval flow of the CLI and the Action: run the options' skills (with `base`, the changed ones
 * at the base and at the head), then judge what came out. `validate`: the options the repository was
 * judged with, whose configuration says whether a skill not evaluated fails the run.
 */
export async function evalFlow(
  options: EvalOptions,
  base: BaseSide | undefined,
  validate: ValidateOptions | undefined,
): Promise<EvalFlowOutcome> {
  if (!base) return singleRun(await runEval(options), validate);
  return prRun(await runBaseAndHead(options, base), validate);
}

function singleRun(results: Results, validate: ValidateOptions | undefined): EvalFlowOutcome {
  const notEvaluated = skippedSkills(results);
  return {
    kind: 'run',
    results,
    verdict: verdictOf(harnessFaults(results), unmeasuredFaults(results), notEvaluated, validate, measured(results)),
  };
}

function prRun(run: BaseAndHead, validate: ValidateOptions | undefined): EvalFlowOutcome {
  const notEvaluated = run.invalid.map((skill) => ({ skill, reason: run.reasons.get(skill)! }));
  if (!run.head || !run.base)
    return { kind: 'unchanged', run, verdict: verdictOf([], [], notEvaluated, validate, false) };
  const faults = [...harnessFaults(run.base, 'base'), ...harnessFaults(run.head, 'head')];
  // The head's unmeasured rates alone: a base that measured nothing is the fault the PR may be fixing.
  return {
    kind: 'pr',
    run,
    base: run.base,
    head: run.head,
    verdict: verdictOf(faults, unmeasuredFaults(run.head, 'head'), notEvaluated, validate, measured(run.head)),
  };
}

function verdictOf(
  faults: string[],
  unmeasured: string[],
  notEvaluated: readonly Unevaluated[],
  validate: ValidateOptions | undefined,
  wasMeasured: boolean,
): Verdict {
  return {
    faults,
    unmeasured,
    notEvaluated,
    notEvaluatedFails: notEvaluatedFails(validate?.config, notEvaluated),
    measured: wasMeasured,
  };
}

const measured = (results: Results) => results.results.some((r) => r.cases.some((c) => c.trials > c.errors));
