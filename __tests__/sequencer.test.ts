import { expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './helpers/runNode.js';
// @ts-expect-error: an ES module of jest's configuration, without types
import { SPREAD, spread } from './setup/sequencer.mjs';

const e2e = path.join(REPO_ROOT, '__tests__', 'e2e');
const file = (name: string) => ({ path: path.join(e2e, name) });

it('spreads the real-mode files through the first part of the run, OpenCode’s first, the rest in jest’s order', () => {
  const others = Array.from({ length: 100 }, (_, i) => file(`unit${i}.test.ts`));
  const realMode = ['realModePi', 'realModeOpencode', 'realModeCodex'].map((n) => file(`${n}.test.ts`));
  const order = spread([...others, ...realMode]).map((t: { path: string }) => path.basename(t.path));
  expect(order).toHaveLength(103);
  expect([order[0], order[SPREAD + 1], order[2 * SPREAD + 2]]).toEqual([
    'realModeOpencode.test.ts',
    'realModePi.test.ts',
    'realModeCodex.test.ts',
  ]);
  expect(order.filter((n: string) => n.startsWith('unit'))).toEqual(others.map((t) => path.basename(t.path)));
});

it('finds the real-mode files by the names they have, so that a rename cannot send them back to the end', () => {
  const names = readdirSync(e2e).filter((n) => n.startsWith('realMode'));
  const order = spread([...Array.from({ length: 300 }, (_, i) => file(`unit${i}.test.ts`)), ...names.map(file)]);
  const last = Math.max(...names.map((n) => order.findIndex((t: { path: string }) => t.path.endsWith(`/${n}`))));
  expect(names.length).toBeGreaterThanOrEqual(9);
  expect(last).toBeLessThan(names.length * (SPREAD + 1));
  expect(order.findIndex((t: { path: string }) => t.path.endsWith('/realModeOpencode.test.ts'))).toBe(0);
});
