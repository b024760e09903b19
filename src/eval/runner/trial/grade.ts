import path from 'node:path';
import type { CheckResult, TrialRecord } from '../../../results/types.js';
import type { Transcript } from '../../../agents/agent.js';
import { taskOutcome } from '../../arms/arm.js';
import { runCheck } from '../../checks/index.js';
import { chosenOutside } from '../../discovery/outsideChoices.js';
import { measuredChecks } from '../../disciplines/discipline.js';
import { trialActivations, type TrialInput } from '../../disciplines/trialInput.js';
import { keepAgentFiles } from '../../evidence/agentFiles.js';
import { sandboxEnvironment } from '../../sandbox/environment.js';
import type { SandboxPaths } from '../../sandbox/paths.js';
import type { Listing } from '../discoveryListings.js';
import type { TrialSetup } from '../runTrial.js';
import type { TrialPlan } from '../trialPlan.js';
import { fenced, runFenced } from './fence.js';

/** What a trial's run left to grade: its parsed transcript, the CLI's own output, the listing probed. */
export interface RunToGrade {
  transcript: Transcript;
  /** The CLI's stdout (or its export), where some CLIs keep their listing. */
  stdout: string;
  probed: Extract<Listing, { ok: true }> | undefined;
  /** The transcript's path in the run folder. */
  saved: string;
}

/** The part of a trial's record that grading fills in; `error` when a skill installed was never discovered. */
export type Graded =
  | { ok: true; record: Pick<TrialRecord, 'outcome' | 'checks' | 'usage'> & Partial<TrialRecord> }
  | { ok: false; reason: string; extra: Partial<TrialRecord> };

/**
 * Activation from the CLI's transcript, the case's checks (each in the agent's view, with no way out
 * and no key), the agent's files kept, and the outcome: the first check error, else the first failure.
 */
export async function gradeTrial(
  plan: TrialPlan,
  setup: TrialSetup,
  sandbox: SandboxPaths,
  input: TrialInput,
  run: RunToGrade,
  signal: AbortSignal | undefined,
): Promise<Graded> {
  const t = run.transcript;
  // What the CLI listed survives only here for CLIs that list skills in a rollout or a probe.
  const discovered = t.discoveredSkills
    ? { discovered: t.discoveredSkills, discoveredBy: run.probed ? ('listing-probe' as const) : ('run' as const) }
    : {};
  const installed = plan.installs.map((i) => i.name);
  const undiscovered = input.expectDiscovery ? discoveryProblem(t, installed, setup.backend.name) : undefined;
  const activations = trialActivations({
    discipline: setup.discipline,
    backend: setup.backend,
    transcript: t,
    stdout: run.stdout,
    sandbox,
    skillsRoot: input.skillsRoot,
    installed,
  });
  const activated = new Set(installed.filter((name) => activations[name] === 'activated'));
  // On an error, what fired before it still counts where it should not have (activatedBeforeFault.ts).
  const beforeFault = activated.size > 0 ? { activatedBeforeFault: [...activated] } : {};
  if (undiscovered) return { ok: false, reason: undiscovered, extra: { ...discovered, ...beforeFault } };
  // What else the agent chose, and the listing it chose from, in the CLI's words where it keeps them.
  const outside =
    setup.discipline === 'force-load'
      ? []
      : chosenOutside(setup.backend.transcript.activatedSkills(t, input.skillsRoot), installed);
  const listed = input.expectDiscovery
    ? (setup.backend.transcript.listedInRun?.(run.stdout, sandbox) ?? run.probed?.listed)
    : undefined;

  const ctx = checkContext(plan, setup, sandbox, input, { transcript: t, activated, installed, outside }, signal);
  const measured = measuredChecks(setup.discipline, plan.evalCase.checks);
  const checks: CheckResult[] = [];
  for (const check of measured) checks.push(await runCheck(check, ctx));
  const task = plan.arm === 'skill' ? taskOutcome(measured, checks) : undefined;
  const agentFiles = keptFiles(plan, setup, sandbox, run.saved);

  const { outcome, reason } = outcomeOf(checks, t.outOfTurns ? setup.maxTurns : undefined);
  return {
    ok: true,
    record: {
      model: t.model ?? setup.endpoint.model,
      backendVersion: t.cliVersion ?? setup.backendVersion,
      outcome,
      ...(reason !== undefined && { reason }),
      ...(outcome !== 'error' ? { activations } : beforeFault),
      ...(outcome !== 'error' && task !== undefined && { task }),
      ...(outside.length > 0 && { chosenOutside: outside }),
      ...(t.outOfTurns && { outOfTurns: setup.maxTurns }),
      ...discovered,
      ...(listed && { listed }),
      checks,
      usage: t.usage,
      transcript: run.saved,
      ...((agentFiles.kept.length > 0 || agentFiles.more > 0) && { agentFiles }),
    },
  };
}

