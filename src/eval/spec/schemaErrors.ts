import { Ajv, type ErrorObject } from 'ajv';
import { nearest } from '../../util/strings.js';
import { evalSpecSchema } from './schema.js';

let compiled: ReturnType<Ajv['compile']> | undefined;

/** Compiled once, on first use: a repository without specs never pays for it. */
function validator() {
  compiled ??= new Ajv({ allErrors: true, strict: true }).compile(evalSpecSchema);
  return compiled;
}

export interface SchemaProblem {
  path: (string | number)[];
  message: string;
}

/** Validate against the schema and turn Ajv's errors into one readable problem per location. */
export function schemaProblems(value: unknown): SchemaProblem[] {
  const validate = validator();
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  // `oneOf` reports every branch; keep the branch that matches the value's shape, else the summary.
  const byPath = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    const list = byPath.get(e.instancePath) ?? [];
    list.push(e);
    byPath.set(e.instancePath, list);
  }
  const problems: SchemaProblem[] = [];
  for (const [instancePath, list] of byPath) {
    const path = toPath(instancePath);
    const specific = list.filter((e) => e.keyword !== 'oneOf' && !(e.keyword === 'type' && list.length > 1 && isBranchTypeError(e, value, path)));
    const chosen = specific.length > 0 ? specific : list;
    const messages = [...new Set(chosen.map((e) => describeError(e, path)))];
    problems.push({ path, message: messages.join('; ') });
  }
  return problems;
}

function isBranchTypeError(e: ErrorObject, root: unknown, path: (string | number)[]): boolean {
  // In a `oneOf` of string-or-object, the branch whose type does not match the value is noise.
  const actual = valueAt(root, path);
  const wanted = (e.params as { type?: string }).type;
  return wanted !== undefined && typeof actual !== wanted && e.schemaPath.includes('oneOf');
}

function describeError(e: ErrorObject, path: (string | number)[]): string {
  const where = path.length === 0 ? 'the spec' : `\`${path.join('.')}\``;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const guess = nearest(key, allowed);
      return `${where} has an unknown key \`${key}\`${guess ? `; did you mean \`${guess}\`?` : allowed.length ? ` (allowed: ${allowed.join(', ')})` : ''}`;
    }
    case 'required':
      return `${where} is missing \`${String(p.missingProperty)}\``;
    case 'enum':
      return `${where} must be one of ${(p.allowedValues as unknown[]).map((v) => `\`${String(v)}\``).join(', ')}`;
    case 'const':
      return `${where} must be \`${String(p.allowedValue)}\``;
    case 'maxProperties':
    case 'minProperties':
      return `${where} must name exactly one check kind, e.g. \`- file_exists: out.csv\``;
    case 'pattern':
      return `${where} does not match ${String(p.pattern)}`;
    case 'oneOf':
      return `${where} has the wrong shape`;
    default:
      return `${where} ${e.message ?? 'is invalid'}`;
  }
}

function toPath(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let v = root;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined;
  return v;
}
