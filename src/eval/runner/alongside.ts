import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseFrontmatter } from '../../skills/frontmatter.js';
import { LISTING_BUDGETS, type ListedSkill } from '../../skills/listing/budgets.js';
import type { BackendName } from '../spec/types.js';
import type { SkillInstall } from './trialPlan.js';

/**
 * Other skills of the repository installed next to a spec's own, as users install a repository together,
 * so that activation is measured among real competitors: `all` of them, or these names.
 */
export type Alongside = 'all' | readonly string[];

/** The neighbours a spec gets: every name `alongside` asks for that it does not install already, sorted. */
export function neighbourNames(alongside: Alongside, repository: readonly string[], installed: readonly string[]): string[] {
  const wanted = alongside === 'all' ? repository : alongside;
  return [...new Set(wanted)].filter((n) => !installed.includes(n)).sort();
}

/** The spec's installs with its neighbours after them, and the fingerprint over all of them. */
export function withNeighbours(spec: { hash: string }, installs: readonly SkillInstall[], neighbours: readonly SkillInstall[], fixturesHash: string): { installs: SkillInstall[]; fingerprint: string } {
  const all = [...installs, ...neighbours];
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ spec: spec.hash, installs: all.map((i) => [i.name, i.sha256]), fixtures: fixturesHash }))
    .digest('hex');
  return { installs: all, fingerprint };
}

/**
 * What a CLI with a documented listing budget does to this installed set, as a plan note before the first
 * trial: undefined when it fits (or the backend documents no budget).
 */
export function listingBudgetNote(backend: BackendName, installs: readonly SkillInstall[]): string | undefined {
  const budget = LISTING_BUDGETS.find((b) => b.backend === backend);
  if (!budget) return undefined;
  const outcome = budget.outcome(installs.map(listedSkill));
  if (outcome.kind === 'fits') return undefined;
  const over = `the ${installs.length} skills installed together need about ${outcome.used.toLocaleString('en-US')} ${budget.unit} of ${backend}'s skill listing, which holds ${budget.limit.toLocaleString('en-US')} (${budget.source})`;
  if (outcome.kind === 'omitted') return `${over}: ${backend} lists no descriptions and leaves ${outcome.omitted} skill(s) out, so activation is measured as users of this set would see it`;
  const named = outcome.longest.slice(0, 5).join(', ');
  return `${over}: ${backend} shortens ${outcome.count} description(s) (the longest: ${named}${outcome.count > 5 ? ', …' : ''}), so activation is measured as users of this set would see it`;
}

/** A skill as a listing shows it: its name and its description as installed (empty when unreadable). */
function listedSkill(install: SkillInstall): ListedSkill {
  const file = install.files.find((f) => f.rel === 'SKILL.md');
  if (!file) return { name: install.name, description: '' };
  const fm = parseFrontmatter(readFileSync(file.source, 'utf8'));
  const field = (key: string) => (fm.kind === 'ok' && typeof fm.data[key] === 'string' ? (fm.data[key] as string) : '');
  return { name: install.name, description: [field('description'), field('when_to_use')].filter(Boolean).join(' ') };
}
