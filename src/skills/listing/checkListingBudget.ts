import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';
import { compileGlobs } from '../../util/glob.js';
import { LISTING_BUDGETS, type ListedSkill, type ListingBudget, type ListingOutcome } from './budgets.js';

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
    const described = set.skills.filter((s) => s.description !== undefined);
    const all = described.map(listedSkill);
    for (const budget of LISTING_BUDGETS) {
      // Claude Code leaves a skill the model may not run (`disable-model-invocation: true`) out of its listing.
      const keep = budget.backend === 'claude-code' ? described.map((s) => !s.disableModelInvocation) : undefined;
      const listed = keep === undefined ? described : described.filter((_, i) => keep[i]);
      const entries = keep === undefined ? all : all.filter((_, i) => keep[i]);
      if (listed.length === 0) continue;
      const outcome = budget.outcome(entries);
      if (outcome.kind === 'fits') continue;
      let longest = 0;
      for (let i = 1; i < entries.length; i++) if (entries[i]!.description.length > entries[longest]!.description.length) longest = i;
      const at = listed[longest]!;
      out.push(diagnostic('listing-budget', at.file, message(budget, outcome, set.label, listed.length), { line: at.frontmatter ? at.lineOf(['description']) : 1 }));
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
  const size = `The names and descriptions of ${label} (${count}) take about ${thousands(outcome.used)} ${budget.unit} in ${cli}'s skill listing, over its budget of ${thousands(budget.limit)} (${budget.source}).`;
  const what =
    outcome.kind === 'omitted'
      ? `${cli} would remove every description and leave ${outcome.omitted} of the skills out of the listing, so the model cannot choose them.`
      : budget.backend === 'claude-code'
        ? `Claude Code shortens or drops descriptions past it (the least-used skills' first), so a skill whose description is cut is seldom chosen; the longest: ${names(outcome.longest, outcome.count)}.`
        : `Codex would shorten the descriptions of ${outcome.count} of them: ${names(outcome.longest, outcome.count)}.`;
  return `${size} ${what} Shorten the descriptions, or install fewer skills together (set \`validate.installed-together\` in .github/caliper.yml to the sets users install); skills other than these that users have installed share the budget too.`;
}

/** `12660` -> `12,660` (toLocaleString loads ICU data: a tenth of a run's time). */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

function names(shown: readonly string[], count: number): string {
  const list = shown.map((n) => `\`${n}\``).join(', ');
  return count > shown.length ? `${list} and ${count - shown.length} more` : list;
}
