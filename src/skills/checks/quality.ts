import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';

export const BODY_MAX_LINES = 500;
export const BODY_MAX_TOKENS = 5000;

/**
 * A clause that says when to use the skill, in the many ways real descriptions put it ("Use when …",
 * "When Claude needs to …", "Use immediately after …", "Load this when …", "Triggers on …").
 */
const USE_VERBS = 'use|used|load|invoke|activate|consult';
const USE_LINKS = 'for|to|if|on|after|before|during|while|in|with|whenever';
/** "use it for", "load this skill when": a verb of use, then within 30 characters a word that says when. */
const USE_CLAUSE = String.raw`(${USE_VERBS})\b[\w\s,]{0,30}?\b(${USE_LINKS})\b`;
const WHEN_TO_USE = new RegExp(
  String.raw`\b(when(ever)?|if the user|if asked|${USE_CLAUSE}|trigger(s|ed)?\b|proactively)`,
  'i',
);

/** Advice that makes a skill easier for an agent to choose and cheaper to load. */
export function checkQuality(skill: SkillRecord): Diagnostic[] {
  const out: Diagnostic[] = [];
  const d = skill.description;
  if (d !== undefined && d.trim() !== '') {
    const line = { line: skill.lineOf(['description']) };
    // A skill the model never picks on its own (the user runs it) needs no when-to-use clause, and Claude
    // Code's `when_to_use:` field is one, listed after the description.
    if (!skill.disableModelInvocation && !hasWhenToUseField(skill) && !WHEN_TO_USE.test(d)) {
      out.push(
        diagnostic(
          'description-when-to-use',
          skill.file,
          'The description says what the skill does but not when to use it. Add ' +
            'a clause such as "Use when the user asks to …": agents choose skills ' +
            'by it.',
          line,
        ),
      );
    }
    if (/[<>]/.test(d)) {
      out.push(
        diagnostic(
          'description-angle-brackets',
          skill.file,
          'The description contains `<` or `>`; agents receive it inside an XML ' +
            'skill listing, where it can break the markup. Rephrase without them.',
          line,
        ),
      );
    }
  }
  if (skill.frontmatter) {
    const lines = lineCount(skill.body);
    const tokens = Math.round(skill.body.length / 4);
    const overLines = lines > BODY_MAX_LINES;
    const overTokens = tokens > BODY_MAX_TOKENS;
    if (overLines || overTokens) {
      // Say what was measured and over: a body of 300 long lines is over in tokens, not in lines.
      const measured = [
        overLines && `${lines} lines (limit ${BODY_MAX_LINES})`,
        overTokens && `about ${tokens} tokens (limit ${BODY_MAX_TOKENS}, counted as characters / 4)`,
      ]
        .filter(Boolean)
        .join(' and ');
      out.push(
        diagnostic(
          'body-too-long',
          skill.file,
          `The body is ${measured}; it is loaded whole when the skill is chosen. ` +
            `Move detail into references/ files the agent reads on demand.`,
          {
            line: skill.bodyStartLine,
          },
        ),
      );
    }
  }
  return out;
}

function hasWhenToUseField(skill: SkillRecord): boolean {
  const field = skill.frontmatter?.['when_to_use'];
  return typeof field === 'string' && field.trim() !== '';
}

/** How many lines `text` has, counted without splitting it (`split` made a string per line). */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}
