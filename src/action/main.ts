import path from 'node:path';
import { validateRepository, type ValidationReport } from '../skills/validateRepository.js';
import type { ActionRuntime } from '../toolkit/core.js';
import type { Section } from '../report/stickyComment.js';
import { encodeCarried, parseCarried } from './carriedSections.js';
import { evalStage } from './evalStage.js';
import { eventPullRequest } from './prComment.js';
import { historyStage } from './historyStage.js';
import type { HistoryPoint } from '../results/history/history.js';
import { ownersStage } from './ownersStage.js';
import { reportStage } from './reportStage.js';
import { InputError, parseBoolean, parseList } from './inputs.js';
import { validateConfigForAction } from './validateConfigSource.js';
import { validateStage } from './validateStage.js';

export const STAGES = ['validate', 'owners', 'eval', 'history', 'report'] as const;
type Stage = (typeof STAGES)[number];

/** The Action: read inputs, run the requested stages in order, publish outputs. Never throws. */
export async function runAction(rt: ActionRuntime, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const stages = parseList(rt.input('stages') || 'validate');
    const unknown = stages.filter((s) => !(STAGES as readonly string[]).includes(s));
    if (unknown.length > 0) {
      rt.fail(`Unknown stage(s) ${unknown.join(', ')} in input "stages". This version of caliper offers: ${STAGES.join(', ')}.`);
      return;
    }
    const carried = parseCarried(rt.input('comment-sections'));
    if (carried.length > 0 && !stages.includes('report')) throw new InputError('input "comment-sections" is put on the PR by the report stage; add report to "stages"');
    const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
    const dir = path.resolve(workspace, rt.input('path') || '.');
    const prefix = path.relative(workspace, dir).split(path.sep).join('/');
    // Only the stages that read skills: a report job has no checkout, nor the contents permission the base's rules need.
    let repository: ValidationReport | undefined;
    const skills = async () => (repository ??= validateRepository(dir, { strictSpec: parseBoolean(rt.input('strict-spec'), 'strict-spec'), ignore: parseList(rt.input('ignore')), config: await validateConfigForAction(rt, env, workspace) }));
    let evaluated: { head: string; base: string | undefined } | undefined;
    const built: Section[] = [];
    let history: HistoryPoint[] = [];
    for (const stage of stages as Stage[]) {
      if (stage === 'validate') await validateStage(rt, await skills(), prefix, env, built);
      if (stage === 'owners') await ownersStage(rt, await skills(), prefix, env, built);
      if (stage === 'eval') evaluated = await evalStage(rt, await skills(), env);
      if (stage === 'history') {
        if (evaluated?.head === '') rt.info('history skipped: the eval stage evaluated nothing (its summary says why).');
        else history = await historyStage(rt, env, evaluated);
      }
      if (stage === 'report') {
        if (evaluated?.head === '') rt.info('report skipped: the eval stage evaluated nothing (its summary says why).');
        else await reportStage(rt, env, evaluated, carried, history);
      }
    }
    // The sections this step did not post, for a job that comments on its behalf (the reusable workflow's report job).
    if (built.length > 0 && eventPullRequest(env) && !parseBoolean(rt.input('comment') || 'true', 'comment')) rt.setOutput('comment-sections', encodeCarried(built));
  } catch (error) {
    if (error instanceof InputError) rt.fail(error.message);
    else rt.fail(`caliper failed unexpectedly: ${error instanceof Error ? error.message : String(error)}. Please report it with the step's log.`);
  }
}
