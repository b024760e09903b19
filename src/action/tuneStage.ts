import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toolsDir } from '../eval/backends/locate.js';
import type { ModelChoice } from '../eval/runner/options.js';
import { compareResults } from '../results/compare/compare.js';
import { loadResults } from '../results/load.js';
import type { Results } from '../results/types.js';
import { logText, mdText } from '../report/escape.js';
import type { TuneSuggestion } from '../report/tuneSuggestion.js';
import type { ValidateOptions, ValidationReport } from '../skills/validateRepository.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { tuneContext, type TuneContext } from '../tune/context.js';
import type { MeasureSettings } from '../tune/evalDeps.js';
import { modelProposer, proposerUnavailable } from '../tune/modelProposer.js';
import { planLines, tunePlan } from '../tune/plan.js';
import { tuneSkill } from '../tune/runTune.js';
import { scriptedProposer } from '../tune/scriptedProposer.js';
import { DEFAULT_SEED } from '../tune/split.js';
import { modelOf } from './bisectStage.js';
import type { EvalOutcome } from './evalStage.js';
import { parseBoolean, parseOptionalInt } from './inputs.js';
import { planInputs } from './planInputs.js';

/** caliper tune's rounds in the Action; the caps lower them to what fits (docs/tuning.md). */
const ROUNDS = 5;

/**
 * Input `tune: true`: after an eval with evaluate-base, each skill whose activation or false activation
 * regressed is tuned (src/tune/) as the eval measured it (model source, backends, alongside), within the
 * eval's max-trials and max-cost, and an accepted description is offered in the PR comment with its
 * held-out figures. A suggestion, never a gate: nothing here fails the step; what stops a tune is a
 * warning, and the report says why for each skill.
 */
export async function tuneStage(
  rt: ActionRuntime,
  report: ValidationReport,
  env: NodeJS.ProcessEnv,
  evaluated: EvalOutcome | undefined,
  validate: ValidateOptions | undefined,
): Promise<TuneSuggestion[]> {
  if (!parseBoolean(rt.input('tune'), 'tune')) return [];
  if (evaluated?.kind !== 'evaluated' || !evaluated.base) {
    rt.info('tune skipped: it follows an eval with evaluate-base: true, which compares the head with its base.');
    return [];
  }
  try {
    return await tuneRegressed(rt, report, env, { head: evaluated.head, base: evaluated.base }, validate);
  } catch (error) {
    rt.annotate('warning', `caliper tune stopped: ${(error as Error).message}. A suggestion, not a gate.`, {});
    return [];
  }
}

async function tuneRegressed(
  rt: ActionRuntime,
  report: ValidationReport,
  env: NodeJS.ProcessEnv,
  paths: { head: string; base: string },
  validate: ValidateOptions | undefined,
): Promise<TuneSuggestion[]> {
  const head = loadResults(paths.head);
  const skills = regressedChoice(loadResults(paths.base), head);
  if (skills.length === 0) {
    rt.info('tune: no skill regressed on activation or false activation; nothing to tune.');
    return [];
  }
  const model = modelOf(rt, head, env);
  const scripted = model.kind === 'scripted';
  const missing = scripted ? undefined : proposerUnavailable(env);
  if (missing) {
    rt.info(`tune skipped: ${logText(missing)}.`);
    return [];
  }
  const sized = planInputs((name) => rt.input(name)).sizing;
  if (sized.trials === undefined && (sized.sequential || sized.detect))
    rt.info(
      "tune: the eval's trials were sized (trials auto or detect); the tune measures each case the spec's " +
        'trials, as it plans its agent runs before it starts (docs/tuning.md).',
    );
  const caps = {
    ...(sized.budget?.maxTrials !== undefined && { maxTrials: sized.budget.maxTrials }),
    ...(sized.budget?.maxCostUsd !== undefined && { maxCostUsd: sized.budget.maxCostUsd }),
  };
  const options = {
    backends: head.meta.backends.map((b) => b.name),
    trials: sized.trials,
    alongside: head.meta.alongside,
    seed: DEFAULT_SEED,
  };
  const suggestions: TuneSuggestion[] = [];
  const contexts: TuneContext[] = [];
  for (const skill of skills) {
    try {
      contexts.push(tuneContext(report, skill, options));
    } catch (error) {
      suggestions.push({ kind: 'kept', skill, reason: `not tuned: ${(error as Error).message}` });
    }
  }
  if (contexts.length === 0) return suggestions;
  const plan = tunePlan(contexts, ROUNDS, caps, scripted, rt.input('model') || undefined);
  for (const line of planLines(plan, contexts, scripted)) rt.info(logText(line));
  const outDir = path.join(path.dirname(path.dirname(paths.head)), 'tune');
  for (const context of contexts) {
    const settings = measureSettings(rt, env, { ...options, model, caps, validate }, path.join(outDir, context.skill));
    suggestions.push(await tuneOne(rt, report.root, outDir, context, plan.rounds, settings, scripted));
  }
  await rt.appendSummary(summaryOf(suggestions, outDir));
  return suggestions;
}

