import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckResult, Discipline, TrialRecord } from '../../results/types.js';
import type { Backend, CommandInput, ModelEndpoint, Transcript } from '../backends/backend.js';
import type { RunError } from '../backends/providerFaults.js';
import { runCheck } from '../checks/index.js';
import { keepAgentFiles } from '../evidence/agentFiles.js';
import { continueSession, sessionTranscript, type SessionRun } from '../turns/continueSession.js';
import type { ResumeCommand } from '../turns/resume.js';
import type { Judge } from '../judge/types.js';
import { measuredChecks } from '../disciplines/discipline.js';
import { taskOutcome } from '../arms/arm.js';
import { trialActivations, trialInput } from '../disciplines/trialInput.js';
import { passedVariables, sandboxEnvironment } from '../sandbox/environment.js';
import { wrapCommand, type Fence, type Isolation, type WrappedCommand } from '../sandbox/isolation.js';
import { EGRESS_PORT, LAUNCHER_FAILURE } from '../sandbox/network.js';
import { startAllowListProxy, type AllowListProxy } from '../sandbox/proxy.js';
import type { HostOverrides } from '../sandbox/hostOverrides.js';
import { tapeForTrial, type OpenTape, type TrialTape } from '../replay/trialTape.js';
import type { SandboxPaths } from '../sandbox/paths.js';
import { placePluginFiles } from '../sandbox/pluginFiles.js';
import { copyFiles, createSandbox, removeSandbox } from '../sandbox/sandbox.js';
import { overLimit, WATCH_EVERY_MS, type TrialLimits } from '../sandbox/trialLimits.js';
import type { Redactor } from '../../util/redact.js';
import { installedSetKey, type DiscoveryListings, type Listing } from './discoveryListings.js';
import { listedInProbe, listedInRun } from '../discovery/listedSkills.js';
import { chosenOutside } from '../discovery/outsideChoices.js';
import { runProcess, type ProcessOptions, type ProcessResult } from './process.js';
import { trialIdentity, type TrialPlan } from './trialPlan.js';

/** How trials run in this eval: the same for every trial of one backend. */
export interface TrialSetup {
  backend: Backend;
  discipline: Discipline;
  executable: string;
  backendVersion: string | undefined;
  endpoint: ModelEndpoint;
  /** Real endpoints get the backend's pass-through variables (keys, proxies); the scripted one none. */
  passRunnerEnv: boolean;
  isolation: Isolation;
  /** Host folders the CLI needs read-only inside the sandbox (its install, its interpreter). */
  programs: readonly string[];
  runnerEnv: NodeJS.ProcessEnv;
  timeoutMs: number;
  maxTurns: number;
  outDir: string;
  /** Every file and record this trial saves goes through it. */
  redactor: Redactor;
  sandboxParent: string | undefined;
  /** Under --record or --replay: each attempt's relay is its way to the model (src/eval/replay/). */
  tape?: TrialTape;
  /** With a real model under bubblewrap: the `host:port`s the trial's proxy lets through. */
  allow: readonly string[] | undefined;
  /** Where the proxy dials an allowed `host:port` (CALIPER_RESOLVE); empty: where the name resolves. */
  overrides: HostOverrides;
  /** The runner's extra CAs, as the CLI's TLS reads them (extraCertificates.ts); their folder is in `programs`. */
  certificateEnv?: Record<string, string>;
  /** The run's own folder (sockets live there). */
  runDir: string;
  /** The run's discovery listings, one per installed set, for CLIs whose transcript does not list skills. */
  discovery: DiscoveryListings;
  /** What each trial may use of the host under bubblewrap; over it, the trial is a harness error. */
  limits: TrialLimits;
  /** Who grades `judge` checks (none: they are harness errors that say what to set). */
  judge?: Judge;
}

let proxies = 0;

/** `fault`: the CLI's own error, as its backend classified it (the retry policy reads its status and wait). */
export type TrialRun = { record: TrialRecord; transient: boolean; fault?: RunError };

/**
 * One trial: sandbox up, install, run the CLI, verify, tear down. Never throws. Aborting `signal` kills
 * whatever process of the trial is running; the caller then discards what this returns.
 */
