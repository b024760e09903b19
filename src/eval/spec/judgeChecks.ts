import type { Check } from './types.js';

export const DEFAULT_VOTES = 3;
export const DEFAULT_JUDGE_MAX_CHARS = 20_000;

/** A `judge:` entry as the check the runner runs: `on` defaulting to the final answer, and the defaults filled. */
export function judgeCheck(v: { rubric: string; on?: string; votes?: number; max_chars?: number }): Check {
  const on =
    v.on === undefined || v.on === 'output' ? { kind: 'output' as const } : { kind: 'file' as const, path: v.on };
  return {
    kind: 'judge',
    rubric: v.rubric,
    on,
    votes: v.votes ?? DEFAULT_VOTES,
    maxChars: v.max_chars ?? DEFAULT_JUDGE_MAX_CHARS,
  };
}

export interface JudgeFinding {
  rule: 'eval-spec-judge';
  severity: 'error' | 'warning';
  message: string;
}

/**
 * What is wrong with a rubric before any agent runs: one of only white space or punctuation grades
 * nothing, and one holding the tag that ends the rubric in the judge's instructions (`</rubric>`) would
 * end it early; an even number of votes can tie, and a tie fails (a warning).
 */
export function judgeFindings(check: Check, where: string): JudgeFinding[] {
  if (check.kind === 'not') return judgeFindings(check.check, where);
  if (check.kind !== 'judge') return [];
  const out: JudgeFinding[] = [];
  if (!/[\p{L}\p{N}]/u.test(check.rubric))
    out.push({
      rule: 'eval-spec-judge',
      severity: 'error',
      message: `${where}: the rubric has no words, so a judge has nothing to grade by. Say what a good answer does.`,
    });
  if (/<\/?rubric>/i.test(check.rubric))
    out.push({
      rule: 'eval-spec-judge',
      severity: 'error',
      message:
        `${where}: the rubric holds \`<rubric>\` or \`</rubric>\`, the tags ` +
        `that frame it in the judge's instructions. Reword it without them.`,
    });
  if (check.votes % 2 === 0)
    out.push({
      rule: 'eval-spec-judge',
      severity: 'warning',
      message: `${where}: ${check.votes} votes can tie, and a tie fails. Use an odd number, like 3.`,
    });
  return out;
}

/** At most this many judge calls for one trial of a case: each vote is one model call, made after the agent's run. */
export const MAX_VOTES_PER_CASE = 27;

/** The votes of a case's judge checks together, past what one trial may spend on judging (an error). */
export function caseVotesFinding(checks: readonly Check[], where: string): JudgeFinding | undefined {
  const votes = checks.reduce((n, c) => n + (c.kind === 'judge' ? c.votes : 0), 0);
  if (votes <= MAX_VOTES_PER_CASE) return undefined;
  return {
    rule: 'eval-spec-judge',
    severity: 'error',
    message:
      `${where}: its judge checks ask for ${votes} votes, each a model call ` +
      `in every trial; at most ${MAX_VOTES_PER_CASE} are allowed. Merge ` +
      `rubrics, or use fewer votes.`,
  };
}
