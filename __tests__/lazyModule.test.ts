import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lazyModule } from '../src/util/lazyModule.js';
import { tempRepo } from './helpers/tempRepo.js';

describe('lazyModule', () => {
  it('loads nothing until first used, then once', () => {
    const dir = tempRepo({});
    const file = path.join(dir, 'counted.cjs');
    writeFileSync(file, 'globalThis.__lazyLoads = (globalThis.__lazyLoads ?? 0) + 1; module.exports = { answer: 42 };');
    const loads = () => (globalThis as { __lazyLoads?: number }).__lazyLoads ?? 0;
    const counted = lazyModule(file);
    expect(loads()).toBe(0);
    expect((counted() as { answer: number }).answer).toBe(42);
    expect(counted()).toBe(counted());
    expect(loads()).toBe(1);
  });
});
