import path from 'node:path';
import { backendsNeedingModel, gatewayKey, gatewayUrl } from '../eval/runner/gateway.js';
import { DEFAULT_AGENT } from '../agents/facts.js';
import { AGENT_NAMES, agentNamed } from '../agents/index.js';
import { installBackend } from '../eval/backends/install.js';
import { readFileSync } from 'node:fs';
import { runBaseAndHead } from '../eval/pr/runBaseAndHead.js';
import { evalPlan, runEval, type EvalOptions, type ModelChoice } from '../eval/runner/runEval.js';
import { dryRunLines } from '../eval/runner/dryRun.js';
import { prDryRunLines } from '../eval/pr/prDryRun.js';
import { mayWriteCache } from '../results/cache/resultCache.js';
import { actionsResultCache, restoreFolder, saveFolder } from '../toolkit/cache.js';
import { toolsDir } from '../eval/backends/locate.js';
import type { BackendName } from '../eval/spec/types.js';
import { progressDisplay } from '../report/progressDisplay.js';
import { resultsFootnote, resultsTable } from '../report/resultsTable.js';
import { UNMEASURED_ADVICE, unmeasuredFaults } from '../results/unmeasuredRates.js';
import { harnessFaults } from '../results/harnessFaults.js';
import { keyText, skippedParts, skippedSkills, skippedText } from '../results/skippedSkills.js';
import { notEvaluatedFails, notEvaluatedText, reasonClause, type Unevaluated } from '../results/notEvaluated.js';
import type { Results } from '../results/types.js';
import { logText, mdCode, mdText } from '../report/escape.js';
import { reportSummaryLine, writeReportBeside } from '../report/html/writeReport.js';
import type { ValidateOptions, ValidationReport } from '../skills/validateRepository.js';
import { uploadFolderArtifact } from '../toolkit/artifact.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { disciplineUnsupported } from '../eval/disciplines/discipline.js';
import { DISCIPLINES, type Discipline } from '../results/types.js';
import { decideEvalMode, parseWithoutKey } from './evalMode.js';
import { skipMarkdown, writeSkipReason, type SkipReason } from './evalSkipped.js';
import type { NotEvaluated } from './notEvaluated.js';
import { InputError, parseBoolean, parseList, parseOptionalInt } from './inputs.js';
import { planInputs, type PlanInputs } from './planInputs.js';
import { unknownName } from '../eval/runner/names.js';
import { DEFAULT_SEQUENTIAL } from '../results/sequential.js';

/** What the eval stage did: the paths of the head's (and, with evaluate-base, the base's) results.json, or why there are none. */
export type EvalOutcome = { kind: 'evaluated'; head: string; base: string | undefined } | Extract<NotEvaluated, { kind: 'unchanged' | 'skipped' }>;

