/**
 * Checks for a field of a JSON file another job wrote (data, never trusted): each returns the value when
 * it is what the reader expects, else throws a FieldError naming the field (`at`) and what it is not.
 */
export class FieldError extends Error {}

export type Obj = Record<string, unknown>;

export function obj(v: unknown, at: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new FieldError(`${at} is not an object`);
  return v as Obj;
}

export function list(v: unknown, at: string, max: number): unknown[] {
  if (!Array.isArray(v) || v.length > max) throw new FieldError(`${at} is not a list of at most ${max}`);
  return v;
}

export function text(v: unknown, at: string, max: number): string {
  if (typeof v !== 'string' || v.length > max) throw new FieldError(`${at} is not text of at most ${max} characters`);
  return v;
}

export function matching(v: unknown, at: string, pattern: RegExp, what: string): string {
  if (typeof v !== 'string' || !pattern.test(v)) throw new FieldError(`${at} is not ${what}`);
  return v;
}

export function count(v: unknown, at: string, max = 1e9): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max)
    throw new FieldError(`${at} is not a whole number up to ${max}`);
  return v;
}

export function pValue(v: unknown, at: string): number {
  if (typeof v !== 'number' || !(v >= 0 && v <= 1)) throw new FieldError(`${at} is not a p-value`);
  return v;
}

export function oneOf<T extends string>(v: unknown, options: readonly T[], at: string): T {
  if (!options.includes(v as T)) throw new FieldError(`${at} is not one of ${options.join(', ')}`);
  return v as T;
}

/** Successes of trials, no more successes than trials. */
export function rate(v: unknown, at: string): { successes: number; trials: number } {
  const o = obj(v, at);
  const r = { successes: count(o.successes, `${at}.successes`), trials: count(o.trials, `${at}.trials`) };
  if (r.successes > r.trials) throw new FieldError(`${at} has more successes than trials`);
  return r;
}
