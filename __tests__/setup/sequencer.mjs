// jest's order for a run with no timings of its own (a fresh runner, as CI is): the files this list names first,
// longest first, then jest's own order (by file size, which is what it knows on a cold cache). The list is the
// files that took 29 s or more in a full run of .ci/run (96f82f4, docs/internals/suite-time.md), slowest first.
// By size alone the slowest of them, realModeOpencode, started at 842 s of 950 and ran its last 50 s on one
// worker while the other had nothing left; longest first leaves the short files for the end. With timings in its
// cache (a second local run) jest's order is kept: it already starts the slowest first.
import TestSequencer from '@jest/test-sequencer';

export const SLOWEST_FIRST = [
  'e2e/realModeOpencode',
  'threePushes',
  'e2e/tune',
  'e2e/hostSideAttacks',
  'e2e/bundledSkills',
  'e2e/selfCensor',
  'e2e/cliSettingsAttacks',
  'e2e/turns',
  'e2e/recordDefaults',
  'workflowTune',
  'tuneAction',
  'e2e/sandboxAttacks',
  'e2e/listingBudgets',
  'e2e/realModeGeminiCli',
  'e2e/realModeClaudeCode',
  'e2e/realModeCopilot',
  'e2e/realModeHermes',
  'e2e/multiBackend',
  'compare/liftFamily',
  'e2e/realModePi',
];

const rank = (test) => {
  const i = SLOWEST_FIRST.findIndex((name) => test.path.endsWith(`/__tests__/${name}.test.ts`));
  return i === -1 ? SLOWEST_FIRST.length : i;
};

export default class SlowestFirst extends TestSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    // Array.prototype.sort is stable: the files not listed keep jest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
