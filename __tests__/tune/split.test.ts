import { splitCases, TooFewCases, type TuneCase } from '../../src/tune/split.js';
import type { EvalCase } from '../../src/eval/spec/types.js';

const should = (id: string): EvalCase => ({
  id,
  prompt: `prompt ${id}`,
  checks: [{ kind: 'activation', skill: 'files', expect: true }],
});
const shouldNot = (id: string): EvalCase => ({
  id,
  prompt: `prompt ${id}`,
  checks: [{ kind: 'activation', skill: 'files', expect: false }],
});
const execution = (id: string): EvalCase => ({
  id,
  prompt: `prompt ${id}`,
  checks: [{ kind: 'file_exists', path: 'x' }],
});

const spec = (cases: EvalCase[]) => ({ file: 'skills/files/.eval.yaml', subject: 'files', cases });
const ids = (cases: TuneCase[]) => cases.map((c) => c.id).sort();
const roles = (cases: TuneCase[], role: string) => cases.filter((c) => c.role === role).length;

const EIGHT_AND_FOUR = [
  ...['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map(should),
  ...['n1', 'n2', 'n3', 'n4'].map(shouldNot),
];

describe('splitCases: train and held-out activation cases', () => {
  it('holds out 40 % of each role, both roles in both parts, and leaves execution-only cases out', () => {
    const split = splitCases(spec([...EIGHT_AND_FOUR, execution('e1')]), 7);
    expect(split.seed).toBe(7);
    expect([roles(split.heldOut, 'should-activate'), roles(split.train, 'should-activate')]).toEqual([3, 5]);
    expect([roles(split.heldOut, 'should-not-activate'), roles(split.train, 'should-not-activate')]).toEqual([2, 2]);
    expect([...ids(split.train), ...ids(split.heldOut)].sort()).toEqual(EIGHT_AND_FOUR.map((c) => c.id).sort());
    expect(ids(split.train).filter((id) => ids(split.heldOut).includes(id))).toEqual([]);
  });

  it('is fixed by its seed whatever the order of the spec, and another seed gives another split', () => {
    const a = splitCases(spec(EIGHT_AND_FOUR), 1);
    const b = splitCases(spec([...EIGHT_AND_FOUR].reverse()), 1);
    expect(ids(b.heldOut)).toEqual(ids(a.heldOut));
    const others = [2, 3, 4, 5, 6].map((seed) => ids(splitCases(spec(EIGHT_AND_FOUR), seed).heldOut).join());
    expect(others.some((o) => o !== ids(a.heldOut).join())).toBe(true);
  });

  it('counts not_activated_any as a should-not-activate case', () => {
    const nothing = (id: string): EvalCase => ({ id, prompt: id, checks: [{ kind: 'not_activated_any' }] });
    const split = splitCases(spec([...['s1', 's2', 's3', 's4'].map(should), nothing('n1'), nothing('n2')]), 1);
    expect([roles(split.train, 'should-not-activate'), roles(split.heldOut, 'should-not-activate')]).toEqual([1, 1]);
  });

  it('says which spec has too few cases of which role, and how many it needs', () => {
    const few = () => splitCases(spec([...['s1', 's2', 's3'].map(should), shouldNot('n1'), shouldNot('n2')]), 1);
    expect(few).toThrow(TooFewCases);
    expect(few).toThrow(
      new RegExp(
        String.raw`^skills\/files\/\.eval\.yaml: .*3 should-activate case\(s\) \(needs ` +
          String.raw`at least 4\) and 2 should-not-activate case\(s\) \(needs at least 2\)`,
      ),
    );
    expect(() => splitCases(spec(['s1', 's2', 's3', 's4'].map(should)), 1)).toThrow(
      /0 should-not-activate case\(s\) \(needs at least 2\)/,
    );
  });
});