/** Install the pinned CLIs, run the evals, publish the table, the results and the transcripts. */
export async function evalStage(rt: ActionRuntime, report: ValidationReport, env: NodeJS.ProcessEnv, validate?: ValidateOptions): Promise<EvalOutcome> {
  const backends = parseList(rt.input('backends') || DEFAULT_AGENT) as BackendName[];
  for (const b of backends) if (!agentNamed(b)) throw new InputError(`input "backends": unknown backend "${b}" (available: ${AGENT_NAMES.join(', ')})`);
  const discipline = (rt.input('discipline').trim() || 'install-discover') as Discipline;
  if (!DISCIPLINES.includes(discipline)) throw new InputError(`input "discipline" must be one of ${DISCIPLINES.join(', ')}, not "${discipline}"`);
  for (const b of backends) {
    const unsupported = disciplineUnsupported(discipline, agentNamed(b)!);
    if (unsupported) throw new InputError(`input "discipline": ${unsupported}`);
  }
  const planned = planInputs((name) => rt.input(name));
  // A name that matches nothing would plan nothing, in silence.
  const unknown = unknownName(report, {
    ...(planned.skills && { skills: { names: planned.skills, label: 'input "skills"' } }),
    ...(planned.cases && { cases: { names: planned.cases, label: 'input "cases"' } }),
  });
  if (unknown) throw new InputError(unknown);
  const evaluateBase = parseBoolean(rt.input('evaluate-base'), 'evaluate-base');
  // Before the key is looked for or a CLI installed: a dry run starts nothing and needs neither.
  if (parseBoolean(rt.input('dry-run'), 'dry-run')) {
    const base = evaluateBase ? { baseRef: rt.input('base-ref') || readEvent(env).baseSha, ...(validate && { validate }) } : undefined;
    return dryRunStage(rt, { report, backends, discipline, ...planned }, parseBoolean(rt.input('scripted-model'), 'scripted-model'), base);
  }
  const gateway = gatewayInput(rt.input('model-url'), backends, rt.input('model') || undefined, parseBoolean(rt.input('scripted-model'), 'scripted-model'));
  const decided = decideEvalMode({ backends, env, scripted: parseBoolean(rt.input('scripted-model'), 'scripted-model'), withoutKey: parseWithoutKey(rt.input('without-key')), gateway: gateway !== undefined });
  rt.setOutput('eval-mode', decided.mode);
  if (decided.mode === 'smoke' && decided.why !== 'scripted-model: true') rt.annotate('warning', `caliper eval is a smoke run: ${decided.why}`, {});
  const model: ModelChoice = decided.mode === 'smoke' ? { kind: 'scripted' } : { kind: 'real', baseUrl: gateway, apiKey: gateway === undefined ? undefined : gatewayKey(backends, env), model: rt.input('model') || undefined };
  const runnerTemp = env.RUNNER_TEMP ?? path.join(env.GITHUB_WORKSPACE ?? process.cwd(), '.caliper');
  // The same tools folder as the CLI's (~/.cache/caliper/tools unless CALIPER_TOOLS), restored from the Actions cache.
  const toolEnv = { ...env, CALIPER_TOOLS: toolsDir(env) };
  const outDir = path.resolve(env.GITHUB_WORKSPACE ?? process.cwd(), rt.input('results-dir') || path.join(runnerTemp, 'caliper-results'));
  const event = readEvent(env);
  if (decided.mode === 'skip') {
    rt.info(`caliper eval skipped: ${decided.why}`);
    return skipEval(rt, outDir, env, { why: 'no-key', backends: decided.missing, fork: event.fork }, decided.why);
  }
  const sized = smokeTrials(rt, planned, model);
  const concurrency = parseOptionalInt(rt.input('concurrency'), 'concurrency');
  const timeoutSeconds = parseOptionalInt(rt.input('timeout'), 'timeout');
  const faultPolicy: FaultPolicy = { allowErrors: parseBoolean(rt.input('allow-errors'), 'allow-errors'), deferred: parseBoolean(rt.input('defer-verdict'), 'defer-verdict') };

  const cacheWanted = rt.input('cache').trim() === '' || parseBoolean(rt.input('cache'), 'cache');
  const actionsCache = cacheWanted ? actionsResultCache() : undefined;
  if (actionsCache && 'unavailable' in actionsCache) rt.info(`result cache off: ${actionsCache.unavailable}`);
  const write = mayWriteCache(env.GITHUB_EVENT_NAME, env.GITHUB_REF, event.defaultBranch);
  // Each trial's line goes into one log group; the plan and the summary stay visible.
  const display = progressDisplay('github-actions', (text) => rt.info(text.replace(/\n$/, '')));
  const options: EvalOptions = {
    report,
    ...sized,
    backends,
    discipline,
    model,
    outDir,
    ...(concurrency !== undefined && { concurrency }),
    ...(timeoutSeconds !== undefined && { timeoutSeconds }),
    journal: parseBoolean(rt.input('resume'), 'resume') ? 'resume' : 'fresh',
    env: toolEnv,
    progress: (line) => display.line(line),
    onTrialFinished: (finished, total, left) => display.trial(finished, total, left),
    ...(actionsCache && 'store' in actionsCache && { cache: { store: actionsCache.store, write } }),
  };

  if (rt.input('install-clis').trim() === '' || parseBoolean(rt.input('install-clis'), 'install-clis')) {
    for (const b of backends) {
      const backend = agentNamed(b)!;
      const dir = path.join(toolsDir(toolEnv), backend.name);
      const key = `caliper-cli-${backend.name}-${backend.run.install.version}-${process.platform}-${process.arch}`;
      const restored = await restoreFolder(dir, key);
      const outcome = installBackend(backend, toolEnv);
      if (!outcome.ok) throw new InputError(outcome.reason);
      if (!outcome.alreadyInstalled) await saveFolder(dir, key);
      rt.info(`${b}: ${outcome.binary}${restored ? ' (from the cache)' : outcome.alreadyInstalled ? ' (already installed)' : ' (installed from npm)'}`);
    }
  }
  if (evaluateBase) {
    const baseRef = rt.input('base-ref') || event.baseSha;
    if (!baseRef) throw new InputError('evaluate-base needs a base commit: run on a pull_request event or set input "base-ref"');
    const run = await runBaseAndHead({ ...options, baseRef, ...(validate && { validate }) }).finally(() => display.end());
    const unevaluated = run.invalid.map((skill) => ({ skill, reason: run.reasons.get(skill)! }));
    if (!run.head || !run.base) {
      rt.setOutput('changed-skills', JSON.stringify(run.changed));
      if (run.invalid.length > 0) {
        const fails = notEvaluatedFails(validate?.config, unevaluated);
        const errors = unevaluated.map((u) => reasonClause(u.reason));
        const reason: SkipReason = { why: 'invalid', skills: run.invalid, errors, fails };
        const outcome = await skipEval(rt, outDir, env, reason, notEvaluatedText(unevaluated, fails));
        judgeNotEvaluated(rt, unevaluated, fails);
        return outcome;
      }
      await rt.appendSummary(`## caliper eval\n\nNo skill's eval changed since ${mdCode(run.baseSha.slice(0, 12))}; nothing to evaluate.\n`);
      return { kind: 'unchanged', baseSha: run.baseSha };
    }
    rt.setOutput('changed-skills', JSON.stringify(run.changed));
    const html = writeReportBeside(path.join(run.headPath, 'results.json'), path.join(run.basePath, 'results.json'));
    const fails = notEvaluatedFails(validate?.config, unevaluated);
    const leftOut = unevaluated.length > 0 ? `\n**${mdText(notEvaluatedText(unevaluated, fails))}**\n` : '';
    await rt.appendSummary(`## caliper eval: base ${mdCode(run.baseSha.slice(0, 12))}\n\n${resultsTable(run.base, 'markdown')}\n## caliper eval: head\n\n${resultsTable(run.head, 'markdown')}\n${resultsFootnote(run.head)}${leftOut}${reportSummaryLine(html, artifactName(rt))}`);
    rt.setOutput('results-path', path.join(run.headPath, 'results.json'));
    rt.setOutput('base-results-path', path.join(run.basePath, 'results.json'));
    await upload(rt, outDir, env);
    // The head's unmeasured rates alone: a base that measured nothing is the fault the PR may be fixing.
    judgeFaults(rt, [...harnessFaults(run.base, 'base'), ...harnessFaults(run.head, 'head')], faultPolicy, unmeasuredFaults(run.head, 'head'));
    judgeNotEvaluated(rt, unevaluated, fails);
    return { kind: 'evaluated', head: path.join(run.headPath, 'results.json'), base: path.join(run.basePath, 'results.json') };
  }

  const results = await runEval(options).finally(() => display.end());
  const skipped = skippedDetails(results);
  const html = writeReportBeside(path.join(outDir, 'results.json'));
  await rt.appendSummary(`## caliper eval\n\n${resultsTable(results, 'markdown')}\n${resultsFootnote(results)}${skipped}${reportSummaryLine(html, artifactName(rt))}`);
  rt.setOutput('results-path', path.join(outDir, 'results.json'));

  await upload(rt, outDir, env);

  if (!measured(results)) failOrDefer(rt, 'caliper eval measured nothing: every trial was a harness error or skipped; see the job summary.', faultPolicy.deferred);
  else judgeFaults(rt, harnessFaults(results), faultPolicy, unmeasuredFaults(results));
  const leftOut = skippedSkills(results);
  judgeNotEvaluated(rt, leftOut, notEvaluatedFails(validate?.config, leftOut));
  return { kind: 'evaluated', head: path.join(outDir, 'results.json'), base: undefined };
}

