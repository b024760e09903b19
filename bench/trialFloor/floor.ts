// The floor a trial is measured against (issue #15): for each installed backend, the CLI's own command
// line run bare (the same bubblewrap sandbox, scripted model, prompt, installed skills and fixtures) and
// the same through caliper's whole trial (sandbox set-up, install, discovery, run, parse, checks,
// teardown), paired and interleaved so that load drifts hit both alike. Prints medians and their ratio.
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AVAILABLE_BACKENDS, backendNamed } from '../../src/eval/backends/index.js';
import { probeCli, toolsDir } from '../../src/eval/backends/locate.js';
import { trialInput } from '../../src/eval/disciplines/trialInput.js';
import { DiscoveryListings } from '../../src/eval/runner/discoveryListings.js';
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
  probes: number;
}

export async function measureFloor(options: FloorOptions): Promise<FloorRow[]> {
  const env: NodeJS.ProcessEnv = { ...process.env, CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(options.root, '.caliper-tools') };
  const report = validateRepository(path.join(options.root, 'examples'));
  const runDir = realpathSync.native(mkdtempSync(path.join(os.tmpdir(), 'caliper-floor-')));
  const server = await startScriptedModel({ socketPath: path.join(runDir, 'model.sock') });
  const isolation: Isolation = { kind: 'bubblewrap', forwarder: writeForwarder(runDir), seccomp: writeSeccompFilter(runDir), egress: server.socketPath };
  const rows: FloorRow[] = [];
  try {
    for (const name of options.backends ?? AVAILABLE_BACKENDS) {
      const backend = backendNamed(name)!;
      const cli = probeCli(backend, undefined, env);
      if (!cli.ok) {
        options.log(`  ${name}: skipped (${cli.reason})`);
        continue;
      }
      const plan = planTrials(report, { backends: [name], discipline: 'install-discover', defaultTrials: 1, trials: options.pairs, skills: [options.skill], cases: [options.caseId] });
      if (plan.trials.length !== options.pairs) throw new Error(`${options.skill}/${options.caseId} did not plan ${options.pairs} trials for ${name}`);
      const setup: TrialSetup = {
        backend,
        discipline: 'install-discover',
        executable: cli.executable,
        backendVersion: cli.version,
        endpoint: { baseUrl: `http://127.0.0.1:${EGRESS_PORT}`, apiKey: 'scripted-model-key', model: undefined },
        passRunnerEnv: false,
        isolation,
        programs: programRoots(cli.executable, path.join(toolsDir(env), name), env.PATH ?? ''),
        runnerEnv: env,
        timeoutMs: 300_000,
        maxTurns: 30,
        outDir: path.join(runDir, 'out'),
        redactor: createRedactor({ env }),
        sandboxParent: undefined,
        allow: undefined,
        runDir,
        discovery: new DiscoveryListings(),
        limits: DEFAULT_TRIAL_LIMITS,
      };
      const row: FloorRow = { backend: name, bareMs: [], caliperMs: [], outcomes: [], probes: 0 };
      try {
        await pairs(row, plan.trials, setup);
      } catch (error) {
        options.log(`  ${name}: ${error instanceof Error ? error.message : String(error)}`);
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
  return rows;
}

/** Interleaved, alternating which of the two goes first. */
async function pairs(row: FloorRow, trials: readonly TrialPlan[], setup: TrialSetup): Promise<void> {
  for (const [i, trial] of trials.entries()) {
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
    setup.backend.configure(sandbox, setup.endpoint);
    const { args, env: backendEnv, stdin } = setup.backend.command({ sandbox, prompt: input.prompt, endpoint: setup.endpoint, maxTurns: setup.maxTurns });
    const env = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: [], backendEnv });
    const w = wrapCommand(setup.isolation, { root: sandbox.root, cwd: sandbox.workDir, programs: setup.programs, egress: true }, setup.executable, args);
    const r = await runProcess({ command: w.command, args: w.args, files: w.files, cwd: sandbox.workDir, env, timeoutMs: setup.timeoutMs, ...(stdin !== undefined && { input: stdin }) });
    if (r.exitCode !== 0) throw new Error(`bare ${setup.backend.name} exited ${r.exitCode}: ${r.stderr.trim().split('\n').pop()}`);
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

export function describe(row: FloorRow): string {
  const bare = median(row.bareMs);
  const caliper = median(row.caliperMs);
  const ratio = caliper / bare;
  // Paired: each pair ran back to back, so its own ratio cancels the load it ran under.
  const pairRatio = median(row.caliperMs.map((c, i) => c / row.bareMs[i]!));
  const failed = row.outcomes.filter((o) => o !== 'pass');
  const secs = (xs: number[]) => xs.map((x) => (x / 1000).toFixed(2)).join(' ');
  return (
    `  ${row.backend.padEnd(12)} bare ${(bare / 1000).toFixed(2)} s, caliper ${(caliper / 1000).toFixed(2)} s (medians of ${row.bareMs.length}): ${ratio.toFixed(2)}x, median pair ratio ${pairRatio.toFixed(2)}x` +
    ` (target <= 1.15x: ${Math.max(ratio, pairRatio) <= 1.15 ? 'met' : 'NOT met'}); listing probes ${row.probes}; load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}` +
    `\n      bare [${secs(row.bareMs)}] caliper [${secs(row.caliperMs)}]${failed.length ? `; ${failed.length} trial(s) not passing: ${failed[0]}` : ''}`
  );
}
