import { keyText, skippedParts, skippedSkills } from '../../results/skippedSkills.js';
import type { Plan } from './plan.js';

/**
 * The plan's lines for what it will not run and what a reader must know, skills by name: each skill
 * not evaluated once, with the agent runs it would have taken; then the backends and cases skipped; then
 * notes, one line per text with every skill it is about (a broken dependency is shared by many).
 */
export function skipLines(plan: Pick<Plan, 'skipped' | 'notes'>): string[] {
  const notes = new Map<string, string[]>();
  for (const n of plan.notes) notes.set(n.note, [...(notes.get(n.note) ?? []), keyText(n.key)]);
  return [
    ...skippedSkills(plan).map(
      (s) => `  not evaluated: ${s.skill}${s.runs !== undefined ? ` (${s.runs} agent run(s))` : ''}: ${s.reason}`,
    ),
    ...skippedParts(plan.skipped).map((s) => `  skipped ${keyText(s.key)}: ${s.reason}`),
    ...[...notes].map(([note, on]) => `  note on ${namesText(on)}: ${note}`),
  ];
}

/** `a, b and 3 more`: the first five, so a line stays a line. */
function namesText(names: readonly string[]): string {
  const unique = [...new Set(names)];
  return unique.length <= 5 ? unique.join(', ') : `${unique.slice(0, 5).join(', ')} and ${unique.length - 5} more`;
}
