import path from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { Reference } from '../references.js';
import type { SkillRecord } from '../skill.js';
import { rel } from './referenceOutcome.js';

/** `sibling`: the sibling skill the path leads into, which lacks the file. */
export function missingInstructed(
  skill: SkillRecord,
  target: string,
  line: number,
  looked: string,
  instruction: string,
  sibling: string | undefined,
): Diagnostic {
  const where = sibling === undefined ? '' : `, in the skill \`${sibling}\` beside this one`;
  return diagnostic(
    'reference-unresolved',
    skill.file,
    `\`${target}\` does not exist (looked for ${looked}${where}), yet the ` +
      `text tells the agent to open or run it (${instruction}). Add the file ` +
      `or fix the path.`,
    { line },
  );
}

export function unconfirmed(
  root: string,
  skill: SkillRecord,
  ref: Reference,
  bases: readonly string[],
  line: { line: number },
): Diagnostic {
  const looked = bases.map((b) => rel(root, path.resolve(b, ref.target)) || '.').join(' or ');
  return diagnostic(
    'reference-unconfirmed',
    skill.file,
    `\`${ref.target}\` reads like a file of the skill, but there is none ` +
      `(looked for ${looked}). caliper could not confirm it is meant as one: ` +
      `if it is, add it or fix the path; if it is a file of the user's ` +
      `project or an example, ignore this warning or turn the rule off.`,
    line,
  );
}

/**
 * A missing file the text names in passing is only a warning, unless another line links it or gives it
 * as an instruction: then it is certainly meant, and every line that names it is reported as an error.
 */
export function confirmRepeats(
  diagnostics: Diagnostic[],
  unconfirmedAt: readonly { target: string; at: number }[],
  certainlyMissing: ReadonlyMap<string, { line: number; why: string; lines: Set<number> }>,
): Diagnostic[] {
  const dropped = new Set<number>();
  for (const { target, at } of unconfirmedAt) {
    const certain = certainlyMissing.get(target);
    if (certain === undefined) continue;
    const d = diagnostics[at]!;
    // A line that already has the error for this file needs no second one.
    if (certain.lines.has(d.line!)) dropped.add(at);
    else
      diagnostics[at] = diagnostic(
        'reference-unresolved',
        d.file,
        `\`${target}\` does not exist; line ${certain.line} ${certain.why}, so ` +
          `it is meant here too. Add the file or fix the path.`,
        { line: d.line },
      );
  }
  return dropped.size === 0 ? diagnostics : diagnostics.filter((_, i) => !dropped.has(i));
}

/** One finding per line and message: a line that names a missing file twice is one mistake. */
export function distinct(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.rule}\0${d.line}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
