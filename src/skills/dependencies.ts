/**
 * The declared skills plus every skill their references land in, transitively, in breadth-first order
 * (declared first, no repeats). What an eval installs. Names `direct` does not know have no dependencies.
 */
export function dependencyClosure(declared: readonly string[], direct: (name: string) => readonly string[] | undefined): string[] {
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
