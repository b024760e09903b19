import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { DEFAULT_AGENT } from '../agents/facts.js';
import { AGENT_NAMES, agentNamed } from '../agents/index.js';
import { JournalError } from '../eval/runner/journal.js';
import { EvalSetupError, runEval, type EvalOptions, type ModelChoice } from '../eval/runner/runEval.js';
import { BaseCheckoutError } from '../eval/pr/baseWorktree.js';
import { runBaseAndHead } from '../eval/pr/runBaseAndHead.js';
import { folderCache } from '../results/cache/resultCache.js';
import { compareResults } from '../results/compare/compare.js';
import { comparisonText } from '../report/comparison/text.js';
import type { BackendName } from '../eval/spec/types.js';
import { disciplineUnsupported } from '../eval/disciplines/discipline.js';
import { DISCIPLINES, type Discipline } from '../results/types.js';
import { harnessFaults } from '../results/harnessFaults.js';
import { notEvaluatedFails, notEvaluatedText, type Unevaluated } from '../results/notEvaluated.js';
import { skippedSkills } from '../results/skippedSkills.js';
import { UNMEASURED_ADVICE, unmeasuredFaults } from '../results/unmeasuredRates.js';
import { resultsFootnote, resultsTable } from '../report/resultsTable.js';
import { validateRepository } from '../skills/validateRepository.js';
import { REPOSITORY_OPTIONS, repositoryOptions, repositoryUsage } from './repositoryOptions.js';
import { spendLine } from '../results/spend/spend.js';
import type { Results } from '../results/types.js';
import { dryRun, estimateSource, loadEstimate } from './dryRunCommand.js';
import { earlierCostOfRun } from '../eval/runner/dryRun.js';
import { exitWithResumeHintOnInterrupt } from './interrupt.js';
import { progressDisplay, progressMode } from '../report/progressDisplay.js';
import { logText } from '../report/escape.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { tapeOption } from '../eval/replay/tapeOption.js';
import { realModel } from './realModel.js';
import { alongsideOption, checkAskedNames, detectOption, list, parseShard, positiveInt, positiveNumber, trialsOption } from './evalArgs.js';

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

