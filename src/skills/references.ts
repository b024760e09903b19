import {
  commentInstruction,
  instructionWork,
  leadsItem,
  leavesSkillFolder,
  listIntroducedBy,
  proseInstruction,
  sectionOf,
  shellRuns,
  type Section,
} from './instructions.js';
import { markdownLineScanner } from './markdownLines.js';
import { outline, type Outline } from './outline.js';

/** A link or path that a SKILL.md body points at, as an agent reading the text would take it. */
export interface Reference {
  /** Relative path, decoded, without fragment, trailing punctuation or root variable. */
  target: string;
  /** 1-based line in SKILL.md. */
  line: number;
  /**
   * `link`: a Markdown link, always meant as a file. `path`: a path-like token (`a/b.md`). `name`: a bare
   * file name (`FORMS.md`), which may as well be a file of the user's project.
   */
  kind: 'link' | 'path' | 'name';
  /**
   * `prose`: running text; `inline-code`: a backticked span in running text; `command`: a shell block
   * (```bash, or no language), commands the agent runs; `code`: any other fenced block or code-like
   * span, a sample of the user's project (a plugin.json with `${CLAUDE_PLUGIN_ROOT}/…` included).
   */
  where: 'prose' | 'inline-code' | 'command' | 'code';
  /**
   * Written after a root variable (`${CLAUDE_PLUGIN_ROOT}/…`, `{baseDir}/…`): relative to the skill or plugin root.
   */
  rooted: boolean;
  /** The root variable's name (`CLAUDE_PLUGIN_ROOT`, `baseDir`), when `rooted`. */
  variable?: string;
  /** The line offers it as an example (`Examples: references/finance.md …`, `e.g.`): a placeholder, not a file. */
  example: boolean;
  /**
   * The instruction that gives it to the agent, in words a message can quote (`"refer to" before it`,
   * `listed under "## Scripts"`, `run by \`python\``), or undefined when the text only names it. Read on
   * demand: most references resolve, and then no one asks.
   */
  instruction?: () => string | undefined;
}

