import type { CaseSummary, SkillBackendResult } from './types.js';

/**
 * A check of a case whose outcome did not depend on the skill: it passed (or failed) every graded trial
 * of both arms. */
export interface SameInBothArms {
  caseId: string;
  label: string;
  outcome: 'passes' | 'fails';
}

/**
 * The checks of a row's baseline cases that pass in every graded trial with the skill and in every one
 * without it (or fail in all of both): on the trials run, they do not tell the two arms apart, so they
 * do not measure the skill. Only all-or-nothing counts (3 of 5 in both arms may be chance), and only
 * checks both arms graded; errors are in no rate.
 */
export function sameInBothArms(result: Pick<SkillBackendResult, 'cases' | 'lift'>): SameInBothArms[] {
  if (!result.lift) return [];
  const withSkill = new Map(result.cases.map((c) => [c.id, c]));
  return result.lift.cases.flatMap((without) => {
    const withCase = withSkill.get(without.id);
    return withCase ? sameChecks(withCase, without) : [];
  });
}

function sameChecks(withCase: CaseSummary, without: CaseSummary): SameInBothArms[] {
  const skillArm = new Map(withCase.checks.map((c) => [c.label, c]));
  return without.checks.flatMap((b) => {
    const s = skillArm.get(b.label);
    if (!s) return [];
    const outcome = allOne(s) ?? undefined;
    return outcome !== undefined && outcome === allOne(b) ? [{ caseId: without.id, label: b.label, outcome }] : [];
  });
}

/** `passes` when every graded trial passed, `fails` when every one failed, else undefined (or none graded). */
function allOne(c: { passes: number; failures: number }): 'passes' | 'fails' | undefined {
  if (c.passes + c.failures === 0) return undefined;
  if (c.failures === 0) return 'passes';
  return c.passes === 0 ? 'fails' : undefined;
}

/** How every reader is told: each check by `code` (its label), its case by `name`, in the medium's own escaping. */
export function sameInBothArmsText(
  found: readonly SameInBothArms[],
  code: (s: string) => string,
  name: (s: string) => string,
  max = 3,
): string {
  const how = (f: SameInBothArms) =>
    f.outcome === 'passes' ? 'passes without the skill too' : 'fails with the skill too';
  const said = found.slice(0, max).map((f) => `${code(f.label)} (case ${name(f.caseId)}) ${how(f)}`);
  const more = found.length > max ? `, and ${found.length - max} more check(s)` : '';
  return `${said.join('; ')}${more}: ${found.length === 1 ? 'it does' : 'they do'} not measure the skill`;
}
