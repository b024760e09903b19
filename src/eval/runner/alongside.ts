import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseFrontmatter } from '../../skills/frontmatter.js';
import { outcomeOf, type ListedSkill } from '../../skills/listing/budgets.js';
import { factsOf } from '../../agents/facts.js';
import type { BackendName } from '../spec/types.js';
import type { SkillInstall } from './trialPlan.js';

/**
 * Other skills of the repository installed next to a spec's own, as users install a repository together,
 * so that activation is measured among real competitors: `all` of them, or these names.
 */
export type Alongside = 'all' | readonly string[];

/** The neighbours a spec gets: every name `alongside` asks for that it does not install already, sorted. */
export function neighbourNames(
  alongside: Alongside,
  repository: readonly string[],
  installed: readonly string[],
): string[] {
  const wanted = alongside === 'all' ? repository : alongside;
  return [...new Set(wanted)].filter((n) => !installed.includes(n)).sort();
}

/** The spec's installs with its neighbours after them, and the fingerprint over all of them. */
export function withNeighbours(
  spec: { hash: string },
  installs: readonly SkillInstall[],
  neighbours: readonly SkillInstall[],
  fixturesHash: string,
): { installs: SkillInstall[]; fingerprint: string } {
  const all = [...installs, ...neighbours];
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ spec: spec.hash, installs: all.map((i) => [i.name, i.sha256]), fixtures: fixturesHash }))
    .digest('hex');
  return { installs: all, fingerprint };
}

/**
 * What a CLI whose listing shares a budget does to this installed set, as a plan note before the first
 * trial: undefined when every description is listed whole (or the CLI cuts each alone, as Hermes does).
 */
export function listingBudgetNote(backend: BackendName, installs: readonly SkillInstall[]): string | undefined {
  const rule = factsOf(backend).listing;
  if (!rule.budget || !rule.warns) return undefined;
  const skills = installs.map(listedSkill);
  const outcome = outcomeOf(skills, rule.predict(skills));
  if (outcome.kind === 'fits') return undefined;
  const { limit, unit, source } = rule.budget;
  const size =
    `the ${installs.length} skills installed together need about ` +
    `${outcome.used.toLocaleString('en-US')} ${unit} of ${backend}'s skill ` +
    `listing, which holds ${limit.toLocaleString('en-US')} (${source})`;
  const measured = 'so activation is measured as users of this set would see it';
  if (outcome.kind === 'omitted')
    return `${size}: ${backend} lists no descriptions and leaves ${outcome.omitted} skill(s) out, ${measured}`;
  const named = (count: number) => `${outcome.longest.slice(0, 5).join(', ')}${count > 5 ? ', …' : ''}`;
  if (outcome.kind === 'names-only')
    return (
      `${size}: ${backend} lists ${outcome.count} skill(s) by name alone ` +
      `(the longest: ${named(outcome.count)}), ${measured}`
    );
  if (outcome.used <= limit)
    return (
      `${backend} cuts ${outcome.count} description(s) of the skills ` +
      `installed together at its cap per skill (the longest: ` +
      `${named(outcome.count)}), ${measured}`
    );
  return (
    `${size}: ${backend} shortens ${outcome.count} description(s) (the ` +
    `longest: ${named(outcome.count)}), ${measured}`
  );
}

/** A skill as a listing shows it: its name and its description as installed (empty when unreadable). */
export function listedSkill(install: SkillInstall): ListedSkill {
  const file = install.files.find((f) => f.rel === 'SKILL.md');
  if (!file) return { name: install.name, description: '' };
  const fm = parseFrontmatter(readFileSync(file.source, 'utf8'));
  const field = (key: string) => (fm.kind === 'ok' && typeof fm.data[key] === 'string' ? (fm.data[key] as string) : '');
  return {
    name: install.name,
    description: field('description'),
    ...(field('when_to_use') && { whenToUse: field('when_to_use') }),
  };
}
