/**
 * What each pinned agent CLI puts in the model's context of the skills installed together, measured from
 * the request each sent the scripted model (__tests__/e2e/listingBudgets.test.ts) and read in its code.
 * Sources and figures: docs/rules.md#listing-budget.
 */
export interface ListedSkill {
  name: string;
  description: string;
  /** The `when_to_use` field, which Claude Code lists after the description. */
  whenToUse?: string;
}

/** What a listing keeps of one skill's description: all of it, its start, or none (the name alone). */
export type Kept = 'whole' | 'cut' | 'name-only' | 'unlisted';

/** A CLI's listing of a set of skills: per skill (in the order given), what it keeps, and its size. */
export interface ListingPrediction {
  kept: Kept[];
  /** The listing's size in the CLI's unit, before any cut. */
  used: number;
}

/** What a CLI does to a set of skills installed together, for a message. */
export type ListingOutcome =
  | { kind: 'fits'; used: number }
  /** Every skill listed, `count` descriptions cut short (`longest`: the names of the longest few). */
  | { kind: 'shortened'; used: number; count: number; longest: string[] }
  /** Over the budget: `count` skills are listed by name alone, `cut` more are cut short. */
  | { kind: 'names-only'; used: number; count: number; cut: number; longest: string[] }
  /** Not even every name fits: descriptions are all removed and `omitted` skills are not listed. */
  | { kind: 'omitted'; used: number; omitted: number };

/** One CLI's listing (the agent's `facts.listing`, src/agents/<cli>/listing.ts). */
export interface ListingRule {
  /** The budget the skills share, in the unit the CLI counts; undefined when it lists each skill alone. */
  budget: { limit: number; unit: 'characters' | 'tokens'; source: string } | undefined;
  /**
   * Whether `validate` warns on what it predicts (not on Hermes' 60 characters: nearly every description is longer).
   */
  warns: boolean;
  /** Whether it leaves a skill with `disable-model-invocation: true` out of the listing (the model may not run it). */
  hidesManualSkills: boolean;
  /** Where each skill's entry is cut at this many characters on its own, whatever the budget (Claude Code). */
  entryCap?: number;
  predict(skills: readonly ListedSkill[]): ListingPrediction;
}

/** How many skills a message names. */
export const LONGEST_SHOWN = 5;

/** The outcome of a prediction, for a message. */
export function outcomeOf(skills: readonly ListedSkill[], p: ListingPrediction): ListingOutcome {
  const count = (k: Kept) => p.kept.filter((x) => x === k).length;
  const unlisted = count('unlisted');
  if (unlisted > 0) return { kind: 'omitted', used: p.used, omitted: unlisted };
  const lost = skills.filter((_, i) => p.kept[i] !== 'whole');
  const longest = longestFew(
    lost,
    lost.map((s) => chars(s.description)),
  );
  if (count('name-only') > 0)
    return { kind: 'names-only', used: p.used, count: count('name-only'), cut: count('cut'), longest };
  if (count('cut') > 0) return { kind: 'shortened', used: p.used, count: count('cut'), longest };
  return { kind: 'fits', used: p.used };
}

/**
 * The names of the few longest descriptions, longest first; `sizes[i]` is the length of `skills[i]`'s. One pass, no
 * sort of them all.
 */
function longestFew(skills: readonly ListedSkill[], sizes: readonly number[]): string[] {
  const top: number[] = [];
  const before = (a: number, b: number) =>
    sizes[a]! > sizes[b]! || (sizes[a] === sizes[b] && skills[a]!.name < skills[b]!.name);
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
 * does; a code-point count cost a tenth of the check on a 1,000-skill repository.
 */
export function chars(text: string): number {
  return text.length;
}

/**
 * pi 0.73.1 (`formatSkillsForPrompt`), Gemini CLI 0.61.0 (`renderAgentSkills`) and OpenCode 1.18.33 list
 * every description whole, with no budget: each sent all 40 of 1,000 characters (40,000) whole.
 */
export function wholeListing(hidesManualSkills = false): ListingRule {
  return {
    budget: undefined,
    warns: false,
    hidesManualSkills,
    predict: (skills) => ({ used: 0, kept: skills.map(() => 'whole') }),
  };
}
