import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Agent } from '../../agents/agent.js';
import { recallCliFacts, rememberCliFacts } from './cliFacts.js';

/** How the tools folder is chosen, for help texts and messages. */
export const TOOLS_DIR_RULE = '$CALIPER_TOOLS, else ~/.cache/caliper/tools';

/**
 * The one folder every command, the demo, the tests and the Action (whose cache restores it) install
 * agent CLIs into and run them from: `$CALIPER_TOOLS`, else the user's cache folder
 * (`$XDG_CACHE_HOME/caliper/tools`, by default `~/.cache/caliper/tools`), wherever caliper runs from.
 */
export function toolsDir(env: NodeJS.ProcessEnv): string {
  if (env.CALIPER_TOOLS) return path.resolve(env.CALIPER_TOOLS);
  const cache =
    env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)
      ? env.XDG_CACHE_HOME
      : path.join(env.HOME || os.homedir(), '.cache');
  return path.join(cache, 'caliper', 'tools');
}

export function installedBinary(backend: Agent, env: NodeJS.ProcessEnv): string {
  const bin = backend.run.install.registry === 'npm' ? ['node_modules', '.bin'] : ['venv', 'bin'];
  return path.join(toolsDir(env), backend.name, ...bin, backend.run.install.bin);
}

/** `package@version` (npm) or `package==version` (PyPI). */
export function installSpec(backend: Agent): string {
  const { registry, package: name, version } = backend.run.install;
  return registry === 'npm' ? `${name}@${version}` : `${name}==${version}`;
}

/**
 * The CLI to run for a backend: an explicit path, else the one `caliper install` put in the tools
 * folder, else the first on PATH. Returned as a real absolute path (the sandbox has its own HOME).
 */
export function locateCli(backend: Agent, explicit: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  const candidates = explicit
    ? [path.resolve(explicit)]
    : [
        installedBinary(backend, env),
        ...(env.PATH ?? '')
          .split(path.delimiter)
          .filter(Boolean)
          .map((d) => path.join(d, backend.run.install.bin)),
      ];
  for (const c of candidates) {
    try {
      accessSync(c, constants.X_OK);
      return realpathSync.native(c);
    } catch {
      // next
    }
  }
  return explicit && existsSync(explicit) ? path.resolve(explicit) : undefined;
}

export type Probe = { ok: true; executable: string; version: string | undefined } | { ok: false; reason: string };

/** Find the CLI and ask its version; a CLI that is missing or does not run is reported once, clearly. */
export function probeCli(backend: Agent, explicit: string | undefined, env: NodeJS.ProcessEnv): Probe {
  const install = installSpec(backend);
  const executable = locateCli(backend, explicit, env);
  if (!executable) {
    const where = explicit
      ? `no ${explicit}`
      : `not in ${path.join(toolsDir(env), backend.name)} (${TOOLS_DIR_RULE}) nor on PATH`;
    return {
      ok: false,
      reason:
        `${backend.name} is not installed (${where}). Run \`caliper install ` +
        `${backend.name}\` (${backend.run.install.registry} ${install}), with ` +
        `the same CALIPER_TOOLS.`,
    };
  }
  const missing = missingPrograms(backend, env);
  if (missing) return { ok: false, reason: missing };
  // The tools folder's own install is learnt once (cliFacts.ts), not asked again on every run.
  const folder = isInstalled(backend, executable, env) ? path.join(toolsDir(env), backend.name) : undefined;
  const kept = folder === undefined ? undefined : recallCliFacts(folder, executable);
  if (kept) return { ok: true, executable, version: kept.version };
  const asked = askVersion(backend, executable, env);
  if (asked.ok && folder !== undefined) rememberCliFacts(folder, { executable, version: asked.version });
  return asked;
}

/** Whether `executable` is the one `caliper install` put in the tools folder (not one on PATH or named). */
export function isInstalled(backend: Agent, executable: string, env: NodeJS.ProcessEnv): boolean {
  try {
    return realpathSync.native(installedBinary(backend, env)) === executable;
  } catch {
    return false;
  }
}

/** Start the CLI once with its version arguments: that it runs at all, and what it says it is. */
function askVersion(backend: Agent, executable: string, env: NodeJS.ProcessEnv): Probe {
  // A throwaway HOME: some CLIs write state even for --version (Gemini CLI, OpenCode).
  const home = mkdtempSync(path.join(os.tmpdir(), 'caliper-probe-'));
  const r = spawnSync(executable, [...backend.run.versionArgs], {
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      PATH: env.PATH ?? '',
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, '.config'),
      XDG_DATA_HOME: path.join(home, '.local', 'share'),
      XDG_STATE_HOME: path.join(home, '.local', 'state'),
      XDG_CACHE_HOME: path.join(home, '.cache'),
      ...backend.run.versionEnv?.(home),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  rmSync(home, { recursive: true, force: true });
  if (r.error || r.status !== 0) {
    const why = r.error
      ? r.error.message
      : `exit ${r.status}: ${(r.stderr || r.stdout).trim().split('\n').pop() ?? ''}`;
    return {
      ok: false,
      reason:
        `${backend.name} at ${executable} does not run (${why}). Reinstall it ` +
        `with \`caliper install ${backend.name}\`.`,
    };
  }
  // Some CLIs (pi) print their version to stderr when stdout is not a terminal.
  return {
    ok: true,
    executable,
    version: backend.transcript.parseVersion(r.stdout) ?? backend.transcript.parseVersion(r.stderr),
  };
}

/** Why the backend cannot run for want of a program on PATH (OpenCode needs rg), or undefined. */
export function missingPrograms(backend: Agent, env: NodeJS.ProcessEnv): string | undefined {
  const missing = backend.run.requiresOnPath.filter((program) => !onPath(program, env));
  if (missing.length === 0) return undefined;
  return (
    `${backend.name} needs ${missing.join(', ')} on PATH and cannot find ` +
    `it (Debian/Ubuntu: apt-get install ` +
    `${missing.map((m) => (m === 'rg' ? 'ripgrep' : m)).join(' ')}).`
  );
}

function onPath(program: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
