import { keyText, skippedParts, skippedSkills } from '../../results/skippedSkills.js';
import type { Plan } from './plan.js';

/**
 * The plan's lines for what it will not run and what a reader must know, skills by name: each skill
 * not evaluated once, with the agent runs it would have taken; then the backends and cases skipped; then notes.
 */
export function skipLines(plan: Pick<Plan, 'skipped' | 'notes'>): string[] {
  return [
    ...skippedSkills(plan).map((s) => `  not evaluated: ${s.skill}${s.runs !== undefined ? ` (${s.runs} agent run(s))` : ''}: ${s.reason}`),
    ...skippedParts(plan.skipped).map((s) => `  skipped ${keyText(s.key)}: ${s.reason}`),
    ...plan.notes.map((n) => `  note on ${keyText(n.key)}: ${n.note}`),
  ];
}
