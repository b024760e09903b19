import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Agent } from '../../agents/agent.js';
import { installedBinary, installSpec, probeCli, toolsDir } from './locate.js';

export type InstallOutcome = { ok: true; binary: string; alreadyInstalled: boolean } | { ok: false; reason: string };

/** Install the backend's pinned CLI from its registry into the tools folder, unless it is there. */
export function installBackend(backend: Agent, env: NodeJS.ProcessEnv, onFetch: () => void = () => {}): InstallOutcome {
  const prefix = path.join(toolsDir(env), backend.name);
  const binary = installedBinary(backend, env);
  const spec = installSpec(backend);
  if (installedVersion(prefix, backend) === backend.run.install.version && existsSync(binary))
    return { ok: true, binary, alreadyInstalled: true };
  onFetch();
  const steps: [string, string[]][] =
    backend.run.install.registry === 'npm'
      ? [['npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', spec]]]
      : [
          [env.CALIPER_PYTHON ?? 'python3', ['-m', 'venv', '--clear', path.join(prefix, 'venv')]],
          [path.join(prefix, 'venv', 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', spec]],
        ];
  for (const [command, args] of steps) {
    const r = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env });
    if (r.status !== 0) {
      const why = (r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ');
      const hint =
        backend.run.install.registry === 'pypi'
          ? ' (it needs Python 3.11 to 3.13 with venv: set CALIPER_PYTHON to one)'
          : '';
      return { ok: false, reason: `${path.basename(command)} could not install ${spec}${hint}: ${why}` };
    }
  }
  if (backend.run.install.registry === 'pypi')
    writeFileSync(
      path.join(prefix, 'installed.json'),
      JSON.stringify({ package: backend.run.install.package, version: backend.run.install.version }),
    );
  const after = backend.run.afterInstall?.(prefix);
  if (after && !after.ok) return after;
  // Learn its version now, beside the install (and in the Action's cache of it), not in every run.
  probeCli(backend, undefined, env);
  return { ok: true, binary, alreadyInstalled: false };
}

function installedVersion(prefix: string, backend: Agent): string | undefined {
  const file =
    backend.run.install.registry === 'npm'
      ? path.join(prefix, 'node_modules', backend.run.install.package, 'package.json')
      : path.join(prefix, 'installed.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}
