import type { ListedSkill } from '../../scripted-model/conversation.js';

/** What a trial record keeps of a listing: enough to say why a skill was (not) chosen, never a whole prompt. */
export const LISTED_LIMITS = { skills: 40, name: 64, description: 1200 } as const;

/** At most LISTED_LIMITS of a listing, each name and description cut to its limit. */
export function bounded(skills: readonly ListedSkill[]): ListedSkill[] {
  return skills.slice(0, LISTED_LIMITS.skills).map((s) => ({
    name: String(s.name).slice(0, LISTED_LIMITS.name),
    description: String(s.description).slice(0, LISTED_LIMITS.description),
  }));
}

/** The listing in the first of `texts` that holds `marker`, read by `parse` and bounded. */
export function listingIn(
  texts: Iterable<string>,
  marker: string,
  parse: (text: string) => ListedSkill[],
): ListedSkill[] | undefined {
  for (const text of texts) if (text.includes(marker)) return bounded(parse(text));
  return undefined;
}

/** Each line of `text` that is JSON, parsed; the others left out. */
export function jsonValues(text: string): unknown[] {
  return text.split('\n').flatMap((line) => {
    try {
      return line.trim() === '' ? [] : [JSON.parse(line) as unknown];
    } catch {
      return [];
    }
  });
}

/** The JSON value that starts at the first `opening` of `text` and runs to its end, if it is one. */
export function jsonAfter(text: string, opening: string): unknown {
  const start = text.indexOf(opening);
  if (start < 0) return undefined;
  try {
    return JSON.parse(text.slice(start));
  } catch {
    return undefined;
  }
}

/** Every string inside parsed JSON values, depth first, without recursion limits a hostile file could exhaust. */
export function* stringsIn(values: readonly unknown[]): Generator<string> {
  const stack: unknown[] = [...values].reverse();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') yield v;
    else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    else if (v !== null && typeof v === 'object') stack.push(...Object.values(v).reverse());
  }
}
