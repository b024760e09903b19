import { parseYaml, type YamlPath } from '../util/yaml.js';

export type Frontmatter =
  | { kind: 'absent' }
  /** The block exists but something precedes it; clients only read front matter at the very start. */
  | { kind: 'misplaced'; line: number }
  | { kind: 'unclosed' }
  /** `---js`, `---coffee`, …: a front-matter language we refuse to evaluate. */
  | { kind: 'foreign-language'; language: string }
  /** The block is delimited but not readable YAML; `body` is what follows it. */
  | { kind: 'invalid-yaml'; line: number; message: string; body: string; bodyStartLine: number; refused: boolean }
  | { kind: 'not-a-mapping'; line: number }
  | {
      kind: 'ok';
      data: Record<string, unknown>;
      /** 1-based line in the whole file of the key at `path` (or the opening line when unknown). */
      lineOf(path: YamlPath): number;
      body: string;
      /** 1-based line in the whole file where the body starts. */
      bodyStartLine: number;
    };

/** No front matter needs more (a description is at most 1,024 characters); refused before parsing. */
export const FRONTMATTER_MAX_BYTES = 64 * 1024;

const OPEN = /^---[ \t]*$/;
const OPEN_WITH_LANGUAGE = /^---[ \t]*([A-Za-z][\w-]*)[ \t]*$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;

/** The text after the front matter, or the whole text when it has no readable front matter. */
export function skillBody(text: string): string {
  const fm = parseFrontmatter(text);
  return fm.kind === 'ok' ? fm.body : text;
}

/** The front matter's own lines as written (between its delimiters); undefined without a closed block. */
export function frontmatterText(text: string): string | undefined {
  const head = frontmatterLines(text.startsWith('\uFEFF') ? text.slice(1) : text);
  return head && head.closeIndex > 0 ? head.lines.slice(1, head.closeIndex).join('\n') : undefined;
}

/**
 * Split and parse a SKILL.md front matter block without ever evaluating it: we do the split
 * ourselves (gray-matter would `eval` a `---js` block by default and cannot report an unclosed one).
 */
export function parseFrontmatter(text: string): Frontmatter {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const head = frontmatterLines(source);
  if (head === undefined) return withoutBlock(source.split(/\r?\n/));
  const { lines, closeIndex, bodyStart } = head;
  if (closeIndex < 0) return { kind: 'unclosed' };
  // The body as the whole text split on line ends and joined with `\n` would be, without splitting it.
  const rest = source.slice(bodyStart);
  const body = rest.includes('\r') ? rest.replace(/\r\n/g, '\n') : rest;

  const yamlText = lines.slice(1, closeIndex).join('\n');
  const yamlFirstLine = 2;
  const parsed = parseYaml(yamlText, { maxBytes: FRONTMATTER_MAX_BYTES });
  if (!parsed.ok) {
    return {
      kind: 'invalid-yaml',
      line: parsed.line + yamlFirstLine - 1,
      message: parsed.message,
      body,
      bodyStartLine: closeIndex + 2,
      refused: parsed.refused === true,
    };
  }

  const value = parsed.doc.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { kind: 'not-a-mapping', line: 1 };
  }
  const doc = parsed.doc;
  return {
    kind: 'ok',
    data: value as Record<string, unknown>,
    lineOf: (path) => {
      const line = doc.lineOf(path);
      return line === undefined ? 1 : line + yamlFirstLine - 1;
    },
    body,
    bodyStartLine: closeIndex + 2,
  };
}

/**
 * The lines of a block that opens on line 1, up to its closing line (`closeIndex`, -1 when there is none),
 * and where the body starts in `source`; undefined when line 1 does not open a block. Only the block is
 * split into lines: a SKILL.md body is read whole, once, by later checks.
 */
function frontmatterLines(source: string): { lines: string[]; closeIndex: number; bodyStart: number } | undefined {
  const lines: string[] = [];
  let start = 0;
  while (start <= source.length) {
    const end = source.indexOf('\n', start);
    const terminated = end >= 0;
    const raw = source.slice(start, terminated ? end : source.length);
    const line = terminated && raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const next = terminated ? end + 1 : source.length + 1;
    if (lines.length === 0 && !OPEN.test(line)) {
      const language = OPEN_WITH_LANGUAGE.exec(line)?.[1];
      if (!language || !/^ya?ml$/i.test(language)) return undefined;
    }
    lines.push(line);
    if (lines.length > 1 && CLOSE.test(line))
      return { lines, closeIndex: lines.length - 1, bodyStart: Math.min(next, source.length) };
    start = next;
  }
  return { lines, closeIndex: -1, bodyStart: source.length };
}

/** Line 1 opens no YAML block: a foreign language, a block further down, or none at all. */
function withoutBlock(lines: string[]): Frontmatter {
  const first = lines[0] ?? '';
  const language = OPEN_WITH_LANGUAGE.exec(first)?.[1];
  if (language && !/^ya?ml$/i.test(language)) return { kind: 'foreign-language', language };
  const firstContent = lines.findIndex((line) => line.trim() !== '');
  if (firstContent > 0 && OPEN.test(lines[firstContent] ?? '')) return { kind: 'misplaced', line: firstContent + 1 };
  return { kind: 'absent' };
}
