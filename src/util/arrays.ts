/**
 * `target.push(...items)` without the spread: a spread passes every item as an argument and overflows
 * the call stack past ~100,000 of them.
 */
export function append<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}
