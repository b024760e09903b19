import { chars, type Kept, type ListedSkill, type ListingRule } from '../../skills/listing/budgets.js';

/**
 * Claude Code 2.1.332, from its code and the requests it sent: the listing's budget is 1% of the context
 * window of the model it runs, counted in characters at that model's characters per token (3 for its
 * newer models, else 4), unless SLASH_COMMAND_TOOL_CHAR_BUDGET or `skillListingBudgetFraction` set it. Its
 * default model, `claude-opus-5-5`, has a 1,000,000-token window: 30,000 characters. (8,000 is a 200,000-
 * token model at 4.) Each entry is `- name: text` on its own line, `text` the description and
 * ` - when_to_use`, cut at 1,536 characters (1,535 and `…`).
 * Over budget, no description is shortened to fit: in its priority order (the most used first; for skills
 * never used, the order listed) each skill keeps its whole entry while the room left after every name
 * holds it, and the others are listed by name alone.
 */
export const CLAUDE_CODE_CHARACTERS = 30_000;
export const CLAUDE_CODE_ENTRY_CAP = 1_536;

export const claudeCodeListing: ListingRule = {
  budget: {
    limit: CLAUDE_CODE_CHARACTERS,
    unit: 'characters',
    source:
      '1% of the 1,000,000-token context window of claude-opus-5-5, the ' +
      'model Claude Code 2.1.332 runs by default, at 3 characters a token; ' +
      'SLASH_COMMAND_TOOL_CHAR_BUDGET or skillListingBudgetFraction change it',
  },
  warns: true,
  hidesManualSkills: true,
  entryCap: CLAUDE_CODE_ENTRY_CAP,
  predict(skills) {
    const order = skills
      .map((_, i) => i)
      .sort((a, b) => (skills[a]!.name < skills[b]!.name ? -1 : skills[a]!.name > skills[b]!.name ? 1 : 0));
    const text = skills.map(listedText);
    const nameOnly = skills.map((s) => chars(`- ${s.name}`));
    const full = skills.map((s, i) => nameOnly[i]! + 2 + Math.min(chars(text[i]!), CLAUDE_CODE_ENTRY_CAP));
    const described = (i: number): Kept => (chars(text[i]!) > CLAUDE_CODE_ENTRY_CAP ? 'cut' : 'whole');
    const newlines = Math.max(0, skills.length - 1);
    const used = full.reduce((a, b) => a + b, 0) + newlines;
    if (used <= CLAUDE_CODE_CHARACTERS) return { used, kept: skills.map((_, i) => described(i)) };
    let room = CLAUDE_CODE_CHARACTERS - nameOnly.reduce((a, b) => a + b, 0) - newlines;
    const kept: Kept[] = skills.map(() => 'name-only');
    for (const i of order) {
      const more = full[i]! - nameOnly[i]!;
      if (more > room) continue;
      room -= more;
      kept[i] = described(i);
    }
    return { used, kept };
  },
};

/** The text Claude Code lists for a skill: its description, then ` - ` and its `when_to_use`. */
function listedText(s: ListedSkill): string {
  return s.whenToUse ? `${s.description} - ${s.whenToUse}` : s.description;
}