export async function runTrial(plan: TrialPlan, setup: TrialSetup, attempt: number, signal?: AbortSignal): Promise<TrialRun> {
  const started = Date.now();
  const base = {
    type: 'trial' as const,
    ...trialIdentity(plan),
    prompt: plan.evalCase.prompt,
    ...(plan.notes.length > 0 && { notes: plan.notes }),
    attempts: attempt,
    backendVersion: setup.backendVersion,
    model: setup.endpoint.model,
  };
  let proxy: AllowListProxy | undefined;
  let tape: OpenTape | undefined;
  const refused = (): Partial<TrialRecord> => {
    const r = proxy?.refused();
    return r && r.count > 0 ? { refusedConnections: r } : {};
  };
  const errorRecord = (reason: string, extra: Partial<TrialRecord> = {}): TrialRecord => ({
    ...base,
    outcome: 'error',
    reason,
    checks: [],
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    durationMs: Date.now() - started,
    finishedAt: new Date().toISOString(),
    ...refused(),
    ...extra,
  });

  // A case's own timeout (else its spec's) is the one its trials run under.
  if (plan.evalCase.timeoutSeconds !== undefined) setup = { ...setup, timeoutMs: plan.evalCase.timeoutSeconds * 1000 };
  let sandbox: SandboxPaths | undefined;
  try {
    sandbox = createSandbox(setup.sandboxParent);
    if (setup.allow && setup.isolation.kind === 'bubblewrap') {
      proxy = await startAllowListProxy(path.join(setup.runDir, `proxy-${++proxies}.sock`), setup.allow, setup.overrides);
      setup = { ...setup, isolation: { ...setup.isolation, egress: proxy.socketPath } };
    }
    if (setup.tape) {
      const taped = await tapeForTrial({ ...setup, tape: setup.tape }, plan, sandbox.root, ++proxies);
      if (!taped.ok) return { record: errorRecord(taped.reason), transient: false };
      ({ setup, tape } = taped);
    }
    const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
    const pluginRoots = new Map<string, string>();
    for (const install of plan.installs) {
      const dir = path.join(input.skillsRoot, install.name);
      copyFiles(install.files, dir);
      if (install.plugin) pluginRoots.set(install.name, placePluginFiles(install.plugin, dir, sandbox, { name: setup.backend.name, skillsRoot: input.skillsRoot, configNames: setup.backend.configNames }));
    }
    copyFiles(plan.fixtures, sandbox.workDir);
    setup.backend.configure(sandbox, setup.endpoint, setup.passRunnerEnv ? passedVariables(setup.runnerEnv, setup.backend.passEnv) : {});

    const pluginRoot = pluginRoots.get(plan.skill);
    const commandInput: CommandInput = { sandbox, prompt: input.prompt, endpoint: setup.endpoint, maxTurns: setup.maxTurns, ...(pluginRoot !== undefined && { pluginRoot }) };
    const { args, env: backendEnv, stdin } = setup.backend.command(commandInput);
    const env = { ...sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passRunnerEnv ? setup.backend.passEnv : [], backendEnv }), ...setup.certificateEnv, ...(proxy && PROXY_ENV) };
    // For CLIs whose transcript does not list skills: their listing of this installed set, measured once
    // per run in a sandbox of its own (beside this run, not before it) and shared by every trial with it.
    const listing = setup.backend.discoveryProbe && input.expectDiscovery ? setup.discovery.listing(installedSetKey(setup.backend.name, setup.backendVersion, plan.installs), () => probeDiscovery(setup, plan)) : undefined;
    const wrapped = wrapCommand(setup.isolation, agentFence(setup, sandbox), setup.executable, args);
    const first = await runFenced(setup, sandbox, wrapped, { env, timeoutMs: setup.timeoutMs, signal, ...(stdin !== undefined && { input: stdin }) });
    // A case's follow-up turns, each the next message of the session the first run started.
    const resume = (next: ResumeCommand) => runFenced(setup, sandbox!, wrapCommand(setup.isolation, agentFence(setup, sandbox!), setup.executable, next.args), { env, timeoutMs: setup.timeoutMs, signal, ...(next.stdin !== undefined && { input: next.stdin }) });
    const run: SessionRun = plan.evalCase.turns ? await continueSession(first, plan.evalCase.turns, { backend: setup.backend.name, commandInput, run: resume, fault: (r) => classifyRun(r, setup) }) : { ...first, turns: [first.stdout] };

    // Cancelled: the caller discards this trial, so nothing of it is saved.
    if (signal?.aborted) return { record: errorRecord('cancelled'), transient: false };
    const harnessFault = classifyRun(run, setup);
    // A CLI that prints only its answer is asked for its transcript afterwards (Hermes: `sessions export`).
    const exported = harnessFault === undefined && setup.backend.transcriptExport ? await exportTranscript(setup, commandInput, sandbox, env, signal) : undefined;
    if (signal?.aborted) return { record: errorRecord('cancelled'), transient: false };
    const transcript = saveTranscript(setup.outDir, plan, exported?.ok ? { ...run, stdout: exported.stdout } : run, setup.redactor);
    if (harnessFault) return { record: errorRecord(harnessFault, { transcript }), transient: false };
    if (exported && !exported.ok) return { record: errorRecord(exported.reason, { transcript }), transient: false };

    // The listing is shared, so a cancelled trial stops waiting for it rather than ending it.
    const probed = listing && (await untilAborted(listing, signal));
    if (signal?.aborted) return { record: errorRecord('cancelled'), transient: false };
    if (probed && !probed.ok) return { record: errorRecord(probed.reason, { transcript }), transient: false };
    const parsed = exported?.ok ? setup.backend.parseTranscript(exported.stdout, sandbox, run.stdout) : sessionTranscript((stdout) => setup.backend.parseTranscript(stdout, sandbox), run);
    if (!parsed.ok) return { record: errorRecord(withExit(parsed.reason, run), { transcript }), transient: false };
    const t = parsed.transcript;
    if (probed?.ok) t.discoveredSkills = probed.skills;
    const usage = t.usage;
    // What the CLI listed survives only here for CLIs that list skills in a rollout or a probe.
    const discovered = t.discoveredSkills ? { discovered: t.discoveredSkills, discoveredBy: probed ? ('listing-probe' as const) : ('run' as const) } : {};
    if (t.error) return { record: errorRecord(`${setup.backend.name} reported: ${t.error.message}`, { transcript, usage }), transient: t.error.transient, fault: t.error };
    if (run.exitCode !== 0) return { record: errorRecord(withExit('the CLI failed', run), { transcript, usage }), transient: false };

    const installed = plan.installs.map((i) => i.name);
    const undiscovered = input.expectDiscovery ? discoveryProblem(t, installed, setup.backend.name) : undefined;
    if (undiscovered) return { record: errorRecord(undiscovered, { transcript, usage, ...discovered }), transient: false };

    const activations = trialActivations({ discipline: setup.discipline, backend: setup.backend, transcript: t, stdout: run.stdout, sandbox, skillsRoot: input.skillsRoot, installed });
    const activated = new Set(installed.filter((name) => activations[name] === 'activated'));
    // What else the agent chose, and the listing it chose from, in the CLI's words where it keeps them.
    const outside = setup.discipline === 'force-load' ? [] : chosenOutside(setup.backend.activatedSkills(t, input.skillsRoot), installed);
    const listed = input.expectDiscovery ? (listedInRun(setup.backend.name, exported?.ok ? exported.stdout : run.stdout, sandbox) ?? (probed?.ok ? probed.listed : undefined)) : undefined;

    const checks: CheckResult[] = [];
    const checkEnv = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: [], backendEnv: {} });
    const ctx = {
      trialRoot: sandbox.root,
      workDir: sandbox.workDir,
      transcript: t,
      activated,
      installed,
      chosenOutside: outside,
      backend: setup.backend.name,
      skillsRoot: input.skillsRoot,
      subject: plan.skill,
      judge: setup.judge,
      runCommand: (command: string, timeoutMs: number) => {
        // The agent's view, after it, without its way out: a check reaches no network and no key.
        const w = wrapCommand(setup.isolation, { ...agentFence(setup, sandbox!), egress: false }, 'sh', ['-c', command]);
        return runFenced(setup, sandbox!, w, { env: checkEnv, timeoutMs, signal });
      },
    };
    const measured = measuredChecks(setup.discipline, plan.evalCase.checks);
    for (const check of measured) checks.push(await runCheck(check, ctx));
    const task = plan.arm === 'skill' ? taskOutcome(measured, checks) : undefined;
    const agentFiles = keepAgentFiles({ trialRoot: sandbox.root, workRel: path.relative(sandbox.root, sandbox.workDir), fixtures: plan.fixtures, outDir: setup.outDir, savedAs: transcript.replace(/\.jsonl$/, '.files'), redactor: setup.redactor });

    const firstError = checks.find((c) => c.status === 'error');
    const firstFail = checks.find((c) => c.status === 'fail');
    const outcome = firstError ? 'error' : firstFail ? 'fail' : 'pass';
    const reason = firstError ? `check ${firstError.label}: ${firstError.reason}` : firstFail ? `${firstFail.label}: ${firstFail.reason}` : undefined;
    return {
      record: {
        ...base,
        model: t.model ?? base.model,
        backendVersion: t.cliVersion ?? base.backendVersion,
        outcome,
        ...(reason !== undefined && { reason }),
        ...(outcome !== 'error' && { activations }),
        ...(outcome !== 'error' && task !== undefined && { task }),
        ...(outside.length > 0 && { chosenOutside: outside }),
        ...discovered,
        ...(listed && { listed }),
        checks,
        usage,
        durationMs: Date.now() - started,
        transcript,
        ...((agentFiles.kept.length > 0 || agentFiles.more > 0) && { agentFiles }),
        finishedAt: new Date().toISOString(),
        ...refused(),
      },
      transient: false,
    };
  } catch (error) {
    return { record: errorRecord(`caliper could not run the trial: ${error instanceof Error ? error.message : String(error)}`), transient: false };
  } finally {
    if (sandbox) removeSandbox(sandbox);
    await proxy?.close();
    await tape?.close();
  }
}

