// Agent runs saved by --trials auto against a fixed number of trials at the same error rates (issue #5;
// target: at least 40 % fewer), per pass rate, and against the default of 3 fixed trials; undecided
// cases counted in the error rates. Exact, from the bundled CLI (`caliper simulate-trials`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync(process.execPath, [path.join(root, 'dist', 'cli', 'index.js'), 'simulate-trials'], {
  encoding: 'utf8',
});
process.stdout.write(r.stdout || r.stderr);
if (r.status !== 0) throw new Error(`caliper simulate-trials exited ${r.status}`);
