import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AVAILABLE_BACKENDS, backendNamed } from '../eval/backends/index.js';
import { installedBinary, toolsDir } from '../eval/backends/locate.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const INSTALL_USAGE = `Usage: caliper install <backend>...|--all [--tools DIR]

Installs the agent CLI versions caliper is tested against from the npm registry into DIR
(default: $CALIPER_TOOLS, else ~/.cache/caliper/tools), skipping any already there at that version.
Backends: ${AVAILABLE_BACKENDS.join(', ')}.
`;

export function installCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { tools: { type: 'string' }, all: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.stdout(INSTALL_USAGE);
    return EXIT.ok;
  }
  const names = values.all ? [...AVAILABLE_BACKENDS] : positionals;
  if (names.length === 0) throw new UsageError(`name at least one backend to install (${AVAILABLE_BACKENDS.join(', ')}).`);
  const env = values.tools ? { ...io.env, CALIPER_TOOLS: path.resolve(io.cwd, values.tools) } : io.env;
  for (const name of names) {
    const backend = backendNamed(name);
    if (!backend) throw new UsageError(`unknown backend "${name}" (available: ${AVAILABLE_BACKENDS.join(', ')}).`);
    const prefix = path.join(toolsDir(env), backend.name);
    const spec = `${backend.install.npmPackage}@${backend.install.version}`;
    if (installedVersion(prefix, backend.install.npmPackage) === backend.install.version && existsSync(installedBinary(backend, env))) {
      io.stdout(`${backend.name} ${backend.install.version}: ${installedBinary(backend, env)} (already installed)\n`);
      continue;
    }
    io.stderr(`installing ${spec} into ${prefix}\n`);
    const r = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', spec], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (r.status !== 0) {
      io.stderr(`caliper: npm could not install ${spec}: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ')}\n`);
      return EXIT.failed;
    }
    io.stdout(`${backend.name} ${backend.install.version}: ${installedBinary(backend, env)}\n`);
  }
  return EXIT.ok;
}

function installedVersion(prefix: string, npmPackage: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(prefix, 'node_modules', npmPackage, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}
