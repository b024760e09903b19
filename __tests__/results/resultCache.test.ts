import path from 'node:path';
import { folderCache, mayWriteCache } from '../../src/results/cache/resultCache.js';
import type { TrialRecord } from '../../src/results/types.js';
import { tempDir } from '../helpers/tempDirs.js';

const records = (key: string) => [{ type: 'trial', key } as TrialRecord];

describe('the folder result cache', () => {
  it('restores what was saved under a key, in a folder it makes', async () => {
    const cache = folderCache(path.join(tempDir('caliper-cache-'), 'not-yet'));
    await cache.save('k', records('first'));
    expect(await cache.restore('k')).toEqual(records('first'));
  });

  it('never overwrites a key: the first trials saved under it stay', async () => {
    const cache = folderCache(tempDir('caliper-cache-'));
    await cache.save('k', records('first'));
    await cache.save('k', records('second'));
    expect(await cache.restore('k')).toEqual(records('first'));
  });
});

describe('who may write the result cache', () => {
  it('a push to the default branch may; a push to another branch or with no known default branch may not', () => {
    expect(mayWriteCache('push', 'refs/heads/main', 'main')).toBe(true);
    expect(mayWriteCache('push', 'refs/heads/feature', 'main')).toBe(false);
    // A branch named `undefined` is not the default branch when the default is unknown.
    expect(mayWriteCache('push', 'refs/heads/undefined', undefined)).toBe(false);
  });

  it('a pull request never may, even on the ref of the default branch; a schedule or a manual run may', () => {
    expect(mayWriteCache('pull_request', 'refs/heads/main', 'main')).toBe(false);
    expect(mayWriteCache('pull_request_target', 'refs/heads/main', 'main')).toBe(false);
    expect(mayWriteCache('schedule', undefined, undefined)).toBe(true);
    expect(mayWriteCache('workflow_dispatch', 'refs/heads/feature', 'main')).toBe(true);
  });
});
