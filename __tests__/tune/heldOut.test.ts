import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { heldOutTest } from '../../src/tune/heldOut.js';
import type { CaseCount, Measurement } from '../../src/tune/measurement.js';
import { objectiveOf } from '../../src/tune/measurement.js';
import { descriptionPatch } from '../../src/tune/patch.js';
import { describedText } from '../../src/tune/workspace.js';
import { tempDir } from '../helpers/tempDirs.js';

/**
 * Per backend: each should-activate case chosen `should` times of 3, each should-not-activate case `shouldNot` times of
 * 3.
 */
function measured(per: Record<string, { should: number[]; shouldNot: number[] }>): Measurement {
  const byBackend = Object.entries(per).map(([backend, r]) => ({
    backend: backend as Measurement['byBackend'][number]['backend'],
    cases: [
      ...r.should.map((a, i): CaseCount => ({ id: `s${i}`, role: 'should-activate', activations: a, trials: 3 })),
      ...r.shouldNot.map(
        (a, i): CaseCount => ({ id: `n${i}`, role: 'should-not-activate', activations: a, trials: 3 }),
      ),
    ],
  }));
  return { byBackend, faults: [], skipped: 0, spend: { agentRuns: 0, tokens: 0, costUsd: undefined } };
}

describe('the held-out test', () => {
  it('accepts a significant rise in activation with no rise in false activation', () => {
    const before = measured({
      'claude-code': { should: [0, 0, 0], shouldNot: [0, 0] },
      codex: { should: [0, 0, 0], shouldNot: [0, 0] },
    });
    const after = measured({
      'claude-code': { should: [3, 3, 3], shouldNot: [0, 0] },
      codex: { should: [3, 3, 0], shouldNot: [0, 0] },
    });
    const t = heldOutTest(before, after);
    expect(t.accepted).toBe(true);
    expect(t.activationRises).toBeLessThan(0.001);
    expect(t.byBackend.map((b) => [b.backend, b.after.activation])).toEqual([
      ['claude-code', { successes: 9, trials: 9 }],
      ['codex', { successes: 6, trials: 9 }],
    ]);
  });

  it('refuses a rise too small to be significant, and says so', () => {
    const before = measured({ 'claude-code': { should: [1, 1, 1], shouldNot: [0, 0] } });
    const after = measured({ 'claude-code': { should: [2, 1, 2], shouldNot: [0, 0] } });
    const t = heldOutTest(before, after);
    expect(t.accepted).toBe(false);
    expect(t.reason).toMatch(/^the held-out difference is not significant/);
  });

  it("refuses a candidate that raises one CLI's false activation significantly, however much activation rose", () => {
    const before = measured({
      'claude-code': { should: [0, 0, 0], shouldNot: [0, 0, 0] },
      codex: { should: [0, 0, 0], shouldNot: [0, 0, 0] },
    });
    const after = measured({
      'claude-code': { should: [3, 3, 3], shouldNot: [0, 0, 0] },
      codex: { should: [3, 3, 3], shouldNot: [3, 3, 0] },
    });
    const t = heldOutTest(before, after);
    expect(t.accepted).toBe(false);
    expect(t.reason).toMatch(/^false activation rose on codex/);
  });

  it('accepts a significant fall in false activation alone', () => {
    const before = measured({ 'claude-code': { should: [3, 3], shouldNot: [3, 3, 3, 3] } });
    const after = measured({ 'claude-code': { should: [3, 3], shouldNot: [0, 0, 0, 0] } });
    expect(heldOutTest(before, after).accepted).toBe(true);
  });

  it("the objective is the worst CLI's activation − false activation", () => {
    const m = measured({
      'claude-code': { should: [3, 3], shouldNot: [0, 0] },
      codex: { should: [3, 0], shouldNot: [3, 0] },
    });
    expect(objectiveOf(m)).toBeCloseTo(0.5 - 0.5);
    expect(objectiveOf(measured({ codex: { should: [], shouldNot: [0] } }))).toBeUndefined();
  });
});

describe('description.patch', () => {
  it('git apply takes it, and it changes the description line alone (a folded description too)', () => {
    const dir = tempDir('caliper-patch-');
    const rel = 'skills/a/SKILL.md';
    const texts = [
      '---\nname: a\ndescription: Helps with files.\nlicense: MIT\n---\n\n# A\n\nBody\n',
      '---\nname: a\ndescription: >\n  Helps with\n  files.\n---\nBody',
    ];
    for (const before of texts) {
      execFileSync('mkdir', ['-p', path.join(dir, 'skills/a')]);
      writeFileSync(path.join(dir, rel), before);
      const after = describedText(before, 'Use for rename, folder: "dates".');
      writeFileSync(path.join(dir, 'd.patch'), descriptionPatch(rel, before, after));
      execFileSync('git', ['apply', 'd.patch'], { cwd: dir });
      expect(readFileSync(path.join(dir, rel), 'utf8')).toBe(after);
      expect(after).toContain('description: "Use for rename, folder: \\"dates\\"."\n');
    }
  });
});