export async function evalCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs('eval', {
    args,
    allowPositionals: true,
    options: {
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
      cli: { type: 'string', multiple: true, default: [] },
      format: { type: 'string', default: 'text' },
      base: { type: 'string' },
      'cache-dir': { type: 'string' },
      shard: { type: 'string' },
      'allow-errors': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      'estimate-from': { type: 'string' },
      ...REPOSITORY_OPTIONS,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(EVAL_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 1) throw new UsageError(`eval takes one folder, got ${positionals.length}.`);
  const dir = path.resolve(io.cwd, positionals[0] ?? '.');
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${positionals[0] ?? '.'} is not a folder.`);
  // Judged as `caliper validate` and the Action judge it: the same configuration file, ignores and strictness.
  const validateOptions = repositoryOptions(dir, values, io.cwd);
  const backends = list(values.backend) as BackendName[];
  for (const b of backends) if (!agentNamed(b)) throw new UsageError(`unknown backend "${b}" (available: ${AGENT_NAMES.join(', ')}).`);
  if (!(DISCIPLINES as readonly string[]).includes(values.discipline)) throw new UsageError(`--discipline must be one of ${DISCIPLINES.join(', ')}.`);
  const discipline = values.discipline as Discipline;
  for (const b of backends) {
    const unsupported = disciplineUnsupported(discipline, agentNamed(b)!);
    if (unsupported) throw new UsageError(`${unsupported}.`);
  }
  if (values.resume && values.fresh) throw new UsageError('--resume and --fresh exclude each other.');
  if (!['bubblewrap', 'none'].includes(values.isolation)) throw new UsageError('--isolation must be bubblewrap or none.');
  if (!['text', 'json'].includes(values.format)) throw new UsageError('--format must be text or json.');
  const cliPaths: Partial<Record<BackendName, string>> = {};
  for (const entry of values.cli) {
    const [name, file] = entry.split('=', 2);
    if (!name || !file || !agentNamed(name)) throw new UsageError(`--cli takes NAME=PATH with a known backend, not "${entry}".`);
    cliPaths[name as BackendName] = path.resolve(io.cwd, file);
  }

  const detect = detectOption(values.detect, values.trials, values['matrix-jobs']);
  const budget = {
    ...(values['max-trials'] !== undefined && { maxTrials: positiveInt(values['max-trials'], '--max-trials') }),
    ...(values['max-tokens'] !== undefined && { maxTokens: positiveInt(values['max-tokens'], '--max-tokens') }),
    ...(values['max-cost'] !== undefined && { maxCostUsd: positiveNumber(values['max-cost'], '--max-cost') }),
  };
  if (values['dry-run']) return dryRun(dir, positionals[0] ?? '.', { validateOptions, backends, discipline, trials: values.trials, detect, budget, skills: values.skills, cases: values.cases, shard: values.shard, baseline: values.baseline, ...(values.alongside !== undefined && { alongside: alongsideOption(values.alongside) }), scripted: values['scripted-model'], replay: values.replay !== undefined, previous: estimateSource(io.cwd, values.out, values['estimate-from']), ...(values.base !== undefined && { base: values.base }), ...(values.model !== undefined && { model: values.model }) }, io);

  const tape = tapeOption(values, io.cwd);
  let model: ModelChoice;
  if (values['scripted-model']) {
    if (values['model-url'] !== undefined) throw new UsageError('--model-url is where a real model is; the scripted model needs none (drop one of them).');
    model = { kind: 'scripted' };
  } else {
    model = realModel(values, backends, io.env, tape);
  }

  const report = validateRepository(dir, validateOptions);
  const shown = positionals[0] ?? '.';
  checkAskedNames(report, values, values.alongside === undefined ? undefined : alongsideOption(values.alongside), shown);
  if (report.specs.length === 0) {
    if (!report.skills.some((s) => s.evalSpec !== undefined)) io.stderr(`caliper: no .eval.yaml under ${shown}; nothing to evaluate. Add one beside a SKILL.md (docs/eval-spec.md).\n`);
    else io.stderr(`caliper: every .eval.yaml under ${shown} has validation errors; nothing to evaluate. Run "caliper validate ${shown}" to see them.\n`);
    return EXIT.failed;
  }
  // A skill its own errors keep from the eval is named by the plan; after the run it fails it, unless configured not to.
  const leftOut = (skills: readonly Unevaluated[]): boolean => {
    if (skills.length === 0) return false;
    const fails = notEvaluatedFails(validateOptions.config, skills);
    io.stderr(`caliper: ${logText(notEvaluatedText(skills, fails))}\n`);
    return fails;
  };

  const display = progressDisplay(progressMode(io.stderrIsTTY ?? false, io.env), io.stderr);
  const evalOptions: EvalOptions = {
    report,
    backends,
    discipline,
    model,
    outDir: path.resolve(io.cwd, values.out),
    ...trialsOption(values.trials),
    ...(values.shard !== undefined && { shard: parseShard(values.shard) }),
    ...(values.concurrency !== undefined && { concurrency: positiveInt(values.concurrency, '--concurrency') }),
    ...(values.skills !== undefined && { skills: list(values.skills) }),
    ...(values.cases !== undefined && { cases: list(values.cases) }),
    journal: values.resume ? 'resume' : values.fresh ? 'fresh' : 'new',
    // A replay's run costs nothing: --detect sizes it within --max-cost at $0 a run.
    ...(detect && { detect, earlierCost: tape?.mode === 'replay' ? () => 0 : earlierCostOfRun(earlierRun(io.cwd, values.out, values['estimate-from'])) }),
    ...(values.baseline && { baseline: true }),
    ...(values.alongside !== undefined && { alongside: alongsideOption(values.alongside) }),
    budget,
    ...(values.timeout !== undefined && { timeoutSeconds: positiveInt(values.timeout, '--timeout') }),
    ...(values['max-turns'] !== undefined && { maxTurns: positiveInt(values['max-turns'], '--max-turns') }),
    isolation: values.isolation as 'bubblewrap' | 'none',
    cliPaths,
    env: io.env,
    progress: (line) => display.line(line),
    onTrialFinished: (finished, total, left) => display.trial(finished, total, left),
    ...(values['cache-dir'] !== undefined && { cache: { store: folderCache(path.resolve(io.cwd, values['cache-dir'])), write: true } }),
  };
  const stopListening = exitWithResumeHintOnInterrupt(evalOptions.outDir, values.out, args, io.stderr);
  try {
    if (values.base !== undefined) {
      const run = await runBaseAndHead({ ...evalOptions, baseRef: values.base, validate: validateOptions }).finally(() => display.end());
      const unevaluated = run.invalid.map((skill) => ({ skill, reason: run.reasons.get(skill)! }));
      if (!run.head || !run.base) {
        if (run.invalid.length === 0) {
          io.stdout(`No skill's eval changed since ${values.base}; nothing to evaluate.\n`);
          return EXIT.ok;
        }
        io.stdout(`Changed since ${values.base}, and none of it could be evaluated.\n`);
        return leftOut(unevaluated) ? EXIT.failed : EXIT.ok;
      }
      const outcome = compareResults(run.base, run.head);
      if (outcome.kind === 'refused') {
        io.stderr(`caliper: ${logText(outcome.reason)}\n`);
        return EXIT.refused;
      }
      if (values.format === 'json') io.stdout(`${JSON.stringify(outcome.comparison, null, 2)}\n`);
      else io.stdout(`${comparisonText(outcome.comparison)}\n${sidesSpent(run.base, run.head)}Results: ${path.join(values.out, 'base', 'results.json')} and ${path.join(values.out, 'head', 'results.json')}\n`);
      const faults = [...harnessFaults(run.base, 'base'), ...harnessFaults(run.head, 'head')];
      // The head's alone: a base that measured nothing is the fault the PR may be fixing, an ordinary one.
      const faulty = faultsFail(io, faults, unmeasuredFaults(run.head, 'head'), values['allow-errors'], 'Pass --allow-errors to accept them.');
      const failsLeftOut = leftOut(unevaluated);
      return outcome.comparison.verdict === 'regressed' || faulty || failsLeftOut ? EXIT.failed : EXIT.ok;
    }
    const results = await runEval(evalOptions).finally(() => display.end()); // clear the bar before the table
    if (values.format === 'json') io.stdout(`${JSON.stringify(results, null, 2)}\n`);
    else io.stdout(`${resultsTable(results, 'text')}\n${resultsFootnote(results, 'text')}Results: ${path.join(values.out, 'results.json')}\n`);
    const failsLeftOut = leftOut(skippedSkills(results));
    const measured = results.results.some((r) => r.cases.some((c) => c.trials > c.errors));
    // Nothing but skills not evaluated (a shard of them): validate.not-evaluated decides, as it says it does.
    if (!measured) return failsLeftOut || results.results.length > 0 || skippedSkills(results).length === 0 ? EXIT.failed : EXIT.ok;
    const advice = 'These are harness faults, not skill failures; fix them or pass --allow-errors to accept them.';
    const faulty = faultsFail(io, harnessFaults(results), unmeasuredFaults(results), values['allow-errors'], advice);
    return faulty || failsLeftOut ? EXIT.failed : EXIT.ok;
  } catch (error) {
    if (error instanceof JournalError || error instanceof EvalSetupError || error instanceof BaseCheckoutError) throw new UsageError(error.message);
    throw error;
  } finally {
    display.end();
    stopListening();
  }
}

