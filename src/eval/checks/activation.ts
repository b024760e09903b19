import type { CheckResult } from '../../results/types.js';
import { outsideChoiceText } from '../discovery/outsideChoices.js';
import { fail, pass, type CheckContext } from './context.js';

/** The agent chose (or, with `expect: false`, did not choose) the skill, by its own transcript. */
export function checkActivation(check: { skill: string; expect: boolean }, ctx: CheckContext): CheckResult {
  const label = check.expect ? `activation: ${check.skill}` : `activation: not ${check.skill}`;
  const activated = ctx.activated.has(check.skill);
  if (activated === check.expect) return pass(label);
  if (activated) return fail(label, `${check.skill} was activated although the case says it should not be`);
  const elsewhere = ctx.chosenOutside?.length ? `; it ${outsideChoiceText(ctx.chosenOutside)}` : '';
  return fail(label, `the agent did not activate ${check.skill}${elsewhere}`);
}

/** No installed skill fired: the case measures false triggering across the whole installed set. */
export function checkNotActivatedAny(ctx: CheckContext): CheckResult {
  const fired = ctx.installed.filter((s) => ctx.activated.has(s));
  return fired.length === 0 ? pass('not_activated_any') : fail('not_activated_any', `activated: ${fired.join(', ')}`);
}
