import { createHash } from 'node:crypto';
import type { ListedSkill } from '../../scripted-model/conversation.js';
import type { SkillInstall } from './trialPlan.js';

/**
 * What a CLI listed for one installed set (with each description, where its listing gives them), or why it could not
 * list it.
 */
export type Listing = { ok: true; skills: string[]; listed?: ListedSkill[] } | { ok: false; reason: string };

/**
 * Discovery listings of one run, shared by every trial with the same installed set: a CLI's listing
 * depends only on what is installed (and on the CLI), so a second CLI start per trial only to list the
 * skills is measured once instead. Trials that ask while the first probe runs wait for it. A failed probe
 * is not kept: the next trial with that set probes again, so one flaky start does not fail them all.
 */
export class DiscoveryListings {
  private readonly listings = new Map<string, Promise<Listing>>();
  /** Probes started, for tests and the benchmark. */
  probes = 0;

  listing(key: string, probe: () => Promise<Listing>): Promise<Listing> {
    const known = this.listings.get(key);
    if (known) return known;
    this.probes++;
    const started = Promise.resolve()
      .then(probe)
      .catch(
        (error: unknown): Listing => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
      )
      .then((l) => {
        if (!l.ok) this.listings.delete(key);
        return l;
      });
    this.listings.set(key, started);
    return started;
  }
}

/** One installed set for one CLI build: the backend, its version, and every installed skill's content. */
export function installedSetKey(
  backend: string,
  version: string | undefined,
  installs: readonly SkillInstall[],
): string {
  const set = installs
    .map((i) => `${i.name}:${i.sha256}`)
    .sort()
    .join(',');
  return `${backend}@${version ?? 'unknown'}|${createHash('sha256').update(set).digest('hex')}`;
}
