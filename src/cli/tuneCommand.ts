import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { warningsOnce } from './warningsOnce.js';
import { parseCommandArgs } from './args.js';
import { DEFAULT_AGENT } from '../agents/facts.js';
import { AGENT_NAMES } from '../agents/index.js';
import { EvalSetupError, type ModelChoice } from '../eval/runner/runEval.js';
import { JournalError } from '../eval/runner/journal.js';
import { logText } from '../report/escape.js';
import { validateRepository } from '../skills/validateRepository.js';
import { REPOSITORY_OPTIONS, repositoryUsage } from './repositoryOptions.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { realModel } from './realModel.js';
import { cleanUpTuneOnInterrupt } from './interrupt.js';
import { alongsideOption, checkAskedNames, list, positiveInt } from './evalArgs.js';
import { tuneContext, TuneSetupError, type TuneContext } from '../tune/context.js';
import { TooFewCases, DEFAULT_SEED } from '../tune/split.js';
import { PlanError, planLines, tunePlan } from '../tune/plan.js';
import { modelProposer, proposerUnavailable } from '../tune/modelProposer.js';
import { scriptedProposer } from '../tune/scriptedProposer.js';
import { tuneSkill, type SkillTuned } from '../tune/runTune.js';
import type { MeasureSettings } from '../tune/evalDeps.js';
import { backendsOption, budgetOption, cliPathsOption, folderTarget } from './runFlags.js';

export const DEFAULT_ROUNDS = 5;

export const TUNE_USAGE = `Usage: caliper tune [DIR] --skills NAME[,NAME] [options]

Looks for a better description of each skill: splits its spec's activation cases into a train and a
held-out part (by role, with a seed the report states); each round asks a model for a candidate (it sees
the train cases only), checks it against the front-matter rules and every CLI's listing budget, and
measures it on the train cases on every backend; the best candidate is measured on the held-out cases
against the current description and accepted only when it is significantly better there and no CLI's
false activation rises significantly. Writes OUT/tune/NAME/report.md, and description.patch when
accepted. See docs/tuning.md.

  --skills NAMES        the skills to tune (each needs a spec with at least 4 should-activate and 2
                        should-not-activate cases)
  --backend NAMES       agent CLIs (${AGENT_NAMES.join(', ')}); default ${DEFAULT_AGENT}
  --alongside NAMES|all install these other skills of the repository (or all) next to each skill, as
                        users install them: the candidates compete with the real neighbours
  --rounds N            candidates asked for, one a round (default ${DEFAULT_ROUNDS})
  --trials N            trials per case (default: the spec's, else 3); a number, not eval's auto: the
                        tune plans its agent runs before it starts
  --seed N              the split's seed (default ${DEFAULT_SEED})
  --scripted-model      offline: the scripted model answers the CLIs and a deterministic proposer
                        writes the candidates from the body's outline and the train prompts
  --model ID, --model-url URL   the real model, as for caliper eval; the proposer is the judge's
                        provider and model (ANTHROPIC_API_KEY, CALIPER_JUDGE_MODEL, CALIPER_JUDGE_BASE_URL)
  --max-trials N        agent runs at most, over the whole tune (the rounds are lowered to fit);
  --max-cost USD        dollars at most (estimated before, counted while it runs)
  --dry-run             print the plan (agent runs and model calls) and start nothing
  --apply               write an accepted description into SKILL.md
  --out DIR             results folder (default: caliper-results); the tune writes OUT/tune/NAME/
  --concurrency C, --timeout S, --max-turns N, --isolation MODE, --cli NAME=PATH   as for caliper eval
${repositoryUsage(24)}

Exit codes: 0 done, whether or not a description was accepted; 1 a harness error (a backend
unavailable, trials that errored, the proposer's provider failing, a cap reached mid-way); 2 usage
error or invalid input.
`;

