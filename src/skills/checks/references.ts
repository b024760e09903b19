import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import { NEVER_INSTALLED } from '../layout.js';
import { plainSkillTree } from '../skillTree.js';
import { cleanTarget, extractReferences } from '../references.js';
import type { SkillRecord } from '../skill.js';
import { isInside, type SkillFileEntry } from '../skillFiles.js';

/** Folder names the Agent Skills spec suggests; a path starting with one is meant as a skill file. */
const SKILL_SUBFOLDERS = new Set(['references', 'scripts', 'assets', 'templates']);

export interface ReferenceResult {
  diagnostics: Diagnostic[];
  /** Names of other skills this skill's references land in. */
  dependencies: string[];
}

/** What reference resolution needs to know about the whole repository; built once per run. */
export interface RepositoryLayout {
  realRoot: string;
  skills: readonly SkillRecord[];
  realDirOf: Map<SkillRecord, string>;
  /** Folder names of the skills in each parent folder (absolute path). */
  folderNamesByParent: Map<string, Set<string>>;
}

export function repositoryLayout(root: string, skills: readonly SkillRecord[]): RepositoryLayout {
  const folderNamesByParent = new Map<string, Set<string>>();
  for (const s of skills) {
    const parent = path.dirname(path.join(root, s.dir));
    folderNamesByParent.set(parent, (folderNamesByParent.get(parent) ?? new Set()).add(s.folderName));
  }
  return {
    realRoot: realpathSync.native(root),
    skills,
    realDirOf: new Map(skills.map((s) => [s, realpathSync.native(path.join(root, s.dir))])),
    folderNamesByParent,
  };
}

/**
 * Resolve every link and path a SKILL.md mentions. A reference must stay in the skill or land in another
 * skill of the repository (a dependency the eval installs too); anything else would be missing once the
 * skill is installed alone.
 */
export function checkReferences(root: string, skill: SkillRecord, layout: RepositoryLayout, files: readonly SkillFileEntry[]): ReferenceResult {
  const absDir = path.join(root, skill.dir);
  const { realRoot } = layout;
  const realDir = layout.realDirOf.get(skill)!;
  const entries = new Set(files.filter((f) => !f.rel.includes('/')).map((f) => f.rel));
  const parentDir = path.dirname(absDir);
  const siblings = layout.folderNamesByParent.get(parentDir) ?? new Set<string>();

  const diagnostics: Diagnostic[] = [];
  const dependencies = new Set<string>();
  const seen = new Set<string>();
  const inPlainTree = plainSkillTree(absDir, files);

  for (const ref of extractReferences(skill.body, skill.bodyStartLine)) {
    const target = cleanTarget(ref.target);
    if (target === undefined || seen.has(target)) continue;
    const first = target.split('/')[0]!;
    const line = { line: ref.line };
    if (ref.kind === 'name') {
      // A bare name is only ours when the skill has it; we flag the one mistake we can be sure of.
      seen.add(target);
      const caseOnly = entries.has(target) ? undefined : findIgnoringCase(absDir, target);
      if (caseOnly) diagnostics.push(caseMismatch(skill, target, caseOnly, line));
      continue;
    }
    let base: string;
    if (ref.kind === 'link' || first === '.' || first === '..' || entries.has(first) || SKILL_SUBFOLDERS.has(first)) base = absDir;
    else if (siblings.has(first) && first !== skill.folderName) base = parentDir;
    else continue; // a path in the user's project, not in the skill
    seen.add(target);

    const abs = path.resolve(base, target);
    if (inPlainTree(abs)) continue; // a file of this skill the walk saw: it exists, and it is installed
    if (!existsSync(abs)) {
      const caseOnly = findIgnoringCase(base, target);
      diagnostics.push(
        caseOnly
          ? caseMismatch(skill, target, caseOnly, line)
          : diagnostic('reference-unresolved', skill.file, `\`${target}\` does not exist (looked for ${rel(root, abs)}). Fix the path or add the file to the skill folder.`, line),
      );
      continue;
    }
    const real = realpathSync.native(abs);
    if (isInside(realDir, real)) {
      const inner = path.relative(realDir, real).split(path.sep);
      if (inner.some((segment) => NEVER_INSTALLED.includes(segment))) {
        diagnostics.push(diagnostic('reference-unresolved', skill.file, `\`${target}\` is never installed with the skill (eval specs, .caliper/ and .git/ stay out of the sandbox).`, line));
      }
      continue;
    }
    const owner = [...layout.realDirOf]
      .filter(([other, otherReal]) => other !== skill && isInside(otherReal, real))
      .sort((a, b) => b[1].length - a[1].length)[0];
    if (owner) {
      dependencies.add(owner[0].name);
      continue;
    }
    const where = isInside(realRoot, real) ? `${rel(root, abs)}, outside any skill` : 'outside the repository';
    diagnostics.push(
      diagnostic('reference-outside-skill', skill.file, `\`${target}\` resolves to ${where}; it would be missing when the skill is installed. Move the file into the skill folder.`, line),
    );
  }
  return { diagnostics, dependencies: [...dependencies].sort() };
}

/** The path as it is really spelled on disk, when it exists only in another letter case. */
function findIgnoringCase(base: string, target: string): string | undefined {
  let dir = base;
  const found: string[] = [];
  for (const segment of target.split('/')) {
    if (segment === '.' || segment === '..') {
      dir = path.resolve(dir, segment);
      found.push(segment);
      continue;
    }
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return undefined;
    }
    const match = names.find((n) => n === segment) ?? names.find((n) => n.toLowerCase() === segment.toLowerCase());
    if (match === undefined) return undefined;
    found.push(match);
    dir = path.join(dir, match);
  }
  const spelled = found.join('/');
  return spelled === target ? undefined : spelled;
}

function caseMismatch(skill: SkillRecord, target: string, actual: string, line: { line: number }): Diagnostic {
  return diagnostic(
    'reference-unresolved',
    skill.file,
    `\`${target}\` is spelled \`${actual}\` on disk. Linux runners and sandboxes are case-sensitive, so the agent cannot open it: use the exact name.`,
    line,
  );
}

function rel(root: string, abs: string): string {
  return path.relative(root, abs).split(path.sep).join('/');
}
