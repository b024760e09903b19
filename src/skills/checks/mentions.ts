import type { Dependency } from '../dependencies.js';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillMention } from '../mentions.js';
import type { RepositoryLayout } from './references.js';
import type { SkillRecord } from '../skill.js';

/**
 * Turn the skills a SKILL.md tells the agent to use into dependencies, when they are skills of this
 * repository. A name that is none is usually another project's skill or a plain word; only the forms that
 * can mean nothing but a skill (`plugin:name` of a plugin of this repository, "REQUIRED SUB-SKILL: X")
 * are worth a warning.
 */
export function checkMentions(
  skill: SkillRecord,
  mentions: readonly SkillMention[],
  layout: RepositoryLayout,
): { dependencies: Dependency[]; diagnostics: Diagnostic[] } {
  const dependencies: Dependency[] = [];
  const diagnostics: Diagnostic[] = [];
  const warned = new Set<string>();
  for (const m of mentions) {
    if (m.name === skill.name || m.form === 'heading') continue;
    // A skill whose `name` breaks the standard (`name: Hook Development`) is still called by its folder.
    const other = layout.byName.get(m.name) ?? layout.byFolder.get(m.name);
    const ours = m.form !== 'plugin' || layout.plugins.names.has(m.plugin!) || other !== undefined;
    if (other !== undefined && other !== skill && ours) {
      dependencies.push({ name: other.name, line: m.line, via: 'mention' });
      continue;
    }
    if (other === skill) continue;
    const unambiguous =
      (m.form === 'plugin' &&
        !m.xmlName &&
        layout.plugins.names.has(m.plugin!) &&
        !layout.plugins.hasAgentOrCommand(m.name)) ||
      m.form === 'required';
    if (!unambiguous || warned.has(m.name)) continue;
    warned.add(m.name);
    const written = m.form === 'plugin' ? `${m.plugin}:${m.name}` : m.name;
    diagnostics.push(
      diagnostic(
        'skill-mention-unknown',
        skill.file,
        `The text tells the agent to use the skill \`${written}\`, but this ` +
          `repository has no skill named \`${m.name}\`. Fix the name, or add the ` +
          `skill; an eval cannot install it.`,
        { line: m.line },
      ),
    );
  }
  return { dependencies, diagnostics };
}
