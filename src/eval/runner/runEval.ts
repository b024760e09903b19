import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aggregate } from '../../results/aggregate.js';
import { ERA, type CancelledTrial, type Discipline, type ModelSource, type Results, type RunMeta, type TrialRecord } from '../../results/types.js';
import { startScriptedModel, type ScriptedModel } from '../../scripted-model/server.js';
import type { ValidationReport } from '../../skills/validateRepository.js';
import { CALIPER_VERSION } from '../../version.js';
import type { ModelEndpoint } from '../backends/backend.js';
import { backendNamed } from '../backends/index.js';
import { probeCli, toolsDir } from '../backends/locate.js';
import { cacheKey, type ResultCache } from '../../results/cache/resultCache.js';
import { describeDesign, type SequentialDesign } from '../../results/sequential.js';
import { groupBy } from '../../util/groupBy.js';
import { createRedactor } from '../../util/redact.js';
import { logText } from '../../report/escape.js';
import { ownedPrefix, removeLeftovers } from '../sandbox/cleanup.js';
import { bubblewrapAvailable, type Isolation, type IsolationLevel } from '../sandbox/isolation.js';
import { writeSeccompFilter } from '../sandbox/seccomp.js';
import { DEFAULT_TRIAL_LIMITS, type TrialLimits } from '../sandbox/trialLimits.js';
import { EGRESS_PORT, writeForwarder } from '../sandbox/network.js';
import { allowedHosts } from '../sandbox/modelHosts.js';
import { programRoots } from '../sandbox/policy.js';
import type { BackendName } from '../spec/types.js';
import { Budget } from './budget.js';
import { disciplineUnsupported } from '../disciplines/discipline.js';
import { EvalSetupError } from './errors.js';
import { openJournal } from './journal.js';
import { pricedUsage, runSpend } from '../../results/spend/spend.js';
import { recordableResults, recordedTrial, SCRIPTED_MODEL } from '../../results/recordable.js';
import type { Redactor } from '../../util/redact.js';
import { DEFAULT_MAX_TURNS, DEFAULT_TIMEOUT_SECONDS, DEFAULT_TRIALS } from './defaults.js';
import { eta, planLine } from './progressLines.js';
import { planTrials, type Plan } from './plan.js';
import { DiscoveryListings } from './discoveryListings.js';
import { runPool } from './pool.js';
import { runTrial, type TrialSetup } from './runTrial.js';
import { SequentialCases, type CaseDecided } from './sequentialCases.js';
import type { TrialPlan } from './trialPlan.js';

export type ModelChoice = { kind: 'scripted' } | { kind: 'real'; baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };

export interface EvalOptions {
  report: ValidationReport;
  /** Only this shard of the skills (a matrix job's share). */
  shard?: { index: number; count: number };
  /** Sequential trials: each case stops once the SPRT decides it (then `trials` is ignored). */
  sequential?: SequentialDesign;
  backends: readonly BackendName[];
  /** How skills reach the agent; one per run. Default install-discover. */
  discipline?: Discipline;
  model: ModelChoice;
  outDir: string;
  trials?: number;
  defaultTrials?: number;
  concurrency?: number;
  skills?: readonly string[];
  cases?: readonly string[];
  journal?: 'new' | 'resume' | 'fresh';
  budget?: { maxTrials?: number; maxTokens?: number; maxCostUsd?: number };
  timeoutSeconds?: number;
  maxTurns?: number;
  /** What one trial may use of the host (trialLimits.ts); the defaults where not given. */
  limits?: Partial<TrialLimits>;
  /** bubblewrap (the default) or, only when asked for, none; never a silent fallback. */
  isolation?: IsolationLevel;
  cliPaths?: Partial<Record<BackendName, string>>;
  env?: NodeJS.ProcessEnv;
  /** One line per event, for stderr. */
  progress?: (line: string) => void;
  /** After each finished trial, before its progress line: for a live bar. */
  onTrialFinished?: (finished: number, total: number, eta: string) => void;
  /** Retry back-off base; tests shorten it. */
  retryDelayMs?: number;
  /** Reuse finished trials measured exactly the same way; `write` only on trusted refs. */
  cache?: { store: ResultCache; write: boolean };
}

export { EvalSetupError } from './errors.js';

export { DEFAULT_MAX_TURNS, DEFAULT_TIMEOUT_SECONDS, DEFAULT_TRIALS } from './defaults.js';
const MAX_ATTEMPTS = 3;

