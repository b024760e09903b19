import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';

/** The one plugin-root variable an agent CLI expands in a skill's text: Claude Code's, for a plugin's skills. */
export const CLAUDE_PLUGIN_ROOT = 'CLAUDE_PLUGIN_ROOT';

/**
 * `${CLAUDE_PLUGIN_ROOT}/…` works only where Claude Code loads the skill as part of a plugin. A skill in a
 * Claude Code plugin folder (`plugins/<p>/`) is installed no other way, so it is fine there. Elsewhere (no
 * plugin, a plugin at the repository root that `npx skills add` also installs into other agents, a Codex
 * plugin) other agents read the variable as empty and the path as `/…`: a warning, once per skill.
 */
export function checkPluginVariables(
  skill: SkillRecord,
  rooted: readonly { variable: string; target: string; line: number }[],
  pluginRoot: string | undefined,
  inClaudePlugin: boolean,
): Diagnostic[] {
  if (inClaudePlugin) return [];
  const uses = rooted.filter((r) => r.variable === CLAUDE_PLUGIN_ROOT);
  const first = uses[0];
  if (first === undefined) return [];
  const example = `\`\${${CLAUDE_PLUGIN_ROOT}}/${first.target}\``;
  const more = uses.length > 1 ? ` (and ${uses.length - 1} more)` : '';
  const relative = `Use a path relative to the skill folder (\`${first.target}\`, with the file inside the skill)`;
  const message =
    pluginRoot === undefined
      ? `Claude Code sets \`\${${CLAUDE_PLUGIN_ROOT}}\` only for a skill it ` +
        `loads from a plugin, and no plugin manifest is above this skill, so ` +
        `every agent reads ${example}${more} as \`/${first.target}\`. ` +
        `${relative}.`
      : `Only Claude Code expands \`\${${CLAUDE_PLUGIN_ROOT}}\`, when it ` +
        `installs the plugin; Codex, pi, Gemini CLI, OpenCode and Hermes Agent ` +
        `(\`npx skills add\`, an eval on those backends) read ` +
        `${example}${more} as \`/${first.target}\`. ${relative}, or, if the ` +
        `skill ships for Claude Code only, turn this rule off.`;
  return [diagnostic('plugin-root-variable', skill.file, message, { line: first.line })];
}
