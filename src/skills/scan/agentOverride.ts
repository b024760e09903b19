import { warnsAgainst } from './caution.js';
import { excerpt } from './excerpt.js';
import type { Finding, ScannedText } from './text.js';

interface Phrase {
  /** What the phrase does, for the message. */
  does: string;
  /** A regex source in lower case without capturing groups (they are numbered in ANY). */
  source: string;
}

const BLANKS = String.raw`[^\S\n]+`;
/** A phrase written with plain spaces, each of which matches a run of blanks within the line. */
const phrase = (does: string, ...parts: string[]): Phrase => ({ does, source: parts.join('').replace(/ /g, BLANKS) });

const DROP = 'tells the agent to drop the instructions it was given';
const HIDE = 'tells the agent to hide what it does from the user';

/** Phrases that speak to the agent over the user's head; each names the act, not a topic. */
const PHRASES: readonly Phrase[] = [
  phrase(
    DROP,
    String.raw`\b(?:ignore|disregard) (?:all |any )?(?:of )?(?:the |your |my )?`,
    String.raw`(?:previous|prior|above|earlier|preceding|foregoing|system|original|other) `,
    String.raw`(?:instructions?|prompts?|rules|directives|guidelines|messages)\b`,
  ),
  phrase(DROP, String.raw`\bforget (?:all|everything) (?:previous|prior|above|you (?:were|have been) told)\b`),
  phrase(
    'tells the agent to set aside its system prompt or safety rules',
    String.raw`\b(?:ignore|disregard|override|bypass|forget) (?:your|the) (?:system (?:prompt|message)|`,
    String.raw`safety (?:guidelines|rules|instructions|polic(?:y|ies)|filters?)|`,
    String.raw`guard(?: |-)?rails|content polic(?:y|ies))\b`,
  ),
  phrase(
    'asks the agent to reveal its system prompt',
    String.raw`\b(?:reveal|print|output|repeat|dump|leak) (?:me )?(?:your|the) `,
    String.raw`(?:full |entire |complete |original )?system prompt\b`,
  ),
  phrase(
    HIDE,
    String.raw`\b(?:do not|don't|never) (?:tell|inform|notify|alert|warn) the user `,
    String.raw`(?:about (?:this|these|it)|that you|what you)\b`,
  ),
  phrase(
    HIDE,
    String.raw`\b(?:do not|don't|never) (?:mention|reveal|disclose|show) `,
    String.raw`(?:this|these (?:steps|instructions|commands)|it) to the user\b`,
  ),
  phrase(HIDE, String.raw`\b(?:keep|hide) (?:this|these|it) (?:secret |hidden )?from the user\b`),
  phrase(
    "tells the agent to act behind the user's back",
    String.raw`\bwithout (?:the user(?:'s)? (?:knowing|knowledge|noticing)|`,
    String.raw`(?:telling|informing|notifying|alerting) the user)\b`,
  ),
  phrase(
    'tries to switch the agent into an unrestricted mode',
    String.raw`\byou are now (?:in )?(?:dan\b|developer mode|jailbroken|unrestricted|unfiltered|`,
    String.raw`free (?:of|from) (?:all )?(?:restrictions|rules))`,
  ),
  phrase('poses as a new system prompt', String.raw`\bnew system prompt(?: )?:`),
];

/** Every phrase in one pass over the lower-cased text (no `i` flag); group `i + 1` is phrase `i`. */
const ANY = new RegExp(PHRASES.map((p) => `(${p.source})`).join('|'), 'g');

/** "Never push without telling the user": the negation makes it a guard rail, not a way round one. */
const NEGATED = /\b(?:never|not|don't|no)\b[^.!?\n]{0,60}$/i;

/**
 * Instructions aimed at the agent's guard rails: to ignore its earlier instructions or system prompt,
 * reveal it, or keep what it does from the user. A skill needs none of these; a text that quotes them
 * as attacks (a skill about prompt injection) is not one (see `warnsAgainst`). Read in Markdown only.
 */
export function scanAgentOverride(t: ScannedText): Finding[] {
  // Words the agent is to obey are in its Markdown; a script is run, and its strings are data.
  if (!t.markdown) return [];
  const out: Finding[] = [];
  let lastLine = 0;
  for (const m of t.lower.matchAll(ANY)) {
    const { does } = PHRASES[m.findIndex((group, i) => i > 0 && group !== undefined) - 1]!;
    const { line, column } = t.position(m.index);
    if (line === lastLine) continue;
    const text = t.line(line);
    if (does.includes("user's back") && NEGATED.test(text.slice(0, column - 1))) continue;
    if (warnsAgainst(t, line)) continue;
    lastLine = line;
    out.push({
      rule: 'agent-override',
      at: m.index,
      message:
        `This ${does} (\`${excerpt(text, column - 1, m[0].length)}\`): ` +
        'a skill that needs this is working against the user. ' +
        'Remove it; if the skill documents the phrase as an attack, say so on the line or in its heading.',
    });
  }
  return out;
}
