import type { Results } from '../../results/types.js';
import type { ValidateOptions } from '../../skills/validateRepository.js';
import { dryRunLines } from '../runner/dryRun.js';
import { evalPlan } from '../runner/runEval.js';
import type { SizingCaps } from '../runner/trialSizing.js';
import { checkoutBase } from './baseWorktree.js';
import { prSides } from './runBaseAndHead.js';

type PlanOptions = Parameters<typeof evalPlan>[0];

/**
 * The dry run of a PR run (`caliper eval --dry-run --base REF`, the Action's dry-run with evaluate-base):
 * the skills whose eval changed, and each side's plan and what it may cost, as `runBaseAndHead` would
 * run them. The base is checked out as a temporary worktree and removed; no agent is started.
 */
export function prDryRunLines(options: PlanOptions & { baseRef: string; validate?: ValidateOptions }, previous: Results | undefined, scripted: boolean, costOfRun?: SizingCaps['costOfRun']): string[] {
  const checkout = checkoutBase(options.report.root, options.baseRef);
  try {
    const sides = prSides(options.report, checkout.dir, options);
    const since = checkout.sha.slice(0, 12);
    const lines = ['dry run: no agent was started.'];
    if (sides.changed.length === 0) return [...lines, `no skill's eval changed since ${since}; nothing would be evaluated`];
    lines.push(`changed since ${since}: ${sides.changed.join(', ')}`);
    for (const n of sides.invalid) lines.push(`  not evaluated, at the head or the base: ${n}: ${sides.reasons.get(n)}`);
    // Both sides run the changed skills of this shard, unsharded, as runBaseAndHead runs them.
    const { shard, ...unsharded } = options;
    const detect = options.detect && { ...options.detect, jobs: options.detect.jobs ?? shard?.count };
    const side = (name: string, report: PlanOptions['report'], skills: string[]) => {
      if (skills.length === 0) return [`${name}: nothing to evaluate`];
      const plan = evalPlan({ ...unsharded, report, skills, ...(detect && { detect }) }, costOfRun);
      return [`${name}:`, ...dryRunLines(plan, options.sequential, previous, scripted).slice(1)];
    };
    return [...lines, ...side('base', sides.baseReport, sides.inBase), ...side('head', options.report, sides.inHead)];
  } finally {
    checkout.remove();
  }
}
