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
  if (!Number.isInteger(n) || n < 1)
    throw new InputError(`input "${name}" must be a whole number of at least 1, not "${raw}"`);
  return n;
}

export function parseOptionalNumber(raw: string, name: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new InputError(`input "${name}" must be a positive number, not "${raw}"`);
  return n;
}

/** Input `detect`: a drop in whole points from 1 to 100; it sizes the trials, so input `trials` must be empty. */
export function parseDetect(raw: string, trials: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const points = Number(raw);
  if (!Number.isInteger(points) || points < 1 || points > 100)
    throw new InputError(
      `input "detect" must be a drop in points, a whole number from 1 to 100 (e.g. 30), not "${raw}"`,
    );
  if (trials.trim() !== '')
    throw new InputError(
      'inputs "detect" and "trials" exclude each other: detect sizes the trials of each case itself; leave one empty',
    );
  return points;
}
