/**
 * How each agent CLI that documents a budget for its skill listing (the names and descriptions it puts in
 * the model's context so the model can choose a skill) spends it. Sources and figures: docs/rules.md#listing-budget.
 */
export interface ListedSkill {
  name: string;
  /** `description`, with `when_to_use` after it where the CLI lists that too. */
  description: string;
}

/** What a CLI does to a set of skills installed together. */
export type ListingOutcome =
  | { kind: 'fits'; used: number }
  /** Every skill listed, some descriptions cut (`shortened`, longest first) or, for Claude Code, possibly dropped. */
  | { kind: 'shortened'; used: number; shortened: string[] }
  /** Not even every name fits: descriptions are all removed and `omitted` skills are not listed. */
  | { kind: 'omitted'; used: number; omitted: number };

export interface ListingBudget {
  backend: 'claude-code' | 'codex';
  /** The budget in the unit the CLI counts (`characters` or `tokens`). */
  limit: number;
  unit: 'characters' | 'tokens';
  /** How the budget is set, for the message. */
  source: string;
  outcome(skills: readonly ListedSkill[]): ListingOutcome;
}

/**
 * Claude Code: "The budget scales dynamically at 1% of the context window, with a fallback of 8,000
 * characters", each entry's description and `when_to_use` capped at 1,536 characters; names always stay.
 * 8,000 is also 1% of a 200,000-token window at four characters a token. Which descriptions it cuts is not
 * documented (it keeps the full text of the skills used most), so any longer one may be.
 */
export const CLAUDE_CODE_CHARACTERS = 8_000;
export const CLAUDE_CODE_ENTRY_CAP = 1_536;

export const claudeCode: ListingBudget = {
  backend: 'claude-code',
  limit: CLAUDE_CODE_CHARACTERS,
  unit: 'characters',
  source: '1% of a 200,000-token context window, or the 8,000 characters Claude Code falls back to; SLASH_COMMAND_TOOL_CHAR_BUDGET or skillListingBudgetFraction raise it',
  outcome(skills) {
    const entry = (s: ListedSkill) => s.name.length + 2 + Math.min(chars(s.description), CLAUDE_CODE_ENTRY_CAP) + 1;
    const used = skills.reduce((sum, s) => sum + entry(s), 0);
    if (used <= this.limit) return { kind: 'fits', used };
    return { kind: 'shortened', used, shortened: longestFirst(skills).map((s) => s.name) };
  },
};

/**
 * Codex (codex-rs/core-skills/src/render.rs): 2% of the model's context window in tokens (bytes / 4), else
 * 8,000 characters; one line `- name: description (file: path)` per skill. When the full lines overflow, it
 * shares what is left after the names out one character at a time (short descriptions keep theirs whole);
 * when even the names overflow, every description goes and skills past the budget are left out. Lines are
 * costed here with Codex's shortest path form (`r0/<name>/SKILL.md`), so the estimate errs low.
 * 5,440 tokens is 2% of the 272,000-token window of Codex's default models, the figure its log reports.
 */
export const CODEX_TOKENS = 5_440;

export const codex: ListingBudget = {
  backend: 'codex',
  limit: CODEX_TOKENS,
  unit: 'tokens',
  source: "2% of the model's context window, for Codex's default models 272,000 tokens",
  outcome(skills) {
    const minimum = skills.map((s) => bytes(`- ${s.name}: (file: r0/${s.name}/SKILL.md)\n`));
    const full = skills.map((s, i) => minimum[i]! + bytes(s.description) + 1);
    const used = tokens(full.reduce((a, b) => a + b, 0));
    if (used <= this.limit) return { kind: 'fits', used };
    const floor = minimum.reduce((a, b) => a + b, 0);
    if (tokens(floor) > this.limit) {
      let spent = 0;
      const listed = minimum.filter((m) => (spent + m <= this.limit * 4 ? ((spent += m), true) : false)).length;
      return { kind: 'omitted', used, omitted: skills.length - listed };
    }
    const level = fillLevel(skills.map((s) => bytes(s.description) + 1), this.limit * 4 - floor);
    return { kind: 'shortened', used, shortened: longestFirst(skills.filter((s) => bytes(s.description) + 1 > level)).map((s) => s.name) };
  },
};

export const LISTING_BUDGETS: readonly ListingBudget[] = [claudeCode, codex];

/** The largest share each description may keep so that all of them fit in `room` (water filling). */
function fillLevel(sizes: readonly number[], room: number): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  let left = room;
  for (let i = 0; i < sorted.length; i++) {
    const share = Math.floor(left / (sorted.length - i));
    if (sorted[i]! > share) return share;
    left -= sorted[i]!;
  }
  return Infinity;
}

function longestFirst(skills: readonly ListedSkill[]): ListedSkill[] {
  return [...skills].sort((a, b) => chars(b.description) - chars(a.description) || (a.name < b.name ? -1 : 1));
}

function chars(text: string): number {
  return [...text].length;
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function tokens(byteCount: number): number {
  return Math.ceil(byteCount / 4);
}
