import { nearest } from '../../util/strings.js';

/**
 * The subset of JSON Schema (draft-07) that `evalSpecSchema` uses, validated directly: no code
 * generation, so no start-up cost, and messages written for people. A test checks it agrees with Ajv.
 */
export interface JsonSchema {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'integer' | 'boolean';
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  /** `false`, or the schema every key not in `properties` must match. */
  additionalProperties?: boolean | JsonSchema;
  /** A schema every key of a map must match (a string schema). */
  propertyNames?: JsonSchema;
  minProperties?: number;
  maxProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  enum?: readonly unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  oneOf?: readonly JsonSchema[];
  definitions?: Record<string, JsonSchema>;
}

export interface SchemaProblem {
  path: (string | number)[];
  /** Where and what: ``\`trials\` must be a whole number, not …``. */
  message: string;
  /** What, without where (`must be a whole number, not …`), for callers that say where in their own words. */
  detail: string;
  /** For an unknown key, which is reported on its parent: the key, whose own line is the one to point at. */
  unknownKey?: string;
}

export interface ValidateOptions {
  /** A plain rule for a `pattern`, said instead of the regular expression (`a skill name: …`). */
  patternMeanings?: Readonly<Record<string, string>>;
}

type Path = (string | number)[];

export function validateAgainst(schema: JsonSchema, value: unknown, options: ValidateOptions = {}): SchemaProblem[] {
  return check(schema, value, [], schema, options);
}

function check(
  schema: JsonSchema,
  value: unknown,
  path: Path,
  root: JsonSchema,
  options: ValidateOptions,
): SchemaProblem[] {
  if (schema.$ref) return check(resolveRef(schema.$ref, root), value, path, root, options);
  const problem = (message: string): SchemaProblem[] => [
    { path, message: `${where(path)} ${message}`, detail: message },
  ];

  if (schema.oneOf) {
    const results = schema.oneOf.map((branch) => check(branch, value, path, root, options));
    const passing = results.filter((r) => r.length === 0).length;
    if (passing === 1) return [];
    if (passing > 1) return problem('matches more than one allowed shape');
    // Report the branch whose type fits the value: its problems are the ones the author can act on.
    const fitting = schema.oneOf.findIndex((branch) => typeMatches(resolve(branch, root).type, value));
    if (fitting >= 0) return results[fitting]!;
    const kinds = schema.oneOf.map((b) => article(resolve(b, root).type ?? 'value'));
    return problem(`must be ${kinds.join(' or ')}, not ${describeType(value)}`);
  }
  if (schema.const !== undefined && value !== schema.const) return problem(`must be \`${String(schema.const)}\``);
  if (schema.enum && !schema.enum.includes(value))
    return problem(`must be one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`);
  if (schema.type && !typeMatches(schema.type, value))
    return problem(`must be ${article(schema.type)}, not ${describeType(value)}`);

  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      return problem(schema.minLength === 1 ? 'must not be empty' : `must be at least ${schema.minLength} characters`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      return problem(`must be at most ${schema.maxLength} characters`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
      const meaning = options.patternMeanings?.[schema.pattern];
      return problem(meaning ? `must be ${meaning}, not \`${value}\`` : `does not match ${schema.pattern}`);
    }
    return [];
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return problem(`must be at least ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) return problem(`must be at most ${schema.maximum}`);
    return [];
  }
  if (Array.isArray(value)) {
    const out: SchemaProblem[] = [];
    if (schema.minItems !== undefined && value.length < schema.minItems)
      out.push(...problem(`must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`));
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      out.push(...problem(`must have at most ${schema.maxItems} items`));
    if (schema.uniqueItems) {
      const seen = new Set<string>();
      value.forEach((item, i) => {
        const key = JSON.stringify(item);
        if (seen.has(key))
          out.push({
            path: [...path, i],
            message: `${where([...path, i])} repeats an earlier item`,
            detail: 'repeats an earlier item',
          });
        seen.add(key);
      });
    }
    // An index loop, not forEach: a sparse array's holes are items too (undefined), as in Ajv.
    if (schema.items)
      for (let i = 0; i < value.length; i++) out.push(...check(schema.items, value[i], [...path, i], root, options));
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const allowed = Object.keys(schema.properties ?? {});
    const out: SchemaProblem[] = [];
    if (schema.additionalProperties === false) {
      for (const key of keys.filter((k) => !allowed.includes(k))) {
        const guess = nearest(key, allowed);
        const others =
          allowed.length <= 12
            ? ` (allowed: ${allowed.join(', ')})`
            : `, which is not one of its ${allowed.length} keys`;
        out.push(
          ...problem(`has an unknown key \`${key}\`${guess ? `; did you mean \`${guess}\`?` : others}`).map((p) => ({
            ...p,
            unknownKey: key,
          })),
        );
      }
    }
    if (schema.maxProperties === 1 && schema.minProperties === 1 && keys.length !== 1) {
      out.push(...problem(`must name exactly one of ${allowed.map((k) => `\`${k}\``).join(', ')}`));
    }
    for (const key of schema.required ?? []) if (!(key in record)) out.push(...problem(`is missing \`${key}\``));
    if (schema.propertyNames) {
      for (const key of keys) {
        const named = check(schema.propertyNames, key, path, root, options);
        if (named[0])
          out.push(...problem(`has a key \`${key}\` that ${named[0].detail}`).map((p) => ({ ...p, unknownKey: key })));
      }
    }
    for (const key of keys) {
      const declared = schema.properties?.[key];
      const sub =
        declared ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (sub) out.push(...check(sub, record[key], [...path, key], root, options));
    }
    return out;
  }
  return [];
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  return schema.$ref ? resolve(resolveRef(schema.$ref, root), root) : schema;
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  const name = /^#\/definitions\/(.+)$/.exec(ref)?.[1];
  const target = name ? root.definitions?.[name] : undefined;
  if (!target) throw new Error(`schema reference ${ref} is not supported`);
  return target;
}

function typeMatches(type: JsonSchema['type'], value: unknown): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    default:
      return typeof value === type;
  }
}

function where(path: Path): string {
  return path.length === 0 ? 'the spec' : `\`${path.join('.')}\``;
}

function article(type: string): string {
  return (
    { object: 'a map', array: 'a list', string: 'a string', integer: 'a whole number', boolean: '`true` or `false`' }[
      type
    ] ?? `a ${type}`
  );
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  if (typeof value === 'number') return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`;
  return `${article(typeof value)} (\`${String(value)}\`)`;
}
