import { realpathSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import { NEVER_INSTALLED } from '../layout.js';
import type { Reference } from '../references.js';
import type { SkillRecord } from '../skill.js';
import { isInside } from '../skillFiles.js';
import type { RepositoryLayout } from './referenceLayout.js';

export interface Scope {
  root: string;
  skill: SkillRecord;
  layout: RepositoryLayout;
  realDir: string;
  absPluginRoot: string | undefined;
  absProjectRoot: string | undefined;
  /** Real paths of the plugin and project roots, looked up once each. */
  realPaths: Map<string, string>;
}

/** What a reference that resolves outside the skill folder (or to a never-installed file in it) leads to. */
export function foundOutside(scope: Scope, ref: Reference, abs: string, viaMention: string | undefined): Outcome {
  const { root, skill, layout, realDir, absPluginRoot, absProjectRoot } = scope;
  const isLink = ref.kind === 'link';
  const line = ref.line;
  const realOf = (dir: string) =>
    scope.realPaths.get(dir) ?? scope.realPaths.set(dir, realpathSync.native(dir)).get(dir)!;
  const real = realpathSync.native(abs);
  if (isInside(realDir, real)) {
    const inner = path.relative(realDir, real).split(path.sep);
    if (!inner.some((segment) => NEVER_INSTALLED.includes(segment))) return { kind: 'none' };
    return {
      kind: 'diagnostic',
      diagnostic: diagnostic(
        'reference-unresolved',
        skill.file,
        `\`${ref.target}\` is never installed with the skill (eval specs, ` +
          `.caliper/ and .git/ stay out of the sandbox).`,
        { line },
      ),
    };
  }
  const owner =
    (viaMention !== undefined ? [...layout.realDirOf].find(([other]) => other.name === viaMention) : undefined) ??
    [...layout.realDirOf]
      .filter(([other, otherReal]) => other !== skill && isInside(otherReal, real))
      .sort((a, b) => b[1].length - a[1].length)[0];
  if (owner && isInside(owner[1], real)) return { kind: 'dependency', name: owner[0].name };
  if (absPluginRoot !== undefined && isInside(realOf(absPluginRoot), real)) return { kind: 'plugin-file' };
  if (absProjectRoot !== undefined && isInside(realOf(absProjectRoot), real)) {
    if (!isLink) return { kind: 'none' };
    const message =
      `\`${ref.target}\` resolves to ${rel(root, abs)}, a file of the ` +
      `project this skill belongs to: an agent working in the project finds ` +
      `it, but it is missing wherever the skill is installed alone (an eval ` +
      `sandbox, another project). Move it into the skill folder if the skill ` +
      `needs it.`;
    return {
      kind: 'diagnostic',
      diagnostic: diagnostic('reference-outside-skill', skill.file, message, { line, severity: 'warning' }),
    };
  }
  const where = isInside(layout.realRoot, real) ? `${rel(root, abs)}, outside any skill` : 'outside the repository';
  const message =
    `\`${ref.target}\` resolves to ${where}; it would be missing when the ` +
    `skill is installed. Move the file into the skill folder.`;
  return {
    kind: 'diagnostic',
    diagnostic: diagnostic(
      'reference-outside-skill',
      skill.file,
      message,
      isLink ? { line } : { line, severity: 'warning' },
    ),
  };
}

/** What a target resolved to, the first time it was met. */
export interface Resolved {
  abs: string | undefined;
  viaMention: string | undefined;
  bases: string[];
  /** Its spelling on disk when it differs only in case; `null`: looked for, not there. */
  caseOnly?: string | null;
  outcome?: Outcome;
}

export type Outcome =
  | { kind: 'none' }
  | { kind: 'plugin-file' }
  | { kind: 'dependency'; name: string }
  | { kind: 'diagnostic'; diagnostic: Diagnostic };

export function rel(root: string, abs: string): string {
  return path.relative(root, abs).split(path.sep).join('/');
}
