import { runProcess } from '../../src/eval/runner/process.js';
import type { WrappedCommand } from '../../src/eval/sandbox/isolation.js';
import type { SandboxPaths } from '../../src/eval/sandbox/paths.js';

export const SYSTEM_PATH = '/usr/local/bin:/usr/bin:/bin';

/** Runs a sandboxed command (wrapCommand's) in its sandbox's work folder, with the system PATH and its home alone. */
export function runInSandbox(
  wrapped: WrappedCommand,
  sandbox: SandboxPaths,
  options: { timeoutMs?: number; env?: Record<string, string> } = {},
) {
  return runProcess({
    command: wrapped.command,
    args: wrapped.args,
    files: wrapped.files,
    cwd: sandbox.workDir,
    env: { PATH: SYSTEM_PATH, HOME: sandbox.homeDir, ...options.env },
    timeoutMs: options.timeoutMs ?? 20_000,
  });
}
