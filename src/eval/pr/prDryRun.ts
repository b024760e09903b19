import type { Results } from '../../results/types.js';
import type { ValidationReport } from '../../skills/validateRepository.js';
import { dryRunLines } from '../runner/dryRun.js';
import { evalPlan, type PlanParts } from '../runner/runEval.js';
import type { SizingCaps } from '../runner/trialSizing.js';
import { checkoutBase } from './baseWorktree.js';
import { prSides, sideOptions, type BaseSide } from './runBaseAndHead.js';

/**
 * The dry run of a PR run (`caliper eval --dry-run --base REF`, the Action's dry-run with evaluate-base):
 * the skills whose eval changed, and each side's plan and what it may cost, as `runBaseAndHead` would
 * run them. The base is checked out as a temporary worktree and removed; no agent is started.
 */
export function prDryRunLines(
  options: PlanParts,
  baseSide: BaseSide,
  previous: Results | undefined,
  scripted: boolean,
  costOfRun?: SizingCaps['costOfRun'],
): string[] {
  const report = options.selection.report;
  const checkout = checkoutBase(report.root, baseSide.ref);
  try {
    const sides = prSides(checkout.dir, options.selection, baseSide.validate);
    const since = checkout.sha.slice(0, 12);
    const lines = ['dry run: no agent was started.'];
    if (sides.changed.length === 0)
      return [...lines, `no skill's eval changed since ${since}; nothing would be evaluated`];
    lines.push(`changed since ${since}: ${sides.changed.join(', ')}`);
    for (const n of sides.invalid)
      lines.push(`  not evaluated, at the head or the base: ${n}: ${sides.reasons.get(n)}`);
    // Both sides run the changed skills of this shard, unsharded, as runBaseAndHead runs them.
    const side = (name: string, sideReport: ValidationReport, skills: string[]) => {
      if (skills.length === 0) return [`${name}: nothing to evaluate`];
      const plan = evalPlan(sideOptions(options, sideReport, skills), costOfRun);
      return [`${name}:`, ...dryRunLines(plan, options.sizing.sequential, previous, scripted).slice(1)];
    };
    return [...lines, ...side('base', sides.baseReport, sides.inBase), ...side('head', report, sides.inHead)];
  } finally {
    checkout.remove();
  }
}
