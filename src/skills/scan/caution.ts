import type { ScannedText } from './text.js';

/**
 * Words by which a text presents a command or phrase as something to avoid or detect: a skill about
 * security documents `curl … | bash` and "ignore previous instructions" as attacks. A finding whose
 * line, the lines just before it (or before its code block) or its section heading say so is not one.
 * Only words that name a threat or a prohibition of that very act: "do not" alone is in every text.
 */
const CAUTION = new RegExp(
  [
    String.raw`\b(?:attack(?:er|ers|s|ed)?|malicious|dangerous|danger|exploit(?:s|ed|ation)?|payloads?)\b`,
    String.raw`\b(?:vulnerab(?:le|ility|ilities)|insecure|unsafe|anti-?patterns?|red flags?|phishing|suspicious)\b`,
    String.raw`\b(?:injection|evil|exfiltrat\w*|threats?|backdoor\w*|malware|compromised?)\b`,
    String.raw`\bbad\s*(?:example|practice|pattern)s?\b|\*\*bad\b|\bbad\s*:|\bwrong\s*:|\bavoid\b`,
    String.raw`\b(?:never|do\s+not|don't)\s+(?:run|pipe|execute|paste|use|do|copy|follow|obey|install)\b`,
    '❌|🚫|⛔',
  ].join('|'),
  'i',
);

/** Non-blank lines before a finding (or before its code block's fence) read as its context. */
const LINES_BEFORE = 3;
const HEADING = /^\s{0,3}#{1,6}\s/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * Where each line of a Markdown text sits: the headings it is under (the nearest of each level above it,
 * so `# Prompt injection patterns` covers its `## Jailbreaks`) and, inside a fenced block, the fence's line.
 */
interface Outline {
  headings: (readonly number[])[];
  fence: (number | undefined)[];
}

const outlines = new WeakMap<ScannedText, Outline>();

/** Whether the text around 1-based `line` presents what is on it as a threat or a thing not to do. */
export function warnsAgainst(t: ScannedText, line: number): boolean {
  if (CAUTION.test(t.line(line))) return true;
  const shape = t.markdown ? outlineOf(t) : undefined;
  const fence = shape?.fence[line - 1];
  const before = nonBlankBefore(t, fence ?? line, LINES_BEFORE);
  if (fence !== undefined && fence !== line) before.push(...nonBlankBefore(t, line, 2));
  for (const heading of shape?.headings[line - 1] ?? []) before.push(t.line(heading));
  return before.some((text) => CAUTION.test(text));
}

function nonBlankBefore(t: ScannedText, line: number, count: number): string[] {
  const out: string[] = [];
  for (let l = line - 1; l >= 1 && out.length < count; l--) {
    const text = t.line(l);
    if (text.trim() !== '') out.push(text);
  }
  return out;
}

function outlineOf(t: ScannedText): Outline {
  let shape = outlines.get(t);
  if (shape !== undefined) return shape;
  shape = { headings: [], fence: [] };
  let chain: { line: number; level: number }[] = [];
  let lines: readonly number[] = [];
  let fence: { line: number; mark: string } | undefined;
  for (let l = 1; l <= t.lineCount; l++) {
    const text = t.line(l);
    const mark = FENCE.exec(text)?.[1];
    if (mark !== undefined && fence === undefined) fence = { line: l, mark: mark[0]! };
    else if (mark !== undefined && fence !== undefined && mark[0] === fence.mark) {
      shape.fence.push(fence.line);
      shape.headings.push(lines);
      fence = undefined;
      continue;
    } else if (fence === undefined && HEADING.test(text)) {
      const level = /#+/.exec(text)![0].length;
      chain = [...chain.filter((h) => h.level < level), { line: l, level }];
      lines = chain.map((h) => h.line);
    }
    shape.fence.push(fence?.line);
    shape.headings.push(lines);
  }
  outlines.set(t, shape);
  return shape;
}
