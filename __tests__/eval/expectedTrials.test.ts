import { jest } from '@jest/globals';
import { ExpectedTrials, expectedLeft } from '../../src/eval/runner/progressLines.js';
import { DEFAULT_SEQUENTIAL, sequentialBehaviour } from '../../src/results/sequential.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { claudeLines, fakeCli } from '../helpers/fakeCli.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

jest.setTimeout(60_000);

const trial = (caseId: string, n: number) => ({
  skill: 's',
  backend: 'claude-code',
  evalCase: { id: caseId },
  trial: n,
});
const cases = (count: number) =>
  Array.from({ length: count }, (_, c) => Array.from({ length: 30 }, (_, i) => trial(`c${c}`, i + 1))).flat();

describe('under --trials auto the progress total is the trials expected, not the maximum', () => {
  it('the expected trials from a state are those of the exact distribution of where the rule stops', () => {
    for (const p of [0, 0.3, 0.6, 0.8, 0.9, 1])
      expect(expectedLeft(0, 0, p, DEFAULT_SEQUENTIAL)).toBeCloseTo(
        sequentialBehaviour(p, DEFAULT_SEQUENTIAL).expectedTrials,
        9,
      );
    // Seven passes in: one more decides it at a pass rate of 1; eight decided it.
    expect(expectedLeft(7, 0, 1, DEFAULT_SEQUENTIAL)).toBeCloseTo(1, 9);
    expect(expectedLeft(8, 0, 1, DEFAULT_SEQUENTIAL)).toBe(0);
  });

  it("10 cases of at most 30: about 10 cases' expected trials at the start, then what each decided case ran", () => {
    const expected = new ExpectedTrials(cases(10), DEFAULT_SEQUENTIAL);
    const start = expected.total();
    expect(start).toBeLessThan(150);
    expect(start).toBeGreaterThan(50);
    for (let i = 1; i <= 8; i++) expected.finished(trial('c0', i), 'pass');
    expected.decided('s|claude-code|c0');
    // c0 ran 8 and is done; the other nine are as expected at the start.
    expect(expected.total()).toBe(8 + (start * 9) / 10);
    // A case that has failed three times is decided (unreliable) even before the runner says so.
    for (let i = 1; i <= 3; i++) expected.finished(trial('c1', i), 'fail');
    expect(expected.total()).toBe(8 + 3 + (start * 8) / 10);
  });

  it(
    'a run of 2 cases that always pass (8 trials each under the rule) ends ' + 'at [16/~16], and never shows 60',
    async () => {
      const root = tempRepo({
        'alpha/SKILL.md': skillMd({
          name: 'alpha',
          description: 'Handles alpha reports. Use when the user asks for an alpha report.',
        }),
        'alpha/.eval.yaml': evalSpec([
          { id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] },
          { id: 'two', prompt: 'Make another alpha report', checks: ['activation: alpha'] },
        ]),
      });
      const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
      const run = await evalRepo(root, {
        cliPaths: { 'claude-code': cli.path },
        trials: undefined,
        sequential: DEFAULT_SEQUENTIAL,
        concurrency: 1,
        isolation: 'none',
      });
      const lines = run.progress.filter((l) => l.startsWith('['));
      expect(lines).toHaveLength(16);
      expect(lines.at(-1)).toMatch(/^\[16\/~16\] /);
      const totals = lines.map((l) => Number(/^\[\d+\/~(\d+)/.exec(l)![1]));
      expect(Math.max(...totals)).toBeLessThan(30);
      expect(run.progress[0]).toContain('60 agent run(s) at most');
    },
  );
});