/** What `--detect` prices runs by: `--estimate-from` (an error if it is not a results.json), else OUT/results.json when it reads cleanly. */
function earlierRun(cwd: string, out: string, explicit: string | undefined): Results | undefined {
  const file = estimateSource(cwd, out, explicit);
  try {
    return loadEstimate(file);
  } catch (error) {
    if (explicit !== undefined || !(error instanceof UsageError)) throw error;
    return undefined;
  }
}

function sidesSpent(base: Results, head: Results): string {
  const spent = (side: string, r: Results) => (r.meta.spend ? `${side} ${spendLine(r.meta.spend)}\n` : '');
  return spent('base', base) + spent('head', head);
}

/**
 * Whether a run's harness faults fail it, saying why on stderr: a rate whose every trial was an error
 * always does; the other faults unless --allow-errors accepts them.
 */
function faultsFail(io: CliIO, faults: string[], unmeasured: string[], allowErrors: boolean | undefined, advice: string): boolean {
  if (unmeasured.length > 0) {
    io.stderr(`caliper: ${logText(unmeasured.join('; '))}. With --allow-errors too: ${UNMEASURED_ADVICE}.\n`);
    return true;
  }
  if (faults.length === 0 || allowErrors) return false;
  io.stderr(`caliper: ${logText(faults.join('; '))}. ${advice}\n`);
  return true;
}
