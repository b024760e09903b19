import type { ValidateConfig } from '../skills/config/validateConfig.js';
import type { SkippedSkill } from './skippedSkills.js';

/** A skill with a spec that its own errors (or an install that cannot be made) keep from an eval. */
export type Unevaluated = Pick<SkippedSkill, 'skill' | 'reason'>;

/** Whether skills left out this way fail the run: `validate.not-evaluated` (default error). */
export const notEvaluatedFails = (
  config: Pick<ValidateConfig, 'notEvaluated'> | undefined,
  skills: readonly Unevaluated[],
) => skills.length > 0 && (config?.notEvaluated ?? 'error') === 'error';

/** The reason's first clause ("2 errors in SKILL.md"), bounded. */
export const reasonClause = (reason: string) => {
  const first = reason.split('; ')[0]!;
  return first.length > 120 ? `${first.slice(0, 120)}…` : first;
};

/**
 * "not evaluated: a (2 errors in SKILL.md), b (…)" and what to do: fix them, or (when `fails`) say in the
 * configuration that such skills do not fail the run. Plain text: the caller escapes it for its medium.
 */
export function notEvaluatedText(skills: readonly Unevaluated[], fails: boolean): string {
  const named = skills.slice(0, 10).map((s) => `${s.skill} (${reasonClause(s.reason)})`);
  const more = skills.length > 10 ? ` and ${skills.length - 10} more` : '';
  const then = fails
    ? 'Fix them (caliper validate lists the errors), or set ' +
      '`validate.not-evaluated: warning` in .github/caliper.yml to pass ' +
      'without them.'
    : 'Passing without them: `validate.not-evaluated` is warning.';
  return `not evaluated: ${named.join(', ')}${more}. ${then}`;
}
