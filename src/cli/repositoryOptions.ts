import { sentence } from '../util/strings.js';
import { ConfigError, loadValidateConfig } from '../skills/config/validateConfig.js';
import type { ValidateOptions } from '../skills/validateRepository.js';
import { BadInput } from './io.js';

/**
 * The options of every command that reads a skill repository (validate, eval, owners): how it is
 * validated, and from which configuration file. The Action's inputs `strict-spec`, `ignore` and
 * `config` mean the same, so a repository is judged alike wherever it is judged.
 */
export const REPOSITORY_OPTIONS = {
  'strict-spec': { type: 'boolean', default: false },
  ignore: { type: 'string', multiple: true, default: [] as string[] },
  config: { type: 'string' },
} as const;

const USAGE_LINES: [string, string[]][] = [
  ['--strict-spec', ['fields outside the Agent Skills spec and its backend extensions are errors']],
  ['--ignore GLOB', ['skip paths matching GLOB, relative to DIR (repeatable): dir/**, **/name, *.md']],
  [
    '--config FILE',
    [
      'rule settings, ignores and command folders (default: .github/caliper.yml in DIR',
      'or the nearest folder above it in the repository; see docs/rules.md#configuration)',
    ],
  ],
];

/** Those options' lines of a command's usage, the descriptions starting at `column`. */
export function repositoryUsage(column: number): string {
  return USAGE_LINES.map(([flag, text]) =>
    text.map((line, i) => `${i === 0 ? `  ${flag}`.padEnd(column) : ' '.repeat(column)}${line}`).join('\n'),
  ).join('\n');
}

export interface RepositoryValues {
  'strict-spec'?: boolean;
  ignore?: string[];
  config?: string;
}

/** The validate options those flags ask for; an unreadable or invalid configuration file is bad input (exit 2). */
export function repositoryOptions(dir: string, values: RepositoryValues, cwd: string): ValidateOptions {
  return {
    strictSpec: values['strict-spec'] ?? false,
    ignore: values.ignore ?? [],
    config: loadConfig(dir, values.config, cwd),
  };
}

function loadConfig(dir: string, file: string | undefined, cwd: string) {
  try {
    return loadValidateConfig(dir, file, cwd);
  } catch (error) {
    if (error instanceof ConfigError)
      throw new BadInput(
        error.complete
          ? error.message
          : `${sentence(error.message)} Fix the file; its shape is in schemas/caliper-config.schema.json.`,
      );
    throw error;
  }
}
