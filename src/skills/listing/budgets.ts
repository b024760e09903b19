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
  /** Every skill listed, `count` descriptions cut (`longest`: the names of the longest few) or, for Claude Code, possibly dropped. */
  | { kind: 'shortened'; used: number; count: number; longest: string[] }
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
    const sizes = skills.map((s) => chars(s.description));
    let used = 0;
    for (let i = 0; i < skills.length; i++) used += skills[i]!.name.length + 2 + Math.min(sizes[i]!, CLAUDE_CODE_ENTRY_CAP) + 1;
    if (used <= this.limit) return { kind: 'fits', used };
    return { kind: 'shortened', used, count: skills.length, longest: longestFew(skills, sizes) };
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
    // `- name: (file: r0/name/SKILL.md)\n` is 25 bytes and the name twice; a description adds itself and a space.
    const minimum = skills.map((s) => 25 + 2 * bytes(s.name));
    const described = skills.map((s) => bytes(s.description) + 1);
    let floor = 0;
    let full = 0;
    for (let i = 0; i < skills.length; i++) {
      floor += minimum[i]!;
      full += minimum[i]! + described[i]!;
    }
    const used = tokens(full);
    if (used <= this.limit) return { kind: 'fits', used };
    if (tokens(floor) > this.limit) {
      let spent = 0;
      let listed = 0;
      for (const m of minimum) {
        if (spent + m > this.limit * 4) continue;
        spent += m;
        listed++;
      }
      return { kind: 'omitted', used, omitted: skills.length - listed };
    }
    const level = fillLevel(described, this.limit * 4 - floor);
    const cut = skills.filter((_, i) => described[i]! > level);
    return { kind: 'shortened', used, count: cut.length, longest: longestFew(cut, cut.map((s) => chars(s.description))) };
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

/** How many skills a message names. */
export const LONGEST_SHOWN = 5;

/** The names of the few longest descriptions, longest first; `sizes[i]` is the length of `skills[i]`'s. One pass, no sort of them all. */
function longestFew(skills: readonly ListedSkill[], sizes: readonly number[]): string[] {
  const top: number[] = [];
  const before = (a: number, b: number) => sizes[a]! > sizes[b]! || (sizes[a] === sizes[b] && skills[a]!.name < skills[b]!.name);
  for (let i = 0; i < skills.length; i++) {
    if (top.length === LONGEST_SHOWN && !before(i, top[LONGEST_SHOWN - 1]!)) continue;
    let at = Math.min(top.length, LONGEST_SHOWN - 1);
    top[at] = i;
    for (; at > 0 && before(top[at]!, top[at - 1]!); at--) [top[at - 1], top[at]] = [top[at]!, top[at - 1]!];
  }
  return top.map((i) => skills[i]!.name);
}

/**
 * Characters as JavaScript counts them (UTF-16 units: an emoji is two), as Claude Code, a Node program,
 * most likely does; a code-point count cost a tenth of the check on a 1,000-skill repository.
 */
function chars(text: string): number {
  return text.length;
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function tokens(byteCount: number): number {
  return Math.ceil(byteCount / 4);
}
