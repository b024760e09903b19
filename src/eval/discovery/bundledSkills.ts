import { existsSync, readdirSync } from 'node:fs';
import type { BundledSkills } from '../../results/types.js';
import type { BackendName } from '../spec/types.js';

/**
 * What each CLI ships beside the skills caliper installs, once caliper's settings for it are applied:
 * `off`, nothing (its listing to the model and its own discovery listing hold exactly the installed set);
 * `hidden`, skills its own discovery still names but that are never offered to the model and are refused
 * if called; `listed`, skills offered to the model beside the installed set (a choice among them is
 * recorded as a choice outside the set under test). __tests__/e2e/bundledSkills.test.ts checks each.
 */
export type { BundledSkills };

export const BUNDLED_SKILLS: Readonly<Record<BackendName, Readonly<BundledSkills>>> = {
  // CLAUDE_CODE_DISABLE_BUNDLED_SKILLS=1, and settings.json for what it leaves (claudeCode.ts).
  'claude-code': { policy: 'off' },
  // `[skills.bundled] enabled = false` in config.toml.
  codex: { policy: 'off' },
  // `skills.disabled` in settings.json.
  'gemini-cli': { policy: 'off' },
  // The `.no-bundled-skills` marker (the wheel ships none).
  hermes: { policy: 'off' },
  // pi ships no skills.
  pi: { policy: 'off' },
  // OpenCode 1.18.33 adds `customize-opencode` to every skill set (location `<built-in>`) with no switch
  // to leave it out: a permission rule denies it, so the model is never offered it and a call is refused,
  // but `opencode debug skill` (its discovery listing) still names it.
  opencode: { policy: 'hidden', names: ['customize-opencode'] },
};

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
