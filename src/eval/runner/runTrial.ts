import type { Discipline, TrialRecord } from '../../results/types.js';
import type { Agent, ModelEndpoint, ResumeCommand } from '../../agents/agent.js';
import type { RunError } from '../../agents/shared/providerFaults.js';
import { continueSession, sessionTranscript, type SessionRun } from '../turns/continueSession.js';
import type { Judge } from '../judge/types.js';
import type { Isolation } from '../sandbox/isolation.js';
import type { HostOverrides } from '../sandbox/hostOverrides.js';
import type { TrialTape } from '../replay/trialTape.js';
import type { SandboxPaths } from '../sandbox/paths.js';
import { createSandbox, removeSandbox } from '../sandbox/sandbox.js';
import type { TrialLimits } from '../sandbox/trialLimits.js';
import type { TrialConnections } from '../sandbox/connectionCap.js';
import type { NpmServers } from '../mcp/npm/servers.js';
import type { TrialMcp } from '../mcp/trialServers.js';
import type { ScriptedModel } from '../../scripted-model/server.js';
import type { Redactor } from '../../util/redact.js';
import { untilAborted } from '../../util/untilAborted.js';
import { installedSetKey, type DiscoveryListings, type Listing } from './discoveryListings.js';
import type { ProcessResult } from './process.js';
import { trialIdentity, type TrialPlan } from './trialPlan.js';
import { probeDiscovery } from './trial/discoveryProbe.js';
import { classifyRun, fenced, runFenced, withExit } from './trial/fence.js';
import { gradeTrial, type RunToGrade } from './trial/grade.js';
import { prepareTrial, type PreparedTrial } from './trial/prepare.js';
import { exportTranscript, saveTranscript } from './trial/transcriptFiles.js';
import { activatedBeforeFault, type ReadSoFar } from './trial/activatedBeforeFault.js';
import { TrialWaysOut } from './trial/waysOut.js';

/** How trials run in this eval: the same for every trial of one backend. */
export interface TrialSetup {
  backend: Agent;
  discipline: Discipline;
  executable: string;
  backendVersion: string | undefined;
  endpoint: ModelEndpoint;
  /**
   * The runner's variables the CLI receives (runnerVariables in trialSetups.ts): the backend's keys and
   * proxies with a real model at its provider, the proxies alone behind a gateway, none scripted or taped.
   */
  passEnv: readonly string[];
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
  /** The tools folder, when the CLI is its own install: listing probes' outputs are kept there (keptListings.ts). */
  keptListings?: string;
  /** What each trial may use of the host under bubblewrap; over it, the trial is a harness error. */
  limits: TrialLimits;
  /** Scripted under bubblewrap: the model each trial gets its own socket to (its way out). */
  scriptedModel?: ScriptedModel;
  /** The trial's cap on connections to its way out, set by runTrial; its watchdog reads it. */
  connections?: TrialConnections;
  /** Who grades `judge` checks (none: they are harness errors that say what to set). */
  judge?: Judge;
  /** The trial's mock MCP servers (its case has `mcp:`), set by runTrial: their record is what `mcp_call` reads. */
  mcp?: Pick<TrialMcp, 'host' | 'servers'>;
  /** The run's `npm:` MCP servers, installed on the host before its first trial. */
  npmServers?: NpmServers;
}

/** `fault`: the CLI's own error, as its backend classified it (the retry policy reads its status and wait). */
export type TrialRun = { record: TrialRecord; transient: boolean; fault?: RunError };

/**
 * One trial: sandbox up, install, run the CLI, verify, tear down. Never throws. Aborting `signal` kills
 * whatever process of the trial is running; the caller then discards what this returns. Under --record,
 * a recording that failed (its bounds passed, a write failed) makes the trial a harness error; so does, under
 * --replay, an MCP request the recording has no answer to.
 */
