import path from 'node:path';
// @ts-expect-error: a plain ESM module, jest's own configuration
import LongestFirst, { recordedDuration } from './setup/sequencer.mjs';

// Issue #38: on a clean checkout jest has no durations and ran the real-mode files (small files, long runs) last.
const ROOT = path.resolve(import.meta.dirname, '..');
const recorded = { files: { '__tests__/e2e/slow.test.ts': 90_000, '__tests__/quick.test.ts': 300 } };

type FakeTest = { path: string; context: unknown; duration?: number };
// The unit file is the larger: by size alone (jest without its cache) it would run first.
const context = {
  config: { cache: false },
  hasteFS: { getSize: (p: string) => (p.includes('compare') ? 9_000 : 100) },
};
const at = (rel: string): FakeTest => ({ path: path.join(ROOT, rel), context });

describe('the test order on a machine without jest cache', () => {
  it('finds a recorded duration by the path from the repository root, and none for a file not recorded', () => {
    expect(recordedDuration(path.join(ROOT, '__tests__/e2e/slow.test.ts'), recorded)).toBe(90_000);
    expect(recordedDuration(path.join(ROOT, '__tests__/new.test.ts'), recorded)).toBeUndefined();
  });

  it('runs the recorded long files first, ahead of larger files that are quicker', () => {
    // Both recorded in durations.json: realModeOpencode ran about 100 s in the run that made it, liftChange 15 s.
    const files = ['__tests__/compare/liftChange.test.ts', '__tests__/e2e/realModeOpencode.test.ts'];
    const order = (sequencer: { sort: (tests: FakeTest[]) => FakeTest[] }) =>
      sequencer.sort(files.map(at)).map((t) => path.relative(ROOT, t.path));
    const JestOrder = Object.getPrototypeOf(LongestFirst); // jest's own sequencer, which this one extends
    expect(order(new JestOrder({}))[0]).toBe('__tests__/compare/liftChange.test.ts');
    expect(order(new LongestFirst({}))[0]).toBe('__tests__/e2e/realModeOpencode.test.ts');
  });

  it("prefers jest's own figure where its cache has one", () => {
    const sequencer = new LongestFirst({});
    const test = at('__tests__/e2e/realModeOpencode.test.ts');
    sequencer._cache.set(context, { [test.path]: [1, 42] });
    expect(sequencer.time(test)).toBe(42);
  });
});
