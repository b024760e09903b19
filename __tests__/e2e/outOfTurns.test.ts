import { jest } from '@jest/globals';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { whatAReaderSees } from '../helpers/scriptedRun.js';
import { buildReport } from '../../src/report/html/buildReport.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue #36 item 4: `release-notes` among 26 skills of UiPath/skills (`--alongside all`). For the
// should-not case the scripted model chooses `uipath-platform`, whose body links 54 reference files: it
// once read them all and Claude Code stopped at the turn limit, which counted as a harness error.
jest.setTimeout(300_000);

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/repos/many-neighbours');

function fixtureCopy(): string {
  const root = tempDir('caliper-many-');
  cpSync(FIXTURE, root, { recursive: true });
  return root;
}

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])('among 26 neighbours, on the real Claude Code', () => {
  it('the case whose neighbour links 54 files is graded within the default turn limit', async () => {
    const run = await evalRepo(fixtureCopy(), { skills: ['release-notes'], alongside: 'all' });
    const notMine = run.records.find((r) => r.caseId === 'orchestrator-queues')!;
    expect(notMine).toMatchObject({
      outcome: 'pass',
      activations: { 'release-notes': 'not-activated', 'uipath-platform': 'activated' },
    });
    expect(notMine.outOfTurns).toBeUndefined();
    expect(run.records.find((r) => r.caseId === 'notes')).toMatchObject({ outcome: 'pass' });
  });

  it('a trial that runs out of turns is graded on what the agent did, and every reader is told', async () => {
    const run = await evalRepo(fixtureCopy(), { skills: ['release-notes'], alongside: 'all', maxTurns: 3 });
    const notMine = run.records.find((r) => r.caseId === 'orchestrator-queues')!;
    expect(notMine).toMatchObject({
      outcome: 'pass',
      outOfTurns: 3,
      activations: { 'release-notes': 'not-activated', 'uipath-platform': 'activated' },
    });
    const row = run.results.results[0]!;
    expect(row.errors).toBe(0);
    expect(row.outOfTurns).toBe(1);
    const seen = whatAReaderSees(run.outDir);
    expect(seen.summary).toMatch(/1 trial\(s\) ran out of turns/);
    expect(seen.terminal).toMatch(/1 trial\(s\) ran out of turns/);
    const trial = buildReport({ path: run.outDir, label: 'head' }).head.trials.find(
      (t) => t.caseId === 'orchestrator-queues',
    );
    expect(trial?.outOfTurns).toBe(3);
    const compared = compareResults(run.results, run.results);
    if (compared.kind !== 'compared') throw new Error(compared.reason);
    const comment = comparisonMarkdown(compared.comparison, {
      baseSha: undefined,
      headSha: undefined,
      summaryUrl: undefined,
    });
    expect(comment).toMatch(/1 trial\(s\) ran out of turns/);
  });
});

describeNeeding(['cli:gemini-cli', ...SANDBOX_NEEDS])('among 26 neighbours, on the real Gemini CLI', () => {
  it(
    'its model.maxSessionTurns is --max-turns, and reaching it (exit 53) ' + 'is the agent running out of turns',
    async () => {
      const run = await evalRepo(fixtureCopy(), {
        skills: ['release-notes'],
        alongside: 'all',
        backends: ['gemini-cli'],
        maxTurns: 3,
      });
      const notMine = run.records.find((r) => r.caseId === 'orchestrator-queues')!;
      expect(notMine).toMatchObject({
        outcome: 'pass',
        outOfTurns: 3,
        activations: { 'release-notes': 'not-activated', 'uipath-platform': 'activated' },
      });
      expect(run.results.results[0]).toMatchObject({ errors: 0, outOfTurns: 1 });
    },
  );
});
