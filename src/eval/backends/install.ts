import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Backend } from './backend.js';
import { installedBinary, toolsDir } from './locate.js';

export type InstallOutcome = { ok: true; binary: string; alreadyInstalled: boolean } | { ok: false; reason: string };

/** Install the backend's pinned CLI from the npm registry into the tools folder, unless it is there. */
export function installBackend(backend: Backend, env: NodeJS.ProcessEnv): InstallOutcome {
  const prefix = path.join(toolsDir(env), backend.name);
  const binary = installedBinary(backend, env);
  const spec = `${backend.install.npmPackage}@${backend.install.version}`;
  if (installedVersion(prefix, backend.install.npmPackage) === backend.install.version && existsSync(binary)) return { ok: true, binary, alreadyInstalled: true };
  const r = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', spec], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  if (r.status !== 0) {
    return { ok: false, reason: `npm could not install ${spec}: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ')}` };
  }
  return { ok: true, binary, alreadyInstalled: false };
}

function installedVersion(prefix: string, npmPackage: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(prefix, 'node_modules', npmPackage, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}
