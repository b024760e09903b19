import { PATTERNS } from '../../results/schema.js';

/** A case as the spec writes it, after the schema (its `vars` rows still to expand). */
type RawCase = Record<string, unknown>;

/** One case a row of `vars:` made (or the case itself without `vars:`), with the index of the case it came from. */
export interface ExpandedCase {
  index: number;
  /** Which row (0-based) of the case's `vars:`, when it has them. */
  row: number | undefined;
  raw: RawCase;
}

export interface VarsProblem {
  /** Where in the spec: the case's path, or one of its rows'. */
  path: (string | number)[];
  message: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A row's value is put into prompts, paths and patterns: a short scalar, not a document. */
const MAX_VALUE_CHARS = 4096;

/**
 * Every case of the spec with each `vars:` row made its own case: `{{name}}` in its prompt and in any
 * string of its checks replaced by the row's value, its id `<id>-<row's id>` (or `<id>-<row number>`
 * when the row has no `id`). A placeholder no row defines, an expanded id results.json cannot hold, or
 * a value that is no short scalar is a problem of that case, and the case is left out.
 */
export function expandCases(cases: readonly unknown[]): { cases: ExpandedCase[]; problems: VarsProblem[] } {
  const out: ExpandedCase[] = [];
  const problems: VarsProblem[] = [];
  cases.forEach((c, index) => {
    if (c === null || typeof c !== 'object' || Array.isArray(c)) return;
    const raw = c as RawCase;
    if (!Array.isArray(raw.vars)) {
      const names = placeholders(withoutVars(raw));
      if (names.length > 0)
        problems.push({
          path: ['cases', index],
          message:
            `uses \`{{${names[0]}}}\` but has no \`vars:\` to fill it. Add a ` +
            `\`vars:\` table or write the text out.`,
        });
      else out.push({ index, row: undefined, raw });
      return;
    }
    raw.vars.forEach((row, r) => {
      const made = expandRow(raw, row, r);
      if ('problem' in made) problems.push({ path: ['cases', index, 'vars', r], message: made.problem });
      else out.push({ index, row: r, raw: made.raw });
    });
  });
  return { cases: out, problems };
}

function expandRow(raw: RawCase, row: unknown, r: number): { raw: RawCase } | { problem: string } {
  if (row === null || typeof row !== 'object' || Array.isArray(row))
    return { problem: `row ${r + 1} of \`vars\` must be a map of names to values` };
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(row)) {
    if (!VAR_NAME.test(name))
      return {
        problem:
          `row ${r + 1} of \`vars\` names \`${name}\`; a variable is letters, ` +
          `digits and \`_\`, not starting with a digit`,
      };
    if (!['string', 'number', 'boolean'].includes(typeof value))
      return { problem: `row ${r + 1} of \`vars\`: \`${name}\` must be a string, number or boolean` };
    const text = String(value);
    if (text.length > MAX_VALUE_CHARS)
      return {
        problem:
          `row ${r + 1} of \`vars\`: \`${name}\` is over ${MAX_VALUE_CHARS} ` +
          `characters; put long text in a fixture file`,
      };
    values.set(name, text);
  }
  const body = withoutVars(raw);
  const missing = placeholders(body).find((n) => !values.has(n));
  if (missing !== undefined)
    return {
      problem:
        `row ${r + 1} of \`vars\` has no \`${missing}\`, which the case uses ` +
        `as \`{{${missing}}}\`. Add it to the row.`,
    };
  const suffix = values.get('id') ?? String(r + 1);
  const id = `${String(raw.id)}-${suffix}`;
  if (!PATTERNS.caseId.test(id))
    return {
      problem:
        `row ${r + 1} of \`vars\` makes the case id \`${id.slice(0, 120)}\`, ` +
        `which is not letters, digits, \`.\`, \`_\` and \`-\` of at most 100 ` +
        `characters. Give the row a short \`id\`.`,
    };
  return { raw: { ...(fill(body, values) as RawCase), id } };
}

function withoutVars(raw: RawCase): RawCase {
  return Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'vars'));
}

/** The placeholder names used in any string of a case but its id, in order of first use. */
function placeholders(value: unknown): string[] {
  const names = new Set<string>();
  const walk = (v: unknown, key: string | undefined): void => {
    if (typeof v === 'string') {
      if (key !== 'id') for (const m of v.matchAll(PLACEHOLDER)) names.add(m[1]!);
    } else if (Array.isArray(v))
      v.forEach((x) => {
        walk(x, undefined);
      });
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(value, undefined);
  return [...names];
}

function fill(value: unknown, values: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return value.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  if (Array.isArray(value)) return value.map((x) => fill(x, values));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, k === 'id' ? x : fill(x, values)]));
  return value;
}
