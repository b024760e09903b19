import { parseCommandArgs } from './args.js';
import { DEFAULT_AGENT } from '../agents/facts.js';
import { AGENT_NAMES } from '../agents/index.js';
import { evalFlow } from '../eval/flow.js';
import { JournalError } from '../eval/runner/journal.js';
import { EvalSetupError } from '../eval/runner/runEval.js';
import { BaseCheckoutError } from '../eval/pr/baseWorktree.js';
import { validateRepository, type ValidationReport } from '../skills/validateRepository.js';
import { REPOSITORY_OPTIONS, repositoryUsage } from './repositoryOptions.js';
import { dryRun, estimateSource } from './dryRunCommand.js';
import { exitWithResumeHintOnInterrupt } from './interrupt.js';
import { progressDisplay, progressMode } from '../report/progressDisplay.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { tapeOption } from '../eval/replay/tapeOption.js';
import { alongsideOption, checkAskedNames, detectOption } from './evalArgs.js';
import { cliEvalOptions, type EvalDecided } from './evalOptions.js';
import {
  backendsAndDiscipline,
  budgetOption,
  cliPathsOption,
  folderTarget,
  modelChoice,
  type Target,
} from './runFlags.js';
import { showOutcome } from './evalOutcome.js';

export const EVAL_USAGE = `Usage: caliper eval [DIR] --backend NAME[,NAME] [options]

Installs each skill that has an .eval.yaml into a fresh sandbox per trial, runs the agent CLI on every
case, and scores activation (did it choose the skill) and execution (did the checks pass).

  --backend NAMES       agent CLIs (${AGENT_NAMES.join(', ')}); default ${DEFAULT_AGENT}
  --discipline D        how skills reach the agent: install-discover (default: installed in the CLI's
                        native root, the agent chooses), explicit (the prompt invokes the skill by
                        name: /name, $name, /skill:name) or force-load (the body is put in the prompt;
                        activation is not measured). One per run; compare refuses across them
  --scripted-model      offline: a deterministic local model server instead of a real model
  --record DIR          keep each trial's model exchanges (redacted) in DIR, for --replay
  --replay DIR          answer each trial from DIR's recording, offline (same CLI version and skill
                        content, else refused); results say modelSource replay
  --model ID            the real model to request (default: the CLI's own; pi and OpenCode take
                        PROVIDER/MODEL)
  --model-url URL       a model gateway every backend is pointed at, with the key in CALIPER_MODEL_KEY
                        (else the backend's own key variable); default: each CLI's provider
  --trials N|auto[:MAX] trials per case (default: the spec's, else 3); auto stops each case once a
                        sequential test decides it (α = β = 0.05), at most MAX (default 30)
  --detect POINTS       size each case's trials so that a drop of POINTS (e.g. 30) in one row's rate is
                        called regressed with 80 % power after the correction over the report's rates,
                        within --max-trials and --max-cost (else the plan says what drop it can find);
                        --matrix-jobs N: N jobs like this one share the report (default: --shard's N)
  --baseline            also run every case that measures execution with no skill installed, and report
                        each row's lift (execution with the skill − without) with its 95 % interval
  --alongside NAMES|all install these other skills of the repository (or all of them) next to each
                        spec's own, as users install the repository, so activation is measured among
                        real competitors; compare refuses runs with different --alongside
  --concurrency C       trials at once (default: number of cores)
  --skills a,b          only these skills;  --cases x,y  only these case ids (a name the repository
                        does not have is a usage error naming the closest one, or a renamed skill's new name)
  --out DIR             results folder (default: caliper-results)
  --resume | --fresh    continue the run in --out, or discard it
  --max-trials N        stop launching agent runs after N (also --max-tokens N, --max-cost USD)
  --timeout S           seconds per trial (default 300);  --max-turns N (default 30)
  --isolation MODE      bubblewrap (default: one sandbox per trial; refused where it cannot run) or none
  --cli NAME=PATH       the CLI executable for a backend (default: caliper install's, else PATH)
  --base REF            evaluate only the skills whose eval changed since REF (and those depending on
                        them), at REF and here, into OUT/base and OUT/head, then compare the two
  --cache-dir DIR       reuse (and store) trials measured exactly the same way
  --shard I/N           only the I-th of N shares of the skills (for a CI matrix; merge with caliper merge)
  --format text|json    the score table, or results.json on stdout
${repositoryUsage(24)}
  --allow-errors        exit 0 even when a backend was unavailable or trials ended in harness errors
                        (not when every trial of a rate was one: that rate measured nothing)
  --dry-run             print the plan (agent runs per skill × backend × case) and what it may cost,
                        and start nothing; the cost comes from what the same cases spent in an earlier
                        run: --estimate-from FILE (a results.json; default OUT/results.json when there),
                        which --detect also sizes within --max-cost by; a case no earlier run priced is
                        estimated from what its pinned CLI sends, at its default model or --model

Exit codes: 0 done; 1 a backend was unavailable or a trial ended in a harness error (unless
--allow-errors), nothing could be measured, some rate's trials were all harness errors, a skill with
a spec was not evaluated for its own errors (unless validate.not-evaluated: warning), or (with
--base) a rate regressed; 2 usage error or
invalid input; 3 (with --base) the two sides could not be compared.
`;

