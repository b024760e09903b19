import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runActionBundle } from './helpers/actionRun.js';
import { cacheServiceEnv, startFakeGitHub, type FakeGitHub } from './helpers/fakeGitHub.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

// Issue 30: a pull request must never write the result cache its base is later judged by (cache
// poisoning). Through the bundled Action's eval stage and the cache service of the fake GitHub, on a
// real Claude Code against the scripted model: a pull_request run writes no entry, a push to the default
// branch writes one, and a later pull_request run reads it.
const PULL_REQUEST = path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json');

function pushEvent(): string {
  const file = path.join(tempDir('caliper-push-'), 'push.json');
  writeFileSync(
    file,
    JSON.stringify({ ref: 'refs/heads/main', repository: { full_name: 'octo-org/skills', default_branch: 'main' } }),
  );
  return file;
}

function evalRun(github: FakeGitHub, event: { name: string; path: string; ref: string }) {
  return runActionBundle({
    workspace: REPO_ROOT,
    eventName: event.name,
    eventPath: event.path,
    env: {
      ...cacheServiceEnv(github),
      GITHUB_REF: event.ref,
      CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools'),
    },
    inputs: {
      stages: 'eval',
      path: 'examples',
      backends: 'claude-code',
      'scripted-model': 'true',
      trials: '1',
      skills: 'csv-summary',
      cases: 'totals',
      'results-dir': tempDir('caliper-action-results-'),
      'install-clis': 'false',
    },
  });
}

const results = (github: FakeGitHub) => github.cacheEntries.filter((e) => e.key.startsWith('caliper-results-'));
const keys = (github: FakeGitHub) => results(github).map((e) => e.key);

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])('the result cache, through the Action', () => {
  it('a pull_request run writes no entry; a push to the default branch ' +
    'writes one, which the next pull_request run reads', async () => {
    const github = await startFakeGitHub({ login: 'caliper-bot' });
    try {
      const pr = { name: 'pull_request', path: PULL_REQUEST, ref: 'refs/pull/42/merge' };
      const first = await evalRun(github, pr);
      expect(first.status).toBe(0);
      expect(github.requests.map((r) => r.path)).toContain(
        '/twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL',
      );
      expect(keys(github)).toEqual([]);

      const push = await evalRun(github, { name: 'push', path: pushEvent(), ref: 'refs/heads/main' });
      expect(push.status).toBe(0);
      expect(keys(github)).toEqual([expect.stringMatching(/^caliper-results-claude-code-[0-9a-f]{40}$/)]);
      expect(results(github)[0]!.bytes.length).toBeGreaterThan(0);

      const again = await evalRun(github, pr);
      expect(again.status).toBe(0);
      expect(again.stdout).toContain('restored 1 trial(s) of csv-summary × claude-code from the result cache');
      expect(keys(github)).toHaveLength(1);
    } finally {
      await github.close();
    }
  }, 180_000);
});
