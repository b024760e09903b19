import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backend } from '../../src/eval/backends/backend.js';
import { locateCli } from '../../src/eval/backends/locate.js';
import { runProcess, type ProcessResult } from '../../src/eval/runner/process.js';
import { sandboxEnvironment } from '../../src/eval/sandbox/environment.js';
import { BRIDGE_PORT, startNetworkNamespace, wrapCommand, writeEnterScript } from '../../src/eval/sandbox/isolation.js';
import type { SandboxPaths } from '../../src/eval/sandbox/paths.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { startScriptedModel } from '../../src/scripted-model/server.js';

/**
 * Run a real CLI once, the way a trial does (fresh sandbox, its own namespaces, the scripted model
 * behind the loopback bridge), with a prompt of the test's choosing; `inspect` sees the sandbox before
 * it is removed. For tests of what a CLI does with a prompt shape, below the runner.
 */
export async function runCliOnce<T>(
  backend: Backend,
  setup: (sandbox: SandboxPaths) => void,
  prompt: string,
  inspect: (sandbox: SandboxPaths, run: ProcessResult) => T,
): Promise<T> {
  const executable = locateCli(backend, undefined, process.env);
  if (!executable) throw new Error(`${backend.name} is not installed; run caliper install ${backend.name}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caliper-once-'));
  const server = await startScriptedModel({ socketPath: path.join(dir, 'model.sock') });
  const network = await startNetworkNamespace(dir, server.socketPath!);
  const sandbox = createSandbox();
  try {
    setup(sandbox);
    const endpoint = { baseUrl: `http://127.0.0.1:${BRIDGE_PORT}`, apiKey: 'scripted-model-key', model: undefined };
    backend.configure(sandbox, endpoint);
    const { args, env } = backend.command({ sandbox, prompt, endpoint, maxTurns: 6 });
    const wrapped = wrapCommand({ kind: 'namespace', enterScript: writeEnterScript(dir), hideDirs: [], network }, executable, args);
    const run = await runProcess({ command: wrapped.command, args: wrapped.args, cwd: sandbox.workDir, env: sandboxEnvironment({ sandbox, runnerEnv: process.env, passEnv: [], backendEnv: env }), timeoutMs: 90_000 });
    return inspect(sandbox, run);
  } finally {
    removeSandbox(sandbox);
    network.stop();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
