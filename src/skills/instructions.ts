/**
 * Whether a path in a SKILL.md is given as an instruction the agent follows (open, read, run it), and
 * which instruction that is, in words a message can quote. A path that is only mentioned (a name in a
 * sentence, a sample of the user's code) is not; only instructions make a missing file an error.
 */

/** Verbs that send the agent to a file, as they open the clause before the path. */
const READ_VERBS = 'see|refer to|consult|read|load|open|run|execute|follow|review|check|use|invoke|source|apply';
const READ_CUE = new RegExp(String.raw`\b(?:${READ_VERBS})\b|\*\*reference\*\*:?|\breference:`, 'gi');
/** Verbs after which the path is something the agent makes, not something it opens. */
const MAKE_VERBS = 'create|creates|write|writes|save|saves|generate|generates|produce|output|add|make|emit';
const PLACE_VERBS = 'store|place|put|name|rename|move|delete|remove';
const WRITE_CUE = new RegExp(String.raw`\b(?:${MAKE_VERBS}|${PLACE_VERBS})\b`, 'gi');
/** The clause speaks of the user's own files: a path there is theirs. */
const USERS_OWN = new RegExp(
  [
    String.raw`\byour (?:project|repo|repository|codebase|app|application|workspace)\b`,
    String.raw`\bthe user'?s\b`,
    String.raw`\b(?:repository|repo|project) root\b`,
    String.raw`\broot of the (?:repository|repo|project)\b`,
  ].join('|'),
  'i',
);
const CODE_SPAN = /`[^`]*`/g;
const CLAUSE_REACH = 240;

/**
 * Characters of the body read to find the instructions that give paths, in this process: what a test
 * counts to see a line of many paths read a few times, not once per path.
 */
export const instructionWork = { chars: 0 };

/** The line with its code spans blanked, for the last line asked about (its paths are asked in a row). */
let blanked: { text: string; without: string } | undefined;
function withoutCode(text: string): string {
  if (blanked?.text !== text) {
    instructionWork.chars += text.length;
    blanked = { text, without: text.includes('`') ? text.replace(CODE_SPAN, (span) => ' '.repeat(span.length)) : text };
  }
  return blanked.without;
}
/** A sentence or clause boundary: the cue must be in the same one as the path. */
const CLAUSE_END = /[.!?;]\s|\s[—–]\s/g;

/** The instruction in prose before `at` (the path's position in `text`): `"refer to"`, or undefined. */
export function proseInstruction(text: string, at: number): string | undefined {
  // A verb inside code (`zai read`, `git log`) is a command's word, not an instruction to the agent.
  // A clause is short: only the characters just before the path are read, so a long line costs no more per path.
  const before = withoutCode(text).slice(Math.max(0, at - CLAUSE_REACH), at);
  instructionWork.chars += before.length;
  let start = 0;
  for (const m of before.matchAll(CLAUSE_END)) start = m.index + m[0].length;
  const clause = before.slice(start);
  const read = lastMatch(READ_CUE, clause);
  if (read === undefined) return undefined;
  const write = lastMatch(WRITE_CUE, clause);
  if (write !== undefined && write.index > read.index) return undefined;
  if (USERS_OWN.test(clause) || USERS_OWN.test(text.slice(at, at + 80))) return undefined;
  return `"${read.text.replace(/\*\*/g, '').replace(/:$/, '')}" before it`;
}

function lastMatch(re: RegExp, text: string): { text: string; index: number } | undefined {
  let last: { text: string; index: number } | undefined;
  for (const m of text.matchAll(re)) last = { text: m[0], index: m.index };
  return last;
}