/** A skill the CLI never listed cannot have been chosen: that is a harness error, not "not activated". */
function discoveryProblem(t: Transcript, installed: readonly string[], backend: string): string | undefined {
  if (t.discoveredSkills === undefined)
    return `${backend} did not report which skills it discovered, so activation cannot be trusted`;
  const missing = installed.filter((s) => !t.discoveredSkills!.includes(s));
  return missing.length > 0 ? `${backend} did not discover the installed skill(s) ${missing.join(', ')}` : undefined;
}

/** What a check sees: the agent's view, after it, without its way out (no network, no key). */
function checkContext(
  plan: TrialPlan,
  setup: TrialSetup,
  sandbox: SandboxPaths,
  input: TrialInput,
  seen: { transcript: Transcript; activated: Set<string>; installed: string[]; outside: string[] },
  signal: AbortSignal | undefined,
) {
  const checkEnv = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: [], backendEnv: {} });
  return {
    trialRoot: sandbox.root,
    workDir: sandbox.workDir,
    transcript: seen.transcript,
    activated: seen.activated,
    installed: seen.installed,
    chosenOutside: seen.outside,
    backend: setup.backend.name,
    skillsRoot: input.skillsRoot,
    subject: plan.skill,
    judge: setup.judge,
    // caliper's own record of what the trial's mock servers received: never the agent's transcript.
    ...(setup.mcp && { mcpCalls: setup.mcp.host.calls() }),
    runCommand: (command: string, timeoutMs: number) =>
      runFenced(setup, sandbox, fenced(setup, sandbox, 'sh', ['-c', command], false), {
        env: checkEnv,
        timeoutMs,
        signal,
      }),
  };
}

/** The first check error, else the first failure (with the turns it ran out of, if it did), else a pass. */
function outcomeOf(
  checks: readonly CheckResult[],
  outOfTurnsAt: number | undefined,
): { outcome: 'pass' | 'fail' | 'error'; reason: string | undefined } {
  const firstError = checks.find((c) => c.status === 'error');
  if (firstError) return { outcome: 'error', reason: `check ${firstError.label}: ${firstError.reason}` };
  const firstFail = checks.find((c) => c.status === 'fail');
  if (!firstFail) return { outcome: 'pass', reason: undefined };
  const outOfTurns = outOfTurnsAt !== undefined ? `; the agent ran out of turns (${outOfTurnsAt})` : '';
  return { outcome: 'fail', reason: `${firstFail.label}: ${firstFail.reason}${outOfTurns}` };
}

/** The files the agent left in its work folder, kept beside its transcript (`saved`). */
function keptFiles(plan: TrialPlan, setup: TrialSetup, sandbox: SandboxPaths, saved: string) {
  return keepAgentFiles({
    trialRoot: sandbox.root,
    workRel: path.relative(sandbox.root, sandbox.workDir),
    fixtures: plan.fixtures,
    caliperFiles: pinnedInWorkFolder(setup, sandbox),
    outDir: setup.outDir,
    savedAs: saved.replace(/\.jsonl$/, '.files'),
    redactor: setup.redactor,
  });
}

/** The files caliper wrote in the work folder and pinned for the CLI, as work-folder names. */
function pinnedInWorkFolder(setup: TrialSetup, sandbox: SandboxPaths): string[] {
  return (setup.backend.run.pinned?.(sandbox) ?? [])
    .map((file) => path.relative(sandbox.workDir, file))
    .filter((rel) => !rel.startsWith('..') && !path.isAbsolute(rel))
    .map((rel) => rel.split(path.sep).join('/'));
}
