import path from 'node:path';
import { validateRepository, type ValidateOptions, type ValidationReport } from '../skills/validateRepository.js';
import type { ActionRuntime } from '../toolkit/core.js';
import type { Section } from '../report/stickyComment.js';
import { encodeCarried, parseCarried } from './carriedSections.js';
import { evalStage, type EvalOutcome } from './evalStage.js';
import { uploadResults } from './evalPublish.js';
import { bisectStage } from './bisectStage.js';
import { tuneStage } from './tuneStage.js';
import type { TuneSuggestion } from '../report/tuneSuggestion.js';
import type { BisectReport } from '../bisect/bisect.js';
import { reportNotEvaluated } from './notEvaluated.js';
import { logText } from '../report/escape.js';
import { eventPullRequest, runUrl } from './prComment.js';
import { historyStage } from './historyStage.js';
import type { HistoryPoint } from '../results/history/history.js';
import { ownersStage } from './ownersStage.js';
import { reportStage } from './reportStage.js';
import { InputError, parseBoolean, parseList } from './inputs.js';
import { validateConfigForAction } from './validateConfigSource.js';
import { validateStage } from './validateStage.js';
import { withProof } from '../prove/strict.js';

export const STAGES = ['validate', 'owners', 'eval', 'history', 'report'] as const;
type Stage = (typeof STAGES)[number];

/** The Action: read inputs, run the requested stages in order, publish outputs. Never throws. */
export async function runAction(rt: ActionRuntime, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const step: StepState = { stages: [], current: undefined, carried: [] };
  try {
    await runStages(rt, env, step);
  } catch (error) {
    const message =
      error instanceof InputError
        ? error.message
        : `caliper failed unexpectedly: ` +
          `${error instanceof Error ? error.message : String(error)}. Please ` +
          `report it with the step's log.`;
    rt.fail(message);
    await reportFailure(rt, env, step, message);
  }
}

interface StepState {
  stages: string[];
  /** The stage running when the step failed. */
  current: Stage | undefined;
  carried: Section[];
}

async function runStages(rt: ActionRuntime, env: NodeJS.ProcessEnv, step: StepState): Promise<void> {
  const stages = parseList(rt.input('stages') || 'validate');
  const unknown = stages.filter((s) => !(STAGES as readonly string[]).includes(s));
  if (unknown.length > 0) {
    rt.fail(
      `Unknown stage(s) ${unknown.join(', ')} in input "stages". This version of caliper offers: ${STAGES.join(', ')}.`,
    );
    return;
  }
  step.stages = stages;
  const carried = parseCarried(rt.input('comment-sections'));
  step.carried = carried;
  if (carried.length > 0 && !stages.includes('report'))
    throw new InputError('input "comment-sections" is put on the PR by the report stage; add report to "stages"');
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const dir = path.resolve(workspace, rt.input('path') || '.');
  const prefix = path.relative(workspace, dir).split(path.sep).join('/');
  // Only the stages that read skills: a report job has no checkout, nor the contents permission the base's rules need.
  // The inputs `strict-spec`, `ignore` and `config` are the CLI's flags of the same names: both judge a
  // repository alike (and the eval stage judges the base of a PR as it judges the head).
  let options: ValidateOptions | undefined;
  const validateOptions = async () =>
    (options ??= {
      strictSpec: parseBoolean(rt.input('strict-spec'), 'strict-spec'),
      ignore: parseList(rt.input('ignore')),
      config: await validateConfigForAction(rt, env, workspace, dir),
    });
  let repository: ValidationReport | undefined;
  const skills = async () => (repository ??= validateRepository(dir, await validateOptions()));
  // The gate's report: with strict-spec, caliper prove's findings among validate's (as `validate --strict-spec`).
  // Only the validate stage shows them; the eval stage plans on validate's own report.
  const gated = async () => {
    const opts = await validateOptions();
    if (!opts.strictSpec) return skills();
    const proved = await withProof(await skills(), opts, env);
    for (const note of proved.notes) rt.info(`caliper prove: ${logText(note)}`);
    return proved.report;
  };
  let evaluated: EvalOutcome | undefined;
  const built: Section[] = [];
  let history: HistoryPoint[] = [];
  let bisected: BisectReport[] = [];
  let tuned: TuneSuggestion[] = [];
  for (const stage of stages as Stage[]) {
    step.current = stage;
    if (stage === 'validate') await validateStage(rt, await gated(), prefix, env, built);
    if (stage === 'owners') await ownersStage(rt, await skills(), prefix, env, built);
    if (stage === 'eval') {
      const outcome = await evalStage(rt, await skills(), env, await validateOptions());
      evaluated = outcome;
      try {
        bisected = await bisectStage(rt, await skills(), env, outcome, await validateOptions());
        tuned = await tuneStage(rt, await skills(), env, outcome, await validateOptions());
      } finally {
        if (outcome.kind === 'evaluated' && outcome.uploadAfter) await uploadResults(rt, outcome.uploadAfter, env);
      }
    }
    if (stage === 'history') {
      if (evaluated && evaluated.kind !== 'evaluated')
        rt.info('history skipped: the eval stage evaluated nothing (its summary says why).');
      else history = await historyStage(rt, env, evaluated);
    }
    if (stage === 'report') {
      // Said on the PR too: an earlier push's verdict must not stay on a head it does not describe.
      if (evaluated && evaluated.kind !== 'evaluated')
        await reportNotEvaluated(rt, env, evaluated, carried, eventPullRequest(env)?.number, { summarised: true });
      else await reportStage(rt, env, evaluated, carried, history, bisected, tuned);
    }
  }
  // The sections this step did not post, for a job that comments on its behalf (the reusable workflow's report job).
  if (built.length > 0 && eventPullRequest(env) && !parseBoolean(rt.input('comment') || 'true', 'comment'))
    rt.setOutput('comment-sections', encodeCarried(built));
}

/**
 * A step that evaluates or reports and failed says so in the report section, so the comment never
 * leads with an earlier verdict, or with "passing", on a head whose step failed. Never throws.
 */
async function reportFailure(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  step: StepState,
  message: string,
): Promise<void> {
  if (!step.current || !(step.stages.includes('eval') || step.stages.includes('report'))) return;
  try {
    await reportNotEvaluated(
      rt,
      env,
      { kind: 'failed', stage: step.current, message, runUrl: runUrl(env) },
      step.carried,
      eventPullRequest(env)?.number,
    );
  } catch (error) {
    rt.info(
      `the PR comment does not say the step failed: ${logText(error instanceof Error ? error.message : String(error))}`,
    );
  }
}
