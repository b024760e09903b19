import type { Results } from './types.js';

/** A skill a run planned but ran nothing of, with why and the agent runs it would have taken (when known). */
export interface SkippedSkill {
  skill: string;
  reason: string;
  runs: number | undefined;
}

const WHOLE_SKILL = /^([^|]+)\|\*\|\*\|\*$/;

/**
 * Skills a run planned but ran nothing of (key `name|*|*|*`: validation errors, or an install that was
 * refused), with the planner's reason, each once. Such a skill has no row, so a comparison would call it removed.
 */
export function skippedSkills(results: Pick<Results, 'skipped'>): SkippedSkill[] {
  const out = new Map<string, SkippedSkill>();
  for (const s of results.skipped) {
    const m = WHOLE_SKILL.exec(s.key);
    if (m && !out.has(m[1]!)) out.set(m[1]!, { skill: m[1]!, reason: s.reason, runs: s.runs });
  }
  return [...out.values()];
}

/** The skipped entries that are not whole skills: a backend, a case, or a trial the budget stopped. */
export function skippedParts<T extends { key: string }>(skipped: readonly T[]): T[] {
  return skipped.filter((s) => !WHOLE_SKILL.test(s.key));
}

/** A key as a reader says it: `skill × backend × case`, the `*`s dropped. */
export function keyText(key: string): string {
  return key
    .split('|')
    .filter((p) => p !== '*')
    .join(' × ');
}

/** "2 skill(s) not evaluated (12 agent runs), 3 planned trial(s) skipped", or undefined when nothing was. */
export function skippedText(results: Pick<Results, 'skipped'>): string | undefined {
  const skills = skippedSkills(results);
  const parts = skippedParts(results.skipped).length;
  const runs = skills.reduce((n, s) => n + (s.runs ?? 0), 0);
  const said = [
    skills.length > 0 && `${skills.length} skill(s) not evaluated${runs > 0 ? ` (${runs} agent run(s))` : ''}`,
    parts > 0 && `${parts} planned trial(s) skipped`,
  ].filter((x): x is string => typeof x === 'string');
  return said.length > 0 ? said.join(', ') : undefined;
}
