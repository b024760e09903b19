import { cacheKey } from '../../results/cache/resultCache.js';
import { recordedTrial } from '../../results/recordable.js';
import { ERA, type Discipline, type TrialRecord } from '../../results/types.js';
import { groupBy } from '../../util/groupBy.js';
import type { Redactor } from '../../util/redact.js';
import { measuredModel, trialsRule } from './measurement.js';
import type { EvalOptions, OutputOptions } from './options.js';
import type { TrialBook } from './trialBook.js';
import type { TrialPlan } from './trialPlan.js';
import { backendVersion, type BackendSetups, type Unavailable } from './trialSetups.js';
import type { TrialSetup } from './runTrial.js';
import { judgeIdentity } from '../judge/meta.js';

/**
 * The result cache a run reads and writes: none for a replay. A replay calls no model, so the cache would
 * save it nothing; and its key names neither the recording nor caliper's own version, so a folder
 * re-recorded, or the harness change a replay exists to re-check, would be answered by old trials.
 */
export function resultCacheOf(
  options: Pick<EvalOptions, 'output' | 'model'>,
  progress: (line: string) => void,
): OutputOptions['cache'] {
  const cache = options.output.cache;
  if (!cache) return undefined;
  if (options.model.kind === 'scripted' || options.model.tape?.mode !== 'replay') return cache;
  progress(
    'result cache: not used by a replay (it calls no model, so it saves ' +
      'nothing; each trial is replayed from its recording)',
  );
  return undefined;
}

/**
 * The result cache's side of a run: one entry per skill × backend, under a key that says exactly how its
 * trials were measured. Restored before anything runs; saved, on trusted refs only, once complete.
 */
export class CachedTrials {
  private readonly groups: TrialPlan[][];

  constructor(
    private readonly cache: NonNullable<OutputOptions['cache']>,
    private readonly options: Pick<EvalOptions, 'model' | 'sizing'>,
    private readonly discipline: Discipline,
    private readonly setups: BackendSetups,
    trials: readonly TrialPlan[],
  ) {
    this.groups = [...groupBy(trials, (t) => `${t.skill}|${t.backend}|${t.arm}`).values()];
  }

  /** Every group the journal has not started and the cache holds, into the book. */
  async restore(book: TrialBook, scripted: boolean, progress: (line: string) => void): Promise<void> {
    for (const group of this.groups) {
      if (group.some((t) => book.records.has(t.key)) || 'unavailable' in this.setups.get(group[0]!.backend)!) continue;
      const key = this.keyOf(group);
      const cached = await this.cache.store.restore(key);
      if (!cached) continue;
      // As this run records its own trials (a cache written by an older caliper may differ).
      for (const r of cached) book.restore({ ...recordedTrial(r, scripted), fromCache: key });
      progress(
        `restored ${cached.length} trial(s) of ${group[0]!.skill} × ` +
          `${group[0]!.backend}${group[0]!.arm === 'baseline' ? ' without the skill' : ''} ` +
          `from the result cache`,
      );
    }
  }

  /** Each complete group without harness errors, when this run may write the cache. */
  async save(book: TrialBook, redactor: Redactor): Promise<void> {
    if (!this.cache.write) return;
    const skipped = new Set(book.skipped.map((s) => s.key));
    for (const group of this.groups) {
      // A decided case is cached as the trials that decided it, without those discarded past them.
      const done = group
        .filter((t) => !book.cases?.decidedBefore(t))
        .map((t) => book.records.get(t.key))
        .filter((r): r is TrialRecord => r !== undefined);
      const complete = group.every(
        (t) => book.records.has(t.key) || (this.options.sizing.sequential && !skipped.has(t.key)),
      );
      // Harness errors are not cached: a flaky fault must not be frozen into every later run.
      if (complete && done.length > 0 && done.every((r) => r.outcome !== 'error'))
        await this.cache.store.save(this.keyOf(group), redactor.value(done));
    }
  }

  private keyOf(group: readonly TrialPlan[]): string {
    const first = group[0]!;
    return cacheKey({
      era: ERA,
      discipline: this.discipline,
      backend: first.backend,
      backendVersion: backendVersion(this.setups.get(first.backend)!),
      model: measuredModel(this.options.model),
      trials: this.options.sizing.sequential
        ? trialsRule(this.options.sizing)
        : `fixed:${group.filter((t) => t.evalCase.id === first.evalCase.id).length}`,
      fingerprint: first.fingerprint,
      ...(first.arm === 'baseline' && { arm: first.arm }),
      ...judgedBy(group, this.setups.get(first.backend)!),
    });
  }
}

/** The judge of a group's judged trials, as its cache key names it (nothing when none is judged). */
function judgedBy(group: readonly TrialPlan[], setup: TrialSetup | Unavailable): { judge?: string } {
  const judge = judgeIdentity(group, 'unavailable' in setup ? undefined : setup.judge);
  return judge === undefined ? {} : { judge };
}
