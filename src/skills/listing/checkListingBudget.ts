import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';
import { compileGlobs } from '../../util/glob.js';
import { outcomeOf, type ListedSkill, type ListingOutcome, type ListingRule } from './budgets.js';
import { AGENT_FACTS } from '../../agents/facts.js';

/**
 * Per backend whose listing cuts descriptions, whether the skills installed together keep theirs: each
 * set `installed-together` gives (globs of skill folders), else the repository's skills, a plugin's apart
 * (a plugin is installed on its own). One warning per backend and set, on the SKILL.md of its longest
 * description (the one to shorten first).
 */
export function checkListingBudget(
  skills: readonly SkillRecord[],
  installedTogether: readonly (readonly string[])[],
  pluginOf: (dir: string) => string | undefined,
): Diagnostic[] {
  const sets =
    installedTogether.length === 0
      ? defaultSets(skills, pluginOf)
      : installedTogether.map((globs) => setOf(skills, globs));
  const out: Diagnostic[] = [];
  for (const set of sets) {
    const described = set.skills.filter((s) => s.description !== undefined);
    for (const { cli, listing: rule } of AGENT_FACTS) {
      if (!rule.warns) continue;
      const listed = rule.hidesManualSkills ? described.filter((s) => !s.disableModelInvocation) : described;
      if (listed.length === 0) continue;
      const entries = listed.map(listedSkill);
      const outcome = outcomeOf(entries, rule.predict(entries));
      if (outcome.kind === 'fits') continue;
      let longest = 0;
      for (let i = 1; i < entries.length; i++)
        if (entries[i]!.description.length > entries[longest]!.description.length) longest = i;
      const at = listed[longest]!;
      out.push(
        diagnostic('listing-budget', at.file, message(cli, rule, outcome, set.label, listed.length), {
          line: at.frontmatter ? at.lineOf(['description']) : 1,
        }),
      );
    }
  }
  return out;
}

function defaultSets(
  skills: readonly SkillRecord[],
  pluginOf: (dir: string) => string | undefined,
): { skills: SkillRecord[]; label: string }[] {
  const byPlugin = new Map<string, SkillRecord[]>();
  for (const s of skills) {
    const plugin = pluginOf(s.dir) ?? ''; // a plugin at the root is the repository
    const members = byPlugin.get(plugin);
    if (members === undefined) byPlugin.set(plugin, [s]);
    else members.push(s);
  }
  return [...byPlugin].map(([plugin, members]) => ({
    skills: members,
    label: plugin === '' ? 'the skills of this repository' : `the skills of the plugin \`${plugin}\``,
  }));
}

function setOf(skills: readonly SkillRecord[], globs: readonly string[]): { skills: SkillRecord[]; label: string } {
  const matches = compileGlobs(globs);
  return {
    skills: skills.filter((s) => matches(s.dir)),
    label: `the skills \`installed-together\` names (${globs.join(', ')})`,
  };
}

function listedSkill(s: SkillRecord): ListedSkill {
  const whenToUse = s.frontmatter?.['when_to_use'];
  return { name: s.name, description: s.description ?? '', ...(typeof whenToUse === 'string' && { whenToUse }) };
}

/** `, and cut N more at C characters` when the CLI would also cut some descriptions at its per-entry cap. */
function alsoCut(outcome: { cut: number }, entryCap: number | undefined): string {
  return outcome.cut > 0 && entryCap !== undefined
    ? `, and cut ${outcome.cut} more at ${thousands(entryCap)} characters`
    : '';
}

function message(
  cli: string,
  rule: ListingRule,
  outcome: Exclude<ListingOutcome, { kind: 'fits' }>,
  label: string,
  count: number,
): string {
  const { budget, entryCap } = rule;
  const against =
    budget && `${outcome.used > budget.limit ? 'over' : 'within'} its budget of ${thousands(budget.limit)}`;
  const size = budget
    ? `The names and descriptions of ${label} (${count}) take about ` +
      `${thousands(outcome.used)} ${budget.unit} in ${cli}'s skill listing, ` +
      `${against} (${budget.source}).`
    : `In ${cli}'s skill listing of ${label} (${count}):`;
  const what =
    outcome.kind === 'omitted'
      ? `${cli} would remove every description and leave ${outcome.omitted} of ` +
        `the skills out of the listing, so the model cannot choose them.`
      : outcome.kind === 'names-only'
        ? `${cli} would list ${outcome.count} of them by name alone, their ` +
          `descriptions dropped (the least-used first), so the model seldom ` +
          `chooses them${alsoCut(outcome, entryCap)}; the longest: ` +
          `${names(outcome.longest, outcome.count + outcome.cut)}.`
        : entryCap !== undefined
          ? `${cli} cuts each description (with \`when_to_use\`) at ` +
            `${thousands(entryCap)} characters, so it would cut ${outcome.count}: ` +
            `${names(outcome.longest, outcome.count)}.`
          : `${cli} would shorten the descriptions of ${outcome.count} of them: ` +
            `${names(outcome.longest, outcome.count)}.`;
  const fix =
    outcome.kind === 'shortened' && entryCap !== undefined
      ? `Shorten each of them (description and \`when_to_use\` together) to at most ${thousands(entryCap)} characters.`
      : 'Shorten the descriptions, or install fewer skills together (set ' +
        '`validate.installed-together` in .github/caliper.yml to the sets ' +
        'users install); skills other than these that users have installed ' +
        'share the budget too.';
  return `${size} ${what} ${fix}`;
}

/** `12660` -> `12,660` (toLocaleString loads ICU data: a tenth of a run's time). */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

function names(shown: readonly string[], count: number): string {
  const list = shown.map((n) => `\`${n}\``).join(', ');
  return count > shown.length ? `${list} and ${count - shown.length} more` : list;
}
