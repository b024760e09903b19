import { markdownLineScanner } from '../skills/markdownLines.js';
import { oneLine } from './text.js';

/**
 * What a skill says its users ask, in their words: the requests it quotes (`when_to_use: "… Triggers:
 * 'build a workflow', 'fix this XAML error'"`, a list of example requests) and the bullets of its
 * "When to use" section. These make better prompts than a description read back as a request.
 */
export interface UserWords {
  /** Quoted requests, in the order the skill gives them (when_to_use first, then the description). */
  quoted: { text: string; from: 'when_to_use' | 'description' | 'body' }[];
  /** Bullets under a "When to use" heading: `User wants to **create** a project`. */
  whenBullets: string[];
}

/** 'build a workflow', "create a test case", ‘approve task’: a quote opens after a blank or `(`/`:`/`,`. */
const QUOTES = [
  String.raw`'([^'\n]{3,140})'`,
  String.raw`"([^"\n]{3,140})"`,
  String.raw`‘([^’\n]{3,140})’`,
  String.raw`“([^”\n]{3,140})”`,
];
const QUOTED = new RegExp(String.raw`(?<=^|[\s(:,[])(?:${QUOTES.join('|')})(?=$|[\s,.;:)\]!?])`, 'g');
/** Headings over a skill's examples of use: "When to Use This Skill", "Triggers", "Example requests". */
const USE_HEADING =
  /\b(?:when to (?:use|invoke|activate)|use (?:this skill )?when|triggers?|examples?|example requests|use cases?)\b/i;
const WHEN_HEADING = /\b(?:when to (?:use|invoke|activate)|use (?:this skill )?when|use cases?)\b/i;
const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(.+)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;
const scanLines = markdownLineScanner(/\n\s{0,3}#|\n\s*(?:[-*+]|\d+[.)])\s/);
const MAX_EACH = 12;
/** A fragment, not a request: `upload to`, `the status of`. */
const DANGLING = /\b(?:to|for|with|of|in|on|at|a|an|the|and|or|by|from|into|via)$/i;

export function userWords(whenToUse: string | undefined, description: string, body: string): UserWords {
  const fromField = whenToUse === undefined ? [] : quotedRequests(whenToUse);
  const quoted: UserWords['quoted'] = [
    ...fromField.map((text) => ({ text, from: 'when_to_use' as const })),
    ...quotedRequests(description).map((text) => ({ text, from: 'description' as const })),
  ];
  const whenBullets: string[] = [];
  let heading: string | undefined;
  scanLines(body, 1, (line, _n, block) => {
    if (block !== undefined) return;
    const h = HEADING.exec(line);
    if (h !== null) {
      heading = h[1];
      return;
    }
    const bullet = heading === undefined ? null : BULLET.exec(line);
    if (bullet === null || !USE_HEADING.test(heading!)) return;
    const requests = quotedRequests(bullet[1]!);
    if (quoted.length < MAX_EACH * 2) quoted.push(...requests.map((text) => ({ text, from: 'body' as const })));
    const aCondition = requests.length === 0 && WHEN_HEADING.test(heading!);
    if (aCondition && whenBullets.length < MAX_EACH) whenBullets.push(plainMarkdown(bullet[1]!));
  });
  return { quoted, whenBullets };
}

/** The quoted phrases of a text that read as requests: two words or more, no code, no file name alone. */
export function quotedRequests(text: string): string[] {
  const out: string[] = [];
  for (const m of oneLine(text).matchAll(QUOTED)) {
    const quote = (m[1] ?? m[2] ?? m[3] ?? m[4]!).trim();
    const notARequest = !/\s/.test(quote) || /[`{}<>$\\]|^\.|^\W+$/.test(quote) || DANGLING.test(quote);
    if (notARequest || out.includes(quote)) continue;
    out.push(quote);
    if (out.length === MAX_EACH) break;
  }
  return out;
}

/** A Markdown line as plain words: no emphasis, code marks or link targets. */
export function plainMarkdown(text: string): string {
  return oneLine(
    text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]+/g, '')
      .replace(/\s*\([^)]*\)/g, ''),
  ).replace(/[.;:,\s]+$/, '');
}