/**
 * A smoke run (the scripted model) checks the harness; sizing its trials for a drop buys nothing, so
 * with `detect` it runs `trials: auto` instead, and says so. A dry run still shows the sizing.
 */
function smokeTrials(rt: ActionRuntime, planned: PlanInputs, model: ModelChoice): PlanInputs {
  if (model.kind !== 'scripted' || !planned.detect) return planned;
  rt.info(`detect ${planned.detect.points}: not sized on a smoke run (the scripted model); trials auto instead`);
  const { detect: _detect, ...rest } = planned;
  return { ...rest, sequential: DEFAULT_SEQUENTIAL };
}

/** Input `dry-run`: the plan a run would print before its first trial, in the log and the summary; no CLI is installed or started. */
async function dryRunStage(rt: ActionRuntime, options: Parameters<typeof evalPlan>[0], scripted: boolean, base: { baseRef: string | undefined; validate?: ValidateOptions } | undefined): Promise<EvalOutcome> {
  if (base && !base.baseRef) throw new InputError('evaluate-base needs a base commit: run on a pull_request event or set input "base-ref"');
  // With evaluate-base, each side's plan for the skills whose eval changed, as the run would make them.
  const lines = base ? prDryRunLines({ ...options, baseRef: base.baseRef!, ...(base.validate && { validate: base.validate }) }, undefined, scripted) : dryRunLines(evalPlan(options), options.sequential, undefined, scripted, false, rt.input('model') || undefined);
  for (const line of lines) rt.info(logText(line));
  const markdown = lines.slice(1).map((line) => (line.startsWith('  ') ? `- ${mdText(line.trim())}` : `\n${mdText(line)}\n`));
  await rt.appendSummary(`## caliper eval: dry run\n\nNo agent was started.\n${markdown.join('\n')}\n`);
  return { kind: 'skipped', reasons: [] };
}

