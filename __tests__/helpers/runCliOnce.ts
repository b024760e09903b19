import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Agent } from '../../src/agents/agent.js';
import { locateCli, toolsDir } from '../../src/eval/backends/locate.js';
import { runProcess, type ProcessResult } from '../../src/eval/runner/process.js';
import { sandboxEnvironment } from '../../src/eval/sandbox/environment.js';
import { wrapCommand } from '../../src/eval/sandbox/isolation.js';
import { EGRESS_PORT, writeForwarder } from '../../src/eval/sandbox/network.js';
import { writeSeccompFilter } from '../../src/eval/sandbox/seccomp.js';
import type { SandboxPaths } from '../../src/eval/sandbox/paths.js';
import { programRoots } from '../../src/eval/sandbox/policy.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { startScriptedModel } from '../../src/scripted-model/server.js';
import { tempDir } from './tempDirs.js';

/**
 * Run a real CLI once, the way a trial does (fresh bubblewrap sandbox, the scripted model as its one
 * way out), with a prompt of the test's choosing; `inspect` sees the sandbox before it is removed. For
 * tests of what a CLI does with a prompt shape, below the runner.
 */
export async function runCliOnce<T>(
  backend: Agent,
  setup: (sandbox: SandboxPaths) => void,
  prompt: string,
  inspect: (sandbox: SandboxPaths, run: ProcessResult) => T,
): Promise<T> {
  const executable = locateCli(backend, undefined, process.env);
  if (!executable) throw new Error(`${backend.name} is not installed; run caliper install ${backend.name}`);
  const dir = tempDir('caliper-once-');
  const server = await startScriptedModel({ socketPath: path.join(dir, 'model.sock') });
  const sandbox = createSandbox();
  try {
    setup(sandbox);
    const endpoint = { baseUrl: `http://127.0.0.1:${EGRESS_PORT}`, apiKey: 'scripted-model-key', model: undefined };
    backend.run.configure(sandbox, endpoint);
    const { args, env, stdin, program } = backend.run.command({ sandbox, prompt, endpoint, maxTurns: 6, executable });
    const isolation = {
      kind: 'bubblewrap' as const,
      forwarder: writeForwarder(dir),
      seccomp: writeSeccompFilter(dir),
      egress: server.socketPath!,
    };
    const programs = programRoots(executable, path.join(toolsDir(process.env), backend.name), process.env.PATH ?? '');
    const wrapped = wrapCommand(
      isolation,
      { root: sandbox.root, cwd: sandbox.workDir, programs, egress: true },
      program ?? executable,
      args,
    );
    const run = await runProcess({
      command: wrapped.command,
      args: wrapped.args,
      files: wrapped.files,
      cwd: sandbox.workDir,
      env: sandboxEnvironment({ sandbox, runnerEnv: process.env, passEnv: [], backendEnv: env }),
      timeoutMs: 90_000,
      ...(stdin !== undefined && { input: stdin }),
    });
    return inspect(sandbox, run);
  } finally {
    removeSandbox(sandbox);
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
