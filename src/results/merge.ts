import { differentJudges, installedSet, measuredUnderDifferentFences } from './compare/compare.js';
import { sumSpend } from './spend/spend.js';
import { sumProviderErrors } from './providerErrors.js';
import type { Results } from './types.js';

export type MergeOutcome = { kind: 'refused'; reason: string } | { kind: 'merged'; results: Results };

/**
 * One run from the shards of a matrix. Shards measured differently (era, discipline) or that measured
 * the same skill × backend twice are refused, never blended.
 */
export function mergeResults(shards: readonly { name: string; results: Results }[]): MergeOutcome {
  if (shards.length === 0) return { kind: 'refused', reason: 'no results to merge' };
  const first = shards[0]!;
  for (const s of shards.slice(1)) {
    const source = (r: Results) => JSON.stringify(r.meta.modelSource);
    if (source(s.results) !== source(first.results)) {
      return {
        kind: 'refused',
        reason:
          `refusing to merge ${s.name} (model source ${source(s.results)}) with ` +
          `${first.name} (model source ${source(first.results)}): a scripted ` +
          `smoke run and a real one are never one run`,
      };
    }
    if (s.results.meta.era !== first.results.meta.era || s.results.meta.discipline !== first.results.meta.discipline) {
      return {
        kind: 'refused',
        reason:
          `refusing to merge ${s.name} (era "${s.results.meta.era}", discipline ` +
          `"${s.results.meta.discipline}") with ${first.name} (era ` +
          `"${first.results.meta.era}", discipline ` +
          `"${first.results.meta.discipline}")`,
      };
    }
    const fencing = measuredUnderDifferentFences(first.results.meta, s.results.meta);
    if (fencing) return { kind: 'refused', reason: `refusing to merge ${s.name} with ${first.name} ${fencing}` };
    if (installedSet(s.results.meta) !== installedSet(first.results.meta)) {
      return {
        kind: 'refused',
        reason:
          `refusing to merge ${s.name} (${installedSet(s.results.meta)}) with ` +
          `${first.name} (${installedSet(first.results.meta)}): shards that ` +
          `installed different skills alongside are not one run`,
      };
    }
  }
  const seen = new Map<string, string>();
  for (const s of shards) {
    for (const r of s.results.results) {
      const key = `${r.skill} × ${r.backend}`;
      const other = seen.get(key);
      if (other)
        return {
          kind: 'refused',
          reason: `${key} was measured by both ${other} and ${s.name}; each skill × backend belongs to one shard`,
        };
      seen.set(key, s.name);
    }
  }
  const metas = shards.map((s) => s.results.meta);
  // Shards whose judge checks were graded by different judges are not one run; the one judge is the merge's.
  const judged = shards.filter((s) => s.results.meta.judge);
  const mixed = judged.find((s) => differentJudges(judged[0]!.results.meta.judge, s.results.meta.judge));
  if (mixed) {
    const why = differentJudges(judged[0]!.results.meta.judge, mixed.results.meta.judge)!.replace(
      /^refusing to compare runs/,
      'they were',
    );
    return { kind: 'refused', reason: `refusing to merge ${mixed.name} with ${judged[0]!.name}: ${why}` };
  }
  const judge = judged[0] && {
    ...judged[0].results.meta.judge!,
    votes: [...new Set(judged.flatMap((s) => s.results.meta.judge!.votes))].sort((a, b) => a - b),
  };
  const backends = new Map(metas.flatMap((m) => m.backends).map((b) => [`${b.name}|${b.version}|${b.model}`, b]));
  return {
    kind: 'merged',
    results: {
      meta: {
        ...first.results.meta,
        backends: [...backends.values()],
        startedAt: metas.map((m) => m.startedAt).sort()[0]!,
        finishedAt: metas
          .map((m) => m.finishedAt)
          .sort()
          .reverse()[0]!,
        spend: sumSpend(metas.map((m) => m.spend)),
        // All shards' together, or none (never the first shard's alone, which the spread above would keep).
        providerErrors: sumProviderErrors(metas.map((m) => m.providerErrors)),
        ...(judge && { judge }),
      },
      results: shards
        .flatMap((s) => s.results.results)
        .sort((a, b) => `${a.skill}|${a.backend}`.localeCompare(`${b.skill}|${b.backend}`)),
      skipped: shards.flatMap((s) => s.results.skipped),
    },
  };
}