/** The CLI's model-free listing of the trial's installed set, in a fresh sandbox holding only that set. */
async function probeDiscovery(setup: TrialSetup, plan: TrialPlan): Promise<Listing> {
  const probe = setup.backend.discoveryProbe!;
  const sandbox = createSandbox(setup.sandboxParent);
  try {
    const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
    for (const install of plan.installs) copyFiles(install.files, path.join(input.skillsRoot, install.name));
    setup.backend.configure(sandbox, setup.endpoint);
    const commandInput = { sandbox, prompt: input.prompt, endpoint: setup.endpoint, maxTurns: setup.maxTurns };
    const { env: backendEnv } = setup.backend.command(commandInput);
    const env = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passRunnerEnv ? setup.backend.passEnv : [], backendEnv });
    // No way out: listing skills needs no model, and this sandbox belongs to no one trial's proxy.
    const w = wrapCommand(setup.isolation, { ...agentFence(setup, sandbox), egress: false }, setup.executable, probe.args(commandInput));
    const r = await runFenced(setup, sandbox, w, { env, timeoutMs: Math.min(setup.timeoutMs, 120_000), input: probe.stdin });
    const fault = classifyRun(r, setup);
    const skills = fault === undefined ? probe.parse(r.stdout) : undefined;
    if (skills === undefined) return { ok: false, reason: `${setup.backend.name} could not list its skills: ${fault ?? withExit('its listing was unreadable', r)}` };
    const listed = listedInProbe(setup.backend.name, r.stdout);
    return { ok: true, skills, ...(listed && { listed }) };
  } finally {
    removeSandbox(sandbox);
  }
}

