import { diagnostic, type Diagnostic } from '../diagnostic.js';
import {
  BACKEND_FIELDS,
  BACKEND_METADATA_KEYS,
  BOOLEAN_FIELDS,
  DISABLE_MODEL_INVOCATION_IGNORED_BY,
  intendedBackends,
  COMPATIBILITY_MAX,
  DESCRIPTION_MAX,
  KNOWN_FIELDS,
  NAME_MAX,
  NAME_PATTERN,
  SPEC_FIELDS,
  backendsDefining,
} from '../fields.js';
import { toSkillName } from '../layout.js';
import type { SkillRecord } from '../skill.js';
import { nearest } from '../../util/strings.js';

export interface FieldOptions {
  strictSpec: boolean;
  /** The skill ships inside a Claude Code plugin (an enclosing `.claude-plugin/plugin.json`). */
  inClaudePlugin?: boolean;
}

/** The Agent Skills spec's field rules, plus the extensions backends document. */
export function checkFields(skill: SkillRecord, options: FieldOptions): Diagnostic[] {
  const fm = skill.frontmatter;
  if (!fm) return [];
  const fields: Fields = { skill, fm, file: skill.file, at: (field) => ({ line: skill.lineOf([field]) }) };
  return [
    ...checkName(fields),
    ...checkDescription(fields),
    ...checkSpecFields(fields, options),
    ...checkBooleans(fields),
    ...checkDisableModelInvocation(fields, options),
    ...checkUnknownFields(fields, options),
  ];
}

/** What each field check reads: the skill, its front matter, its file, and a field's line. */
interface Fields {
  skill: SkillRecord;
  fm: NonNullable<SkillRecord['frontmatter']>;
  file: string;
  at(field: string): { line: number };
}

function checkName({ skill, fm, file, at }: Fields): Diagnostic[] {
  const out: Diagnostic[] = [];
  const name = fm.name;
  const folderIsValidName = NAME_PATTERN.test(skill.folderName) && skill.folderName.length <= NAME_MAX;
  const setFolderName = folderIsValidName ? { kind: 'set-name' as const, file, name: skill.folderName } : undefined;
  if (name === undefined || name === null || name === '') {
    out.push(
      diagnostic(
        'name-missing',
        file,
        `\`name\` is missing. Add \`name: ` +
          `${folderIsValidName ? skill.folderName : '<folder-name>'}\` (it must ` +
          `equal the folder name).`,
        {
          line: 1,
          ...(setFolderName && { fix: setFolderName }),
        },
      ),
    );
  } else if (typeof name !== 'string') {
    out.push(diagnostic('name-format', file, `\`name\` must be a string, not ${describe(name)}.`, at('name')));
  } else {
    if (name.length > NAME_MAX || !NAME_PATTERN.test(name)) {
      const suggestion = toSkillName(name);
      out.push(
        diagnostic(
          'name-format',
          file,
          `\`name: ${name}\` is not a valid skill name: use 1–${NAME_MAX} ` +
            `lowercase letters, digits and single hyphens, with no hyphen at ` +
            `either end${suggestion ? ` (e.g. \`${suggestion}\`)` : ''}.`,
          { ...at('name'), ...(setFolderName && suggestion === skill.folderName && { fix: setFolderName }) },
        ),
      );
    }
    if (name !== skill.folderName) {
      const nameIsValid = NAME_PATTERN.test(name) && name.length <= NAME_MAX;
      const remedy = nameIsValid
        ? `rename the folder to \`${name}\` or set \`name: ${skill.folderName}\``
        : `set \`name: ${folderIsValidName ? skill.folderName : '<folder-name>'}\``;
      out.push(
        diagnostic(
          'name-mismatch',
          file,
          `\`name: ${name}\` differs from its folder \`${skill.folderName}\`. ` +
            `Agents install a skill as <root>/<name>/, so ${remedy}.`,
          { ...at('name'), ...(setFolderName && { fix: setFolderName }) },
        ),
      );
    }
  }

  return out;
}

function checkDescription({ fm, file, at }: Fields): Diagnostic[] {
  const out: Diagnostic[] = [];
  const description = fm.description;
  if (typeof description !== 'string' || description.trim() === '') {
    out.push(
      diagnostic(
        'description-missing',
        file,
        description === undefined
          ? '`description` is missing. Agents choose a skill by its description: say what it does and when to use it.'
          : `\`description\` must be a non-empty string, not ${describe(description)}.`,
        description === undefined ? { line: 1 } : at('description'),
      ),
    );
  } else if (description.length > DESCRIPTION_MAX) {
    out.push(
      diagnostic(
        'description-too-long',
        file,
        `\`description\` is ${description.length} characters; the limit is ` +
          `${DESCRIPTION_MAX}. Move detail into the body.`,
        at('description'),
      ),
    );
  }

  return out;
}

/** license, compatibility, metadata and allowed-tools. */
function checkSpecFields(fields: Fields, options: FieldOptions): Diagnostic[] {
  const { skill, fm, file, at } = fields;
  const out: Diagnostic[] = [];
  if ('license' in fm && typeof fm.license !== 'string') {
    out.push(
      diagnostic(
        'field-type',
        file,
        `\`license\` must be a string (e.g. \`license: MIT\`), not ${describe(fm.license)}.`,
        at('license'),
      ),
    );
  }
  if ('compatibility' in fm) {
    const c = fm.compatibility;
    if (typeof c !== 'string' || c.trim() === '') {
      out.push(
        diagnostic(
          'field-type',
          file,
          `\`compatibility\` must be a non-empty string, not ${describe(c)}.`,
          at('compatibility'),
        ),
      );
    } else if (c.length > COMPATIBILITY_MAX) {
      out.push(
        diagnostic(
          'field-type',
          file,
          `\`compatibility\` is ${c.length} characters; the limit is ${COMPATIBILITY_MAX}.`,
          at('compatibility'),
        ),
      );
    }
  }
  if ('metadata' in fm) for (const d of checkMetadata(skill, fm.metadata)) out.push(d);
  if ('allowed-tools' in fm) {
    const tools = fm['allowed-tools'];
    const isList = Array.isArray(tools) && tools.every((t) => typeof t === 'string');
    if (isList) {
      out.push(
        diagnostic(
          'field-type',
          file,
          '`allowed-tools` is a list; the spec defines a space-separated string ' +
            '(`allowed-tools: Read Bash(git:*)`). Claude Code accepts a list, ' +
            'other clients may not.',
          {
            ...at('allowed-tools'),
            severity: options.strictSpec ? 'error' : 'warning',
          },
        ),
      );
    } else if (typeof tools !== 'string') {
      out.push(
        diagnostic(
          'field-type',
          file,
          `\`allowed-tools\` must be a space-separated string, not ${describe(tools)}.`,
          at('allowed-tools'),
        ),
      );
    }
  }
  return out;
}

function checkBooleans({ fm, file, at }: Fields): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const field of BOOLEAN_FIELDS) {
    if (field in fm && typeof fm[field] !== 'boolean') {
      out.push(
        diagnostic(
          'field-type',
          file,
          `\`${field}\` must be \`true\` or \`false\`, not ${describe(fm[field])}; clients ignore any other value.`,
          at(field),
        ),
      );
    }
  }

  return out;
}

