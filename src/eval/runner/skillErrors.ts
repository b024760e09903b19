import { compareStrings } from '../../util/strings.js';
import type { ValidationReport } from '../../skills/validateRepository.js';

/** A skill's own validation errors: those in files of its folder (its SKILL.md, its spec, its other files). */
export interface OwnErrors {
  count: number;
  /** Errors per file, the file relative to the skill's folder, in the report's order. */
  byFile: ReadonlyMap<string, number>;
}

/**
 * Each skill's own errors, by name. A file belongs to the innermost skill folder holding it, so a nested
 * skill's errors are its own, not its parent's. Errors outside every skill folder belong to none.
 */
export function ownErrorsBySkill(report: ValidationReport): Map<string, OwnErrors> {
  // Innermost first: the longest path that holds the file wins.
  const folders = [...report.skills].sort((a, b) => b.path.length - a.path.length);
  const out = new Map<string, { count: number; byFile: Map<string, number> }>();
  for (const d of report.diagnostics) {
    if (d.severity !== 'error') continue;
    const owner = folders.find((s) => s.path === '' || d.file === s.path || d.file.startsWith(`${s.path}/`));
    if (!owner) continue;
    const rel = owner.path === '' ? d.file : d.file.slice(owner.path.length + 1) || d.file;
    const entry = out.get(owner.name) ?? { count: 0, byFile: new Map<string, number>() };
    entry.count++;
    entry.byFile.set(rel, (entry.byFile.get(rel) ?? 0) + 1);
    out.set(owner.name, entry);
  }
  return out;
}

/** "2 errors in SKILL.md", "3 errors (2 in SKILL.md, 1 in .eval.yaml)". */
export function errorsText(errors: OwnErrors): string {
  const noun = errors.count === 1 ? 'error' : 'errors';
  const files = [...errors.byFile];
  if (files.length === 1) return `${errors.count} ${noun} in ${files[0]![0]}`;
  const shown = files.slice(0, 3).map(([file, n]) => `${n} in ${file}`);
  return `${errors.count} ${noun} (${shown.join(', ')}${files.length > 3 ? `, ${files.length - 3} more file(s)` : ''})`;
}

/** Why a skill with a spec is not evaluated: its own errors (the plan says "not evaluated: NAME: …"). */
export const notEvaluatedReason = (errors: OwnErrors) => `${errorsText(errors)}; run caliper validate to see them`;

/**
 * The plan's warning on a dependent: its dependencies with errors are installed as they are, as users get
 * them. The text does not name the dependent, so the plan can say it once for every skill that shares it.
 */
export function dependencyWarning(flawed: ReadonlyMap<string, OwnErrors>): string {
  const named = [...flawed]
    .sort(([a], [b]) => compareStrings(a, b))
    .map(([name, errors]) => `${name} (${errorsText(errors)})`);
  return (
    `dependencies installed with errors of their own, as users would get ` +
    `them: ${named.join(', ')}; run caliper validate to see them`
  );
}
