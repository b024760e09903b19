import type { ValidationReport } from '../../skills/validateRepository.js';
import { prepareSpecs } from '../runner/plan.js';

/**
 * Skills whose eval a pull request changes: the spec, the skill, or anything in its installed closure
 * (so a skill that depends on an edited skill counts too), and skills that appear or disappear.
 */
export function changedSkills(base: ValidationReport, head: ValidationReport): string[] {
  const before = prepareSpecs(base).prepared;
  const after = prepareSpecs(head).prepared;
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n)?.fingerprint !== after.get(n)?.fingerprint).sort();
}
