import type { CheckResult } from '../../results/types.js';
import type { Check, EvalCase } from '../spec/types.js';

/**
 * Which arm of the experiment a trial belongs to. `skill`: the skills the spec declares are installed
 * (the eval as it always ran). `baseline`: the same case, CLI, sandbox and fixtures with no skill of the
 * repository installed, so that with − without is what the skill is worth (its lift).
 */
export type Arm = 'skill' | 'baseline';

/**
 * A case as the baseline arm runs it: without the checks that are about a skill (that it was chosen, or
 * one of its files read), which cannot hold with none installed. Every other check applies as it is.
 * Undefined when nothing would be left to check.
 */
export function baselineCase(evalCase: EvalCase): EvalCase | undefined {
  const checks = evalCase.checks.filter((c) => !aboutASkill(c));
  return checks.length > 0 ? { ...evalCase, checks } : undefined;
}

/**
 * A skill-arm trial's outcome on the checks the baseline arm also runs (all but those about a skill), so
 * that the lift compares the same task: a skill the agent never chose, on a task it solved anyway, is
 * worth nothing, not less than nothing. Undefined when no check is about a skill (the outcome says it).
 */
export function taskOutcome(checks: readonly Check[], results: readonly CheckResult[]): 'pass' | 'fail' | undefined {
  if (!checks.some(aboutASkill)) return undefined;
  return results.every((r, i) => aboutASkill(checks[i]!) || r.status === 'pass') ? 'pass' : 'fail';
}

function aboutASkill(check: Check): boolean {
  if (check.kind === 'activation' || check.kind === 'not_activated_any' || check.kind === 'read') return true;
  return check.kind === 'not' && aboutASkill(check.check);
}
