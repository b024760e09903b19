// The floor a trial is measured against (issue #15): for each installed backend, the CLI's own command
// line run bare (the same bubblewrap sandbox, scripted model, prompt, installed skills and fixtures) and
// the same through caliper's whole trial (sandbox set-up, install, discovery, run, parse, checks,
// teardown), paired and interleaved so that load drifts hit both alike. The first trial of each installed
// set waits for that set's listing probe (pi, Gemini CLI, OpenCode), so it is reported apart from the rest,
// whose medians and ratio follow; the whole-run ratio (sums of every trial) counts the probe in.
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AGENT_NAMES, agentNamed } from '../../src/agents/index.js';
import { probeCli, toolsDir } from '../../src/eval/backends/locate.js';
import { trialInput } from '../../src/eval/disciplines/trialInput.js';
import { DiscoveryListings, installedSetKey } from '../../src/eval/runner/discoveryListings.js';
import { planTrials } from '../../src/eval/runner/plan.js';
import { runProcess } from '../../src/eval/runner/process.js';
import { runTrial, type TrialSetup } from '../../src/eval/runner/runTrial.js';
import type { TrialPlan } from '../../src/eval/runner/trialPlan.js';
import { sandboxEnvironment } from '../../src/eval/sandbox/environment.js';
import { wrapCommand, type Isolation } from '../../src/eval/sandbox/isolation.js';
import { EGRESS_PORT, writeForwarder } from '../../src/eval/sandbox/network.js';
import { writeSeccompFilter } from '../../src/eval/sandbox/seccomp.js';
import { DEFAULT_TRIAL_LIMITS } from '../../src/eval/sandbox/trialLimits.js';
import { programRoots } from '../../src/eval/sandbox/policy.js';
import { copyFiles, createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { startScriptedModel } from '../../src/scripted-model/server.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { createRedactor } from '../../src/util/redact.js';

export interface FloorOptions {
  root: string;
  pairs: number;
  backends: readonly BackendName[] | undefined;
  skill: string;
  caseId: string;
  log: (line: string) => void;
}

export interface FloorRow {
  backend: BackendName;
  bareMs: number[];
  caliperMs: number[];
  outcomes: string[];
  /** Per pair: its caliper trial was the first with its installed set (the one that starts a listing probe). */
  firstOfSet: boolean[];
  probes: number;
}

export async function measureFloor(options: FloorOptions): Promise<FloorRow[]> {
  const env: NodeJS.ProcessEnv = { ...process.env }; // the CLIs of the tools folder every caliper command uses
  const report = validateRepository(path.join(options.root, 'examples'));
  const runDir = realpathSync.native(mkdtempSync(path.join(os.tmpdir(), 'caliper-floor-')));
  const server = await startScriptedModel({ socketPath: path.join(runDir, 'model.sock') });
  const isolation: Isolation = {
    kind: 'bubblewrap',
    forwarder: writeForwarder(runDir),
    seccomp: writeSeccompFilter(runDir),
    egress: server.socketPath,
  };
  const rows: FloorRow[] = [];
  const failed: string[] = [];
  try {
    for (const name of options.backends ?? AGENT_NAMES) {
      const backend = agentNamed(name)!;
      const cli = probeCli(backend, undefined, env);
      if (!cli.ok) {
        options.log(`  ${name}: skipped (${cli.reason})`);
        continue;
      }
      const plan = planTrials(report, {
        backends: [name],
        discipline: 'install-discover',
        defaultTrials: 1,
        trials: options.pairs,
        skills: [options.skill],
        cases: [options.caseId],
      });
      if (plan.trials.length !== options.pairs)
        throw new Error(`${options.skill}/${options.caseId} did not plan ${options.pairs} trials for ${name}`);
      const setup: TrialSetup = {
        backend,
        discipline: 'install-discover',
        executable: cli.executable,
        backendVersion: cli.version,
        endpoint: { baseUrl: `http://127.0.0.1:${EGRESS_PORT}`, apiKey: 'scripted-model-key', model: undefined },
        passEnv: [],
        isolation,
        programs: programRoots(cli.executable, path.join(toolsDir(env), name), env.PATH ?? ''),
        runnerEnv: env,
        timeoutMs: 300_000,
        maxTurns: 30,
        outDir: path.join(runDir, 'out'),
        redactor: createRedactor({ env }),
        sandboxParent: undefined,
        allow: undefined,
        overrides: new Map(),
        runDir,
        discovery: new DiscoveryListings(),
        limits: DEFAULT_TRIAL_LIMITS,
      };
      const row: FloorRow = { backend: name, bareMs: [], caliperMs: [], outcomes: [], firstOfSet: [], probes: 0 };
      try {
        await pairs(row, plan.trials, setup);
      } catch (error) {
        options.log(`  ${name}: ${error instanceof Error ? error.message : String(error)}`);
        failed.push(name);
        continue;
      }
      row.probes = setup.discovery.probes;
      rows.push(row);
      options.log(describe(row));
    }
  } finally {
    await server.close();
    rmSync(runDir, { recursive: true, force: true });
  }
  // After every backend has printed: a backend that could not be measured leaves its figure unmade.
  if (failed.length > 0) throw new Error(`the floor of ${failed.join(', ')} could not be measured (see above)`);
  return rows;
}

/** Interleaved, alternating which of the two goes first. */
async function pairs(row: FloorRow, trials: readonly TrialPlan[], setup: TrialSetup): Promise<void> {
  const sets = new Set<string>();
  for (const [i, trial] of trials.entries()) {
    const set = installedSetKey(setup.backend.name, setup.backendVersion, trial.installs);
    row.firstOfSet.push(!sets.has(set));
    sets.add(set);
    const caliper = async () => {
      const started = performance.now();
      const run = await runTrial(trial, setup, 1);
      row.caliperMs.push(performance.now() - started);
      row.outcomes.push(run.record.outcome === 'pass' ? 'pass' : `${run.record.outcome}: ${run.record.reason}`);
    };
    const bare = async () => row.bareMs.push(await bareRun(trial, setup));
    if (i % 2 === 0) {
      await bare();
      await caliper();
    } else {
      await caliper();
      await bare();
    }
  }
}

/** The CLI's command line alone, in a sandbox prepared exactly as a trial's; only the process is timed. */
async function bareRun(plan: TrialPlan, setup: TrialSetup): Promise<number> {
  const sandbox = createSandbox();
  try {
    const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
    for (const install of plan.installs) copyFiles(install.files, path.join(input.skillsRoot, install.name));
    copyFiles(plan.fixtures, sandbox.workDir);
    setup.backend.run.configure(sandbox, setup.endpoint);
    const command = {
      sandbox,
      prompt: input.prompt,
      endpoint: setup.endpoint,
      maxTurns: setup.maxTurns,
      executable: setup.executable,
    };
    // As a trial does: Hermes is started through its script's Python (program), with the prompt on stdin.
    const { args, env: backendEnv, stdin, program } = setup.backend.run.command(command);
    const env = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: [], backendEnv });
    const sandboxed = { root: sandbox.root, cwd: sandbox.workDir, programs: setup.programs, egress: true };
    const w = wrapCommand(setup.isolation, sandboxed, program ?? setup.executable, args);
    const r = await runProcess({
      command: w.command,
      args: w.args,
      files: w.files,
      cwd: sandbox.workDir,
      env,
      timeoutMs: setup.timeoutMs,
      ...(stdin !== undefined && { input: stdin }),
    });
    if (r.exitCode !== 0)
      throw new Error(`bare ${setup.backend.name} exited ${r.exitCode}: ${r.stderr.trim().split('\n').pop()}`);
    return r.durationMs;
  } finally {
    removeSandbox(sandbox);
  }
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const secs = (x: number) => `${(x / 1000).toFixed(2)} s`;
const times = (xs: readonly number[]) => `[${xs.map((x) => (x / 1000).toFixed(2)).join(' ')}]`;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const target = (ratio: number) => (ratio <= 1.15 ? 'met' : 'NOT met');