// Link text holds no unescaped `[`: a line of 100,000 `[` is then one linear scan, not a quadratic one.
const INLINE_LINK = /!?\[(?:[^[\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const LINK_DEFINITION = /^\s{0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)/;
const CODE_LIKE = /["'=(){};]|\b(?:import|from|require|include)\b/;
const FOOTNOTE = /^\s{0,3}\[\^[^\]]+\]:/;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const INLINE_CODE = /(`+)(.+?)\1/g;
const SHELL_LANGUAGES = new Set([
  '',
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'shell-session',
  'text',
  'powershell',
  'ps1',
  'cmd',
  'bat',
]);
/**
 * Words that hold a `/` or a `.`; braces and commas stay inside so that globs stay whole. A match starts
 * only where a word starts (the look-behind): otherwise a word without `.` or `/` is scanned again from
 * each of its letters.
 */
const WORD = /(?<![^\s"'`()[\]=;|])[^\s"'`()[\]=;|]*[./][^\s"'`()[\]=;|]*/g;
/** A `.` and a word character, as every file name `NAME` accepts ends with; a sentence's period is not. */
const DOT_EXTENSION = /\.\w/;
/** A link needs a `]`, any other reference a `/` or an extension: most lines have none of these. */
const scanReferenceLines = markdownLineScanner(/[\]/]|\.\w/);
const PATH = /^(?:\.{1,2}\/)*[\w@.+-]+(?:\/[\w@.+-]+)*\/?$/;
const NAME = /^[A-Za-z0-9_][\w.-]*\.(?:md|txt|py|sh|js|mjs|ts|json|ya?ml|csv|html|xml|toml)$/;
/**
 * `${CLAUDE_PLUGIN_ROOT}`, `$SKILL_DIR`, `{baseDir}`: variables that CLIs or skill texts set to a skill or plugin
 * folder.
 */
const ROOT_VARIABLE = /^(?:\$\{([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\})\/(.*)$/;
const ROOT_VARIABLE_NAME = /PLUGIN_ROOT|PLUGIN_DIR|SKILL_ROOT|SKILL_DIR|SKILL_PATH|^base_?dir$|^skill_?dir$/i;
/** Characters that make a word a glob, a template or a placeholder rather than one file. */
const NOT_ONE_FILE = /[*?{}$<>[\]%~,]/;
const PLACEHOLDER_SEGMENT = new RegExp(
  [
    '^(?:your|my)[_-]',
    String.raw`^(?:foo|bar|baz|x{3,}|example|sample|placeholder)(?:\.|$)`,
    String.raw`[_-]name(?:\.\w+)?$`,
    String.raw`^(?:file)?name(?:\.\w+)?$`,
  ].join('|'),
  'i',
);
/** A line that offers examples: its names and paths are placeholders. */
export const EXAMPLE_MARKER = /\bexamples?\**\s*:|\be\.g\.|\bfor (?:example|instance)\b|\bsuch as\b|\bi\.e\.,? like\b/i;

/** `[Component Name]`, `[Description]`: a slot of a document template, not a link. */
const TEMPLATE_SLOT = /\[[A-Z][^\]\n]{0,60}\](?![([:])/g;
const TEMPLATE_SLOTS = 5;

/**
 * Whether the body is mostly a template of a document the skill writes (C4 pages, postmortems): it has
 * several `[Placeholder]` slots. The links of such a document point at its sibling pages, not at the skill.
 */
export function readsAsDocumentTemplate(body: string): boolean {
  let slots = 0;
  for (const _ of body.matchAll(TEMPLATE_SLOT)) if (++slots >= TEMPLATE_SLOTS) return true;
  return false;
}

/** Pull every Markdown link and path-like token out of a SKILL.md body. Pure; resolution is separate. */
export function extractReferences(body: string, bodyStartLine: number): Reference[] {
  const refs: Reference[] = [];
  let shape: Outline | undefined; // where the headings and blocks are: read only if an instruction is
  const outlined = () => (shape ??= outline(body));
  scanReferenceLines(body, bodyStartLine, (text, line, block, start) => {
    let example: boolean | undefined; // looked for once the line has a reference: most lines have none
    const add = (
      word: string,
      kind: Reference['kind'],
      where: Reference['where'],
      instruction?: () => string | undefined,
    ) => {
      const ref = kind === 'link' ? linkReference(word) : wordReference(word);
      if (ref === undefined) return;
      // Spelled out, not spread: `Found` comes in several shapes, and a spread of them was most of this.
      const reference: Reference = {
        target: ref.target,
        line,
        kind: ref.kind ?? kind,
        where,
        rooted: ref.rooted,
        example: (example ??= EXAMPLE_MARKER.test(text)),
      };
      if (ref.variable !== undefined) reference.variable = ref.variable;
      if (!reference.example && instruction !== undefined) reference.instruction = once(instruction);
      refs.push(reference);
    };
    const section = () => {
      const heading = outlined().headingAbove(start);
      return heading === undefined ? undefined : sectionOf(heading);
    };
    if (block !== undefined) {
      if (!SHELL_LANGUAGES.has(block.language.toLowerCase())) {
        for (const word of words(text)) add(word, 'path', 'code');
        return;
      }
      let runs: Map<string, string> | undefined;
      const found = words(text);
      let left: boolean | undefined; // the same for every path of the line: read once
      const run = (word: string) =>
        (left ??= outlined().leftSkillFolderBefore(start) || leavesSkillFolder(text))
          ? undefined
          : (runs ??= shellRuns(text, block.language)).get(word);
      found.forEach((word, i) => {
        add(word, 'path', 'command', () =>
          section()?.example ? undefined : (commentInstruction(text, positionOf(text, found, i)) ?? run(word)),
        );
      });
      return;
    }
    // Backticked spans are code: a link inside one is not a link, a path inside one is still a path.
    // Each is blanked to its length, so that what is left keeps every word at its place in the line.
    const spans: { code: string; at: number }[] = [];
    let rest = text.includes('`')
      ? text.replace(
          INLINE_CODE,
          (all: string, ticks: string, code: string, at: number) => (
            spans.push({ code, at: at + ticks.length }), ' '.repeat(all.length)
          ),
        )
      : text;
    // `[^1]: GitHub Blog. …` is a footnote: a citation, not a link definition nor a path.
    if (FOOTNOTE.test(rest)) return;
    if (rest.includes(']')) {
      for (const m of rest.matchAll(INLINE_LINK)) add(m[1]!, 'link', 'prose');
      const def = LINK_DEFINITION.exec(rest);
      if (def) add(def[2]!, 'link', 'prose');
      rest = rest.replace(INLINE_LINK, blank).replace(LINK_DEFINITION, blank);
    }
    const introduced = () => listIntroducedBy(body, start, line);
    const prose = words(rest);
    prose.forEach((word, i) => {
      add(word, 'path', 'prose', () => instructionOf(text, word, positionOf(rest, prose, i), section(), introduced));
    });
    // A span that holds code (`import { x } from "../lib/impl"`, `"./dist/index.js"`) is the user's code;
    // but a path after a root variable (`uv run "${CLAUDE_PLUGIN_ROOT}/x.py"`) is the skill's or its plugin's.
    for (const span of spans) {
      const code = CODE_LIKE.test(span.code);
      const found = words(span.code);
      found.forEach((word, i) => {
        const where = code && !ROOT_VARIABLE.test(word) ? 'code' : 'inline-code';
        add(
          word,
          'path',
          where,
          where === 'code'
            ? undefined
            : () => instructionOf(text, word, span.at + positionOf(span.code, found, i), section(), introduced),
        );
      });
    }
  });
  return refs;
}

/**
 * How the line gives the path at `at` to the agent: an instruction before it, or an item of a list of the skill's
 * files.
 */
function instructionOf(
  text: string,
  word: string,
  at: number,
  section: Section | undefined,
  introduced: () => string | undefined,
): string | undefined {
  if (section?.example) return undefined; // under "## Examples": what it names are examples
  const cue = proseInstruction(text, at);
  if (cue !== undefined) return cue;
  if (!leadsItem(text, word)) return undefined;
  return introduced() ?? (section?.lists ? `listed under "${section.heading}"` : undefined);
}

function once(compute: () => string | undefined): () => string | undefined {
  let cached: { value: string | undefined } | undefined;
  return () => (cached ??= { value: compute() }).value;
}

function blank(match: string): string {
  return ' '.repeat(match.length);
}

/** Words of `text` that may be a path or a file name: only one with a `/` or an extension (`.md`) can be. */
function words(text: string): string[] {
  if (!text.includes('/') && !DOT_EXTENSION.test(text)) return []; // most lines: "… the report."
  return (text.includes('://') ? text.replace(URL, blank) : text).match(WORD) ?? [];
}

/** Where the `i`th of `found` (the words of `text`) starts; asked only when an instruction is read. */
function positionOf(text: string, found: readonly string[], i: number): number {
  // one pass per line, however many are asked
  if (placed?.found !== found) placed = { found, at: positions(text, found) };
  return placed.at[i]!;
}

let placed: { found: readonly string[]; at: number[] } | undefined;

function positions(text: string, found: readonly string[]): number[] {
  instructionWork.chars += text.length;
  const plain = text.includes('://') ? text.replace(URL, blank) : text; // as `words` read it, at the same places
  const at: number[] = [];
  for (let k = 0; k < found.length; k++)
    at.push(plain.indexOf(found[k]!, k === 0 ? 0 : at[k - 1]! + found[k - 1]!.length));
  return at;
}

type Found = { target: string; kind?: Reference['kind']; rooted: boolean; variable?: string };

function linkReference(raw: string): Found | undefined {
  const rooted = rootRelative(raw.startsWith('<') || raw.endsWith('>') ? raw.replace(/^<|>$/g, '') : raw);
  if (rooted !== undefined) return rooted;
  const target = cleanTarget(raw);
  return target === undefined ? undefined : { target, rooted: false };
}

function wordReference(raw: string): Found | undefined {
  // Each regex only where the character it needs is there: most words are plain, and these run per word.
  let word = stripTrailing(
    raw[0] === '*' || raw[0] === '_' ? raw.replace(/^[*_]{2}(.*)[*_]{2}$/, '$1') : raw,
    SENTENCE_END,
  );
  if (word.startsWith('**')) word = word.slice(2);
  // Most words end a sentence (`item.`): without the period, nothing a path or a file name needs is left.
  if (!word.includes('/') && !word.includes('.')) return undefined;
  const rooted = rootRelative(word);
  if (rooted !== undefined) return rooted;
  if (NOT_ONE_FILE.test(word) || word.startsWith('/') || word.startsWith('#')) return undefined;
  if (!word.includes('/')) return NAME.test(word) ? { target: word, kind: 'name', rooted: false } : undefined;
  if (!PATH.test(word) || isPlaceholder(word)) return undefined;
  const target = stripTrailing(word, '/');
  // `examples/`, `references/`: a folder named in passing, not a file to open.
  return !target.includes('/') ? undefined : { target, rooted: false };
}

/**
 * `${CLAUDE_PLUGIN_ROOT}/scripts/x.py` -> `scripts/x.py`, rooted; other variables (`${output_dir}/…`) are runtime
 * values.
 */
function rootRelative(word: string): Found | undefined {
  const m = word[0] === '$' || word[0] === '{' ? ROOT_VARIABLE.exec(word) : null;
  if (!m) return undefined;
  const name = m[1] ?? m[2] ?? m[3]!;
  const rest = stripTrailing(stripTrailing(m[4]!, SENTENCE_END), '/');
  if (
    !ROOT_VARIABLE_NAME.test(name) ||
    rest === '' ||
    NOT_ONE_FILE.test(rest) ||
    !PATH.test(rest) ||
    isPlaceholder(rest)
  )
    return undefined;
  return { target: rest, rooted: true, variable: name };
}

const SENTENCE_END = '.,:;!?';

/** `text` without the run of `chars` it ends with (`/[.,:;!?]+$/`, without a regex per word). */
function stripTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}

function isPlaceholder(path: string): boolean {
  return path.includes('path/to/') || path.split('/').some((segment) => PLACEHOLDER_SEGMENT.test(segment));
}

/** Strip decoration from a link target; undefined when it is not a relative file path at all. */
export function cleanTarget(raw: string): string | undefined {
  let t = raw.trim();
  if (t.startsWith('<') && t.endsWith('>')) t = t.slice(1, -1);
  if (
    (t.includes(':') && /^[a-z][a-z0-9+.-]*:/i.test(t)) ||
    t.startsWith('#') ||
    t.startsWith('/') ||
    t.startsWith('~')
  )
    return undefined;
  if (/[{}$*<>|]/.test(t)) return undefined;
  if (t.includes('#') || t.includes('?')) t = t.replace(/[#?].*$/, '');
  if (t.includes('%')) {
    try {
      t = decodeURIComponent(t);
    } catch {
      // keep the raw text
    }
  }
  t = stripTrailing(stripTrailing(t, '.,;:)'), '/');
  return t === '' || t === '.' ? undefined : t;
}