async function tuneOne(
  rt: ActionRuntime,
  repository: string,
  outDir: string,
  context: TuneContext,
  rounds: number,
  settings: MeasureSettings,
  scripted: boolean,
): Promise<TuneSuggestion> {
  const tuned = await tuneSkill({
    repository,
    outDir: path.dirname(outDir),
    context,
    rounds,
    settings,
    proposer: scripted ? scriptedProposer : modelProposer(settings.eval.sandbox.env ?? process.env),
    apply: false,
    scripted,
    trials: settings.trials,
  });
  const folder = path.join(outDir, context.skill);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'report.md'), tuned.report);
  for (const fault of tuned.faults)
    rt.annotate('warning', `caliper tune: ${context.skill}: ${fault}. A harness fault, not the description's.`, {});
  // suggestion.json: what a report stage in another job reads (input tune-results), as data.
  const offer = (s: TuneSuggestion) => {
    writeFileSync(path.join(folder, 'suggestion.json'), `${JSON.stringify(s, null, 2)}\n`);
    return s;
  };
  if (!tuned.outcome.accepted || tuned.patch === undefined)
    return offer({ kind: 'kept', skill: context.skill, reason: tuned.outcome.reason });
  writeFileSync(path.join(folder, 'description.patch'), tuned.patch);
  rt.info(logText(tuned.acceptedLine!));
  const line = context.text.split('\n').findIndex((l) => /^description\s*:/.test(l));
  return offer({
    kind: 'accepted',
    skill: context.skill,
    skillFile: context.skillFile,
    line: line >= 0 ? line + 1 : undefined,
    patch: tuned.patch,
    test: tuned.outcome.heldOut!.test,
  });
}

/** Skills whose activation or false activation regressed on some backend: the description is their usual cause. */
function regressedChoice(base: Results, head: Results): string[] {
  const compared = compareResults(base, head);
  if (compared.kind !== 'compared') return [];
  const choice = compared.comparison.aggregates.filter((a) =>
    a.metrics.some((m) => m.verdict === 'regressed' && m.metric !== 'execution'),
  );
  return [...new Set(choice.map((a) => a.skill))];
}

function measureSettings(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  o: {
    backends: MeasureSettings['backends'];
    trials: number | undefined;
    alongside: MeasureSettings['alongside'];
    model: ModelChoice;
    caps: MeasureSettings['budget'];
    validate: ValidateOptions | undefined;
  },
  folder: string,
): MeasureSettings {
  const timeoutSeconds = parseOptionalInt(rt.input('timeout'), 'timeout');
  const concurrency = parseOptionalInt(rt.input('concurrency'), 'concurrency');
  return {
    backends: o.backends,
    model: o.model,
    trials: o.trials,
    alongside: o.alongside,
    validateOptions: o.validate ?? {},
    runsDir: path.join(folder, 'runs'),
    budget: o.caps,
    eval: {
      sizing: { ...(concurrency !== undefined && { concurrency }) },
      sandbox: {
        ...(timeoutSeconds !== undefined && { timeoutSeconds }),
        env: { ...env, CALIPER_TOOLS: toolsDir(env) },
      },
      output: { progress: (line) => rt.info(logText(line)) },
    },
  };
}

function summaryOf(suggestions: readonly TuneSuggestion[], outDir: string): string {
  const lines = suggestions.map((s) =>
    s.kind === 'accepted'
      ? `- ${mdText(s.skill)}: a better description (see the PR comment); tune/${mdText(s.skill)}/description.patch`
      : `- ${mdText(s.skill)}: ${mdText(s.reason)}`,
  );
  return `## caliper tune\n\n${lines.join('\n')}\n\nEach tune's report: ${mdText(outDir)}/SKILL/report.md.\n`;
}