const EVAL_FLAGS = {
  backend: { type: 'string', default: DEFAULT_AGENT },
  discipline: { type: 'string', default: 'install-discover' },
  'scripted-model': { type: 'boolean', default: false },
  record: { type: 'string' },
  replay: { type: 'string' },
  model: { type: 'string' },
  'model-url': { type: 'string' },
  trials: { type: 'string' },
  detect: { type: 'string' },
  'matrix-jobs': { type: 'string' },
  concurrency: { type: 'string' },
  skills: { type: 'string' },
  cases: { type: 'string' },
  out: { type: 'string', default: 'caliper-results' },
  resume: { type: 'boolean', default: false },
  baseline: { type: 'boolean', default: false },
  alongside: { type: 'string' },
  fresh: { type: 'boolean', default: false },
  'max-trials': { type: 'string' },
  'max-tokens': { type: 'string' },
  'max-cost': { type: 'string' },
  timeout: { type: 'string' },
  'max-turns': { type: 'string' },
  isolation: { type: 'string', default: 'bubblewrap' },
  cli: { type: 'string', multiple: true, default: [] as string[] },
  format: { type: 'string', default: 'text' },
  base: { type: 'string' },
  'cache-dir': { type: 'string' },
  shard: { type: 'string' },
  'allow-errors': { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  'estimate-from': { type: 'string' },
  ...REPOSITORY_OPTIONS,
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Values = ReturnType<typeof parseEvalArgs>['values'];

const parseEvalArgs = (args: string[]) =>
  parseCommandArgs('eval', { args, allowPositionals: true, options: EVAL_FLAGS });

export async function evalCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseEvalArgs(args);
  if (values.help) {
    io.stdout(EVAL_USAGE);
    return EXIT.ok;
  }
  const target = folderTarget('eval', positionals, values, io.cwd);
  const { backends, discipline } = backendsAndDiscipline(values);
  checkExclusiveFlags(values);
  const cliPaths = cliPathsOption(values.cli, io.cwd);
  const detect = detectOption(values.detect, values.trials, values['matrix-jobs']);
  const budget = budgetOption(values);
  if (values['dry-run'])
    return dryRun(
      target.dir,
      target.shown,
      {
        validateOptions: target.validateOptions,
        backends,
        discipline,
        trials: values.trials,
        detect,
        budget,
        skills: values.skills,
        cases: values.cases,
        shard: values.shard,
        baseline: values.baseline,
        ...(values.alongside !== undefined && { alongside: alongsideOption(values.alongside) }),
        scripted: values['scripted-model'],
        replay: values.replay !== undefined,
        previous: estimateSource(io.cwd, values.out, values['estimate-from']),
        ...(values.base !== undefined && { base: values.base }),
        ...(values.model !== undefined && { model: values.model }),
      },
      io,
    );
  const tape = tapeOption(values, io.cwd);
  const model = modelChoice(values, backends, io.env, tape);
  const report = evaluableReport(target, values, io);
  if (!report) return EXIT.failed;
  return runAndShow(args, values, target, { report, backends, discipline, model, tape, detect, budget, cliPaths }, io);
}

/** Build the options once, run the one eval flow, show its outcome; an interrupt says how to resume. */
async function runAndShow(
  args: string[],
  values: Values,
  target: Target,
  decided: EvalDecided,
  io: CliIO,
): Promise<number> {
  const display = progressDisplay(progressMode(io.stderrIsTTY ?? false, io.env), io.stderr);
  const options = cliEvalOptions(values, decided, display, io);
  const stopListening = exitWithResumeHintOnInterrupt(options.output.outDir, values.out, args, io.stderr);
  try {
    const base = values.base === undefined ? undefined : { ref: values.base, validate: target.validateOptions };
    // clear the bar before the table
    const outcome = await evalFlow(options, base, target.validateOptions).finally(() => display.end());
    return showOutcome(outcome, values, io);
  } catch (error) {
    if (error instanceof JournalError || error instanceof EvalSetupError || error instanceof BaseCheckoutError)
      throw new UsageError(error.message);
    throw error;
  } finally {
    display.end();
    stopListening();
  }
}

function checkExclusiveFlags(values: Values): void {
  if (values.resume && values.fresh) throw new UsageError('--resume and --fresh exclude each other.');
  if (!['bubblewrap', 'none'].includes(values.isolation))
    throw new UsageError('--isolation must be bubblewrap or none.');
  if (!['text', 'json'].includes(values.format)) throw new UsageError('--format must be text or json.');
}

/** The repository's report when it has a spec to evaluate; else undefined, having said why on stderr. */
function evaluableReport(target: Target, values: Values, io: CliIO): ValidationReport | undefined {
  const report = validateRepository(target.dir, target.validateOptions);
  const { shown } = target;
  checkAskedNames(
    report,
    values,
    values.alongside === undefined ? undefined : alongsideOption(values.alongside),
    shown,
  );
  if (report.specs.length > 0) return report;
  if (!report.skills.some((s) => s.evalSpec !== undefined))
    io.stderr(
      `caliper: no .eval.yaml under ${shown}; nothing to evaluate. Add one beside a SKILL.md (docs/eval-spec.md).\n`,
    );
  else
    io.stderr(
      `caliper: every .eval.yaml under ${shown} has validation errors; ` +
        `nothing to evaluate. Run "caliper validate ${shown}" to see them.\n`,
    );
  return undefined;
}
