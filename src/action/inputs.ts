/** Parsers for action inputs: the runner enforces nothing (not even `required`), so we check here. */
export class InputError extends Error {}

export function parseList(raw: string): string[] {
  return raw
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function parseBoolean(raw: string, name: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  throw new InputError(`input "${name}" must be true or false, not "${raw}"`);
}

export function parseOptionalInt(raw: string, name: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new InputError(`input "${name}" must be a whole number of at least 1, not "${raw}"`);
  return n;
}

export function parseOptionalNumber(raw: string, name: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new InputError(`input "${name}" must be a positive number, not "${raw}"`);
  return n;
}
