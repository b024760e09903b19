import { checkoutBase } from '../eval/pr/baseWorktree.js';
import type { Results } from '../results/types.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { validateRepository } from '../skills/validateRepository.js';
import { bisect, type BisectOptions, type BisectReport } from './bisect.js';

/**
 * Bisect a PR's regressed rates of `skill` (`caliper bisect`, the Action's `bisect: true`): the base is
 * checked out at `baseRef` as a temporary worktree (the git helper of `eval --base`), judged by the
 * head's validation options, and removed after.
 */
export async function bisectPullRequest(
  options: Omit<BisectOptions, 'base' | 'head'> & {
    head: ValidationReport;
    baseRef: string;
    results: { base: Results; head: Results };
  },
): Promise<BisectReport> {
  const checkout = checkoutBase(options.head.root, options.baseRef);
  try {
    const baseReport = validateRepository(checkout.dir, options.validate);
    const { head, baseRef: _ref, results, ...rest } = options;
    return await bisect({
      ...rest,
      base: { report: baseReport, results: results.base },
      head: { report: head, results: results.head },
    });
  } finally {
    checkout.remove();
  }
}
