import type { BackendName } from '../../eval/spec/types.js';
import type { ListingRule } from './budgets.js';

/**
 * Hermes Agent 0.19.0 (agent/skill_utils.py `extract_skill_description`): each description in its index
 * is its first 57 characters and `...` when longer than 60; no budget over the set. Every description
 * worth the name is longer, so `validate` does not warn on it.
 */
export const HERMES_DESCRIPTION_CAP = 60;

export const hermes: ListingRule = {
  backend: 'hermes',
  cli: 'Hermes Agent',
  budget: undefined,
  warns: false,
  hidesManualSkills: false,
  predict: (skills) => ({ used: 0, kept: skills.map((s) => (s.description.trim().length > HERMES_DESCRIPTION_CAP ? 'cut' : 'whole')) }),
};

/**
 * pi 0.73.1 (`formatSkillsForPrompt`), Gemini CLI 0.61.0 (`renderAgentSkills`) and OpenCode 1.18.33 list
 * every description whole, with no budget: each sent all 40 of 1,000 characters (40,000) whole.
 */
function whole(backend: BackendName, cli: string, hidesManualSkills = false): ListingRule {
  return { backend, cli, budget: undefined, warns: false, hidesManualSkills, predict: (skills) => ({ used: 0, kept: skills.map(() => 'whole') }) };
}

export const pi = whole('pi', 'pi', true);
export const geminiCli = whole('gemini-cli', 'Gemini CLI');
export const opencode = whole('opencode', 'OpenCode');
