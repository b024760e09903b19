/** `<!-- caliper-disable rule-a rule-b -->`, `<!-- caliper-disable-next-line rule -->`, or `# …` in YAML. */
const DIRECTIVE = /^\s*(?:<!--|#)\s*caliper-disable(-next-line)?\b([^>]*?)\s*(?:-->)?\s*$/;

/** One `caliper-disable` comment of a SKILL.md. */
export interface DisableComment {
  /** 1-based line of the comment. */
  line: number;
  /** `next-line`: the line after it; `file`: the whole file. */
  scope: 'next-line' | 'file';
  /** Rule ids as written; empty for every rule. */
  ids: string[];
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * Every disable comment of a SKILL.md's text, front matter (`# …`) and body (`<!-- … -->`). One inside a
 * fenced code block is an example shown to the reader (a skill about caliper), not a comment.
 */
export function disableComments(text: string): DisableComment[] {
  if (!text.includes('caliper-disable')) return [];
  const out: DisableComment[] = [];
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const mark = FENCE.exec(lines[i]!)?.[1];
    if (mark !== undefined) {
      if (fence === undefined) fence = mark[0];
      else if (mark[0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined || !lines[i]!.includes('caliper-disable')) continue;
    const m = DIRECTIVE.exec(lines[i]!);
    if (!m) continue;
    out.push({ line: i + 1, scope: m[1] ? 'next-line' : 'file', ids: m[2]!.split(/[\s,]+/).filter(Boolean) });
  }
  return out;
}
