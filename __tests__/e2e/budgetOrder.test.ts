import { jest } from '@jest/globals';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';

// A budget that runs out stops every case short, not the cases planned last: with fixed trials, trial 1
// of every case runs before trial 2 of any (real Claude Code, scripted model).
jest.setTimeout(180_000);

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])('--max-trials with fixed trials', () => {
  it('gives each case its first trial before any case its second', async () => {
    const run = await evalRepo(backendRepo(), { trials: 3, concurrency: 1, budget: { maxTrials: 3 } });
    expect(run.records.map((r) => `${r.caseId}#${r.trial}`).sort()).toEqual(['deploy#1', 'greet#1', 'unrelated#1']);
    expect(run.results.skipped).toHaveLength(6);
  });
});
