import os from 'node:os';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // swc strips the types (tsc checks them, in the build): on a cold cache about 40 % less CPU
  // than ts-jest's TypeScript transpile, and 10 % less on a warm one. It keeps a JSON import's `with { type:
  // 'json' }`, which jest will require (it warns on each import without).
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2023', experimental: { keepImportAttributes: true } } },
    ],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // Longest file first where jest's cache has no durations (a clean checkout, CI): see the file.
  testSequencer: '<rootDir>/__tests__/setup/sequencer.mjs',
  // The copies of the repository mutation runs work in (.stryker-tmp, .stryker-tmp-<module>).
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp'],
  globalSetup: '<rootDir>/__tests__/setup/globalSetup.mjs',
  // jest's default is one worker fewer than the cores: one on a 2-core runner, where most of a test
  // file's time is spent waiting on the CLIs, sandboxes and servers it started. At least two.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A bound on a test that hangs, not on its speed: tests without their own took up to 8–14 s on an idle
  // 2-core runner (liftChange's A/A, reportStage), and a busy machine makes them several times slower.
  // The e2e files set their own, from 120 s up.
  testTimeout: 120_000,
};
