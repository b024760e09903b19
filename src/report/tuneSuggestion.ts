import type { HeldOutTest, Pooled } from '../tune/heldOut.js';
import { mdCode, mdFenced, mdText } from './escape.js';

/** What `tune: true` offers on a pull request: an accepted description of a skill, or why none is offered. */
export type TuneSuggestion =
  | {
      kind: 'accepted';
      skill: string;
      /** The SKILL.md, relative to the repository root, and the line of its `description:`. */
      skillFile: string;
      line: number | undefined;
      /** `git apply`-able: the description line as it is → as caliper tune suggests it. */
      patch: string;
      test: HeldOutTest;
    }
  | { kind: 'kept'; skill: string; reason: string };

/** Said in the comment when the suggestions would crowd out the table. */
export const TUNE_IN_SUMMARY =
  '### caliper tune: suggested descriptions\n\nIn the job summary (too long for the comment).\n';

const percent = (p: Pooled) => (p.trials === 0 ? '—' : `${Math.round((100 * p.successes) / p.trials)}%`);
const pooled = (p: Pooled) => `${p.successes}/${p.trials} (${percent(p)})`;
const pValue = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);

/** Why the description is offered: its held-out test, in caliper's words and figures only. */
export function heldOutClause(test: HeldOutTest): string {
  return (
    'a description that did better on held-out cases it was never tuned on ' +
    `(activation rose ${pValue(test.activationRises)}, false activation fell ${pValue(test.falseActivationFalls)})`
  );
}

/** One list item per CLI: its held-out rates before → after (the CLI's name escaped: it comes from results). */
export function heldOutLines(test: HeldOutTest): string[] {
  return test.byBackend.map(
    (b) =>
      `- ${mdText(b.backend)}: held-out activation ${pooled(b.before.activation)} → ` +
      `${pooled(b.after.activation)}, false activation ${pooled(b.before.falseActivation)} → ` +
      `${pooled(b.after.falseActivation)}`,
  );
}

/**
 * The comment's part for the suggestions: each accepted description as a change to the `description:`
 * line (a diff block, escaped by mdFenced: the old line is the PR's text, the new one a model's), with
 * its held-out figures per CLI; the skills tuned without a better description, one line each.
 */
export function tuneMarkdown(
  suggestions: readonly TuneSuggestion[],
  onTheLine: ReadonlyMap<string, string> = new Map(),
): string {
  if (suggestions.length === 0) return '';
  const out = ['### caliper tune: suggested descriptions', ''];
  for (const s of suggestions) {
    if (s.kind === 'kept') {
      out.push(`- ${mdCode(s.skill)}: ${mdText(s.reason)}`, '');
      continue;
    }
    const where = `${mdCode(s.skillFile)}${s.line !== undefined ? ` line ${s.line}` : ''}`;
    out.push(
      `${mdCode(s.skill)}: ${heldOutClause(s.test)}. Suggested change to ${where}:`,
      '',
      mdFenced(s.patch, 'diff'),
      '',
      ...onTheLineNote(onTheLine.get(s.skill)),
      ...heldOutLines(s.test),
      '',
    );
  }
  out.push(
    'A suggestion, not a gate: `git apply` the patch (in the results artifact, `tune/SKILL/description.patch`), ' +
      'or run `caliper tune --apply` (docs/tuning.md).',
  );
  return `${out.join('\n')}\n`;
}

/** The line that points at the review comment holding the same change as a one-click suggestion. */
function onTheLineNote(url: string | undefined): string[] {
  // GitHub's own URL for the review comment; anything else is not linked.
  if (url === undefined || !/^https:\/\/[^\s()<>[\]]+$/.test(url)) return [];
  return [`Also [suggested on the \`description:\` line](${url}), to commit with one click.`, ''];
}
