import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';

export const BODY_MAX_LINES = 500;
export const BODY_MAX_TOKENS = 5000;

const WHEN_TO_USE = /\b(use (this|it|when|whenever|for|to|if|on|after|before)|used (when|for|to)|when (the user|a user|you|asked|working|the task|editing|writing|creating|handling)|whenever|trigger|if the user|invoke (when|for))\b/i;

/** Advice that makes a skill easier for an agent to choose and cheaper to load. */
export function checkQuality(skill: SkillRecord): Diagnostic[] {
  const out: Diagnostic[] = [];
  const d = skill.description;
  if (d !== undefined && d.trim() !== '') {
    const line = { line: skill.lineOf(['description']) };
    if (!WHEN_TO_USE.test(d)) {
      out.push(
        diagnostic('description-when-to-use', skill.file, 'The description says what the skill does but not when to use it. Add a clause such as "Use when the user asks to …": agents choose skills by it.', line),
      );
    }
    if (/[<>]/.test(d)) {
      out.push(
        diagnostic('description-angle-brackets', skill.file, 'The description contains `<` or `>`; agents receive it inside an XML skill listing, where it can break the markup. Rephrase without them.', line),
      );
    }
  }
  if (skill.frontmatter) {
    const lines = skill.body.split('\n').length;
    const tokens = Math.round(skill.body.length / 4);
    if (lines > BODY_MAX_LINES || tokens > BODY_MAX_TOKENS) {
      out.push(
        diagnostic('body-too-long', skill.file, `The body is ${lines} lines (~${tokens} tokens); keep it under ${BODY_MAX_LINES} lines and ~${BODY_MAX_TOKENS} tokens and move detail into references/ files the agent reads on demand.`, {
          line: skill.bodyStartLine,
        }),
      );
    }
  }
  return out;
}
