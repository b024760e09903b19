import { dependencyClosure } from '../../skills/dependencies.js';
import { diagnostic, type Diagnostic } from '../../skills/diagnostic.js';
import { GLOB_WORK_BUDGET, globCost } from '../../util/glob.js';
import type { EvalSpec } from './types.js';

/** What the cost check needs of the repository: which skills a spec installs, and their paths. */
export interface InstalledPaths {
  directDependencies(name: string): readonly string[];
  /** The paths of the skill's files, folders and links relative to its folder, as an install matches them. */
  paths(name: string): readonly string[];
}

/**
 * `sandbox.forbidden_files` is matched against every path of every skill the spec installs. The matcher
 * is linear in a path but times the states its globs hold, so the spec is refused, at the line of the
 * list, when that product could pass GLOB_WORK_BUDGET: validating and planning then cost a bounded time.
 */
export function globCostFinding(spec: EvalSpec, skills: InstalledPaths, line: number): Diagnostic | undefined {
  const globs = spec.sandbox.forbiddenFiles;
  if (globs.length === 0) return undefined;
  const paths = dependencyClosure(spec.skills, (n) => skills.directDependencies(n)).flatMap((n) => skills.paths(n));
  const cost = globCost(globs, paths, GLOB_WORK_BUDGET);
  if (cost <= GLOB_WORK_BUDGET) return undefined;
  const budget = GLOB_WORK_BUDGET.toLocaleString('en-US');
  return diagnostic(
    'eval-spec-glob-cost',
    spec.file,
    `\`sandbox.forbidden_files\`: matching its ${globs.length} globs against the ${paths.length} paths ` +
      `of the skills this spec installs could take more than ${budget} steps (the longer a glob and a path, ` +
      'the more), so caliper refuses the spec. ' +
      'Use fewer, shorter globs with a literal part (`answers/`, `*.key`): a path without it is ruled out at once.',
    { line },
  );
}
