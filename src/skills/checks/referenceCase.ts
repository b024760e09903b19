import { readdirSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';
import type { SkillFileEntry } from '../skillFiles.js';

/** The path as it is really spelled on disk, when it exists only in another letter case. */
export function findIgnoringCase(base: string, target: string): string | undefined {
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

/**
 * The skill's own paths by lower case, from the walk (no file-system call): `misspelled('scripts/Build.py')`
 * is `scripts/build.py` when only that exists. Paths that leave the skill (`../x`) are not its files.
 */
export function skillCaseIndex(files: readonly SkillFileEntry[]): { misspelled(target: string): string | undefined } {
  const exact = new Set(files.map((f) => f.rel));
  const byLowerCase = new Map<string, string>();
  for (const f of files) if (!byLowerCase.has(f.rel.toLowerCase())) byLowerCase.set(f.rel.toLowerCase(), f.rel);
  return {
    misspelled(target) {
      const rel = path.posix.normalize(target).replace(/\/+$/, '');
      if (rel === '..' || rel.startsWith('../') || exact.has(rel) || exact.has(`${rel}.md`)) return undefined;
      const actual = byLowerCase.get(rel.toLowerCase());
      return actual !== undefined && actual !== rel ? actual : undefined;
    },
  };
}

/**
 * The file is there in another letter case: an error wherever it is written, with the fix that gives the
 * reference the file's real name (the rest of what is written, `./` or a fragment, kept).
 */
export function caseMismatch(skill: SkillRecord, target: string, actual: string, line: number): Diagnostic {
  const message =
    `\`${target}\` is spelled \`${actual}\` on disk. Linux runners and ` +
    `sandboxes are case-sensitive, so the agent cannot open it: use the ` +
    `exact name (\`caliper validate --fix\` does).`;
  const to = respelled(target, actual);
  return to === undefined
    ? diagnostic('reference-unresolved', skill.file, message, { line })
    : diagnostic('reference-unresolved', skill.file, message, {
        line,
        fix: { kind: 'respell-reference', file: skill.file, line, from: target, to },
      });
}

/**
 * `./scripts/Build.py` with the real name `scripts/build.py`: `./scripts/build.py`; undefined when they differ in more
 * than case.
 */
function respelled(target: string, actual: string): string | undefined {
  const lower = target.toLowerCase();
  if (!lower.endsWith(actual.toLowerCase())) return undefined;
  const to = target.slice(0, target.length - actual.length) + actual;
  return to === target ? undefined : to;
}