async function exportTranscript(setup: TrialSetup, input: CommandInput, sandbox: SandboxPaths, env: Record<string, string>, signal: AbortSignal | undefined): Promise<{ ok: true; stdout: string } | { ok: false; reason: string }> {
  const { program, args } = setup.backend.transcriptExport!.command(input, setup.executable);
  const w = wrapCommand(setup.isolation, agentFence(setup, sandbox), program, args);
  const r = await runFenced(setup, sandbox, w, { env, timeoutMs: 60_000, signal });
  const fault = classifyRun(r, setup);
  if (fault || r.exitCode !== 0) return { ok: false, reason: `${setup.backend.name} could not export its transcript after the run: ${fault ?? withExit('export failed', r)}` };
  return { ok: true, stdout: r.stdout };
}

/** Every way CLIs and their tools are told to use a proxy; NODE_USE_ENV_PROXY for Node's own fetch (24+). */
const PROXY_URL = `http://127.0.0.1:${EGRESS_PORT}`;
const PROXY_ENV: Record<string, string> = { HTTPS_PROXY: PROXY_URL, HTTP_PROXY: PROXY_URL, https_proxy: PROXY_URL, http_proxy: PROXY_URL, ALL_PROXY: PROXY_URL, NO_PROXY: '', no_proxy: '', NODE_USE_ENV_PROXY: '1' };