export async function runTrial(
  plan: TrialPlan,
  setup: TrialSetup,
  attempt: number,
  signal?: AbortSignal,
): Promise<TrialRun> {
  const ways = new TrialWaysOut();
  let run = await attemptTrial(plan, setup, attempt, signal, ways);
  // Its `command:` MCP servers, stopped by now: where their stderr is kept, and how they ended.
  const servers = await ways.stopServers();
  if (servers?.length && run.record.mcpCalls)
    run = { ...run, record: { ...run.record, mcpCalls: { ...run.record.mcpCalls, servers } } };
  const failed = await ways.tape?.close();
  // A refused request is the agent's doing (its skill asked the provider for the network), never a harness fault.
  const refused = ways.tape?.refused();
  const record = refused && refused.count > 0 ? { ...run.record, refusedRequests: refused } : run.record;
  return failed ? { record: tapeFailed(record, failed), transient: false } : { ...run, record };
}

/**
 * A trial whose tape failed (its recording, or a replay's MCP request with no recorded answer): an error saying
 * why, with what it measured of the run but no verdict.
 */
function tapeFailed(record: TrialRecord, reason: string): TrialRecord {
  const { activations: _activations, task: _task, ...kept } = record;
  return { ...kept, outcome: 'error', reason, checks: [] };
}

