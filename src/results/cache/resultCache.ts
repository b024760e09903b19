import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TrialRecord } from '../types.js';

/** Finished trials of one skill × backend, stored under a key that says exactly how they were measured. */
export interface ResultCache {
  restore(key: string): Promise<TrialRecord[] | undefined>;
  save(key: string, records: readonly TrialRecord[]): Promise<void>;
}

/** Everything that must match for cached trials to stand in for new ones. */
export interface CacheIdentity {
  era: string;
  discipline: string;
  backend: string;
  backendVersion: string | undefined;
  model: string;
  trials: string;
  /** The spec's fingerprint: its text and every installed skill's content. */
  fingerprint: string;
  /** Set for the baseline arm's trials (no skill installed); absent for the skill arm, as before arms. */
  arm?: 'baseline';
  /** Who judges, when a trial of the group is judged (provider, model, prompt template); absent otherwise. */
  judge?: string;
}

export function cacheKey(id: CacheIdentity): string {
  const digest = createHash('sha256').update(JSON.stringify(id)).digest('hex').slice(0, 40);
  return `caliper-results-${id.backend}-${digest}`;
}

/** A cache in a folder: `caliper eval --cache-dir`, and the store the tests use. Keys are never overwritten. */
export function folderCache(dir: string): ResultCache {
  const file = (key: string) => path.join(dir, `${key}.json`);
  return {
    async restore(key) {
      if (!existsSync(file(key))) return undefined;
      try {
        return JSON.parse(readFileSync(file(key), 'utf8')) as TrialRecord[];
      } catch {
        return undefined;
      }
    },
    async save(key, records) {
      if (existsSync(file(key))) return;
      mkdirSync(dir, { recursive: true });
      const tmp = `${file(key)}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(records));
      renameSync(tmp, file(key));
    },
  };
}

/**
 * Only results measured on trusted refs may be cached: a push to the default branch, a schedule or a
 * manual run. A pull request never writes, so a PR cannot plant numbers its base will be judged by.
 */
export function mayWriteCache(
  eventName: string | undefined,
  ref: string | undefined,
  defaultBranch: string | undefined,
): boolean {
  if (eventName === 'schedule' || eventName === 'workflow_dispatch') return true;
  return eventName === 'push' && defaultBranch !== undefined && ref === `refs/heads/${defaultBranch}`;
}