/**
 * Every process of a trial (the CLI, its export and listing, its checks) runs this way: in the working
 * folder, with the sandbox's seccomp descriptor, under the trial's limits.
 */
function runFenced(setup: TrialSetup, sandbox: SandboxPaths, w: WrappedCommand, options: Pick<ProcessOptions, 'env' | 'timeoutMs' | 'signal' | 'input'>): Promise<ProcessResult> {
  return runProcess({ command: w.command, args: w.args, files: w.files, watch: limitsOf(setup, sandbox), cwd: sandbox.workDir, ...options });
}

/** The trial's limits, watched by the process runner (none without a sandbox). */
function limitsOf(setup: TrialSetup, sandbox: SandboxPaths): ProcessOptions['watch'] {
  if (setup.isolation.kind === 'none') return undefined;
  return { everyMs: WATCH_EVERY_MS, overLimit: (pid) => overLimit(pid, sandbox.root, setup.limits) };
}

function agentFence(setup: TrialSetup, sandbox: SandboxPaths): Fence {
  return { root: sandbox.root, cwd: sandbox.workDir, programs: setup.programs, egress: true };
}

/** Faults of the harness or the CLI process, before the transcript is even read. */
function classifyRun(run: ProcessResult, setup: TrialSetup): string | undefined {
  const seconds = Math.round(setup.timeoutMs / 1000);
  if (run.spawnError) return `${setup.backend.name} could not be started: ${run.spawnError}`;
  if (run.limitExceeded) return run.limitExceeded;
  if (run.timedOut) return `timed out after ${seconds}s (the CLI's process group was killed)`;
  if (run.exitCode === LAUNCHER_FAILURE) {
    const line = run.stderr.split('\n').find((l) => l.startsWith('caliper-launcher: '));
    if (line) return `the sandbox could not start the CLI: ${line.slice('caliper-launcher: '.length)}`;
  }
  const bwrapLine = setup.isolation.kind === 'bubblewrap' && run.exitCode === 1 ? run.stderr.split('\n').find((l) => l.startsWith('bwrap: ')) : undefined;
  if (bwrapLine) return `the sandbox could not be set up: ${bwrapLine}`;
  if (run.signal) return `the CLI was killed by ${run.signal}`;
  return undefined;
}

/** A skill the CLI never listed cannot have been chosen: that is a harness error, not "not activated". */
function discoveryProblem(t: Transcript, installed: readonly string[], backend: string): string | undefined {
  if (t.discoveredSkills === undefined) return `${backend} did not report which skills it discovered, so activation cannot be trusted`;
  const missing = installed.filter((s) => !t.discoveredSkills!.includes(s));
  return missing.length > 0 ? `${backend} did not discover the installed skill(s) ${missing.join(', ')}` : undefined;
}

function withExit(reason: string, run: ProcessResult): string {
  if (run.exitCode === 0) return reason;
  const tail = run.stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300);
  return `${reason}; exit ${run.exitCode}${tail ? `: ${tail}` : ''}`;
}

function saveTranscript(outDir: string, plan: TrialPlan, run: ProcessResult, redactor: Redactor): string {
  const rel = path.join('transcripts', plan.skill, plan.backend, plan.evalCase.id, `${plan.arm === 'baseline' ? 'baseline-' : ''}${plan.trial}.jsonl`);
  const abs = path.join(outDir, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, redactor.text(run.stdout));
  if (run.stderr.trim() !== '') writeFileSync(abs.replace(/\.jsonl$/, '.stderr.txt'), redactor.text(run.stderr));
  return rel.split(path.sep).join('/');
}

/** `promise`, or undefined as soon as `signal` aborts (the promise itself goes on for whoever else awaits it). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then((value) => {
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    });
  });
}
