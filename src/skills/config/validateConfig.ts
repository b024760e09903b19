import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { validateAgainst, type JsonSchema } from '../../eval/spec/jsonSchema.js';
import { parseYaml } from '../../util/yaml.js';
import type { RuleId } from '../rules.js';
import { caliperConfigSchema, type INLINE_DISABLE, type RuleSetting } from './schema.js';

/** The repository file that holds caliper's configuration (owners policy and validate settings). */
export const CONFIG_FILE = '.github/caliper.yml';
/** A configuration file is a few lines; anything this big is refused unread. */
const CONFIG_MAX_BYTES = 256 * 1024;

export interface ValidateConfig {
  rules: Partial<Record<RuleId, RuleSetting>>;
  ignore: string[];
  commands: string[];
  inlineDisable: (typeof INLINE_DISABLE)[number];
  /** Where it came from, for messages (`.github/caliper.yml at base 1a2b3c`), or undefined for defaults. */
  source: string | undefined;
}

export const DEFAULT_VALIDATE_CONFIG: ValidateConfig = { rules: {}, ignore: [], commands: [], inlineDisable: 'warnings', source: undefined };

export class ConfigError extends Error {}

/** Parse the text of `.github/caliper.yml`; its `validate:` section, checked against the schema. */
export function parseValidateConfig(text: string, source: string): ValidateConfig {
  const parsed = parseYaml(text, { maxBytes: CONFIG_MAX_BYTES });
  if (!parsed.ok) throw new ConfigError(`${source}, line ${parsed.line}: not valid YAML: ${parsed.message}`);
  const value = parsed.doc.value ?? {};
  const problems = validateAgainst(caliperConfigSchema as unknown as JsonSchema, value);
  if (problems.length > 0) {
    const first = problems[0]!;
    // An unknown key is reported on its parent; point at the key itself.
    const unknownKey = /unknown key `([^`]+)`/.exec(first.message)?.[1];
    const line = (unknownKey !== undefined ? parsed.doc.lineOf([...first.path, unknownKey]) : undefined) ?? parsed.doc.lineOf(first.path);
    throw new ConfigError(`${source}${line ? `, line ${line}` : ''}: ${first.message.replace(/^the spec/, 'the file')}`);
  }
  const section = (value as { validate?: Record<string, unknown> }).validate ?? {};
  return {
    rules: (section.rules as ValidateConfig['rules'] | undefined) ?? {},
    ignore: (section.ignore as string[] | undefined) ?? [],
    commands: (section.commands as string[] | undefined) ?? [],
    inlineDisable: (section['inline-disable'] as ValidateConfig['inlineDisable'] | undefined) ?? 'warnings',
    source,
  };
}

/**
 * The configuration for a local run: `.github/caliper.yml` in DIR or the nearest folder above it, up
 * to the repository root (the folder holding `.git`). Defaults when there is none.
 */
export function findValidateConfig(dir: string, cwd: string = process.cwd()): ValidateConfig {
  let current = path.resolve(dir);
  for (;;) {
    const candidate = path.join(current, CONFIG_FILE);
    if (existsSync(candidate) && statSync(candidate).isFile()) return parseValidateConfig(readFileSync(candidate, 'utf8'), path.relative(cwd, candidate).split(path.sep).join('/'));
    const parent = path.dirname(current);
    if (existsSync(path.join(current, '.git')) || parent === current) return DEFAULT_VALIDATE_CONFIG;
    current = parent;
  }
}
