/** Where agent CLIs look for skills and commands, as folder paths relative to a project. */
import { AGENT_FACTS } from '../agents/facts.js';

/** Folders whose `.md` files CLIs turn into slash commands or prompts, never into installable skills. */
export const COMMAND_FOLDERS = [
  '.claude/commands',
  '.opencode/command',
  '.opencode/commands',
  '.codex/prompts',
  '.pi/prompts',
];

/**
 * Native skills roots, every agent's `skillRoots` (src/agents/<cli>/facts.ts) once each; any folder named
 * `skills` is treated like one for lone-file detection.
 */
export const NATIVE_SKILL_ROOTS: readonly string[] = [...new Set(AGENT_FACTS.flatMap((f) => f.skillRoots))];

/** Documentation conventionally kept beside skills and commands; never a skill or a command. */
export const SKILLS_FOLDER_DOCS = new Set([
  'readme.md',
  'changelog.md',
  'contributing.md',
  'license.md',
  'index.md',
  // Claude Code's, Codex's and Gemini CLI's per-folder memory files
  'claude.md',
  'agents.md',
  'gemini.md',
  'vendor.md',
  'notice.md',
  'security.md',
  'code_of_conduct.md',
  'authors.md',
]);

/**
 * A documentation file: a known name, or an upper-case one (`VENDOR.md`, `NOTES.md`). Commands and
 * skills are named in lower case by every CLI's convention, so an upper-case name is read as docs.
 */
export function isDocumentationFile(name: string): boolean {
  return SKILLS_FOLDER_DOCS.has(name.toLowerCase()) || /^[A-Z0-9][A-Z0-9_-]*\.md$/.test(name);
}

export const SKILL_FILE = 'SKILL.md';
export const EVAL_SPEC_FILE = '.eval.yaml';

/** Never installed into a sandbox, for the subject or any neighbour: answer keys and repository state. */
export const NEVER_INSTALLED = ['.eval.yaml', '.eval.yml', '.caliper', '.git'];

/** Folders the discovery walk never enters. */
export const ALWAYS_SKIPPED = new Set(['.git', 'node_modules']);

/** Turn an arbitrary file name into a valid skill name, or undefined when nothing is left. */
export function toSkillName(raw: string): string | undefined {
  const name = raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return name === '' ? undefined : name;
}
