/**
 * GitHub's expression language (`${{ … }}` and `if:`), the part caliper's workflows use, evaluated as
 * GitHub does: contexts read as null where a property is missing, `&&`/`||` yield an operand, `==`
 * compares strings ignoring case and other types as numbers, and the functions format, fromJSON,
 * toJSON, contains, startsWith, hashFiles and the status functions.
 */
export interface Scope {
  contexts: Record<string, unknown>;
  /** The job's status so far, for success(), failure() and always(). */
  status: 'success' | 'failure';
  hashFiles?: (...patterns: string[]) => string;
}

type Token = { kind: 'op' | 'name' | 'string' | 'number'; text: string };

function tokens(source: string): Token[] {
  const out: Token[] = [];
  const re = /\s*(?:(==|!=|<=|>=|&&|\|\||[!<>()[\].,*])|'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_-]*))/y;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    re.lastIndex = at;
    const m = re.exec(source);
    if (!m) throw new Error(`cannot read the expression at "${source.slice(at)}"`);
    at = re.lastIndex;
    if (m[1]) out.push({ kind: 'op', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'string', text: m[2].replace(/''/g, "'") });
    else if (m[3]) out.push({ kind: 'number', text: m[3] });
    else out.push({ kind: 'name', text: m[4]! });
  }
  return out;
}

const truthy = (v: unknown) =>
  !(v === false || v === null || v === undefined || v === 0 || v === '' || Number.isNaN(v));
const asNumber = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const isObject = (v: unknown) => typeof v === 'object' && v !== null;
function equal(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (isObject(a) || isObject(b)) return a === b;
  return asNumber(a) === asNumber(b);
}
/** How `${{ }}` renders a value into a string. */
export const asText = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

const FUNCTIONS: Record<string, (scope: Scope, ...args: unknown[]) => unknown> = {
  format: (_s, fmt, ...args) => asText(fmt).replace(/\{(\d+)\}/g, (_m, i) => asText(args[Number(i)])),
  fromjson: (_s, text) => JSON.parse(asText(text)),
  tojson: (_s, value) => JSON.stringify(value),
  contains: (_s, within, item) =>
    Array.isArray(within)
      ? within.some((w) => equal(w, item))
      : asText(within).toLowerCase().includes(asText(item).toLowerCase()),
  startswith: (_s, text, prefix) => asText(text).toLowerCase().startsWith(asText(prefix).toLowerCase()),
  hashfiles: (s, ...patterns) => s.hashFiles?.(...patterns.map(asText)) ?? '',
  success: (s) => s.status === 'success',
  failure: (s) => s.status === 'failure',
  cancelled: () => false,
  always: () => true,
};

export function evaluate(source: string, scope: Scope): unknown {
  const list = tokens(source.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1'));
  let i = 0;
  const peek = (text?: string) => (list[i] && (text === undefined || list[i]!.text === text) ? list[i] : undefined);
  const take = (text?: string) => {
    const t = peek(text);
    if (!t) throw new Error(`expected ${text ?? 'more'} in "${source}"`);
    i++;
    return t;
  };
  const binary = (next: () => unknown, ops: string[], apply: (op: string, a: unknown, b: unknown) => unknown) => () => {
    let left = next();
    while (list[i]?.kind === 'op' && ops.includes(list[i]!.text)) {
      const op = take().text;
      left = apply(op, left, next());
    }
    return left;
  };
  const primary = (): unknown => {
    const t = take();
    if (t.text === '(' && t.kind === 'op') {
      const v = or();
      take(')');
      return v;
    }
    if (t.kind === 'string') return t.text;
    if (t.kind === 'number') return Number(t.text);
    if (t.kind !== 'name') throw new Error(`unexpected ${t.text} in "${source}"`);
    if (t.text === 'true' || t.text === 'false') return t.text === 'true';
    if (t.text === 'null') return null;
    if (peek('(')) {
      take('(');
      const args: unknown[] = [];
      while (!peek(')')) {
        args.push(or());
        if (peek(',')) take(',');
      }
      take(')');
      const fn = FUNCTIONS[t.text.toLowerCase()];
      if (!fn) throw new Error(`unknown function ${t.text}`);
      return fn(scope, ...args);
    }
    return scope.contexts[t.text] ?? null;
  };
  const member = (): unknown => {
    let v = primary();
    for (;;) {
      if (peek('.')) {
        take('.');
        v = property(v, take().text);
      } else if (peek('[')) {
        take('[');
        v = property(v, asText(or()));
        take(']');
      } else return v;
    }
  };
  const unary = (): unknown => (peek('!') ? (take(), !truthy(unary())) : member());
  const compare = binary(unary, ['<', '>', '<=', '>='], (op, a, b) => {
    const [x, y] = [asNumber(a), asNumber(b)];
    return op === '<' ? x < y : op === '>' ? x > y : op === '<=' ? x <= y : x >= y;
  });
  const eq = binary(compare, ['==', '!='], (op, a, b) => (op === '==') === equal(a, b));
  // Both sides are read (the functions have no side effects); the result is the operand that decides.
  const and = binary(eq, ['&&'], (_op, a, b) => (truthy(a) ? b : a));
  const or: () => unknown = binary(and, ['||'], (_op, a, b) => (truthy(a) ? a : b));
  const value = or();
  if (i < list.length) throw new Error(`unexpected ${list[i]!.text} in "${source}"`);
  return value;
}

function property(value: unknown, name: string): unknown {
  if (value === null || typeof value !== 'object') return null;
  return (value as Record<string, unknown>)[name] ?? null;
}

/** A `with:`/`env:` value with its `${{ }}` parts evaluated; a value that is one expression keeps its type. */
export function interpolate(value: unknown, scope: Scope): unknown {
  if (typeof value !== 'string') return value;
  const whole = /^\$\{\{([\s\S]*?)\}\}$/.exec(value.trim());
  if (whole && !whole[1]!.includes('}}')) return evaluate(whole[1]!, scope);
  return value.replace(/\$\{\{([\s\S]*?)\}\}/g, (_m, e: string) => asText(evaluate(e, scope)));
}

/** An `if:`, which is an expression with or without `${{ }}`; without a status function it means `success() && …`. */
export function holds(condition: string | boolean | undefined, scope: Scope): boolean {
  if (condition === undefined) return scope.status === 'success';
  const text = String(condition);
  const statusFunction = /\b(success|failure|always|cancelled)\s*\(/.test(text);
  return (statusFunction || scope.status === 'success') && truthy(evaluate(text, scope));
}
