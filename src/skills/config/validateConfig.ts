import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { validateAgainst, type JsonSchema } from '../../eval/spec/jsonSchema.js';
import { readRepoFile } from '../../util/repoFiles.js';
import { parseYaml } from '../../util/yaml.js';
import type { RuleId } from '../rules.js';
import { caliperConfigSchema, type INLINE_DISABLE, type NOT_EVALUATED, type RuleSetting } from './schema.js';

/** The repository file that holds caliper's configuration (owners policy and validate settings). */
export const CONFIG_FILE = '.github/caliper.yml';
/** A configuration file is a few lines; anything this big is refused unread. */
const CONFIG_MAX_BYTES = 256 * 1024;

export interface ValidateConfig {
  rules: Partial<Record<RuleId, RuleSetting>>;
  ignore: string[];
  commands: string[];
  inlineDisable: (typeof INLINE_DISABLE)[number];
  /** Sets of skills installed together (globs of skill folders); empty: the repository is one set. */
  installedTogether: string[][];
  /** Whether a skill its own errors keep from an eval fails the run (`error`) or is only listed (`warning`). */
  notEvaluated: (typeof NOT_EVALUATED)[number];
  /** Where it came from, for messages (`.github/caliper.yml at base 1a2b3c`), or undefined for defaults. */
  source: string | undefined;
}

export const DEFAULT_VALIDATE_CONFIG: ValidateConfig = {
  rules: {},
  ignore: [],
  commands: [],
  inlineDisable: 'warnings',
  installedTogether: [],
  notEvaluated: 'error',
  source: undefined,
};

export class ConfigError extends Error {
  /** Whether the message says all there is to say; otherwise callers add where the file's shape is. */
  readonly complete: boolean;
  constructor(message: string, options: { complete?: boolean } = {}) {
    super(message);
    this.complete = options.complete ?? false;
  }
}

/** Parse the text of `.github/caliper.yml`; its `validate:` section, checked against the schema. */
export function parseValidateConfig(text: string, source: string): ValidateConfig {
  const parsed = parseYaml(text, { maxBytes: CONFIG_MAX_BYTES });
  if (!parsed.ok) throw new ConfigError(`${source}, line ${parsed.line}: not valid YAML: ${parsed.message}`);
  const value = parsed.doc.value ?? {};
  const problems = validateAgainst(caliperConfigSchema as unknown as JsonSchema, value);
  if (problems.length > 0) {
    const first = problems[0]!;
    // An unknown key is reported on its parent; point at the key itself.
    const unknownKey = first.unknownKey;
    const line =
      (unknownKey !== undefined ? parsed.doc.lineOf([...first.path, unknownKey]) : undefined) ??
      parsed.doc.lineOf(first.path);
    throw new ConfigError(
      `${source}${line ? `, line ${line}` : ''}: ${first.message.replace(/^the spec/, 'the file')}`,
    );
  }
  const section = (value as { validate?: Record<string, unknown> }).validate ?? {};
  return {
    rules: (section.rules as ValidateConfig['rules'] | undefined) ?? {},
    ignore: (section.ignore as string[] | undefined) ?? [],
    commands: (section.commands as string[] | undefined) ?? [],
    inlineDisable: (section['inline-disable'] as ValidateConfig['inlineDisable'] | undefined) ?? 'warnings',
    installedTogether: (section['installed-together'] as string[][] | undefined) ?? [],
    notEvaluated: (section['not-evaluated'] as ValidateConfig['notEvaluated'] | undefined) ?? 'error',
    source,
  };
}

/**
 * Where `.github/caliper.yml` may be for a repository validated at `dir`: in `dir`, then each folder
 * above it up to `top` (the repository root), nearest first. Every command and the Action look in these
 * places, in this order, so that they judge a repository by the same file.
 */
export function configCandidates(dir: string, top: string): string[] {
  const out: string[] = [];
  let current = path.resolve(dir);
  const root = path.resolve(top);
  for (;;) {
    out.push(path.join(current, CONFIG_FILE));
    const parent = path.dirname(current);
    if (current === root || parent === current || !isInside(root, parent)) return out;
    current = parent;
  }
}

/**
 * The configuration for a local run: `file` (`--config`, relative to `cwd`) when given, else
 * `.github/caliper.yml` in DIR or the nearest folder above it, up to the repository root (the folder
 * holding `.git`). Defaults when there is none.
 */
export function loadValidateConfig(dir: string, file: string | undefined, cwd: string = process.cwd()): ValidateConfig {
  if (file !== undefined) {
    // The user named this file, wherever it is; it is still read only as a regular file, bounded.
    const text = readConfigText(path.parse(cwd).root, path.resolve(cwd, file), `--config ${file}`);
    if (text === undefined)
      throw new ConfigError(
        `--config ${file}: no such file. Pass the path of a caliper.yml, or leave --config out to read ${CONFIG_FILE}.`,
        { complete: true },
      );
    return parseValidateConfig(text, file);
  }
  return findValidateConfig(dir, cwd);
}

/** `loadValidateConfig` without `--config`. */
export function findValidateConfig(dir: string, cwd: string = process.cwd()): ValidateConfig {
  const top = repositoryTop(dir);
  const realTop = realpathSync.native(top);
  for (const candidate of configCandidates(dir, top)) {
    const shown = path.relative(cwd, candidate).split(path.sep).join('/');
    const text = readConfigText(realTop, candidate, shown);
    if (text !== undefined) return parseValidateConfig(text, shown);
  }
  return DEFAULT_VALIDATE_CONFIG;
}

/**
 * The text of the configuration file at `abs` (`shown` in messages), read through the guarded reader
 * within `realRoot`; undefined when there is no file there. One that is there but is not a regular file
 * (a FIFO, a device, a link out of the repository) or is too large is an error, not a default.
 */
export function readConfigText(realRoot: string, abs: string, shown: string): string | undefined {
  const read = readRepoFile(realRoot, abs, shown, CONFIG_MAX_BYTES);
  if (read.kind === 'file') return read.bytes.toString('utf8');
  if (read.kind === 'missing' || read.kind === 'dir') return undefined;
  const why =
    read.kind === 'refused'
      ? read.reason
      : `it is ${read.size} bytes, over the ${CONFIG_MAX_BYTES} a configuration file may hold`;
  throw new ConfigError(`${shown} was not read: ${why}. Commit it as a plain file.`, { complete: true });
}

/** The nearest folder at or above `dir` holding `.git`, else the file system's root. */
function repositoryTop(dir: string): string {
  let current = path.resolve(dir);
  for (;;) {
    if (existsSync(path.join(current, '.git'))) return current;
    const parent = path.dirname(current);
    if (parent === current) return current;
    current = parent;
  }
}

function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}
