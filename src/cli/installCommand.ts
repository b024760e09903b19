import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { AGENT_NAMES, agentNamed } from '../agents/index.js';
import { installBackend } from '../eval/backends/install.js';
import { installSpec, missingPrograms, TOOLS_DIR_RULE, toolsDir } from '../eval/backends/locate.js';
import { folderSize, formatBytes } from '../util/folderSize.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const INSTALL_USAGE = `Usage: caliper install <backend>...|--all [--tools DIR]

Installs the agent CLI versions caliper is tested against from the npm registry (Hermes Agent: from
PyPI, into a Python 3.11+ venv) into DIR, skipping any already there at that version. DIR defaults to
the tools folder "caliper eval" runs them from, wherever it is run: ${TOOLS_DIR_RULE}.
Backends: ${AGENT_NAMES.join(', ')}.
`;

export function installCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('install', {
    args,
    allowPositionals: true,
    options: {
      tools: { type: 'string' },
      all: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(INSTALL_USAGE);
    return EXIT.ok;
  }
  const names = values.all ? [...AGENT_NAMES] : positionals;
  if (names.length === 0)
    throw new UsageError(`name at least one backend to install (${AGENT_NAMES.join(', ')}), or --all.`);
  const env = values.tools ? { ...io.env, CALIPER_TOOLS: path.resolve(io.cwd, values.tools) } : io.env;
  for (const name of names) {
    const backend = agentNamed(name);
    if (!backend) throw new UsageError(`unknown backend "${name}" (available: ${AGENT_NAMES.join(', ')}).`);
    const missing = missingPrograms(backend, env);
    if (missing) io.stderr(`caliper: warning: ${missing} Evals on ${backend.name} are refused until it is.\n`);
    const folder = path.join(toolsDir(env), backend.name);
    const started = Date.now();
    const outcome = installBackend(backend, env, () =>
      io.stderr(
        `${backend.name}: fetching ${installSpec(backend)} from ` +
          `${backend.run.install.registry === 'npm' ? 'the npm registry' : 'PyPI'} ` +
          `into ${folder} (a few hundred MB; up to a minute or more)…\n`,
      ),
    );
    if (!outcome.ok) {
      io.stderr(`caliper: ${outcome.reason}\n`);
      return EXIT.failed;
    }
    const took = outcome.alreadyInstalled
      ? 'already installed'
      : `installed in ${Math.round((Date.now() - started) / 1000)} s, ${formatBytes(folderSize(folder))}`;
    io.stdout(`${backend.name} ${backend.run.install.version}: ${outcome.binary} (${took})\n`);
  }
  return EXIT.ok;
}
