/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, isolatedModules: true, diagnostics: false }]
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/setup/globalSetup.mjs',
  testTimeout: 30000
};
