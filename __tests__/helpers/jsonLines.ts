import { existsSync, readFileSync } from 'node:fs';

/** A JSON Lines file of an eval's --out (trials.jsonl, model-requests.jsonl) as objects; none when it is absent. */
export function readJsonLines<T = Record<string, unknown>>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}
