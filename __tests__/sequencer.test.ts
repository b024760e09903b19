import { expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: an ES module of jest's configuration, without types
import { SLOWEST_FIRST } from './setup/sequencer.mjs';
import { REPO_ROOT } from './helpers/runNode.js';

it('names only test files that exist, so that a rename does not quietly send a slow file to the end', () => {
  const missing = (SLOWEST_FIRST as string[]).filter(
    (name) => !existsSync(path.join(REPO_ROOT, '__tests__', `${name}.test.ts`)),
  );
  expect(missing).toEqual([]);
});
