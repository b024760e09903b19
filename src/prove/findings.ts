import type { Check } from '../eval/spec/types.js';
import { diagnostic, type Diagnostic } from '../skills/diagnostic.js';

/** Where a finding is: the spec file, the check's line, and how a person names the check. */
export interface CheckSite {
  file: string;
  line: number;
  /** "Case `id`, check 3". */
  where: string;
  label: string;
  check: Check;
}

const scripted = (check: Check) => (check.kind === 'judge' ? ", as caliper's scripted judge grades it" : '');

/** The check passes on the empty run: it cannot fail. */
export function passesEmpty(site: CheckSite): Diagnostic {
  const message =
    `${site.where} (\`${site.label}\`) passes on the empty run (the fixtures as they are, no skill chosen, ` +
    `no tool called, an empty answer${scripted(site.check)}), so it cannot fail: ${hint(site.check)}`;
  return diagnostic('check-cannot-fail', site.file, message, { line: site.line });
}

/** The check passes on the reference run and on every mutant of it: it detects none of what a correct run does. */
export function passesMutants(site: CheckSite, reference: string, lacks: readonly string[]): Diagnostic {
  const message =
    `${site.where} (\`${site.label}\`) passes on the reference run \`${reference}\` and on every mutant of it ` +
    `(${shownLacks(lacks)}${scripted(site.check)}), so it detects nothing a correct run does: ` +
    'check a file the agent must write, or what its answer must say.';
  return diagnostic('check-cannot-fail', site.file, message, { line: site.line });
}

/** The check fails on the reference run: a correct run cannot pass it. */
export function failsReference(site: CheckSite, reference: string, reason: string): Diagnostic {
  const message =
    `${site.where} (\`${site.label}\`) fails on the reference run \`${reference}\` (the files and answer a ` +
    (`correct run ends with${scripted(site.check)}): ${reason}. So it ` +
      `cannot pass: fix the check, or the reference if it is wrong.`);
  return diagnostic('check-cannot-pass', site.file, message, { line: site.line });
}

const shownLacks = (lacks: readonly string[]) =>
  lacks.length <= 5 ? lacks.join('; ') : `${lacks.slice(0, 5).join('; ')}; and ${lacks.length - 5} more`;

function hint(check: Check): string {
  switch (check.kind) {
    case 'file_exists':
    case 'file_contains':
      return 'the fixtures already hold what it looks for. Check a file the agent must write, or what it must change.';
    case 'not':
      return 'what it negates never happens without the agent. Check what the agent must do instead.';
    case 'command':
      return 'it exits 0 before the agent did anything. Make it test what the agent must produce.';
    case 'judge':
      return (
        'the rubric only rules things out, or the file it grades is a fixture. ' +
        'Quote a phrase a good answer must hold.'
      );
    default:
      return 'it holds before the agent did anything. Make it test what the agent must produce.';
  }
}
