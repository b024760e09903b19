import path from 'node:path';
import { DEFAULT_AGENT } from '../agents/facts.js';
import { warningsOnce } from './warningsOnce.js';
import { AGENT_NAMES } from '../agents/index.js';
import { BisectError, BisectHarnessError, type BisectEval } from '../bisect/bisect.js';
import { bisectPullRequest } from '../bisect/bisectPr.js';
import { bisectText } from '../bisect/text.js';
import { BaseCheckoutError } from '../eval/pr/baseWorktree.js';
import { runBaseAndHead } from '../eval/pr/runBaseAndHead.js';
import { JournalError } from '../eval/runner/journal.js';
import { EvalSetupError, type EvalOptions } from '../eval/runner/runEval.js';
import { loadResults, ResultsError, ResultsRefusal } from '../results/load.js';
import type { Results } from '../results/types.js';
import { logText } from '../report/escape.js';
import { type ProgressDisplay, progressDisplay, progressMode } from '../report/progressDisplay.js';
import type { ModelChoice } from '../eval/runner/options.js';
import type { BackendName } from '../eval/spec/types.js';
import type { Discipline } from '../results/types.js';
import { validateRepository } from '../skills/validateRepository.js';
import { parseCommandArgs } from './args.js';
import { alongsideOption, checkAskedNames, list, positiveInt, trialsOption } from './evalArgs.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { backendsAndDiscipline, budgetOption, cliPathsOption, folderTarget, modelChoice } from './runFlags.js';
import { REPOSITORY_OPTIONS, type repositoryOptions, repositoryUsage } from './repositoryOptions.js';

export const BISECT_USAGE = `Usage: caliper bisect [DIR] --base REF --skills NAME [options]

When NAME regressed between REF and here, finds the part of the change that caused it. What changed
for NAME is split into parts (the description, the rest of the front matter, each hunk of SKILL.md's
body and of its other files, the spec, each changed neighbour under --alongside); the case that dropped
most is re-run on its backend with each part reverted alone (halves first when there are more than 4),
with sequential trials (as --trials auto), and the part whose reversal restores the rate is named with
its test: "the drop follows the description: 0/3 vs 8/8, p = 0.006", or no single part explains it.

  --base REF            the base commit (required)
  --skills NAME         the skill to bisect (required, one)
  --from DIR            the output of an earlier "caliper eval --base REF" (DIR/base and DIR/head);
                        without it, the skill is evaluated at REF and here first, into OUT/base and OUT/head
  --backend NAMES       agent CLIs (${AGENT_NAMES.join(', ')}); default ${DEFAULT_AGENT}
  --discipline D        install-discover (default), explicit or force-load, as the eval it follows
  --scripted-model      offline: caliper's deterministic scripted model instead of a real model
  --model ID            the real model to request;  --model-url URL  a gateway (key in CALIPER_MODEL_KEY)
  --alongside NAMES|all install these other skills next to the spec's own (each changed one is a part)
  --trials N|auto[:MAX] trials per case of the base and head runs (without --from)
  --max-trials N        stop after N agent runs of the reversals (also --max-tokens N, --max-cost USD);
                        without --from, the base and head runs have the same caps of their own
  --out DIR             where each reversal's results and bisect.json go (default: caliper-bisect)
  --concurrency C       trials at once;  --timeout S  seconds per trial;  --max-turns N
  --isolation MODE      bubblewrap (default) or none;  --cli NAME=PATH  the CLI executable for a backend
  --format text|json    the findings as text, or bisect.json on stdout
${repositoryUsage(24)}

Exit codes: 0 bisected (a part named, no single part, or nothing regressed); 1 a reversal ended in a
harness error, or the spend caps stopped the search before it decided; 2 usage error or invalid input;
3 the base and head runs could not be compared.
`;

