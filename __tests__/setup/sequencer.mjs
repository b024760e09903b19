// jest's order with the real-mode files spread through it. Each realMode*.test.ts is a few lines that call one
// shared suite (helpers/providers/scenarios.ts), so jest's order on a cold cache (by file size, what it knows on a
// fresh runner, as CI is) put all ten last: OpenCode's (108 s, its cases run in turn) started at 842 s of 950 and
// ran its last 50 s on one worker while the other had nothing left. Their time is mostly the CLI waiting on its
// stand-in's faults; beside other files their waits are filled, at the end they are not. Putting every slow file
// first (jest's own order once it has timings) was slower: the real-CLI files crowded each other (suite-time.md).
import TestSequencer from '@jest/test-sequencer';

/** A real-mode file every so many of the others, from the start: all ten placed within the first two thirds. */
export const SPREAD = 20;

export const isRealMode = (test) => /\/__tests__\/e2e\/realMode[^/]*\.test\.ts$/.test(test.path);

/** OpenCode's first: the one whose cases run one after another (caseRunner), the longest. */
const openCodeFirst = (a, b) => Number(/realModeOpencode/.test(b.path)) - Number(/realModeOpencode/.test(a.path));

export function spread(sorted) {
  const realMode = sorted.filter(isRealMode).sort(openCodeFirst);
  const rest = sorted.filter((test) => !isRealMode(test));
  const order = [];
  rest.forEach((test, i) => {
    if (i % SPREAD === 0 && realMode.length > 0) order.push(realMode.shift());
    order.push(test);
  });
  return [...order, ...realMode];
}

export default class RealModeSpread extends TestSequencer {
  async sort(tests) {
    return spread(await super.sort(tests));
  }
}
