import path from 'node:path';
import { childPath } from '../src/util/paths.js';

describe('childPath', () => {
  it('is path.join for a name read from the folder, at the root of the file system too', () => {
    for (const dir of ['/', '/repo', '/repo/skills/a b', path.resolve('x')]) {
      for (const name of ['SKILL.md', '.claude', 'ärger', 'a b', '...x'])
        expect(childPath(dir, name)).toBe(path.join(dir, name));
    }
  });
});
