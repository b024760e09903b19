import type { ValidationReport } from '../../skills/validateRepository.js';
import type { Alongside } from '../runner/alongside.js';
import { planTrials, prepareSpecs } from '../runner/plan.js';
import { BACKEND_NAMES } from '../spec/schema.js';

/**
 * Skills whose eval a pull request changes: the spec, the skill, or anything in its installed closure
 * (so a skill that depends on an edited skill counts too), and skills that appear or disappear. With
 * `alongside`, the skills installed next to each spec's own are part of what it measures: a neighbour
 * whose description changed may now take the subject's prompts, so the subject's eval changed too.
 */
export function changedSkills(base: ValidationReport, head: ValidationReport, alongside?: Alongside): string[] {
  const before = fingerprints(base, alongside);
  const after = fingerprints(head, alongside);
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

function fingerprints(report: ValidationReport, alongside: Alongside | undefined): Map<string, string> {
  if (!alongside) return new Map([...prepareSpecs(report).prepared].map(([name, p]) => [name, p.fingerprint]));
  // The plan's own fingerprints, neighbours included: one trial per spec is enough to read them.
  const plan = planTrials(report, { backends: BACKEND_NAMES, discipline: 'install-discover', defaultTrials: 1, trials: 1, skills: undefined, cases: undefined, alongside });
  const byName = new Map<string, string>();
  for (const t of plan.trials) if (t.arm === 'skill' && !byName.has(t.skill)) byName.set(t.skill, t.fingerprint);
  return byName;
}
