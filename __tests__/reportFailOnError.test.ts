import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Results } from '../src/results/types.js';
import { runActionBundle } from './helpers/actionRun.js';
import { startFakeGitHub } from './helpers/fakeGitHub.js';
import { makeResults } from './helpers/results.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

// Issue 30: the report stage's fail-on-error gate, through the bundled Action (the reusable workflow
// judges harness errors there, and only there): a head with harness errors fails the check when the
// input says so, and only then.
/** 10 trials of the should-activate case, 2 of them harness errors, 8 activated. */
function withErrors(): Results {
  const head = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]);
  head.results[0]!.cases[0]!.errors = 2;
  head.results[0]!.errors = 2;
  return head;
}

async function report(failOnError: string) {
  const github = await startFakeGitHub({ login: 'caliper-bot' });
  const dir = tempDir('caliper-report-');
  writeFileSync(path.join(dir, 'base.json'), JSON.stringify(makeResults([{ skill: 'pdf', activated: 9, trials: 10 }])));
  writeFileSync(path.join(dir, 'head.json'), JSON.stringify(withErrors()));
  try {
    return await runActionBundle({
      workspace: dir,
      eventName: 'pull_request',
      eventPath: path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'),
      apiUrl: github.url,
      inputs: {
        stages: 'report',
        'base-results': 'base.json',
        'head-results': 'head.json',
        'github-token': 'ghs_faketoken',
        'fail-on-error': failOnError,
      },
    });
  } finally {
    await github.close();
  }
}

describe('the report stage with harness errors in the head', () => {
  it('fails the check with fail-on-error: true, naming the row and its errors', async () => {
    const r = await report('true');
    expect(r.stdout).toContain('::error::caliper gates failed: pdf × claude-code: 2 harness error(s)');
    expect(r.status).toBe(1);
  }, 60_000);

  it('passes with fail-on-error: false', async () => {
    const r = await report('false');
    expect(r.stdout).not.toContain('::error::');
    expect(r.status).toBe(0);
  }, 60_000);
});
