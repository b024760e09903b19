/**
 * The files a skill's body says the task reads or writes (`Read CHANGELOG.md`, `… > summary.txt`,
 * `PdfReader("input.pdf")`), by name only: a name with a folder in it is the skill's own file or
 * another skill's, not the user's.
 */

/** Formats a user hands an agent; a name must end in one of them to count (so `Node.js`, `v1.2` do not). */
const EXTENSIONS =
  'csv|tsv|json|jsonl|yaml|yml|xml|txt|md|pdf|xlsx|xlsm|xls|docx|pptx|html|htm|sql|log|ini|toml|png|jpg|jpeg|svg|ipynb';
const FILE_NAME = new RegExp(
  `(?<![\\w./\\\\$~-])([A-Za-z0-9][A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+)*\\.(?:${EXTENSIONS}))(?![\\w/\\\\-])`,
  'gi',
);

/** A name caliper will create as a fixture: one segment, no leading dot, at most 64 characters. */
export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}[A-Za-z0-9]$/;

/** Words or syntax right before a name that make it something the task writes. */
const WRITE_VERBS = 'write|writes|written|save|saves|saved|create|creates|produce|produces|export|exports|output';
const WRITE_SYNTAX = String.raw`\bto_[a-z]+\(|\.save\(|\bCanvas\(|Template\(|>>?|\s-o|--output[= ]`;
const OPENERS = '[`\'"([]*';
const WRITE_BEFORE = new RegExp(String.raw`(?:\b(?:${WRITE_VERBS})\b|${WRITE_SYNTAX})\s*${OPENERS}\s*$`, 'i');
/** Syntax right after a name that writes it (`open("x", "w")`). */
const WRITE_AFTER = /^[`'"]?\s*,\s*["'](?:w|a|wb|ab)["']/;
const OUTPUT_NAME = /^(?:out|output|result|results)(?:[._-]|$)/i;

export interface NamedFiles {
  /** Files the task reads, most mentioned first (then first mentioned). */
  inputs: string[];
  /** Files the task writes, in the same order. */
  outputs: string[];
}

interface Tally {
  name: string;
  first: number;
  reads: number;
  writes: number;
}

/** Files that instruct an agent (a skill, a project's agent notes): never the input of a user's task. */
const AGENT_FILES = new Set(['skill.md', 'agents.md', 'claude.md', 'gemini.md']);

/** A Markdown link's target: `[cli-reference.md](references/cli-reference.md)`. */
const LINK_TARGET = /\]\(\s*<?([^)<>\s#?]+)/g;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * `skillFiles`: names (lower case) of the files in the skill's folder, which are the skill's own; so are
 * the documents the body links to, wherever they are (`[guide.md](../shared/guide.md)`).
 */
export function namedFiles(body: string, skillFiles: ReadonlySet<string>): NamedFiles {
  const own = new Set(skillFiles);
  for (const [, target] of body.matchAll(LINK_TARGET)) {
    if (!URL_SCHEME.test(target!)) own.add(target!.slice(target!.lastIndexOf('/') + 1).toLowerCase());
  }
  const tallies = new Map<string, Tally>();
  for (const m of body.matchAll(FILE_NAME)) {
    const name = m[1]!;
    if (!SAFE_FILE_NAME.test(name) || own.has(name.toLowerCase()) || AGENT_FILES.has(name.toLowerCase())) continue;
    const at = m.index!;
    const lineStart = body.lastIndexOf('\n', at) + 1;
    const before = body.slice(Math.max(lineStart, at - 60), at);
    const after = body.slice(at + name.length, at + name.length + 12);
    const writes = WRITE_BEFORE.test(before) || WRITE_AFTER.test(after) || OUTPUT_NAME.test(name);
    const tally = tallies.get(name) ?? { name, first: at, reads: 0, writes: 0 };
    if (writes) tally.writes++;
    else tally.reads++;
    tallies.set(name, tally);
  }
  const ranked = [...tallies.values()].sort((a, b) => b.reads + b.writes - (a.reads + a.writes) || a.first - b.first);
  return {
    inputs: ranked.filter((t) => t.reads >= t.writes).map((t) => t.name),
    outputs: ranked.filter((t) => t.writes > t.reads).map((t) => t.name),
  };
}
