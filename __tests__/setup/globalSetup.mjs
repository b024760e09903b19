// The end-to-end tests run real agent CLIs. Install the pinned versions from the npm registry into
// .caliper-tools/ when they are missing (`caliper install` skips what is already there), so
// `npm test` on a fresh clone needs no other step. CI checks dist/ matches src/ before the tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function globalSetup() {
  process.env.CALIPER_TOOLS ??= path.resolve('.caliper-tools');
  const r = spawnSync(process.execPath, ['dist/cli/index.js', 'install', '--all'], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
  if (r.status !== 0) throw new Error('could not install the agent CLIs the end-to-end tests run (see above)');
}
