import type { HeldOutTest } from '../tune/heldOut.js';
import { mdCode, mdSuggestion } from './escape.js';
import { heldOutClause, heldOutLines } from './tuneSuggestion.js';

/** Lines `startLine`..`line` of the head's SKILL.md (one line when startLine is undefined) → `text`. */
export interface SuggestedChange {
  startLine: number | undefined;
  line: number;
  text: string;
}

const MARKER = /^<!-- caliper:tune-suggestion skill=([^ ]+) -->\n/;

/** The hidden first line of a review comment that carries a skill's suggested description. */
export function reviewMarker(skill: string): string {
  // encodeURIComponent leaves no space, `<` or `>`: the name cannot end the marker or open another.
  return `<!-- caliper:tune-suggestion skill=${encodeURIComponent(skill)} -->`;
}

/** The skill a review comment's marker names; only its first line counts, never text further down. */
export function markedSkill(body: string): string | undefined {
  const m = MARKER.exec(body);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return undefined;
  }
}

/**
 * The change description.patch makes, as a suggestion can carry it: the run of lines it removes (the
 * description as it is, one line or a block scalar's several) and the one line it adds. Undefined for a
 * patch of any other shape (then the diff block in the sticky comment is the only place it is offered):
 * one hunk of context, removed lines, one added line, context, after the three header lines.
 */
export function suggestedChange(patch: string): SuggestedChange | undefined {
  const lines = patch.replace(/\n$/, '').split('\n');
  const oldStart = /^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@$/.exec(lines[3] ?? '')?.[1];
  const body = lines.slice(4);
  // One character per line: ' ' context, '-' removed, '+' added, '\\' "No newline at end of file".
  const shape = body.map((l) => l[0] ?? '').join('');
  if (oldStart === undefined || !/^[ \\]*-[-\\]*\+\\?[ \\]*$/.test(shape)) return undefined;
  const before = body.slice(0, shape.indexOf('-')).filter((l) => l.startsWith(' ')).length;
  const first = Math.max(1, Number(oldStart)) + before;
  const removed = body.filter((l) => l.startsWith('-')).length;
  const text = body.find((l) => l.startsWith('+'))!.slice(1);
  return { startLine: removed > 1 ? first : undefined, line: first + removed - 1, text };
}

/**
 * The review comment's body: the marker, the held-out test in caliper's words (figures are numbers; a
 * CLI's name is escaped), and the suggestion. Undefined when the suggested line cannot be put in a
 * suggestion block as it stands (mdSuggestion says why): it is then offered only as the sticky comment's diff.
 */
export function reviewBody(skill: string, change: SuggestedChange, test: HeldOutTest): string | undefined {
  const block = mdSuggestion(change.text);
  if (block === undefined || !/^description\s*:/.test(change.text)) return undefined;
  return [
    reviewMarker(skill),
    `**caliper tune** for ${mdCode(skill)}: ${heldOutClause(test)}.`,
    '',
    block,
    '',
    ...heldOutLines(test),
    '',
    'A suggestion, not a gate: commit it here, or `git apply` `tune/SKILL/description.patch` from the ' +
      'results artifact (docs/tuning.md).',
    '',
  ].join('\n');
}
