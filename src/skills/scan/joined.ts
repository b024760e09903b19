/** A regex written in several source parts (a long pattern stays within the line length). */
export function joined(flags: string, ...parts: string[]): RegExp {
  return new RegExp(parts.join(''), flags);
}