/** A heading that tells the agent to open what it lists: "### 2. Load Language Guide". */
const READ_HEADING = /\b(?:see|refer to|consult|read|load|open|run|follow|use)\b/i;
/** A heading whose list names the skill's files: "## Scripts", "### Reference Files", "## Templates and Assets". */
const RESOURCE_WORDS = [
  'scripts',
  'references',
  'reference (?:files|docs|documents|guides)',
  'resources',
  'assets',
  'templates',
  'bundled files',
  'helper (?:files|scripts)',
  'utilities',
];
const RESOURCE_HEADING = new RegExp(String.raw`\b(?:${RESOURCE_WORDS.join('|')})\b`, 'i');
/** A heading that offers examples: what its lists name are examples, not the skill's files. */
const EXAMPLE_HEADING = /\bexamples?\b|\bsamples?\b/i;
const LIST_INTRO_END = /:\**\s*$/;
const HEADING_START = /^\s{0,3}#/;
const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
/** `**Scripts:**` or `**Reference files**` alone on a line above a list: a heading in bold. */
const BOLD_HEADING = /^\s{0,3}\*\*([^*]{1,60}?):?\*\*:?\s*$/;

/** The heading a line sits under, as the scanner meets the body's lines in order. */
export interface Section {
  /** The heading's text as written (`## Scripts`). */
  heading: string;
  lists: boolean;
  example: boolean;
}

/** The section a heading line opens, or undefined when the line is no heading. */
export function sectionOf(text: string): Section | undefined {
  if (!HEADING_START.test(text)) return undefined;
  const atx = ATX_HEADING.exec(text);
  if (atx === null) return undefined;
  const title = atx[2]!;
  const heading = `${atx[1]} ${title}`;
  const example = EXAMPLE_HEADING.test(title);
  return { heading, example, lists: !example && (RESOURCE_HEADING.test(title) || READ_HEADING.test(title)) };
}

/**
 * `- \`scripts/x.py\`: …`, `1. **references/a.md** - …`, `| \`references/a.md\` | … |`: the path leads the item.
 */
const ITEM_LEAD = /^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*|__)?`?(?:\*\*)?([^\s`*|]+)/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;

/** Whether `word` is what a list item of this line starts with, or all a cell of this table row holds. */
export function leadsItem(text: string, word: string): boolean {
  if (leads?.text !== text) leads = { text, words: itemLeads(text) }; // a line's paths are asked in a row
  return leads.words.has(stripEnd(word));
}

let leads: { text: string; words: ReadonlySet<string> } | undefined;

/** What a list item starts with, or each cell of a table row holds whole. */
function itemLeads(text: string): Set<string> {
  instructionWork.chars += text.length;
  const lead = ITEM_LEAD.exec(text)?.[1];
  if (lead !== undefined) return new Set([stripEnd(lead)]);
  if (!TABLE_ROW.test(text)) return new Set();
  return new Set(text.split('|').map((cell) => stripEnd(cell.trim().replace(/^(?:\*\*)?`?|`?(?:\*\*)?$/g, ''))));
}

/**
 * A line that introduces a list and tells the agent to open what it lists: "Load the guideline file from `examples/`:".
 */
function listIntroduction(text: string): string | undefined {
  if (!LIST_INTRO_END.test(text)) return undefined;
  return proseInstruction(text, text.length)?.replace(/ before it$/, '');
}

/** How far above an item the line that introduces its list may be. */
const LIST_REACH = 40;

/**
 * What the list holding the item at `start` of `body` (line `line`) is introduced by, looking up past its
 * other items and at most one blank line: a line that tells the agent to open what follows ("Load these
 * files:", `listed after "Load" on line 12`) or a heading in bold that names the skill's files
 * (`**Scripts:**`). Read only for an item that names a missing file, so prose costs nothing.
 */
export function listIntroducedBy(body: string, start: number, line: number): string | undefined {
  let end = start - 1; // the newline before the item
  let blanks = 0;
  for (let up = 1; up <= LIST_REACH && end > 0; up++) {
    const from = body.lastIndexOf('\n', end - 1) + 1;
    const text = body.slice(from, body[end - 1] === '\r' ? end - 1 : end);
    instructionWork.chars += text.length;
    end = from - 1;
    if (text.trim() === '') {
      if (++blanks > 1) return undefined;
      continue;
    }
    if (ITEM_LEAD.test(text) || TABLE_ROW.test(text)) continue;
    const cue = listIntroduction(text);
    if (cue !== undefined) return `listed after ${cue} on line ${line - up}`;
    const bold = BOLD_HEADING.exec(text)?.[1];
    return bold !== undefined && RESOURCE_HEADING.test(bold) ? `listed under "**${bold}**"` : undefined;
  }
  return undefined;
}

