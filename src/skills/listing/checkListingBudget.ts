import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';
import { compileGlobs } from '../../util/glob.js';
import { LISTING_BUDGETS, type ListedSkill, type ListingBudget, type ListingOutcome } from './budgets.js';

/** Skills named in one finding; the rest are counted. */
const NAMES_SHOWN = 5;

/**
 * Per backend that documents a listing budget, whether the skills installed together fit in it: each set
 * `installed-together` gives (globs of skill folders), else the repository's skills, a plugin's apart
 * (a plugin is installed on its own). One warning per backend and set, on the SKILL.md of its longest
 * description (the one to shorten first).
 */
export function checkListingBudget(skills: readonly SkillRecord[], installedTogether: readonly (readonly string[])[], pluginOf: (dir: string) => string | undefined): Diagnostic[] {
  const sets = installedTogether.length === 0 ? defaultSets(skills, pluginOf) : installedTogether.map((globs) => setOf(skills, globs));
  const out: Diagnostic[] = [];
  for (const set of sets) {
    for (const budget of LISTING_BUDGETS) {
      const listed = set.skills.filter((s) => !(budget.backend === 'claude-code' && s.disableModelInvocation) && s.description !== undefined);
      if (listed.length === 0) continue;
      const outcome = budget.outcome(listed.map(listedSkill));
      if (outcome.kind === 'fits') continue;
      const longest = listed.reduce((a, b) => (listedSkill(b).description.length > listedSkill(a).description.length ? b : a));
      out.push(diagnostic('listing-budget', longest.file, message(budget, outcome, set.label, listed.length), { line: longest.frontmatter ? longest.lineOf(['description']) : 1 }));
    }
  }
  return out;
}

function defaultSets(skills: readonly SkillRecord[], pluginOf: (dir: string) => string | undefined): { skills: SkillRecord[]; label: string }[] {
  const byPlugin = new Map<string, SkillRecord[]>();
  for (const s of skills) {
    const plugin = pluginOf(s.dir) ?? ''; // a plugin at the root is the repository
    const members = byPlugin.get(plugin);
    if (members === undefined) byPlugin.set(plugin, [s]);
    else members.push(s);
  }
  return [...byPlugin].map(([plugin, members]) => ({ skills: members, label: plugin === '' ? 'the skills of this repository' : `the skills of the plugin \`${plugin}\`` }));
}

function setOf(skills: readonly SkillRecord[], globs: readonly string[]): { skills: SkillRecord[]; label: string } {
  const matches = compileGlobs(globs);
  return { skills: skills.filter((s) => matches(s.dir)), label: `the skills \`installed-together\` names (${globs.join(', ')})` };
}

function listedSkill(s: SkillRecord): ListedSkill {
  const whenToUse = s.frontmatter?.['when_to_use'];
  return { name: s.name, description: typeof whenToUse === 'string' ? `${s.description ?? ''} ${whenToUse}` : (s.description ?? '') };
}

function message(budget: ListingBudget, outcome: Exclude<ListingOutcome, { kind: 'fits' }>, label: string, count: number): string {
  const cli = budget.backend === 'claude-code' ? 'Claude Code' : 'Codex';
  const size = `The names and descriptions of ${label} (${count}) take about ${outcome.used.toLocaleString('en-US')} ${budget.unit} in ${cli}'s skill listing, over its budget of ${budget.limit.toLocaleString('en-US')} (${budget.source}).`;
  const what =
    outcome.kind === 'omitted'
      ? `${cli} would remove every description and leave ${outcome.omitted} of the skills out of the listing, so the model cannot choose them.`
      : budget.backend === 'claude-code'
        ? `Claude Code shortens or drops descriptions past it (the least-used skills' first), so a skill whose description is cut is seldom chosen; the longest: ${names(outcome.shortened)}.`
        : `Codex would shorten the descriptions of ${outcome.shortened.length} of them: ${names(outcome.shortened)}.`;
  return `${size} ${what} Shorten the descriptions, or install fewer skills together (set \`validate.installed-together\` in .github/caliper.yml to the sets users install); skills other than these that users have installed share the budget too.`;
}

function names(list: readonly string[]): string {
  const shown = list.slice(0, NAMES_SHOWN).map((n) => `\`${n}\``).join(', ');
  return list.length > NAMES_SHOWN ? `${shown} and ${list.length - NAMES_SHOWN} more` : shown;
}