/** The summary says why, and the artifact still appears: a report job that downloads every job's results finds the reason. */
async function skipEval(rt: ActionRuntime, outDir: string, env: NodeJS.ProcessEnv, reason: SkipReason, text: string): Promise<EvalOutcome> {
  await rt.appendSummary(`## caliper eval: ${reason.why === 'invalid' ? 'not evaluated' : 'skipped'}\n\n${skipMarkdown(reason)}\n`);
  writeSkipReason(outDir, reason, text);
  await upload(rt, outDir, env);
  return { kind: 'skipped', reasons: [reason] };
}

/** What the run did not do, collapsed: each skill not evaluated once with its runs, then backends, cases and trials skipped. */
function skippedDetails(results: Results): string {
  const said = skippedText(results);
  if (!said) return '';
  const runs = (n: number | undefined) => (n !== undefined ? ` (${n} agent run(s))` : '');
  const skills = skippedSkills(results).map((s) => `- ${mdCode(s.skill)}: not evaluated${runs(s.runs)}: ${mdText(s.reason)}`);
  const parts = skippedParts(results.skipped).map((s) => `- ${mdCode(keyText(s.key))}: ${mdText(s.reason)}`);
  return `\n<details><summary>${mdText(said)}</summary>\n\n${[...skills, ...parts].join('\n')}\n</details>\n`;
}

const measured = (results: Results) => results.results.some((r) => r.cases.some((c) => c.trials > c.errors));

/**
 * A skill with a spec that its own errors keep from the eval fails the step (the summary and the comment
 * list it), unless `validate.not-evaluated: warning` in the configuration (read from the base on a PR).
 */
