import type { ListingRule } from '../../skills/listing/budgets.js';

/**
 * Hermes Agent 0.19.0 (agent/skill_utils.py `extract_skill_description`): each description in its index
 * is its first 57 characters and `...` when longer than 60; no budget over the set. Every description
 * worth the name is longer, so `validate` does not warn on it.
 */
export const HERMES_DESCRIPTION_CAP = 60;

export const hermesListing: ListingRule = {
  budget: undefined,
  warns: false,
  hidesManualSkills: false,
  predict: (skills) => ({
    used: 0,
    kept: skills.map((s) => (s.description.trim().length > HERMES_DESCRIPTION_CAP ? 'cut' : 'whole')),
  }),
};
