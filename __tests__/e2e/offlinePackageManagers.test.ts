import { jest } from '@jest/globals';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue #36: editframe/skills' and expo/skills' bodies show several `npx <cli>` in one block. Offline, npm
// retried each fetch for about 70 s, so the trial timed out: a harness error for a registry the sandbox
// rightly cannot reach. The agent's npm is now told not to retry; it fails at once with the same error.
jest.setTimeout(240_000);

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/repos/offline-npx');

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])('a skill that runs npx in the offline sandbox', () => {
  it("is graded, not timed out: the agent's npm does not retry a registry it cannot reach", async () => {
    const root = tempDir('caliper-npx-');
    cpSync(FIXTURE, root, { recursive: true });
    const run = await evalRepo(root, { skills: ['video-render'] });
    expect(run.records).toHaveLength(1);
    expect(run.records[0]).toMatchObject({ outcome: 'pass', activations: { 'video-render': 'activated' } });
    expect(run.results.results[0]).toMatchObject({ errors: 0 });
  });
});
