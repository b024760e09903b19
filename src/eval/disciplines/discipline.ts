import type { Discipline } from '../../results/types.js';
import { caseRole } from '../../results/aggregate.js';
import type { Agent } from '../../agents/agent.js';
import type { Check, EvalCase } from '../spec/types.js';

/**
 * Why a case measures nothing under this discipline, or undefined when it applies. Explicit and
 * force-load put the subject in front of the agent by construction, so "should not activate" is moot.
 */
export function caseExcluded(discipline: Discipline, evalCase: EvalCase, subject: string): string | undefined {
  if (discipline === 'install-discover') return undefined;
  if (caseRole(evalCase, subject) !== 'should-not-activate') return undefined;
  return (
    `a should-not-activate case measures nothing under the ${discipline} ` +
    `discipline, which loads ${subject} by construction`
  );
}

/** Force-load does not measure activation, so its activation checks are dropped rather than scored. */
export function measuredChecks(discipline: Discipline, checks: readonly Check[]): Check[] {
  if (discipline !== 'force-load') return [...checks];
  return checks.filter((c) => c.kind !== 'activation' && c.kind !== 'not_activated_any');
}

/** Why a backend cannot run a discipline, or undefined. */
export function disciplineUnsupported(discipline: Discipline, backend: Agent): string | undefined {
  if (discipline === 'explicit' && !backend.run.explicit)
    return `${backend.name} has no syntax for invoking a skill by name, so it cannot run the explicit discipline`;
  return undefined;
}