export async function tuneCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs('tune', {
    args,
    allowPositionals: true,
    options: {
      skills: { type: 'string' },
      backend: { type: 'string', default: DEFAULT_AGENT },
      alongside: { type: 'string' },
      rounds: { type: 'string' },
      trials: { type: 'string' },
      seed: { type: 'string' },
      'scripted-model': { type: 'boolean', default: false },
      model: { type: 'string' },
      'model-url': { type: 'string' },
      'max-trials': { type: 'string' },
      'max-cost': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      apply: { type: 'boolean', default: false },
      out: { type: 'string', default: 'caliper-results' },
      concurrency: { type: 'string' },
      timeout: { type: 'string' },
      'max-turns': { type: 'string' },
      isolation: { type: 'string', default: 'bubblewrap' },
      cli: { type: 'string', multiple: true, default: [] },
      ...REPOSITORY_OPTIONS,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(TUNE_USAGE);
    return EXIT.ok;
  }
  const { dir, shown, validateOptions } = folderTarget('tune', positionals, values, io.cwd);
  if (values.skills === undefined) throw new UsageError('--skills names the skills to tune (e.g. --skills pdf-tools).');
  const backends = backendsOption(values.backend);
  if (!['bubblewrap', 'none'].includes(values.isolation))
    throw new UsageError('--isolation must be bubblewrap or none.');
  const rounds = values.rounds === undefined ? DEFAULT_ROUNDS : positiveInt(values.rounds, '--rounds');
  const trials = values.trials === undefined ? undefined : tuneTrials(values.trials);
  const seed = values.seed === undefined ? DEFAULT_SEED : positiveInt(values.seed, '--seed');
  const alongside = values.alongside === undefined ? undefined : alongsideOption(values.alongside);
  const caps = budgetOption(values);
  const cliPaths = cliPathsOption(values.cli, io.cwd);
  const scripted = values['scripted-model'];
  if (scripted && values['model-url'] !== undefined)
    throw new UsageError('--model-url is where a real model is; the scripted model needs none (drop one of them).');

  const report = validateRepository(dir, validateOptions);
  const skills = list(values.skills);
  checkAskedNames(report, { skills: values.skills }, alongside, shown);
  const contexts = skills.map((skill) => contextOf(report, skill, { backends, trials, alongside, seed }));
  const plan = planOrUsage(contexts, rounds, caps, scripted, values.model);
  const lines = planLines(plan, contexts, scripted);
  if (values['dry-run']) {
    io.stdout(`${lines.map(logText).join('\n')}\n`);
    return EXIT.ok;
  }
  let model: ModelChoice;
  if (scripted) model = { kind: 'scripted' };
  else {
    model = realModel(values, backends, io.env, undefined);
    const missing = proposerUnavailable(io.env);
    if (missing) throw new UsageError(`${missing}.`);
  }
  for (const line of lines) io.stderr(`${logText(line)}\n`);

  const outDir = path.resolve(io.cwd, values.out);
  const settings = (skill: string): MeasureSettings => ({
    backends,
    model,
    trials,
    alongside,
    validateOptions,
    runsDir: path.join(outDir, 'tune', skill, 'runs'),
    budget: caps,
    eval: {
      sizing: {
        ...(values.concurrency !== undefined && { concurrency: positiveInt(values.concurrency, '--concurrency') }),
      },
      sandbox: {
        isolation: values.isolation as 'bubblewrap' | 'none',
        cliPaths,
        env: io.env,
        ...(values.timeout !== undefined && { timeoutSeconds: positiveInt(values.timeout, '--timeout') }),
        ...(values['max-turns'] !== undefined && { maxTurns: positiveInt(values['max-turns'], '--max-turns') }),
      },
      output: { progress: warningsOnce((line) => io.stderr(`${logText(line)}\n`)) },
    },
  });
  const stopHandling = cleanUpTuneOnInterrupt((text) => io.stderr(text));
  try {
    return await tuneEach(contexts, { io, dir, outDir, plan, settings, scripted, apply: values.apply, trials });
  } finally {
    stopHandling();
  }
}

async function tuneEach(
  contexts: readonly TuneContext[],
  o: {
    io: CliIO;
    dir: string;
    outDir: string;
    plan: { rounds: number };
    settings: (skill: string) => MeasureSettings;
    scripted: boolean;
    apply: boolean;
    trials: number | undefined;
  },
): Promise<number> {
  const { io, dir, outDir, plan, settings, scripted, trials } = o;
  const values = { apply: o.apply };
  let faulty = false;
  for (const context of contexts) {
    const folder = path.join(outDir, 'tune', context.skill);
    mkdirSync(folder, { recursive: true });
    let tuned: SkillTuned;
    try {
      tuned = await tuneSkill({
        repository: dir,
        outDir,
        context,
        rounds: plan.rounds,
        settings: settings(context.skill),
        proposer: scripted ? scriptedProposer : modelProposer(io.env),
        apply: values.apply,
        scripted,
        trials,
      });
    } catch (error) {
      if (error instanceof JournalError || error instanceof EvalSetupError) throw new UsageError(error.message);
      throw error;
    }
    writeFileSync(path.join(folder, 'report.md'), tuned.report);
    if (tuned.patch !== undefined) writeFileSync(path.join(folder, 'description.patch'), tuned.patch);
    const relative = path.relative(io.cwd, folder);
    const shownFolder = relative === '' || relative.startsWith('..') ? folder : relative;
    if (tuned.outcome.accepted)
      io.stdout(
        `${logText(tuned.acceptedLine!)}\n  description: ` +
          `${logText(JSON.stringify(tuned.outcome.best!.description))}\n  ` +
          `${
            values.apply
              ? `written into ${context.skillFile}`
              : `patch: ${path.join(shownFolder, 'description.patch')} (or run again ` + `with --apply)`
          }\n`,
      );
    else io.stdout(`${logText(context.skill)}: ${logText(tuned.outcome.reason)}\n`);
    io.stdout(`  report: ${path.join(shownFolder, 'report.md')}\n`);
    for (const fault of tuned.faults)
      io.stderr(
        `caliper: ${logText(context.skill)}: ${logText(fault)}. These are ` +
          `harness faults, not the description's; fix them and tune again.\n`,
      );
    faulty ||= tuned.faults.length > 0;
  }
  return faulty ? EXIT.failed : EXIT.ok;
}

function contextOf(
  report: Parameters<typeof tuneContext>[0],
  skill: string,
  options: Parameters<typeof tuneContext>[2],
): TuneContext {
  try {
    return tuneContext(report, skill, options);
  } catch (error) {
    if (error instanceof TooFewCases || error instanceof TuneSetupError) throw new UsageError(error.message);
    throw error;
  }
}

function planOrUsage(...args: Parameters<typeof tunePlan>): ReturnType<typeof tunePlan> {
  try {
    return tunePlan(...args);
  } catch (error) {
    if (error instanceof PlanError) throw new UsageError(`${error.message}.`);
    throw error;
  }
}

/**
 * `--trials N`. Not eval's `auto[:MAX]`: that runs each case until its own rate is decided, with no count known
 * before, while a tune plans its agent runs before it starts (the caps lower the rounds to fit) and measures
 * the candidate on as many trials as the current description.
 */
export function tuneTrials(raw: string): number {
  if (/^auto(?::\d*)?$/.test(raw.trim()))
    throw new UsageError(
      `caliper tune takes --trials N, not "${raw}": eval's auto runs each case until its rate is decided, but a ` +
        'tune plans its agent runs before it starts and measures every description on the same trials. Pass ' +
        "--trials N (more trials find a smaller rise on the held-out cases), or leave it out for the spec's trials.",
    );
  return positiveInt(raw, '--trials');
}
