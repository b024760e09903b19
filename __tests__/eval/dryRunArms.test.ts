import path from 'node:path';
import { planLines } from '../../src/eval/runner/dryRun.js';
import { evalPlan } from '../../src/eval/runner/runEval.js';
import { planParts } from '../helpers/evalOptions.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { REPO_ROOT } from '../helpers/runNode.js';

describe('the plan of a run with the baseline arm', () => {
  it('counts the baseline runs, each case without the skill on a line of its own; should-not cases have none', () => {
    const report = validateRepository(path.join(REPO_ROOT, 'examples'));
    const lines = planLines(
      evalPlan(planParts({ report, backends: ['claude-code'], trials: 3, baseline: true })),
      undefined,
    );
    expect(lines[0]).toBe('plan: 2 skill(s) × 1 backend(s), 4 case(s): 18 agent run(s)');
    expect(lines).toContain('  csv-summary × claude-code × totals: 3 run(s)');
    expect(lines).toContain('  csv-summary × claude-code × totals without the skill: 3 run(s)');
    expect(lines.filter((l) => l.includes('no-skill-for-greeting'))).toEqual([
      '  csv-summary × claude-code × no-skill-for-greeting: 3 run(s)',
    ]);
  });
});