function judgeNotEvaluated(rt: ActionRuntime, skills: readonly Unevaluated[], fails: boolean): void {
  if (skills.length === 0) return;
  if (fails) rt.fail(`caliper eval: ${notEvaluatedText(skills, true)}`);
  else rt.annotate('warning', `caliper eval: ${notEvaluatedText(skills, false)}`, {});
}

/** Inputs allow-errors and defer-verdict: what the step does with the harness faults of its run. */
interface FaultPolicy {
  allowErrors: boolean;
  /** The report stage judges them from the uploaded results; this step passes, with a warning. */
  deferred: boolean;
}

/**
 * A backend that never ran or a trial that ended in a harness error is a broken set-up, not a result
 * (its row would read "inconclusive"): it fails the step, as `caliper eval` exits 1, unless
 * allow-errors accepts it. Either way the summary and the report show the errors. A rate whose every
 * trial was an error (`unmeasured`) fails it even so: allow-errors would otherwise pass a skill that
 * breaks its own runs wherever it should not fire. Under defer-verdict the report stage fails the check
 * on them instead, with every number of the run in its comment.
 */
function judgeFaults(rt: ActionRuntime, faults: string[], policy: FaultPolicy, unmeasured: string[]): void {
  if (unmeasured.length > 0) return failOrDefer(rt, `caliper eval: ${[...unmeasured, ...faults].join('; ')}. Allow-errors or not: ${UNMEASURED_ADVICE}.`, policy.deferred);
  if (faults.length === 0) return;
  if (policy.allowErrors) rt.annotate('warning', `caliper eval: ${faults.join('; ')}; accepted (allow-errors: true). The summary and the report count them as errors, never as results.`, {});
  else failOrDefer(rt, `caliper eval: ${faults.join('; ')}. These are harness faults, not skill failures: see the step's log for why, or set allow-errors: true to accept them.`, policy.deferred);
}

function failOrDefer(rt: ActionRuntime, message: string, deferred: boolean): void {
  if (!deferred) return rt.fail(message);
  rt.annotate('warning', `${message} Left to the report stage (defer-verdict: true), which judges it from the uploaded results.`, {});
}

async function upload(rt: ActionRuntime, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const artifact = artifactName(rt);
  const outcome = await uploadFolderArtifact(artifact, outDir, env);
  rt.info(outcome.uploaded ? `uploaded results and transcripts as the artifact "${artifact}"` : `results and transcripts not uploaded: ${logText(outcome.reason)}`);
}

const artifactName = (rt: ActionRuntime) => rt.input('artifact-name') || 'caliper-results';

/** `fork`: the pull request's head is another repository's (a deleted fork has none); undefined when not a PR. */
function readEvent(env: NodeJS.ProcessEnv): { baseSha: string | undefined; defaultBranch: string | undefined; fork: boolean | undefined } {
  try {
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as { pull_request?: { base?: { sha?: string }; head?: { repo?: { full_name?: string } | null } }; repository?: { default_branch?: string; full_name?: string } };
    const pr = payload.pull_request;
    return { baseSha: pr?.base?.sha, defaultBranch: payload.repository?.default_branch, fork: pr ? pr.head?.repo?.full_name !== payload.repository?.full_name : undefined };
  } catch {
    return { baseSha: undefined, defaultBranch: undefined, fork: undefined };
  }
}

/** Input model-url: a gateway every backend is pointed at, or undefined (each CLI's provider). */
function gatewayInput(raw: string, backends: readonly BackendName[], model: string | undefined, scripted: boolean): string | undefined {
  if (raw.trim() === '') return undefined;
  if (scripted) throw new InputError('input "model-url" is where a real model is; scripted-model: true needs none (drop one of them)');
  const url = gatewayUrl(raw);
  if (!url.ok) throw new InputError(`input "model-url" ${url.reason}`);
  const needing = backendsNeedingModel(backends, model);
  if (needing.length > 0) throw new InputError(`input "model-url" needs input "model" for ${needing.join(', ')}: through a gateway they would ask for no model it knows`);
  return url.url;
}