function checkDisableModelInvocation({ skill, fm, file, at }: Fields, options: FieldOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (fm['disable-model-invocation'] === true && !options.inClaudePlugin) {
    // A skill under `.claude/skills` is not Codex's business; one inside a Claude Code plugin is
    // installed by Claude Code only.
    const intended = intendedBackends(skill.dir);
    const ignoring = Object.entries(DISABLE_MODEL_INVOCATION_IGNORED_BY).filter(
      ([backend]) => !intended || intended.includes(backend),
    );
    if (ignoring.length > 0) {
      const names = ignoring.map(([backend]) => backend);
      const how = ignoring.map(([backend, hide]) => `${backend}: ${hide}`).join('; ');
      out.push(
        diagnostic(
          'disable-model-invocation-ignored',
          file,
          `${names.join(', ')} ${names.length === 1 ? 'ignores' : 'ignore'} ` +
            `\`disable-model-invocation\`: ` +
            `${names.length === 1 ? 'it lists' : 'they list'} this skill and the ` +
            `agent may run it unasked. To hide it there: ${how}. If the skill is ` +
            `only meant for Claude Code or pi, turn this rule off in ` +
            `.github/caliper.yml.`,
          at('disable-model-invocation'),
        ),
      );
    }
  }

  return out;
}

/** Fields outside the spec and every backend's documented extensions. */
function checkUnknownFields({ fm, file, at }: Fields, options: FieldOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const field of Object.keys(fm)) {
    if ((SPEC_FIELDS as readonly string[]).includes(field)) continue;
    if (backendsDefining(field).length > 0) continue;
    const guess = nearest(field, KNOWN_FIELDS);
    const hint = guess ? `; did you mean \`${guess}\`?` : '. Put custom data under `metadata`.';
    out.push(
      diagnostic(
        'field-unknown',
        file,
        `\`${field}\` is not an Agent Skills field nor a documented extension ` +
          `of ${Object.keys(BACKEND_FIELDS).join(', ')}${hint}`,
        { ...at(field), severity: options.strictSpec ? 'error' : 'warning' },
      ),
    );
  }
  return out;
}

function checkMetadata(skill: SkillRecord, metadata: unknown): Diagnostic[] {
  const at = (...path: string[]) => ({ line: skill.lineOf(['metadata', ...path]) });
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
    return [
      diagnostic(
        'field-type',
        skill.file,
        `\`metadata\` must be a map of string keys to string values, not ${describe(metadata)}.`,
        at(),
      ),
    ];
  }
  const out: Diagnostic[] = [];
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value === 'string') continue;
    const extension = Object.hasOwn(BACKEND_METADATA_KEYS, key) ? BACKEND_METADATA_KEYS[key] : undefined;
    if (extension?.accepts(value)) continue;
    // The spec wants strings, but every client reads the skill anyway: a warning, not an error.
    const hint = extension
      ? ` ${extension.tool} reads \`metadata.${key}\`; check the value it expects.`
      : typeof value === 'number' || typeof value === 'boolean'
        ? ` Quote it: \`${key}: "${String(value)}"\`, unless a tool reads it as ` +
          `${typeof value === 'number' ? 'a number' : 'a boolean'}.`
        : '';
    out.push(
      diagnostic(
        'field-type',
        skill.file,
        `\`metadata.${key}\` is ${describe(value)}; the Agent Skills spec defines metadata values as strings.${hint}`,
        { ...at(key), severity: 'warning' },
      ),
    );
  }
  return out;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  return `${typeof value === 'number' ? 'the number' : 'the'} \`${String(value)}\``;
}
