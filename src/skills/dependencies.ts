import { compareStrings } from '../util/strings.js';

/** A skill another skill needs installed beside it, and where its SKILL.md says so. */
export interface Dependency {
  name: string;
  /** 1-based line in the dependant's SKILL.md (the first statement of it). */
  line: number;
  /** `reference`: a link or path lands in that skill; `mention`: the text tells the agent to use it. */
  via: 'reference' | 'mention';
}

/**
 * The declared skills plus every skill they depend on, transitively, in breadth-first order (declared
 * first, no repeats). What an eval installs. Names `direct` does not know have no dependencies.
 */
export function dependencyClosure(
  declared: readonly string[],
  direct: (name: string) => readonly string[] | undefined,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const queue = [...declared];
  for (let i = 0; i < queue.length; i++) {
    const name = queue[i]!;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
    queue.push(...(direct(name) ?? []));
  }
  return out;
}

/** One entry per skill depended on, at its first line; references before mentions on the same line. */
export function mergeDependencies(found: readonly Dependency[]): Dependency[] {
  const first = new Map<string, Dependency>();
  for (const d of [...found].sort(
    (a, b) => a.line - b.line || (a.via === b.via ? 0 : a.via === 'reference' ? -1 : 1),
  )) {
    if (!first.has(d.name)) first.set(d.name, d);
  }
  return [...first.values()].sort((a, b) => compareStrings(a.name, b.name));
}
