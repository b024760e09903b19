import { recordableResults } from '../../src/results/recordable.js';
import { checkResults } from '../../src/results/schema.js';
import type { Results } from '../../src/results/types.js';
import { makeResults } from '../helpers/results.js';

// Issue 22: what each CLI ships beside the installed skills is part of how a result was measured, and
// results.json keeps it as written (recorded, then read back by the check every reader goes through).
const withBundled = (bundledSkills: unknown): Results => {
  const r = makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]);
  return {
    ...r,
    meta: { ...r.meta, backends: r.meta.backends.map((b) => ({ ...b, bundledSkills })) as Results['meta']['backends'] },
  };
};

describe("results.json's meta.backends[].bundledSkills", () => {
  it('is written and read back as given: off, or hidden/listed with the names', () => {
    for (const b of [
      { policy: 'off' },
      { policy: 'hidden', names: ['customize-opencode'] },
      { policy: 'listed', names: ['doctor', 'plugin-authoring'] },
    ]) {
      const written = JSON.parse(JSON.stringify(recordableResults(withBundled(b))));
      expect(checkResults(written).meta.backends[0]!.bundledSkills).toEqual(b);
    }
  });

  it('is optional: an older results.json without it reads as before', () => {
    expect(
      checkResults(JSON.parse(JSON.stringify(makeResults([{ skill: 'pdf', activated: 1, trials: 1 }])))).meta
        .backends[0],
    ).not.toHaveProperty('bundledSkills');
  });

  it('refuses a policy it does not know and a name that is markup, naming the field', () => {
    expect(() => checkResults(JSON.parse(JSON.stringify(withBundled({ policy: 'some' }))))).toThrow(
      /\$\.meta\.backends\[0\]\.bundledSkills\.policy/,
    );
    expect(() =>
      checkResults(JSON.parse(JSON.stringify(withBundled({ policy: 'listed', names: ['<img src=x>'] })))),
    ).toThrow(/\$\.meta\.backends\[0\]\.bundledSkills\.names\[0\]/);
  });
});