const BISECT_FLAGS = {
  base: { type: 'string' },
  skills: { type: 'string' },
  from: { type: 'string' },
  backend: { type: 'string', default: DEFAULT_AGENT },
  discipline: { type: 'string', default: 'install-discover' },
  'scripted-model': { type: 'boolean', default: false },
  model: { type: 'string' },
  'model-url': { type: 'string' },
  alongside: { type: 'string' },
  trials: { type: 'string' },
  'max-trials': { type: 'string' },
  'max-tokens': { type: 'string' },
  'max-cost': { type: 'string' },
  out: { type: 'string', default: 'caliper-bisect' },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
  'max-turns': { type: 'string' },
  isolation: { type: 'string', default: 'bubblewrap' },
  cli: { type: 'string', multiple: true, default: [] as string[] },
  format: { type: 'string', default: 'text' },
  ...REPOSITORY_OPTIONS,
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Values = ReturnType<typeof parseBisectArgs>['values'];
const parseBisectArgs = (args: string[]) =>
  parseCommandArgs('bisect', { args, allowPositionals: true, options: BISECT_FLAGS });

export async function bisectCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseBisectArgs(args);
  if (values.help) {
    io.stdout(BISECT_USAGE);
    return EXIT.ok;
  }
  if (values.base === undefined)
    throw new UsageError('bisect needs --base REF: the commit the skill regressed against.');
  if (values.skills === undefined || list(values.skills).length !== 1)
    throw new UsageError('bisect needs --skills NAME, one skill.');
  const skill = list(values.skills)[0]!;
  const { dir, shown, validateOptions: validate } = folderTarget('bisect', positionals, values, io.cwd);
  const { backends, discipline } = backendsAndDiscipline(values);
  if (!['bubblewrap', 'none'].includes(values.isolation))
    throw new UsageError('--isolation must be bubblewrap or none.');
  if (!['text', 'json'].includes(values.format)) throw new UsageError('--format must be text or json.');
  const cliPaths = cliPathsOption(values.cli, io.cwd);
  const budget = budgetOption(values);
  const model = modelChoice(values, backends, io.env, undefined);
  const alongside = values.alongside === undefined ? undefined : alongsideOption(values.alongside);
  const report = validateRepository(dir, validate);
  checkAskedNames(report, { skills: skill }, alongside, shown);

  const outDir = path.resolve(io.cwd, values.out);
  const display = progressDisplay(progressMode(io.stderrIsTTY ?? false, io.env), io.stderr);
  const evalOptions = bisectEvalOptions(values, { discipline, alongside, model, cliPaths }, io.env, display);
  try {
    const sides: EvalOptions = {
      ...evalOptions,
      selection: { ...evalOptions.selection, report, backends, skills: [skill] },
      sizing: { ...evalOptions.sizing, budget, ...trialsOption(values.trials) },
      output: { ...evalOptions.output, outDir, journal: 'fresh' },
    };
    const results =
      values.from !== undefined ? earlierRun(io.cwd, values.from) : await baseAndHead(sides, values.base, validate);
    if (!results) {
      io.stdout(`No eval of ${logText(skill)} changed since ${logText(values.base)}; nothing to bisect.\n`);
      return EXIT.ok;
    }
    const found = await bisectPullRequest({
      head: report,
      baseRef: values.base,
      results,
      skill,
      outDir,
      validate,
      eval: evalOptions,
      budget,
    }).finally(() => display.end());
    io.stdout(
      values.format === 'json'
        ? `${JSON.stringify(found, null, 2)}\n`
        : `${bisectText(found)}Results: ${path.join(values.out, 'bisect.json')}\n`,
    );
    return found.bisections.some((b) => b.outcome.kind === 'stopped') ? EXIT.failed : EXIT.ok;
  } catch (error) {
    return bisectFailure(error, io);
  } finally {
    display.end();
  }
}

/** The options each reversal's eval runs with: the run's discipline, model, sandbox and progress. */
function bisectEvalOptions(
  values: Values,
  decided: {
    discipline: Discipline;
    alongside: 'all' | string[] | undefined;
    model: ModelChoice;
    cliPaths: Partial<Record<BackendName, string>>;
  },
  env: NodeJS.ProcessEnv,
  display: ProgressDisplay,
): BisectEval {
  const { discipline, alongside, model, cliPaths } = decided;
  return {
    selection: { discipline, ...(alongside && { alongside }) },
    sizing: {
      ...(values.concurrency !== undefined && { concurrency: positiveInt(values.concurrency, '--concurrency') }),
    },
    model,
    sandbox: {
      ...(values.timeout !== undefined && { timeoutSeconds: positiveInt(values.timeout, '--timeout') }),
      ...(values['max-turns'] !== undefined && { maxTurns: positiveInt(values['max-turns'], '--max-turns') }),
      isolation: values.isolation as 'bubblewrap' | 'none',
      cliPaths,
      env,
    },
    output: {
      progress: warningsOnce((line: string) => display.line(line)),
      onTrialFinished: (finished: number, total: number, left: string) => display.trial(finished, total, left),
    },
  };
}

/** A bisect that could not finish: a harness fault exits 1, a refused comparison 3, bad input is a usage error. */
function bisectFailure(error: unknown, io: CliIO): number {
  if (error instanceof BisectHarnessError) {
    io.stderr(`caliper: ${logText(error.message)}\n`);
    return EXIT.failed;
  }
  if (error instanceof ResultsRefusal) {
    io.stderr(`caliper: refusing to compare: ${logText(error.message)}\n`);
    return EXIT.refused;
  }
  if (
    error instanceof BisectError ||
    error instanceof JournalError ||
    error instanceof EvalSetupError ||
    error instanceof BaseCheckoutError ||
    error instanceof ResultsError
  )
    throw new UsageError(error.message);
  throw error;
}

/** DIR/base/results.json and DIR/head/results.json of an earlier `caliper eval --base`. */
function earlierRun(cwd: string, from: string): { base: Results; head: Results } {
  const dir = path.resolve(cwd, from);
  return {
    base: loadResults(path.join(dir, 'base', 'results.json')),
    head: loadResults(path.join(dir, 'head', 'results.json')),
  };
}

/** The skill evaluated at the base and here, as `caliper eval --base` does; undefined when its eval did not change. */
async function baseAndHead(
  options: EvalOptions,
  baseRef: string,
  validate: ReturnType<typeof repositoryOptions>,
): Promise<{ base: Results; head: Results } | undefined> {
  const run = await runBaseAndHead(options, { ref: baseRef, validate });
  if (!run.base || !run.head) {
    if (run.invalid.length > 0)
      throw new BisectError(`${run.invalid.join(', ')} cannot be evaluated: ${[...run.reasons.values()].join('; ')}`);
    return undefined;
  }
  return { base: run.base, head: run.head };
}
