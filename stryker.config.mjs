// Mutation testing (StrykerJS with its jest runner) of the modules whose bugs a unit test must catch.
// Run it through `npm run mutation -- <module>` (scripts/mutation.mjs), which picks the module below,
// runs Stryker niced and sets the Node flag jest's ESM needs; scores are in docs/internals/mutation.md.
import { modules } from './scripts/mutation-modules.mjs';

const name = process.env.CALIPER_MUTATION_MODULE ?? '';
const chosen = modules[name];
if (!chosen) {
  throw new Error(
    `CALIPER_MUTATION_MODULE must be one of ${Object.keys(modules).join(', ')} (got "${name}"): ` +
      'run `npm run mutation -- <module>`.',
  );
}

// A slice of a module (`--mutate` on a few of its files) may name its own tests, comma-separated, in the
// module list's form: the module's simulations (thousands of reports each) cost minutes a mutant on a shared
// machine. Its score is then a lower bound: a test left out could only kill more.
const tests = process.env.CALIPER_MUTATION_TESTS?.split(',').filter(Boolean) ?? chosen.tests;
// A sampled run (scripts/mutation-sample.mjs) writes its reports under its own name, beside the module's.
const report = process.env.CALIPER_MUTATION_REPORT ?? name;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: chosen.mutate,
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    // jest.config.js, with only the module's tests and without the global set-up, which installs the agent
    // CLIs for the e2e tests (null, not undefined: the options reach the test process as JSON).
    config: {
      testMatch: tests.map((t) => `<rootDir>/__tests__/${t}.test.ts`),
      roots: ['<rootDir>/src', '<rootDir>/__tests__'],
      globalSetup: null,
    },
    enableFindRelatedTests: true,
  },
  coverageAnalysis: 'perTest',
  // Two cores shared by a team: one test process, niced by scripts/mutation.mjs.
  concurrency: 1,
  // What the tests read; the rest of the repository (dist/, docs/, bench/, the tools) is not copied.
  ignorePatterns: [
    '/*',
    '!/src',
    '!/__tests__',
    '!/schemas',
    '!/examples',
    '!/package.json',
    '!/tsconfig.json',
    '!/jest.config.js',
  ],
  tempDirName: '.stryker-tmp',
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${report}.html` },
  jsonReporter: { fileName: `reports/mutation/${report}.json` },
  // The target for these modules (issue #38): a run under it exits 1, so the scheduled job says so.
  thresholds: { high: 90, low: 85, break: 85 },
  timeoutMS: 20000,
  cleanTempDir: 'always',
  // A sampled run mutates the drawn mutants only, not what is nested in them (scripts/mutation-sample-ignorer.mjs).
  ...(process.env.CALIPER_MUTATION_DRAWN && {
    plugins: ['@stryker-mutator/*', './scripts/mutation-sample-ignorer.mjs'],
    ignorers: ['caliper-drawn-only'],
  }),
};
