import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';

export const BODY_MAX_LINES = 500;
export const BODY_MAX_TOKENS = 5000;
/** Word-set Jaccard similarity above which two descriptions are flagged as competing. */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;

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

const STOP_WORDS = new Set('a an and are as at be by for from how in into is it its of on or that the this to use used uses using when with you your user users'.split(' '));

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !STOP_WORDS.has(w)));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Pairs of skills whose descriptions are nearly the same: they compete for the same prompts.
 * A set-similarity join with prefix filtering: two sets can reach the threshold only if they share one
 * of their rarest `|s| - ceil(t·|s|) + 1` words, so only those pairs are compared. Exact, and far from
 * quadratic on real repositories.
 */
export function checkNearDuplicateDescriptions(skills: readonly SkillRecord[]): Diagnostic[] {
  const described = skills.filter((s) => s.description && s.description.trim() !== '').map((s) => ({ skill: s, words: words(s.description!) }));
  const frequency = new Map<string, number>();
  for (const d of described) for (const w of d.words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const byRarity = (a: string, b: string) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : a > b ? 1 : 0);

  const index = new Map<string, number[]>();
  const out: Diagnostic[] = [];
  described.forEach((b, j) => {
    const sorted = [...b.words].sort(byRarity);
    const prefix = sorted.slice(0, sorted.length - Math.ceil(NEAR_DUPLICATE_SIMILARITY * sorted.length) + 1);
    const candidates = new Set<number>();
    for (const w of prefix) for (const i of index.get(w) ?? []) candidates.add(i);
    for (const i of [...candidates].sort((x, y) => x - y)) {
      const a = described[i]!;
      const similarity = jaccard(a.words, b.words);
      if (similarity >= NEAR_DUPLICATE_SIMILARITY) {
        out.push(
          diagnostic(
            'description-near-duplicate',
            b.skill.file,
            `The description of \`${b.skill.name}\` is ${Math.round(similarity * 100)}% the same as that of \`${a.skill.name}\` (${a.skill.file}); the two compete for the same prompts. Say what sets each apart.`,
            { line: b.skill.lineOf(['description']) },
          ),
        );
      }
    }
    for (const w of prefix) {
      const list = index.get(w);
      if (list) list.push(j);
      else index.set(w, [j]);
    }
  });
  return out;
}
