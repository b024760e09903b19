import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { liftFinding } from '../../src/results/lift.js';
import { loadResults } from '../../src/results/load.js';
import { resultsTable } from '../../src/report/resultsTable.js';
import { greeter } from '../helpers/backendRepo.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

// The baseline arm on real CLIs with the scripted model: every case that measures execution runs again
// with no skill installed. greeter's task needs its instructions (its bash step writes the file the
// check wants); tidy's task is done before the agent starts (the check is on a fixture), so tidy is
// worth nothing there.
jest.setTimeout(420_000);

const tidy = skillMd(
  { name: 'tidy', description: 'Tidies the data folder. Use when the user asks to tidy the data folder.' },
  '# Tidy\n\n```bash\necho tidied > tidy.log\n```\n',
);

function liftRepo(): string {
  return tempRepo({
    'skills/greeter/SKILL.md': greeter,
    'skills/greeter/references/style.md': 'Greet warmly.\n',
    'skills/greeter/.eval.yaml': evalSpec(
      [
        {
          id: 'greet',
          prompt: 'Please greet the world with a banner',
          checks: ['activation: greeter', 'file_contains: { path: greeting.txt, pattern: "hello world" }'],
        },
        {
          id: 'unrelated',
          prompt: 'What is the capital of France?',
          checks: ['activation: { skill: greeter, expect: false }'],
        },
      ],
      'trials: 5\n',
    ),
    'skills/tidy/SKILL.md': tidy,
    'skills/tidy/fixtures/data.txt': 'rows\n',
    'skills/tidy/.eval.yaml': evalSpec(
      [{ id: 'tidy-up', prompt: 'Please tidy the data folder', checks: ['activation: tidy', 'file_exists: data.txt'] }],
      'trials: 5\nbaseline: true\nsandbox:\n  fixtures: fixtures/\n',
    ),
  });
}

// One real CLI: the baseline arm is the same trial with no skill installed, whichever CLI runs it; Codex
// here, and Claude Code's baseline arm through the bundled Action in liftRegression.test.ts (this file
// once ran both, 48 s of its 71 s on Claude Code for the same proof).
for (const backend of ['codex'] as const) {
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(`lift over a no-skill baseline, on the real ${backend}`, () => {
    it(
      'a skill the task needs has a lift whose interval excludes 0; one it ' +
        'does not need, an interval that includes 0',
      async () => {
        const run = await evalRepo(liftRepo(), {
          backends: [backend],
          trials: undefined,
          baseline: true,
          timeoutSeconds: 120,
        });
        const baseline = run.records.filter((r) => r.arm === 'baseline');
        // The should-activate cases only (not the should-not-activate `unrelated`), five trials each.
        expect(baseline.map((r) => r.caseId).sort()).toEqual([...Array(5).fill('greet'), ...Array(5).fill('tidy-up')]);
        for (const r of baseline) {
          // Nothing installed, and no check about a skill: the task's own checks only.
          expect(r.activations).toEqual({});
          expect(r.checks.map((c) => c.label).some((l) => l.startsWith('activation'))).toBe(false);
          expect(existsSync(path.join(run.outDir, r.transcript!))).toBe(true);
          expect(r.transcript).toMatch(/baseline-\d\.jsonl$/);
        }
        const greeterRow = run.results.results.find((r) => r.skill === 'greeter')!;
        const tidyRow = run.results.results.find((r) => r.skill === 'tidy')!;
        expect(greeterRow.lift).toMatchObject({
          with: { successes: 5, trials: 5 },
          without: { successes: 0, trials: 5 },
        });
        expect(greeterRow.lift!.difference!.value).toBe(1);
        expect(greeterRow.lift!.difference!.interval[0]).toBeGreaterThan(0);
        expect(liftFinding(greeterRow.lift!)).toBe('helps');
        expect(tidyRow.lift).toMatchObject({ with: { successes: 5, trials: 5 }, without: { successes: 5, trials: 5 } });
        expect(liftFinding(tidyRow.lift!)).toBe('unclear');
        expect(tidyRow.lift!.difference!.interval[0]).toBeLessThan(0);
        expect(tidyRow.lift!.difference!.interval[1]).toBeGreaterThan(0);
        // The skill arm is measured as without a baseline: the baseline trials enter none of its rates.
        expect(greeterRow.aggregate.execution).toMatchObject({ successes: 5, trials: 5 });
        expect(greeterRow.cases.map((c) => c.trials)).toEqual([5, 5]);

        // results.json reads back with the lift, and the score table prints it per row.
        const loaded = loadResults(path.join(run.outDir, 'results.json'));
        expect(loaded.results.find((r) => r.skill === 'greeter')!.lift!.difference).toEqual(
          greeterRow.lift!.difference,
        );
        const table = resultsTable(loaded, 'text');
        expect(table).toContain('lift (with − without skill)');
        expect(table).toMatch(/greeter .* \+100 pts \[\+\d+, \+100\] · without 0%/);
        expect(table).toMatch(/tidy .* ±0 pts \[−\d+, \+\d+\] · without 100%/);
        // Neither is called out: greeter helps, and five trials cannot tell whether tidy does.
        expect(table).not.toContain('does worse');
      },
    );
  });
}
