import path from 'node:path';
import { validateRepository } from '../skills/validateRepository.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { evalStage } from './evalStage.js';
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
    const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
    const dir = path.resolve(workspace, rt.input('path') || '.');
    const prefix = path.relative(workspace, dir).split(path.sep).join('/');
    const config = await validateConfigForAction(rt, env, workspace);
    const report = validateRepository(dir, { strictSpec: parseBoolean(rt.input('strict-spec'), 'strict-spec'), ignore: parseList(rt.input('ignore')), config });
    let evaluated: { head: string; base: string | undefined } | undefined;
    let history: HistoryPoint[] = [];
    for (const stage of stages as Stage[]) {
      if (stage === 'validate') await validateStage(rt, report, prefix, env);
      if (stage === 'owners') await ownersStage(rt, report, prefix, env);
      if (stage === 'eval') evaluated = await evalStage(rt, report, env);
      if (stage === 'history') {
        if (evaluated?.head === '') rt.info('history skipped: the eval stage evaluated nothing (its summary says why).');
        else history = await historyStage(rt, env, evaluated);
      }
      if (stage === 'report') {
        if (evaluated?.head === '') rt.info('report skipped: the eval stage evaluated nothing (its summary says why).');
        else await reportStage(rt, env, evaluated, history);
      }
    }
  } catch (error) {
    if (error instanceof InputError) rt.fail(error.message);
    else rt.fail(`caliper failed unexpectedly: ${error instanceof Error ? error.message : String(error)}. Please report it with the step's log.`);
  }
}