/** The trial's attempt; its ways out (its tape, its MCP servers) left in `ways` for runTrial to close. */
async function attemptTrial(
  plan: TrialPlan,
  setup: TrialSetup,
  attempt: number,
  signal: AbortSignal | undefined,
  ways: TrialWaysOut,
): Promise<TrialRun> {
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
  const finished = () => ({
    durationMs: Date.now() - started,
    finishedAt: new Date().toISOString(),
    ...ways.evidence(),
  });
  const error = (reason: string, extra: Partial<TrialRecord> = {}): TrialRun => ({
    record: {
      ...base,
      outcome: 'error',
      reason,
      checks: [],
      usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
      ...finished(),
      ...extra,
    },
    transient: false,
  });

  // A case's own timeout (else its spec's) is the one its trials run under.
  if (plan.evalCase.timeoutSeconds !== undefined) setup = { ...setup, timeoutMs: plan.evalCase.timeoutSeconds * 1000 };
  let sandbox: SandboxPaths | undefined;
  try {
    sandbox = createSandbox(setup.sandboxParent);
    const opened = await ways.open(plan, setup, sandbox);
    if (!opened.ok) return error(opened.reason);
    setup = opened.setup;
    const prepared = prepareTrial(plan, setup, sandbox, ways.proxied);
    const listing = discoveryListing(plan, setup, prepared);
    const run = await runAgent(plan, setup, sandbox, prepared, signal);

    // Cancelled: the caller discards this trial, so nothing of it is saved.
    if (signal?.aborted) return error('cancelled');
    const read = await readRun(plan, setup, sandbox, prepared, run, listing, signal);
    if (signal?.aborted) return error('cancelled');
    if (!read.ok)
      return {
        ...error(read.reason, read.extra),
        transient: read.fault?.transient ?? false,
        ...(read.fault && { fault: read.fault }),
      };
    const { transcript, usage } = read.extra;

    const graded = await gradeTrial(plan, setup, sandbox, prepared.input, read.run, signal);
    if (!graded.ok) return error(graded.reason, { transcript, usage, ...graded.extra });
    return { record: { ...base, ...graded.record, ...finished() }, transient: false };
  } catch (e) {
    return error(`caliper could not run the trial: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    if (sandbox) removeSandbox(sandbox);
    await ways.close();
  }
}

/**
 * For CLIs whose transcript does not list skills: their listing of this installed set, measured once per run in a
 * sandbox of its own (beside this run, not before it) and shared by every trial with it.
 */
function discoveryListing(plan: TrialPlan, setup: TrialSetup, prepared: PreparedTrial): Promise<Listing> | undefined {
  if (!setup.backend.run.discoveryProbe || !prepared.input.expectDiscovery) return undefined;
  const key = installedSetKey(setup.backend.name, setup.backendVersion, plan.installs);
  return setup.discovery.listing(key, () => probeDiscovery(setup, plan));
}

/** The CLI's run of the case's prompt, then of each of its follow-up turns, in the same session. */
async function runAgent(
  plan: TrialPlan,
  setup: TrialSetup,
  sandbox: SandboxPaths,
  prepared: PreparedTrial,
  signal: AbortSignal | undefined,
): Promise<SessionRun> {
  const { args, env, stdin, commandInput, program, mcpArgs } = prepared;
  const start = (command: string, argv: readonly string[], input: string | undefined): Promise<ProcessResult> =>
    runFenced(setup, sandbox, fenced(setup, sandbox, command, argv), {
      env,
      timeoutMs: setup.timeoutMs,
      signal,
      ...(input !== undefined && { input }),
    });
  const first = await start(program, args, stdin);
  if (!plan.evalCase.turns) return { ...first, turns: [first.stdout] };
  return continueSession(first, plan.evalCase.turns, {
    backend: setup.backend,
    commandInput,
    run: (next: ResumeCommand) => start(next.program ?? setup.executable, [...next.args, ...mcpArgs], next.stdin),
    fault: (r) => classifyRun(r, setup),
  });
}

type ReadRun =
  | { ok: true; run: RunToGrade; extra: { transcript: string; usage: TrialRecord['usage'] } }
  | { ok: false; reason: string; extra: Partial<TrialRecord>; fault?: RunError };

/**
 * The run's transcript, saved (redacted) and parsed, with the skills listing the CLI was probed for; or
 * the harness fault, the CLI's own error, or the failed exit that makes the trial an error.
 */
async function readRun(
  plan: TrialPlan,
  setup: TrialSetup,
  sandbox: SandboxPaths,
  prepared: PreparedTrial,
  run: SessionRun,
  listing: Promise<Listing> | undefined,
  signal: AbortSignal | undefined,
): Promise<ReadRun> {
  const harnessFault = classifyRun(run, setup);
  // Also after a fault: what the session store kept is what says whether the skill had fired by then.
  const exported =
    setup.backend.run.transcriptExport && !signal?.aborted
      ? await exportTranscript(setup, prepared.commandInput, sandbox, prepared.env, signal)
      : undefined;
  // Cancelled: nothing of the trial is saved (the caller says so).
  if (signal?.aborted) return { ok: false, reason: 'cancelled', extra: {} };
  const transcript = saveTranscript(
    setup.outDir,
    plan,
    exported?.ok ? { ...run, stdout: exported.stdout } : run,
    setup.redactor,
  );
  // A fault after the skill fired does not hide that it fired (activatedBeforeFault.ts).
  const seen = (read: ReadSoFar) => activatedBeforeFault(setup, plan, sandbox, prepared.input.skillsRoot, read);
  const soFar = () => seen(exported?.ok ? { stdout: exported.stdout, printed: run.stdout } : { stdout: run.stdout });
  if (harnessFault) return { ok: false, reason: harnessFault, extra: { transcript, ...soFar() } };
  if (exported && !exported.ok) return { ok: false, reason: exported.reason, extra: { transcript } };
  // The listing is shared, so a cancelled trial stops waiting for it rather than ending it.
  const probed = listing && (await untilAborted(listing, signal));
  if (probed && !probed.ok) return { ok: false, reason: probed.reason, extra: { transcript, ...soFar() } };
  const parsed = exported?.ok
    ? setup.backend.transcript.parse(exported.stdout, sandbox, run.stdout)
    : sessionTranscript((stdout) => setup.backend.transcript.parse(stdout, sandbox), run);
  if (!parsed.ok) return { ok: false, reason: withExit(parsed.reason, run), extra: { transcript, ...soFar() } };
  const t = parsed.transcript;
  if (probed?.ok) t.discoveredSkills = probed.skills;
  const usage = t.usage;
  const parsedSoFar = () => seen({ transcript: t, stdout: exported?.ok ? exported.stdout : run.stdout });
  if (t.error)
    return {
      ok: false,
      reason: `${setup.backend.name} reported: ${t.error.message}`,
      extra: { transcript, usage, ...parsedSoFar() },
      fault: t.error,
    };
  // A CLI that stops the agent at its turn limit exits non-zero (Claude Code 1, Gemini CLI 53): the agent's outcome.
  if (run.exitCode !== 0 && !t.outOfTurns)
    return { ok: false, reason: withExit('the CLI failed', run), extra: { transcript, usage, ...parsedSoFar() } };
  return {
    ok: true,
    run: {
      transcript: t,
      stdout: exported?.ok ? exported.stdout : run.stdout,
      probed: probed?.ok ? probed : undefined,
      saved: transcript,
    },
    extra: { transcript, usage },
  };
}
