import path from 'node:path';
import { agentNamed } from '../agents/index.js';
import { installBackend } from '../eval/backends/install.js';
import { toolsDir } from '../eval/backends/locate.js';
import { evalFlow } from '../eval/flow.js';
import { prDryRunLines } from '../eval/pr/prDryRun.js';
import { dryRunLines } from '../eval/runner/dryRun.js';
import { evalPlan, type PlanParts } from '../eval/runner/runEval.js';
import type { BackendName } from '../eval/spec/types.js';
import { logText, mdText } from '../report/escape.js';
import { progressDisplay } from '../report/progressDisplay.js';
import type { ValidateOptions, ValidationReport } from '../skills/validateRepository.js';
import { restoreFolder, saveFolder } from '../toolkit/cache.js';
import type { ActionRuntime } from '../toolkit/core.js';
import {
  actionEvalOptions,
  faultPolicyInputs,
  modelInputs,
  readEvent,
  selectionInputs,
  stagePlace,
} from './evalInputs.js';
import { publishOutcome, skipEval, type EvalOutcome } from './evalPublish.js';
import { InputError, parseBoolean } from './inputs.js';

export type { EvalOutcome } from './evalPublish.js';

/** Install the pinned CLIs, run the evals, publish the table, the results and the transcripts. */
export async function evalStage(
  rt: ActionRuntime,
  report: ValidationReport,
  env: NodeJS.ProcessEnv,
  validate?: ValidateOptions,
): Promise<EvalOutcome> {
  const { selection, sizing } = selectionInputs(rt, report);
  const evaluateBase = parseBoolean(rt.input('evaluate-base'), 'evaluate-base');
  // Before the key is looked for or a CLI installed: a dry run starts nothing and needs neither.
  if (parseBoolean(rt.input('dry-run'), 'dry-run')) {
    const base = evaluateBase
      ? { baseRef: rt.input('base-ref') || readEvent(env).baseSha, ...(validate && { validate }) }
      : undefined;
    return dryRunStage(rt, { selection, sizing }, parseBoolean(rt.input('scripted-model'), 'scripted-model'), base);
  }
  const { decided, model } = modelInputs(rt, selection.backends, env);
  const place = stagePlace(rt, env);
  if (decided.mode === 'skip') {
    rt.info(`caliper eval skipped: ${decided.why}`);
    return skipEval(
      rt,
      place.outDir,
      env,
      { why: 'no-key', backends: decided.missing, fork: place.event.fork },
      decided.why,
    );
  }
  const policy = faultPolicyInputs(rt);
  // Each trial's line goes into one log group; the plan and the summary stay visible.
  const display = progressDisplay('github-actions', (text) => rt.info(text.replace(/\n$/, '')));
  const options = await actionEvalOptions(rt, { selection, sizing, model }, place, env, display);
  if (rt.input('install-clis').trim() === '' || parseBoolean(rt.input('install-clis'), 'install-clis'))
    await installClis(rt, selection.backends, place.toolEnv);
  const base = evaluateBase ? { ref: baseRefInput(rt, place.event.baseSha), ...(validate && { validate }) } : undefined;
  const outcome = await evalFlow(options, base, validate).finally(() => display.end());
  // The stages after it in the step (bisect, tune) write into the results folder: the one upload waits for them.
  const uploadLater = parseBoolean(rt.input('bisect'), 'bisect') || parseBoolean(rt.input('tune'), 'tune');
  return publishOutcome(rt, outcome, { outDir: place.outDir, env, policy, uploadLater });
}

function baseRefInput(rt: ActionRuntime, eventBase: string | undefined): string {
  const baseRef = rt.input('base-ref') || eventBase;
  if (!baseRef)
    throw new InputError('evaluate-base needs a base commit: run on a pull_request event or set input "base-ref"');
  return baseRef;
}

/** Input install-clis: each backend's pinned CLI, from the Actions cache when it holds it, else from npm. */
async function installClis(
  rt: ActionRuntime,
  backends: readonly BackendName[],
  toolEnv: NodeJS.ProcessEnv,
): Promise<void> {
  for (const b of backends) {
    const backend = agentNamed(b)!;
    const dir = path.join(toolsDir(toolEnv), backend.name);
    const key = `caliper-cli-${backend.name}-${backend.run.install.version}-${process.platform}-${process.arch}`;
    const restored = await restoreFolder(dir, key);
    const outcome = installBackend(backend, toolEnv);
    if (!outcome.ok) throw new InputError(outcome.reason);
    if (!outcome.alreadyInstalled) await saveFolder(dir, key);
    const from = restored ? 'from the cache' : outcome.alreadyInstalled ? 'already installed' : 'installed from npm';
    rt.info(`${b}: ${outcome.binary} (${from})`);
  }
}

/**
 * Input `dry-run`: the plan a run would print before its first trial, in the log and the summary; no CLI is installed
 * or started.
 */
async function dryRunStage(
  rt: ActionRuntime,
  options: PlanParts,
  scripted: boolean,
  base: { baseRef: string | undefined; validate?: ValidateOptions } | undefined,
): Promise<EvalOutcome> {
  if (base && !base.baseRef)
    throw new InputError('evaluate-base needs a base commit: run on a pull_request event or set input "base-ref"');
  // With evaluate-base, each side's plan for the skills whose eval changed, as the run would make them.
  const lines = base
    ? prDryRunLines(
        options,
        { ref: base.baseRef!, ...(base.validate && { validate: base.validate }) },
        undefined,
        scripted,
      )
    : dryRunLines(
        evalPlan(options),
        options.sizing.sequential,
        undefined,
        scripted,
        false,
        rt.input('model') || undefined,
      );
  for (const line of lines) rt.info(logText(line));
  const markdown = lines
    .slice(1)
    .map((line) => (line.startsWith('  ') ? `- ${mdText(line.trim())}` : `\n${mdText(line)}\n`));
  await rt.appendSummary(`## caliper eval: dry run\n\nNo agent was started.\n${markdown.join('\n')}\n`);
  return { kind: 'skipped', reasons: [] };
}