/** Plan, run and aggregate an eval. Writes `trials.jsonl` as it goes and `results.json` at the end. */
export async function runEval(options: EvalOptions): Promise<Results> {
  const env = options.env ?? process.env;
  const startedAt = new Date().toISOString();
  const defaultTrials = options.defaultTrials ?? DEFAULT_TRIALS;
  const discipline = options.discipline ?? 'install-discover';
  for (const name of options.backends) {
    const backend = backendNamed(name);
    if (!backend) throw new EvalSetupError(`backend ${name} is not available in this version of caliper`);
    const unsupported = disciplineUnsupported(discipline, backend);
    if (unsupported) throw new EvalSetupError(unsupported);
  }

  // The model key and every secret-looking runner variable (the backends' API keys among them), kept out
  // of every file this run writes.
  const redactor = createRedactor({ secrets: [options.model.kind === 'real' ? options.model.apiKey : undefined], env });
  // Progress lines end up in public CI logs: they carry trial reasons, so they are redacted too, and
  // escaped, so that agent text in a reason cannot start a workflow command (each is one line by design).
  const progress = (line: string) => options.progress?.(logText(redactor.text(line)));

  const plan = evalPlan(options);
  for (const s of plan.skipped) progress(`skipped ${s.key}: ${s.reason}`);
  for (const n of plan.notes) progress(`note ${n.key}: ${n.note}`);
  progress(planLine(plan.trials, options.sequential !== undefined));

  const level: IsolationLevel = options.isolation ?? 'bubblewrap';
  if (level === 'bubblewrap') {
    const available = bubblewrapAvailable(env.PATH ?? '/usr/local/bin:/usr/bin:/bin');
    if (!available.ok) throw new EvalSetupError(available.reason);
  }
  for (const gone of removeLeftovers(os.tmpdir())) progress(`removed ${gone}, left by a caliper run that died`);
  const runDir = realpathSync.native(mkdtempSync(path.join(os.tmpdir(), ownedPrefix('run'))));
  let server: ScriptedModel | undefined;
  try {
    const probes = new Map(options.backends.map((name) => [name, probeCli(backendNamed(name)!, options.cliPaths?.[name], env)] as const));
    for (const probe of probes.values()) if (!probe.ok) progress(probe.reason);
    const scripted = options.model.kind === 'scripted';
    let isolation: Isolation = { kind: 'none' };
    if (scripted) server = await startScriptedModel({ socketPath: path.join(runDir, 'model.sock'), tcp: level === 'none', logFile: path.join(options.outDir, 'model-requests.jsonl'), redactor });
    // The scripted model's socket is every trial's way out; with a real model each trial gets its own
    // allow-list proxy (runTrial), so that what it refused is counted for that trial.
    if (level === 'bubblewrap') isolation = { kind: 'bubblewrap', forwarder: writeForwarder(runDir), seccomp: writeSeccompFilter(runDir), egress: server?.socketPath };
    const modelUrl = options.model.kind === 'real' ? options.model.baseUrl : undefined;
    const allowFor = (name: BackendName) => (level === 'bubblewrap' && !scripted ? allowedHosts(name, modelUrl, backendNamed(name)!.passEnv, env) : undefined);
    const network = runNetwork(level, options.model, options.backends, env);
    const setups = new Map<BackendName, TrialSetup | { unavailable: string }>();
    const discovery = new DiscoveryListings();
    for (const name of options.backends) {
      const backend = backendNamed(name)!;
      const probe = probes.get(name)!;
      if (!probe.ok) {
        setups.set(name, { unavailable: probe.reason });
        continue;
      }
      const model = options.model;
      const endpoint: ModelEndpoint =
        model.kind === 'real'
          ? { baseUrl: model.baseUrl, apiKey: model.apiKey, model: model.model }
          : { baseUrl: level === 'none' ? server!.tcpUrl : `http://127.0.0.1:${EGRESS_PORT}`, apiKey: 'scripted-model-key', model: undefined };
      setups.set(name, {
        backend,
        discipline,
        executable: probe.executable,
        backendVersion: probe.version,
        endpoint,
        passRunnerEnv: !scripted,
        isolation,
        programs: level === 'none' ? [] : programRoots(probe.executable, path.join(toolsDir(env), name), env.PATH ?? ''),
        runnerEnv: env,
        timeoutMs: (options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
        maxTurns: options.maxTurns ?? DEFAULT_MAX_TURNS,
        outDir: options.outDir,
        redactor,
        sandboxParent: undefined,
        allow: allowFor(name),
        runDir,
        discovery,
        limits: { ...DEFAULT_TRIAL_LIMITS, ...options.limits },
      });
    }

    const fingerprint = {
      era: ERA,
      discipline,
      caliperVersion: CALIPER_VERSION,
      model: options.model.kind === 'real' ? (options.model.model ?? 'cli-default') : 'scripted',
      sequential: options.sequential ? describeDesign(options.sequential) : 'fixed',
      backends: options.backends.map((b) => {
        const s = setups.get(b)!;
        return { name: b, version: 'unavailable' in s ? 'unavailable' : s.backendVersion };
      }),
      trials: [...new Set(plan.trials.map((t) => `${t.skill}|${t.backend}|${t.spec.hash}|${t.installs.map((i) => `${i.name}:${i.sha256}`).join(',')}`))].sort(),
    };
    const journal = openJournal(options.outDir, fingerprint, options.journal ?? 'new', redactor);
    const records = new Map<string, TrialRecord>(journal.done);
    const cancelled = new Set(journal.cancelled.keys());
    if (journal.done.size > 0) progress(`resuming: ${journal.done.size} trial(s) already done`);

    const groups = groupBySkillAndBackend(plan.trials);
    const keyOf = (group: TrialPlan[]) => {
      const first = group[0]!;
      const setup = setups.get(first.backend)!;
      return cacheKey({
        era: ERA,
        discipline,
        backend: first.backend,
        backendVersion: 'unavailable' in setup ? 'unavailable' : setup.backendVersion,
        model: fingerprint.model,
        trials: options.sequential ? describeDesign(options.sequential) : `fixed:${group.filter((t) => t.evalCase.id === first.evalCase.id).length}`,
        fingerprint: first.fingerprint,
      });
    };
    if (options.cache) {
      for (const group of groups) {
        if (group.some((t) => records.has(t.key)) || 'unavailable' in setups.get(group[0]!.backend)!) continue;
        const key = keyOf(group);
        const cached = await options.cache.store.restore(key);
        if (!cached) continue;
        for (const r of cached) {
          // As this run records its own trials (a cache written by an older caliper may differ).
          const restored = { ...recordedTrial(r, scripted), fromCache: key };
          records.set(r.key, restored);
          journal.append(restored);
        }
        progress(`restored ${cached.length} trial(s) of ${group[0]!.skill} × ${group[0]!.backend} from the result cache`);
      }
    }
    const skipped = [...plan.skipped];
    const budget = new Budget(options.budget ?? {});
    const cases = options.sequential ? new SequentialCases(options.sequential) : undefined;
    // Trials the journal or the cache already holds decide their cases before anything runs.
    for (const t of plan.trials) {
      const r = records.get(t.key);
      if (r) cases?.finish(t, r.outcome);
    }
    // A cancelled trial is not missing: its case was decided without it.
    const todo = plan.trials.filter((t) => !records.has(t.key) && !cancelled.has(t.key));
    let finished = 0;
    const total = todo.length;
    const poolStarted = Date.now();
    const decided = (d: CaseDecided, by: TrialPlan) => {
      // Released now, not when their processes are gone: a launch the decision just made free is free.
      for (const key of [...d.cancelled, ...d.discarded]) budget.release(key);
      if (d.discarded.length > 0) progress(`${by.skill} × ${by.backend} × ${by.evalCase.id}: decided at trial ${d.decidedAt}; ${d.discarded.length} trial(s) past it that finished first are discarded, not counted`);
    };
    const record = (trial: TrialPlan, raw: TrialRecord) => {
      // Priced from what the CLI reported, then redacted, then put in the form results.json records.
      const r = trialAsJournaled(raw, redactor, scripted);
      records.set(r.key, r);
      journal.append(r);
      budget.spend(r);
      finished++;
      const seconds = (r.durationMs / 1000).toFixed(1);
      const left = eta(finished, total, Date.now() - poolStarted);
      options.onTrialFinished?.(finished, total, left);
      progress(`[${finished}/${total}${left ? `, ${left}` : ''}] ${r.skill} × ${r.backend} × ${r.caseId} #${r.trial}: ${r.outcome}${r.reason ? ` (${r.reason})` : ''} ${seconds}s`);
      const d = cases?.finish(trial, r.outcome);
      if (d) decided(d, trial);
    };
    /** Its case was decided by an earlier trial while it ran: killed, recorded as such; it gives back its launch (what it spent still counts against --max-cost). */
    const cancel = (trial: TrialPlan, started: number) => {
      cases!.stop(trial);
      budget.release(trial.key);
      cancelled.add(trial.key);
      const c: CancelledTrial = {
        type: 'cancelled',
        key: trial.key,
        skill: trial.skill,
        backend: trial.backend,
        caseId: trial.evalCase.id,
        trial: trial.trial,
        decidedAt: cases!.decidingTrial(trial)!,
        durationMs: Date.now() - started,
        cancelledAt: new Date().toISOString(),
      };
      journal.append(c);
      progress(`${c.skill} × ${c.backend} × ${c.caseId} #${c.trial}: cancelled (the case was decided at trial ${c.decidedAt}) ${(c.durationMs / 1000).toFixed(1)}s`);
    };

    await runPool(
      todo,
      options.concurrency ?? os.availableParallelism(),
      async (trial: TrialPlan) => {
        const setup = setups.get(trial.backend)!;
        if ('unavailable' in setup) {
          record(trial, unavailableRecord(trial, setup.unavailable));
          return;
        }
        const started = Date.now();
        const signal = cases?.start(trial);
        for (let attempt = 1; ; attempt++) {
          budget.launch(trial.key);
          const run = await runTrial(trial, setup, attempt, signal);
          if (signal?.aborted) return cancel(trial, started);
          if (!run.transient || attempt >= MAX_ATTEMPTS || budget.exhausted()) {
            record(trial, run.record);
            return;
          }
          progress(`retrying ${trial.key} after a transient fault: ${run.record.reason}`);
          await sleep((options.retryDelayMs ?? 1000) * 2 ** (attempt - 1));
          if (signal?.aborted) return cancel(trial, started);
        }
      },
      (trial) => {
        if (cases?.decidedBefore(trial)) return false;
        const reason = budget.exhausted();
        if (!reason) return true;
        skipped.push({ key: trial.key, reason });
        return false;
      },
      // Under --trials auto, trials every outcome needs go before guesses that a case goes on: a guess
      // runs only when a worker would otherwise idle, and is cancelled if the case is decided before it.
      cases && ((trial) => cases.needed(trial)),
    );
    if (options.cache?.write) {
      const skippedSet = new Set(skipped.map((s) => s.key));
      for (const group of groups) {
        // A decided case is cached as the trials that decided it, without those discarded past them.
        const done = group.filter((t) => !cases?.decidedBefore(t)).map((t) => records.get(t.key)).filter((r): r is TrialRecord => r !== undefined);
        const complete = group.every((t) => records.has(t.key) || (options.sequential && !skippedSet.has(t.key)));
        // Harness errors are not cached: a flaky fault must not be frozen into every later run.
        if (complete && done.length > 0 && done.every((r) => r.outcome !== 'error')) await options.cache.store.save(keyOf(group), redactor.value(done));
      }
    }
    const budgetSkips = skipped.length - plan.skipped.length;
    if (budgetSkips > 0) progress(`budget reached: ${budgetSkips} trial(s) not run (${skipped[skipped.length - 1]!.reason})`);

    const meta = runMeta({
      discipline,
      backends: options.backends.map((b) => {
        const s = setups.get(b)!;
        return { name: b, version: 'unavailable' in s ? undefined : s.backendVersion };
      }),
      records: [...records.values()],
      model: options.model,
      defaultTrials,
      isolation: level,
      network,
      sequential: options.sequential,
      startedAt,
    });
    // With sequential trials, planned trials the rule made unnecessary and never started are not part of the run.
    const skippedKeys = new Set(skipped.map((s) => s.key));
    const results = aggregate(
      plan.trials.filter((t) => records.has(t.key) || skippedKeys.has(t.key) || cancelled.has(t.key)),
      records,
      meta,
      skipped,
      options.sequential && { design: options.sequential, cancelled },
    );
    const written = resultsAsWritten(results, redactor);
    writeFileSync(path.join(options.outDir, 'results.json'), `${JSON.stringify(written, null, 2)}\n`);
    return written;
  } finally {
    await server?.close();
    rmSync(runDir, { recursive: true, force: true });
  }
}


/** The trials an eval with these options runs (what `--dry-run` prints), decided before anything runs. */
export function evalPlan(options: Pick<EvalOptions, 'report' | 'backends' | 'discipline' | 'defaultTrials' | 'trials' | 'sequential' | 'skills' | 'cases' | 'shard'>): Plan {
  const trials = options.sequential ? options.sequential.maxTrials : options.trials;
  const discipline = options.discipline ?? 'install-discover';
  return planTrials(options.report, { backends: options.backends, discipline, defaultTrials: options.defaultTrials ?? DEFAULT_TRIALS, trials, skills: options.skills, cases: options.cases, ...(options.shard && { shard: options.shard }) });
}

export { SCRIPTED_MODEL } from '../../results/recordable.js';

/** Where the agent could connect: `*` without isolation, the scripted model's socket, or the real model's hosts. */
export function runNetwork(level: IsolationLevel, model: ModelChoice, backends: readonly BackendName[], env: NodeJS.ProcessEnv): { allow: string[] } {
  if (level === 'none') return { allow: ['*'] };
  if (model.kind === 'scripted') return { allow: ['scripted-model'] };
  return { allow: [...new Set(backends.flatMap((b) => allowedHosts(b, model.baseUrl, backendNamed(b)!.passEnv, env)))].sort() };
}

/** What a run's meta records: how it measured, with what, and what it spent (`records`: its finished trials). */
export function runMeta(input: {
  discipline: Discipline;
  /** Each backend with the version its CLI reported (`--version`), undefined when it was unavailable. */
  backends: readonly { name: BackendName; version: string | undefined }[];
  records: readonly TrialRecord[];
  model: ModelChoice;
  defaultTrials: number;
  isolation: IsolationLevel;
  network: { allow: string[] };
  sequential: SequentialDesign | undefined;
  startedAt: string;
}): RunMeta {
  const scripted = input.model.kind === 'scripted';
  const chosen = input.model.kind === 'real' ? input.model.model : undefined;
  return {
    era: ERA,
    discipline: input.discipline,
    caliperVersion: CALIPER_VERSION,
    backends: input.backends.map(({ name, version }) => {
      const done = input.records.find((r) => r.backend === name && r.model);
      // The CLI names the model it asked for; with the scripted model that name is not what answered.
      return { name, version, model: scripted ? SCRIPTED_MODEL : (done?.model ?? chosen) };
    }),
    modelSource: modelSourceOf(input.model),
    defaultTrials: input.defaultTrials,
    isolation: input.isolation,
    network: input.network,
    ...(input.sequential && { sequential: describeDesign(input.sequential) }),
    platform: `${process.platform}-${process.arch} node ${process.version}`,
    startedAt: input.startedAt,
    finishedAt: new Date().toISOString(),
    spend: runSpend(input.records, scripted),
  };
}

/** A finished trial as the journal keeps it: priced from what the CLI reported, redacted, then in the form results.json records. */
export function trialAsJournaled(raw: TrialRecord, redactor: Redactor, scripted: boolean): TrialRecord {
  return recordedTrial(redactor.value({ ...raw, usage: pricedUsage(raw.usage, raw.model, scripted) }), scripted);
}

/** The results as results.json holds them: redacted first, so that what the redactor puts into a value is then made a form the results check accepts. */
export function resultsAsWritten(results: Results, redactor: Redactor): Results {
  return recordableResults(redactor.value(results));
}

export function modelSourceOf(model: ModelChoice): ModelSource {
  if (model.kind === 'scripted') return { kind: 'scripted' };
  if (!model.baseUrl) return { kind: 'real', endpoint: 'default' };
  try {
    return { kind: 'real', endpoint: new URL(model.baseUrl).host || 'custom' };
  } catch {
    return { kind: 'real', endpoint: 'custom' };
  }
}

function groupBySkillAndBackend(trials: readonly TrialPlan[]): TrialPlan[][] {
  return [...groupBy(trials, (t) => `${t.skill}|${t.backend}`).values()];
}

function unavailableRecord(trial: TrialPlan, reason: string): TrialRecord {
  return {
    type: 'trial',
    key: trial.key,
    skill: trial.skill,
    backend: trial.backend,
    caseId: trial.evalCase.id,
    trial: trial.trial,
    outcome: 'error',
    reason,
    checks: [],
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    durationMs: 0,
    attempts: 0,
    backendVersion: undefined,
    model: undefined,
    finishedAt: new Date().toISOString(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
