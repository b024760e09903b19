import path from 'node:path';
import type { CommandInput } from '../../../agents/agent.js';
import { trialInput, type TrialInput } from '../../disciplines/trialInput.js';
import { passedVariables, sandboxEnvironment } from '../../sandbox/environment.js';
import type { SandboxPaths } from '../../sandbox/paths.js';
import { placePluginFiles } from '../../sandbox/pluginFiles.js';
import { OFFLINE_TOOLS_ENV } from '../../sandbox/offlineTools.js';
import { copyFiles } from '../../sandbox/sandbox.js';
import type { TrialSetup } from '../runTrial.js';
import type { TrialPlan } from '../trialPlan.js';
import { PROXY_ENV } from './fence.js';

/** A trial's sandbox made ready for its CLI, and how the CLI is started in it. */
export interface PreparedTrial {
  input: TrialInput;
  commandInput: CommandInput;
  args: string[];
  env: Record<string, string>;
  stdin: string | undefined;
  /** What is started: the CLI's executable, or the interpreter its backend starts it through. */
  program: string;
  /** The arguments that give the CLI the trial's MCP servers, added to its resumed runs too (none without servers). */
  mcpArgs: string[];
}

/**
 * Install the trial's skills (and plugin files) in the backend's native root, copy its fixtures, write
 * the CLI's settings, and build its command and environment: from nothing but PATH, the backend's own
 * variables, the runner's extra CAs, with a proxy the proxy's and, in a sandbox with no
 * way out but to the model, what makes package managers fail at once.
 */
export function prepareTrial(
  plan: TrialPlan,
  setup: TrialSetup,
  sandbox: SandboxPaths,
  proxied: boolean,
): PreparedTrial {
  const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
  const pluginRoots = new Map<string, string>();
  for (const install of plan.installs) {
    const dir = path.join(input.skillsRoot, install.name);
    copyFiles(install.files, dir);
    if (install.plugin)
      pluginRoots.set(
        install.name,
        placePluginFiles(install.plugin, dir, sandbox, {
          name: setup.backend.name,
          skillsRoot: input.skillsRoot,
          configNames: setup.backend.run.configNames,
        }),
      );
  }
  copyFiles(plan.fixtures, sandbox.workDir);
  setup.backend.run.configure(sandbox, setup.endpoint, passedVariables(setup.runnerEnv, setup.passEnv), setup.maxTurns);

  const pluginRoot = pluginRoots.get(plan.skill);
  const commandInput: CommandInput = {
    sandbox,
    prompt: input.prompt,
    endpoint: setup.endpoint,
    maxTurns: setup.maxTurns,
    executable: setup.executable,
    ...(pluginRoot !== undefined && { pluginRoot }),
  };
  const command = setup.backend.run.command(commandInput);
  // After the CLI's own settings, which its MCP config may extend (Codex's config.toml).
  const mcp =
    setup.mcp && setup.backend.mcp ? setup.backend.mcp.configure(sandbox, setup.mcp.servers) : { args: [], env: {} };
  const { stdin, program } = command;
  const args = [...command.args, ...mcp.args];
  const backendEnv = { ...command.env, ...mcp.env };
  const offline = setup.isolation.kind === 'bubblewrap' && !proxied ? OFFLINE_TOOLS_ENV : {};
  const base = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passEnv, backendEnv });
  const env = { ...offline, ...base, ...setup.certificateEnv, ...(proxied && PROXY_ENV) };
  return { input, commandInput, args, env, stdin, program: program ?? setup.executable, mcpArgs: mcp.args };
}
