import { existsSync, readdirSync } from 'node:fs';
import type { BundledSkills } from '../../results/types.js';

/**
 * What each CLI ships beside the skills caliper installs, once caliper's settings for it are applied:
 * `off`, nothing (its listing to the model and its own discovery listing hold exactly the installed set);
 * `hidden`, skills its own discovery still names but that are never offered to the model and are refused
 * if called; `listed`, skills offered to the model beside the installed set (a choice among them is
 * recorded as a choice outside the set under test). Each agent's is `facts.bundledSkills`
 * (src/agents/<cli>/facts.ts); __tests__/e2e/bundledSkills.test.ts checks each.
 */
export type { BundledSkills };

/**
 * The folder names under a skills root, once the trial's skills are copied there: a CLI's own skill is
 * turned off by its name only when no installed skill has that name (anthropics/skills has a
 * `skill-creator`; Gemini CLI ships one too), else the user's skill would be turned off with it.
 */
export function installedSkillNames(skillsRoot: string): Set<string> {
  return new Set(existsSync(skillsRoot) ? readdirSync(skillsRoot) : []);
}

/** `names` less those installed. */
export function unlessInstalled(names: readonly string[], installed: ReadonlySet<string>): string[] {
  return names.filter((n) => !installed.has(n));
}
