// `npm run bench -- trial-floor`: each installed backend's CLI run bare against the same through
// caliper's trial (see trialFloor/floor.ts): the first trial of the installed set apart, the medians of
// the rest, and the whole run's sums; exits 1 if a backend could not be measured. The TypeScript is
// compiled on the fly from src/ (tsc, ~10 s), so it measures the working tree, not dist/.
// CALIPER_FLOOR_PAIRS (default 5) pairs per backend; CALIPER_FLOOR_BACKENDS (comma-separated) limits the
// backends; CALIPER_FLOOR_CASE (skill/case, default release-notes/writes-notes, an example that loads the
// skill, reads a reference and writes a file).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { copyVendored } from '../scripts/vendor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside node_modules, so that the compiled files resolve the project's dependencies.
mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
const out = mkdtempSync(path.join(root, 'node_modules', '.cache', 'caliper-bench-floor-'));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// Emit only: the build type-checks the project, and checking is most of tsc's time.
const flags = [
  '--noCheck',
  '--outDir',
  out,
  '--rootDir',
  root,
  '--module',
  'nodenext',
  '--moduleResolution',
  'nodenext',
  '--target',
  'es2023',
  '--strict',
  '--skipLibCheck',
  '--types',
  'node',
  '--resolveJsonModule',
  '--esModuleInterop',
];
const built = spawnSync(process.execPath, [tsc, ...flags, path.join(root, 'bench', 'trialFloor', 'floor.ts')], {
  stdio: 'inherit',
});
if (built.status !== 0) {
  rmSync(out, { recursive: true, force: true });
  throw new Error('could not compile bench/trialFloor/floor.ts');
}
// What the build puts beside the bundles, put beside the compiled lazyModule.js (src/util/lazyModule.ts).
copyVendored(path.join(out, 'src', 'util'));
const { measureFloor } = await import(pathToFileURL(path.join(out, 'bench', 'trialFloor', 'floor.js')).href);
const pairs = Number(process.env.CALIPER_FLOOR_PAIRS ?? 5);
const [skill, caseId] = (process.env.CALIPER_FLOOR_CASE ?? 'release-notes/writes-notes').split('/');
const backends = process.env.CALIPER_FLOOR_BACKENDS ? process.env.CALIPER_FLOOR_BACKENDS.split(',') : undefined;
console.log(
  `trial floor, ${pairs} interleaved pairs per backend, case ${skill}/${caseId}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
try {
  await measureFloor({ root, pairs, backends, skill, caseId, log: (line) => console.log(line) });
} finally {
  rmSync(out, { recursive: true, force: true });
}
