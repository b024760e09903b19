import { jest } from '@jest/globals';
import path from 'node:path';
import { loadResults } from '../../src/results/load.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';

// --alongside on the real Claude Code (scripted model): greeter's trials install quiet-deploy beside it,
// the CLI lists both, the agent still chooses greeter, and the run records the set it measured among.
jest.setTimeout(180_000);

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])('--alongside, on the real Claude Code', () => {
  it(
    'installs the other skills in the native root beside the subject: ' + 'listed, not chosen, recorded in meta',
    async () => {
      const run = await evalRepo(backendRepo(), { skills: ['greeter'], alongside: 'all' });
      const greet = run.records.find((r) => r.caseId === 'greet')!;
      expect(greet).toMatchObject({
        outcome: 'pass',
        activations: { greeter: 'activated', 'quiet-deploy': 'not-activated' },
      });
      expect(greet.discovered).toEqual(expect.arrayContaining(['greeter', 'quiet-deploy']));
      expect(run.results.meta.alongside).toBe('all');
      expect(Object.keys(run.results.results[0]!.skillHashes).sort()).toEqual(['greeter', 'quiet-deploy']);
      expect(loadResults(path.join(run.outDir, 'results.json')).meta.alongside).toBe('all');
    },
  );
});
