/**
 * `want` is a subset of `got`: every key of a map `want` is in `got` with a matching value (maps
 * recursively, lists and scalars equal as JSON). How `args:` of a check and `match:` of an answer compare.
 */
export function argsMatch(want: unknown, got: unknown): boolean {
  if (isMap(want))
    return isMap(got) && Object.entries(want).every(([k, v]) => Object.hasOwn(got, k) && argsMatch(v, got[k]));
  if (Array.isArray(want))
    return Array.isArray(got) && want.length === got.length && want.every((v, i) => argsMatch(v, got[i]));
  return Object.is(want, got) || (typeof want === 'number' && want === got);
}

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