function stripEnd(word: string): string {
  return word.replace(/[.,:;!?)]+$/, '');
}

/** Programs that run or print the file named as their first argument. */
const RUNNERS = new Set([
  'python',
  'python3',
  'node',
  'bash',
  'sh',
  'zsh',
  'ruby',
  'perl',
  'php',
  'pwsh',
  'Rscript',
  'julia',
  'tsx',
  'ts-node',
  'deno',
  'bun',
  'uv',
  'npx',
  'source',
  '.',
  'cat',
]);
/** Subcommands of a runner that come before the file: `uv run x.py`, `deno run x.ts`, `npx tsx x.ts`. */
const SUBCOMMANDS = new Set(['run', 'tsx', 'ts-node', '--with']);
const PREFIXES = new Set(['sudo', 'time', 'exec', 'env', 'command']);
const SEGMENT_SPLIT = /&&|\|\||[;|]/;
const PROMPT = /^\s*(?:\$|>|PS>)\s+/;
const SHELLS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shell-session', 'powershell', 'ps1', 'cmd', 'bat']);
/** A file a shell runs as a command: a script, or a name without extension (`scripts/setup`). */
const EXECUTABLE = /(?:\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|ps1)|\/[\w-]+)$/;

/**
 * The files a shell line runs, each with how (`run by \`python3\``): the first argument of a runner
 * (`python scripts/x.py`, `uv run scripts/x.py`, `source scripts/env.sh`) or a command that is itself
 * a path (`./scripts/x.sh`, `scripts/x.sh`). Flags and `VAR=value` assignments are skipped.
 */
export function shellRuns(text: string, language: string): Map<string, string> {
  instructionWork.chars += text.length;
  const out = new Map<string, string>();
  // A block without a language may as well list files: a path alone there is a command only after `./` or a prompt.
  const shell = SHELLS.has(language.toLowerCase()) || PROMPT.test(text);
  for (const segment of text.replace(PROMPT, '').split(SEGMENT_SPLIT)) {
    const tokens = segment.trim().split(/\s+/).map(unquote);
    let i = 0;
    while (i < tokens.length && (PREFIXES.has(tokens[i]!) || /^[A-Za-z_]\w*=/.test(tokens[i]!))) i++;
    const command = tokens[i];
    if (command === undefined || command === '') continue;
    if (command.includes('/')) {
      if ((shell || command.startsWith('./')) && EXECUTABLE.test(command))
        out.set(command.replace(/^\.\//, ''), 'run as a command');
      continue;
    }
    if (!RUNNERS.has(command)) continue;
    let j = i + 1;
    while (j < tokens.length && (tokens[j]!.startsWith('-') || SUBCOMMANDS.has(tokens[j]!))) {
      // a module or inline code, no file
      if (tokens[j] === '-m' || tokens[j] === '-c' || tokens[j] === '-e') j = tokens.length;
      j++;
    }
    const file = tokens[j];
    if (file !== undefined && file !== '') out.set(file.replace(/^\.\//, ''), `run by \`${command}\``);
  }
  return out;
}

function unquote(token: string): string {
  return token.replace(/^["']|["']$/g, '');
}

/** `cd somewhere`: later relative paths of the block are read from there, not from the skill. */
const CD = /(?:^|&&|;)\s*cd\s+(\S+)/;
const SKILL_ROOTED = /\$\{?(?:CLAUDE_PLUGIN_ROOT|[A-Z_]*SKILL_(?:DIR|ROOT|PATH))\}?|\{baseDir\}/;

/** Whether the line moves the shell away from the skill's folder. */
export function leavesSkillFolder(text: string): boolean {
  instructionWork.chars += text.length;
  const target = CD.exec(text)?.[1];
  return target !== undefined && !SKILL_ROOTED.test(target);
}

/** `# See references/rules.md for examples`: a shell comment that sends the agent to a file. */
export function commentInstruction(text: string, at: number): string | undefined {
  const hash = /^\s*#\s*/.exec(text);
  if (hash === null) return undefined;
  const cue = proseInstruction(text.slice(hash[0].length), at - hash[0].length);
  return cue === undefined ? undefined : `a shell comment: ${cue}`;
}
