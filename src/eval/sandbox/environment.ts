import path from 'node:path';
import type { SandboxPaths } from './paths.js';

/**
 * The agent's whole environment, built from nothing: the runner's variables never leak in (no
 * GITHUB_TOKEN, no cloud credentials), except PATH and the few a backend names in `passEnv` when it
 * talks to a real model.
 */
export function sandboxEnvironment(input: {
  sandbox: SandboxPaths;
  runnerEnv: NodeJS.ProcessEnv;
  passEnv: readonly string[];
  backendEnv: Record<string, string>;
}): Record<string, string> {
  const { sandbox, runnerEnv } = input;
  const env: Record<string, string> = {
    PATH: runnerEnv.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: sandbox.homeDir,
    TMPDIR: sandbox.tmpDir,
    XDG_CONFIG_HOME: path.join(sandbox.homeDir, '.config'),
    XDG_DATA_HOME: path.join(sandbox.homeDir, '.local', 'share'),
    XDG_STATE_HOME: path.join(sandbox.homeDir, '.local', 'state'),
    XDG_CACHE_HOME: path.join(sandbox.homeDir, '.cache'),
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    CI: 'true',
  };
  return { ...env, ...passedVariables(runnerEnv, input.passEnv), ...input.backendEnv };
}

/** The runner's variables of `names` that are set (and not empty): what a CLI receives of them. */
export function passedVariables(runnerEnv: NodeJS.ProcessEnv, names: readonly string[]): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const name of names) {
    const value = runnerEnv[name];
    if (value !== undefined && value !== '') passed[name] = value;
  }
  return passed;
}
