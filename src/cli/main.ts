import { CALIPER_VERSION } from '../version.js';
import { logText } from '../report/escape.js';
import { BadInput, EXIT, UsageError, type CliIO } from './io.js';
import { closest } from '../util/suggest.js';

const COMMANDS = [
  'validate',
  'prove',
  'init',
  'eval',
  'bisect',
  'tune',
  'install',
  'compare',
  'merge',
  'simulate-trials',
  'badges',
  'view',
  'history',
  'owners',
  'schema',
  'version',
  'help',
] as const;

export const USAGE = `caliper ${CALIPER_VERSION}: CI for agent-skill repositories

Usage: caliper <command> [options]

Commands:
  validate [DIR]   check every skill and eval spec under DIR
  prove [DIR]      flag checks that pass on the empty run (no model, no agent): they cannot fail
  init [SKILL_DIR...]  draft an .eval.yaml for each skill that has none (offline; guesses marked TODO)
  eval [DIR]       run the eval specs on real agent CLIs and score activation and execution
  bisect [DIR] --base REF --skills NAME  find the part of a change a regression follows (description, hunk, spec,
                   neighbour)
  tune [DIR] --skills NAME  look for a better description, kept only when held-out cases prove it better
  install NAME...  install the agent CLI versions caliper is tested against
  compare BASE HEAD  compare two eval runs of the same era and discipline
  merge --out DIR SHARD...  merge the results of matrix shards into one run
  simulate-trials  how many runs --trials auto saves against a fixed number of trials
  badges RESULTS   write activation and execution badges (SVG) per backend
  view RESULTS [--base RESULTS] --out FILE  write a self-contained HTML report of every trial
  history RESULTS --file FILE  add a run to a bounded history of runs (for rates over time)
  owners --pr-snapshot FILE  decide the CODEOWNERS gate for skill paths offline
  schema           print the JSON Schema of .eval.yaml files
  version          print the version (also -v, --version)

Run "caliper <command> --help" for a command's options.
`;

export const SCHEMA_USAGE = `Usage: caliper schema > eval-spec.schema.json

Prints the JSON Schema of .eval.yaml files (the same as schemas/eval-spec.schema.json in the package).
Point an editor at it with "# yaml-language-server: $schema=<path>" on a spec's first line; the
reference of every key is docs/eval-spec.md.
`;

/** Parse the command line, run one command, and turn every failure into an exit code and one clear line. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  try {
    // Each command is imported when it runs: `validate` does not pay to load the eval engine, the
    // Actions toolkit or the badge renderer (start-up is most of a small repository's wall time).
    switch (command) {
      case 'validate':
        return await (await import('./validateCommand.js')).validateCommand(rest, io);
      case 'prove':
        return await (await import('./proveCommand.js')).proveCommand(rest, io);
      case 'init':
        return (await import('./initCommand.js')).initCommand(rest, io);
      case 'eval':
        return await (await import('./evalCommand.js')).evalCommand(rest, io);
      case 'bisect':
        return await (await import('./bisectCommand.js')).bisectCommand(rest, io);
      case 'tune':
        return await (await import('./tuneCommand.js')).tuneCommand(rest, io);
      case 'install':
        return (await import('./installCommand.js')).installCommand(rest, io);
      case 'merge':
        return (await import('./mergeCommand.js')).mergeCommand(rest, io);
      case 'compare':
        return (await import('./compareCommand.js')).compareCommand(rest, io);
      case 'owners':
        return await (await import('./ownersCommand.js')).ownersCommand(rest, io);
      case 'badges':
        return (await import('./badgesCommand.js')).badgesCommand(rest, io);
      case 'view':
        return (await import('./viewCommand.js')).viewCommand(rest, io);
      case 'history':
        return (await import('./historyCommand.js')).historyCommand(rest, io);
      case 'simulate-trials':
        return (await import('./simulateCommand.js')).simulateCommand(rest, io);
      case 'schema':
        if (rest.includes('--help') || rest.includes('-h')) {
          io.stdout(SCHEMA_USAGE);
          return EXIT.ok;
        }
        if (rest.length > 0)
          throw new UsageError(
            `"caliper schema" takes no argument "${rest[0]}". Run "caliper schema --help" for its usage.`,
          );
        io.stdout(`${JSON.stringify((await import('../eval/spec/schema.js')).evalSpecSchema, null, 2)}\n`);
        return EXIT.ok;
      case 'version':
      case '--version':
      case '-v':
        io.stdout(`${CALIPER_VERSION}\n`);
        return EXIT.ok;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.stdout(USAGE);
        return command === undefined ? EXIT.usage : EXIT.ok;
      default: {
        const meant = closest(command, COMMANDS);
        throw new UsageError(`unknown command "${command}".${meant ? ` Did you mean "caliper ${meant}"?` : ''}`);
      }
    }
  } catch (error) {
    if (error instanceof BadInput) {
      io.stderr(`caliper: ${logText(error.message)}\n`);
      return EXIT.usage;
    }
    if (error instanceof UsageError || isParseArgsError(error)) {
      const message = (error as Error).message;
      const known = (COMMANDS as readonly string[]).includes(command ?? '') && command !== 'help';
      const pointer = message.includes('--help')
        ? ''
        : `\nRun "caliper ${known ? `${command} ` : ''}--help" for usage.`;
      io.stderr(`caliper: ${logText(message)}${pointer}\n`);
      return EXIT.usage;
    }
    // Anything else is our bug or the machine's: one line, never a stack trace, and exit 2 so that CI
    // does not read it as "the skills have errors".
    io.stderr(`caliper: internal error: ${oneLine(error)} (set CALIPER_DEBUG=1 for details, and please report it)\n`);
    if (io.env.CALIPER_DEBUG) io.stderr(`${(error as Error).stack ?? ''}\n`);
    return EXIT.usage;
  }
}

function oneLine(error: unknown): string {
  return logText((error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 500));
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
