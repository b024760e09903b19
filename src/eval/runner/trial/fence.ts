import { existsSync } from 'node:fs';
import { wrapCommand, type Fence, type WrappedCommand } from '../../sandbox/isolation.js';
import { EGRESS_PORT, LAUNCHER_FAILURE } from '../../sandbox/network.js';
import type { SandboxPaths } from '../../sandbox/paths.js';
import { overLimit, WATCH_EVERY_MS } from '../../sandbox/trialLimits.js';
import { runProcess, type ProcessOptions, type ProcessResult } from '../process.js';
import type { TrialSetup } from '../runTrial.js';

/** Every way CLIs and their tools are told to use a proxy; NODE_USE_ENV_PROXY for Node's own fetch (24+). */
const PROXY_URL = `http://127.0.0.1:${EGRESS_PORT}`;
export const PROXY_ENV: Record<string, string> = {
  HTTPS_PROXY: PROXY_URL,
  HTTP_PROXY: PROXY_URL,
  https_proxy: PROXY_URL,
  http_proxy: PROXY_URL,
  ALL_PROXY: PROXY_URL,
  NO_PROXY: '',
  no_proxy: '',
  NODE_USE_ENV_PROXY: '1',
};

/**
 * Every process of a trial (the CLI, its export and listing, its checks) runs this way: in the working
 * folder, with the sandbox's seccomp descriptor, under the trial's limits.
 */
export function runFenced(
  setup: TrialSetup,
  sandbox: SandboxPaths,
  w: WrappedCommand,
  options: Pick<ProcessOptions, 'env' | 'timeoutMs' | 'signal' | 'input'>,
): Promise<ProcessResult> {
  return runProcess({
    command: w.command,
    args: w.args,
    files: w.files,
    watch: limitsOf(setup, sandbox),
    cwd: sandbox.workDir,
    ...options,
  });
}

/** A command of the trial in the agent's view: with its way out (`egress`) or, for its checks and listing, without. */
export function fenced(
  setup: TrialSetup,
  sandbox: SandboxPaths,
  command: string,
  args: readonly string[],
  egress = true,
): WrappedCommand {
  return wrapCommand(setup.isolation, { ...agentFence(setup, sandbox), egress }, command, args);
}

/** The trial's limits, watched by the process runner (none without a sandbox). */
function limitsOf(setup: TrialSetup, sandbox: SandboxPaths): ProcessOptions['watch'] {
  if (setup.isolation.kind === 'none') return undefined;
  return {
    everyMs: WATCH_EVERY_MS,
    overLimit: (pid) => setup.connections?.overLimit() ?? overLimit(pid, sandbox.root, setup.limits),
  };
}

function agentFence(setup: TrialSetup, sandbox: SandboxPaths): Fence {
  return {
    root: sandbox.root,
    cwd: sandbox.workDir,
    programs: setup.programs,
    egress: true,
    openFiles: setup.limits.openFiles,
    pinned: (setup.backend.run.pinned?.(sandbox) ?? []).filter((file) => existsSync(file)),
  };
}

/** Faults of the harness or the CLI process, before the transcript is even read. */
export function classifyRun(run: ProcessResult, setup: TrialSetup): string | undefined {
  const seconds = Math.round(setup.timeoutMs / 1000);
  if (run.spawnError) return `${setup.backend.name} could not be started: ${run.spawnError}`;
  if (run.limitExceeded) return run.limitExceeded;
  if (run.timedOut) return `timed out after ${seconds}s (the CLI's process group was killed)`;
  if (run.exitCode === LAUNCHER_FAILURE) {
    const line = run.stderr.split('\n').find((l) => l.startsWith('caliper-launcher: '));
    if (line) return `the sandbox could not start the CLI: ${line.slice('caliper-launcher: '.length)}`;
  }
  const bwrapLine =
    setup.isolation.kind === 'bubblewrap' && run.exitCode === 1
      ? run.stderr.split('\n').find((l) => l.startsWith('bwrap: '))
      : undefined;
  if (bwrapLine) return `the sandbox could not be set up: ${bwrapLine}`;
  if (run.signal) return `the CLI was killed by ${run.signal}`;
  return undefined;
}

export function withExit(reason: string, run: ProcessResult): string {
  if (run.exitCode === 0) return reason;
  const tail = run.stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300);
  return `${reason}; exit ${run.exitCode}${tail ? `: ${tail}` : ''}`;
}
