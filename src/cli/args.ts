import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './io.js';
import { closest } from '../util/suggest.js';

/**
 * `parseArgs` for one command, whose mistakes come back as a UsageError that names the command, suggests
 * the option meant, and points at that command's own help.
 */
export function parseCommandArgs<T extends ParseArgsConfig>(
  command: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) throw error;
    throw new UsageError(describe(command, config.options ?? {}, code, (error as Error).message));
  }
}

function describe(
  command: string,
  options: NonNullable<ParseArgsConfig['options']>,
  code: string,
  message: string,
): string {
  const help = `Run "caliper ${command} --help" for its options.`;
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const given = quoted.replace(/=.*$/, '');
    const names = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
    const meant = closest(given, names);
    return `unknown option ${given} for "caliper ${command}".${meant ? ` Did you mean ${meant}?` : ''} ${help}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const flag = quoted.split(' ')[0] ?? quoted;
    return message.includes('argument missing') ? `${flag} needs a value. ${help}` : `${flag} takes no value. ${help}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `"caliper ${command}" takes no argument "${quoted}". ${help}`;
  return `${message}. ${help}`;
}
