import type { ToolCall } from '../../agents/agent.js';

/** The dedicated skill-loading tools of the CLIs, and the argument naming the skill: loading one reads its SKILL.md. */
const SKILL_TOOLS: Record<string, string> = {
  Skill: 'skill',
  activate_skill: 'name',
  skill: 'name',
  skill_view: 'name',
};

// Every backend's native root ends in a `skills` folder: `<root>/skills/<name>/<file>`.
const SKILL_PATH = /\/skills\/([A-Za-z0-9._-]+)\/([^\s'"`;|&<>(){}\\,]+)/g;

/**
 * Which files of the installed skills the agent opened, in the order it first did: `csv-summary/SKILL.md`,
 * `csv-summary/references/format.md`. Read from the normalised tool calls of any CLI: a skill tool loads
 * SKILL.md (Hermes' `skill_view` with `file_path` one of its files), and any path under a skills root in a
 * call's input (a Read, a `cat`, Codex's parsed reads) names a file.
 */
export function skillFilesRead(calls: readonly ToolCall[], installed: readonly string[]): string[] {
  const names = new Set(installed);
  const seen = new Set<string>();
  const add = (skill: string, file: string) => {
    if (!names.has(skill)) return;
    seen.add(`${skill}/${file.replace(/^\.?\//, '')}`);
  };
  for (const call of calls) {
    const input = (call.input ?? {}) as Record<string, unknown>;
    const argument = SKILL_TOOLS[call.name];
    const named = argument !== undefined ? input[argument] : undefined;
    if (typeof named === 'string') {
      const skill = named.split('/').pop()!;
      add(
        skill,
        call.name === 'skill_view' && typeof input.file_path === 'string' && input.file_path !== ''
          ? input.file_path
          : 'SKILL.md',
      );
    }
    for (const text of strings(call.input)) for (const m of text.matchAll(SKILL_PATH)) add(m[1]!, m[2]!);
  }
  return [...seen];
}

function strings(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 4 || value === null || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).flatMap((v) => strings(v, depth + 1));
}
