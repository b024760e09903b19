import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdit, revertedTree } from '../../src/bisect/revertedTree.js';
import { ONE_AT_A_TIME, searchParts, type Measured } from '../../src/bisect/search.js';
import type { Part } from '../../src/bisect/parts.js';
import { fisherOneSided } from '../../src/results/compare/fisher.js';
import { tempDir } from '../helpers/tempDirs.js';

const parts = (n: number): Part[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, kind: 'hunk', label: `hunk ${i + 1} of SKILL.md` }));

/** A reversal that restores the rate (9/10) when the set holds one of `culprits`, else leaves it at the head's 2/10. */
function measureWith(culprits: readonly number[], sets: number[][]) {
  return async (set: readonly Part[]): Promise<Measured> => {
    sets.push(set.map((p) => p.id));
    const restored = set.some((p) => culprits.includes(p.id));
    const reverted = restored ? { successes: 9, trials: 10 } : { successes: 2, trials: 10 };
    return {
      kind: 'measured',
      reverted,
      test: {
        pValue: fisherOneSided(reverted.successes, 10, 2, 10, 'head-lower'),
        minAttainable: fisherOneSided(
          reverted.successes + 2,
          10,
          Math.max(0, reverted.successes + 2 - 10),
          10,
          'head-lower',
        ),
      },
      results: 'r',
    };
  };
}

describe('the search over parts', () => {
  it('names the one part whose reversal restores the rate, with the p-value of compare’s test', async () => {
    const sets: number[][] = [];
    const found = await searchParts(parts(3), measureWith([2], sets));
    expect(sets).toEqual([[1], [2], [3]]);
    expect(found.outcome.kind).toBe('found');
    if (found.outcome.kind !== 'found') return;
    expect(found.outcome.part.id).toBe(2);
    // The example: 2/10 against 9/10.
    expect(found.outcome.trial.test.pValue.toFixed(3)).toBe('0.003');
  });

  it('halves first when parts are many, and runs only into the half that restores the rate', async () => {
    const sets: number[][] = [];
    const found = await searchParts(parts(ONE_AT_A_TIME * 2 + 2), measureWith([7], sets));
    expect(sets).toEqual([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [6, 7, 8], [9, 10], [6], [7], [8]]);
    expect(found.outcome.kind === 'found' && found.outcome.part.id).toBe(7);
  });

  it(
    'says that no single part explains it when none restores the rate, or ' + 'several do, or neither half does',
    async () => {
      expect((await searchParts(parts(3), measureWith([], []))).outcome).toEqual({
        kind: 'none',
        why: 'no part reverted alone restores the rate',
      });
      const several = await searchParts(parts(3), measureWith([1, 3], []));
      expect(several.outcome.kind === 'several' && several.outcome.found.map((f) => f.part.id)).toEqual([1, 3]);
      expect((await searchParts(parts(9), measureWith([], []))).outcome).toEqual({
        kind: 'none',
        why: 'neither half of the change, reverted alone, restores the rate',
      });
    },
  );

  it('stops when a set cannot be measured (the spend caps), and says so rather than "no part"', async () => {
    let calls = 0;
    const measure = async (): Promise<Measured> =>
      ++calls === 1
        ? {
            kind: 'measured',
            reverted: { successes: 2, trials: 10 },
            test: { pValue: 0.6, minAttainable: 0.001 },
            results: 'r',
          }
        : { kind: 'not-measured', why: 'the spend caps were reached' };
    const found = await searchParts(parts(3), measure);
    expect(found.outcome).toEqual({ kind: 'stopped', why: 'the spend caps were reached' });
    expect(calls).toBe(2);
  });
});

describe('the reverted tree', () => {
  it('writes the reverted files into a copy, never through a link that leads out of it', () => {
    const head = tempDir('caliper-bisect-head-');
    const outside = tempDir('caliper-bisect-outside-');
    mkdirSync(path.join(head, 'skills/a'), { recursive: true });
    writeFileSync(path.join(head, 'skills/a/SKILL.md'), 'head\n');
    symlinkSync(outside, path.join(head, 'skills/out'));
    symlinkSync(path.join(outside, 'victim.md'), path.join(head, 'skills/a/linked.md'));
    writeFileSync(path.join(outside, 'victim.md'), 'untouched\n');
    const tree = revertedTree(head, [
      { path: 'skills/a/SKILL.md', content: 'base\n' },
      { path: 'skills/a/linked.md', content: 'base\n' },
    ]);
    try {
      expect(readFileSync(path.join(tree.dir, 'skills/a/SKILL.md'), 'utf8')).toBe('base\n');
      expect(readFileSync(path.join(tree.dir, 'skills/a/linked.md'), 'utf8')).toBe('base\n');
      expect(readFileSync(path.join(head, 'skills/a/SKILL.md'), 'utf8')).toBe('head\n');
      expect(readFileSync(path.join(outside, 'victim.md'), 'utf8')).toBe('untouched\n');
      expect(() => applyEdit(tree.dir, { path: 'skills/out/new/x.md', content: 'x' })).toThrow(
        /leads outside the repository/,
      );
      expect(existsSync(path.join(outside, 'new'))).toBe(false);
      expect(() => applyEdit(tree.dir, { path: 'skills/../../x.md', content: 'x' })).toThrow(/not a path inside/);
    } finally {
      tree.remove();
    }
    expect(existsSync(tree.dir)).toBe(false);
  });
});
