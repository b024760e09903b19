import os from 'node:os';
import { bubblewrapAvailable, wrapCommand, type Isolation } from '../eval/sandbox/isolation.js';
import { makeOwnedFolder, removeFolder } from '../eval/sandbox/cleanup.js';
import { sandboxEnvironment } from '../eval/sandbox/environment.js';
import type { SandboxPaths } from '../eval/sandbox/paths.js';
import { writeSeccompFilter } from '../eval/sandbox/seccomp.js';
import { DEFAULT_TRIAL_LIMITS, overLimit, WATCH_EVERY_MS } from '../eval/sandbox/trialLimits.js';
import { runProcess, type ProcessResult } from '../eval/runner/process.js';

/** Runs one check command in a trial folder. */
export interface CommandRunner {
  run(sandbox: SandboxPaths, command: string, timeoutMs: number): Promise<ProcessResult>;
  close(): void;
}

/**
 * Where `prove` runs a spec's `command` checks: in bubblewrap, as a trial runs its checks (no way out,
 * no secret, the trial's limits), never on the host. A spec is written by the pull request.
 */
export type CommandFence = ({ ok: true } & CommandRunner) | { ok: false; reason: string };

export function openCommandFence(runnerEnv: NodeJS.ProcessEnv): CommandFence {
  const available = bubblewrapAvailable(runnerEnv.PATH ?? '/usr/local/bin:/usr/bin:/bin');
  if (!available.ok) return { ok: false, reason: available.reason };
  const runDir = makeOwnedFolder(os.tmpdir(), 'run');
  const seccomp = writeSeccompFilter(runDir);
  const isolation: Isolation = { kind: 'bubblewrap', forwarder: '', seccomp, egress: undefined };
  const run = (sandbox: SandboxPaths, command: string, timeoutMs: number) => {
    const fence = { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: false };
    const w = wrapCommand(isolation, fence, 'sh', ['-c', command]);
    const env = sandboxEnvironment({ sandbox, runnerEnv, passEnv: [], backendEnv: {} });
    const limits = (pid: number) => overLimit(pid, sandbox.root, DEFAULT_TRIAL_LIMITS);
    const watch = { everyMs: WATCH_EVERY_MS, overLimit: limits };
    const cwd = sandbox.workDir;
    return runProcess({ command: w.command, args: w.args, files: w.files, cwd, env, timeoutMs, watch });
  };
  return { ok: true, run, close: () => void removeFolder(runDir) };
}

/** `true`, `:`, `exit 0` and `false`, `exit 1`: what a command exits is known without running it. */
export function trivialExit(run: string): 0 | 1 | undefined {
  const bare = run.trim().replace(/;$/, '').trim();
  if (/^(true|:|exit 0|\/bin\/true|\/usr\/bin\/true)$/.test(bare)) return 0;
  if (/^(false|exit [1-9]\d{0,2})$/.test(bare)) return 1;
  return undefined;
}

/** Without a sandbox: no command is run, a trivial one exits as it would (prove grades no other). */
export const TRIVIAL_ONLY: CommandRunner = {
  close: () => undefined,
  run: (_sandbox, command) =>
    Promise.resolve({
      exitCode: trivialExit(command) ?? 1,
      signal: null,
      stdout: '',
      stderr: '',
      timedOut: false,
      spawnError: undefined,
      durationMs: 0,
      truncated: false,
      limitExceeded: undefined,
    }),
};
