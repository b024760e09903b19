import type { Results } from './types.js';

/**
 * Skills a run planned but ran nothing of (key `name|*|*|*`: validation errors, or an install that was
 * refused), with the planner's reason. Such a skill has no row, so a comparison would call it removed.
 */
export function skippedSkills(results: Results): { skill: string; reason: string }[] {
  return results.skipped.flatMap((s) => {
    const m = /^([^|]+)\|\*\|\*\|\*$/.exec(s.key);
    return m ? [{ skill: m[1]!, reason: s.reason }] : [];
  });
}
