import { jest } from '@jest/globals';
import { evalRepo, evalSpec } from './helpers/evalRepo.js';
import { claudeLines, fakeCli } from './helpers/fakeCli.js';
import { skillMd, tempRepo } from './helpers/tempRepo.js';
import { eta } from '../src/eval/runner/progressLines.js';

jest.setTimeout(60_000);

describe('an eval says what it will do before it does it, and how long is left', () => {
  it('the plan line comes first, then each finished trial with an ETA', async () => {
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({ name: 'alpha', description: 'Handles alpha reports. Use when the user asks for an alpha report.' }),
      'alpha/.eval.yaml': evalSpec([
        { id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] },
        { id: 'two', prompt: 'Make another alpha report', checks: ['activation: alpha'] },
      ]),
    });
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const run = await evalRepo(root, { cliPaths: { 'claude-code': cli.path }, trials: 3, concurrency: 1, isolation: 'none' });
    expect(run.progress[0]).toBe('plan: 1 skill(s) × 1 backend(s), 2 case(s): 6 agent run(s)');
    const trialLines = run.progress.filter((l) => l.startsWith('['));
    expect(trialLines).toHaveLength(6);
    expect(trialLines[0]).toMatch(/^\[1\/6, ETA \d+s\] alpha × claude-code × one #1: pass/);
    expect(trialLines[5]).toMatch(/^\[6\/6\] /);
  });

  it('the ETA is the pace so far times what is left', () => {
    expect(eta(0, 10, 5000)).toBe('');
    expect(eta(2, 10, 10_000)).toBe('ETA 40s');
    expect(eta(1, 50, 5000)).toBe('ETA 4m05s');
    expect(eta(10, 10, 5000)).toBe('');
  });
});