export function describe(row: FloorRow): string {
  const at = (keep: boolean) => row.firstOfSet.flatMap((first, i) => (first === keep ? [i] : []));
  const pick = (xs: readonly number[], indexes: number[]) => indexes.map((i) => xs[i]!);
  const first = at(true);
  const rest = at(false);
  const failed = row.outcomes.filter((o) => o !== 'pass');
  const lines = [
    `  ${row.backend.padEnd(12)} listing probes ${row.probes}; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  ];
  const bareFirst = pick(row.bareMs, first);
  const caliperFirst = pick(row.caliperMs, first);
  const probe = row.probes > 0 ? ' (it waits for the listing probe)' : '';
  lines.push(
    `      first trial of its installed set${probe}: bare ` +
      `${times(bareFirst)} caliper ${times(caliperFirst)}: ` +
      `${(sum(caliperFirst) / sum(bareFirst)).toFixed(2)}x`,
  );
  if (rest.length > 0) lines.push(`      ${restLine(pick(row.bareMs, rest), pick(row.caliperMs, rest))}`);
  const whole = sum(row.caliperMs) / sum(row.bareMs);
  lines.push(
    `      whole run (sum of caliper's trial times / sum of bare): ` +
      `${secs(sum(row.caliperMs))} / ${secs(sum(row.bareMs))} = ` +
      `${whole.toFixed(2)}x (target <= 1.15x: ${target(whole)})`,
  );
  lines.push(
    `      bare ${times(row.bareMs)} caliper ` +
      `${times(row.caliperMs)}${failed.length ? `; ${failed.length} trial(s) not passing: ${failed[0]}` : ''}`,
  );
  return lines.join('\n');
}

/** The pairs after each set's first: medians, their ratio and the median per-pair ratio. */
function restLine(bareMs: number[], caliperMs: number[]): string {
  const ratio = median(caliperMs) / median(bareMs);
  // Paired: each pair ran back to back, so its own ratio cancels the load it ran under.
  const pairRatio = median(caliperMs.map((c, i) => c / bareMs[i]!));
  return (
    `the other ${bareMs.length}: bare ${secs(median(bareMs))}, caliper ` +
    `${secs(median(caliperMs))} (medians): ${ratio.toFixed(2)}x, median ` +
    `pair ratio ${pairRatio.toFixed(2)}x (target <= 1.15x: ` +
    `${target(Math.max(ratio, pairRatio))})`
  );
}
