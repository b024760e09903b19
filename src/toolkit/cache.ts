import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResultCache } from '../results/cache/resultCache.js';

/**
 * `@actions/cache` when GitHub's cache service is available here, else undefined. The library (with the Azure
 * SDK under it) is loaded only then: its own check needs ACTIONS_CACHE_URL or ACTIONS_RESULTS_URL, so without
 * either there is nothing to load it for.
 */
async function availableCacheService(): Promise<typeof import('@actions/cache') | undefined> {
  if (!process.env.ACTIONS_CACHE_URL && !process.env.ACTIONS_RESULTS_URL) return undefined;
  const cache = await import('@actions/cache');
  return cache.isFeatureAvailable() ? cache : undefined;
}

/**
 * The result cache on GitHub's cache service. The file path is part of a cache entry's version, so it
 * is fixed per key. Outside Actions (no cache service) it returns undefined and says why.
 */
export async function actionsResultCache(): Promise<{ store: ResultCache } | { unavailable: string }> {
  const cache = await availableCacheService();
  if (!cache) return { unavailable: 'the GitHub cache service is not available here, so every trial runs' };
  const file = (key: string) => path.join(os.tmpdir(), 'caliper-result-cache', `${key}.json`);
  return {
    store: {
      async restore(key) {
        try {
          const hit = await cache.restoreCache([file(key)], key);
          return hit && existsSync(file(key)) ? JSON.parse(readFileSync(file(key), 'utf8')) : undefined;
        } catch {
          return undefined;
        }
      },
      async save(key, records) {
        mkdirSync(path.dirname(file(key)), { recursive: true });
        writeFileSync(file(key), JSON.stringify(records));
        try {
          await cache.saveCache([file(key)], key);
        } catch {
          // Keys are immutable: an entry that exists already (or a read-only cache) is not an error.
        }
      },
    },
  };
}

/**
 * A folder (the installed agent CLIs) in GitHub's cache under an exact key: restored before installing,
 * saved after a fresh install. Outside Actions, or on a read-only cache, it quietly does nothing.
 */
export async function restoreFolder(dir: string, key: string): Promise<boolean> {
  const cache = await availableCacheService();
  if (!cache) return false;
  try {
    return (await cache.restoreCache([dir], key)) === key;
  } catch {
    return false;
  }
}

export async function saveFolder(dir: string, key: string): Promise<void> {
  const cache = await availableCacheService();
  if (!cache) return;
  try {
    await cache.saveCache([dir], key);
  } catch {
    // An existing key, or a read-only cache for an untrusted trigger: the next run installs again.
  }
}
