// The bench smoke (.ci/run's bench-smoke step): every bench/*.bench.mjs and every script under scripts/
// that makes a figure the docs quote, run once at its smallest settings, so that one that crashes fails
// CI. No figure is judged. A bench or script not listed here fails the smoke until it is.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'caliper-bench-smoke-'));
const build = path.join(tmp, 'build');

/** Each bench's smallest settings, as environment variables (see each file's header). */
const BENCHES = {
  // One round of one backend: a one-trial and a two-trial run.
  'cold-run.bench.mjs': { CALIPER_COLD_RUNS: '1', CALIPER_COLD_BACKENDS: 'claude-code' },
  'harness.bench.mjs': { BENCH_TRIALS: '2', BENCH_WORKERS: '1' },
  'owners.bench.mjs': { BENCH_RUNS: '1' },
  // One CLI's trial of one case, written to the temp folder (the committed profiles stay as measured).
  'request-profiles.bench.mjs': {
    CALIPER_PROFILES_BACKENDS: 'claude-code',
    CALIPER_PROFILES_CASES: 'csv-summary/totals',
    CALIPER_PROFILES_OUT: path.join(tmp, 'requestProfiles.json'),
  },
  'sequential.bench.mjs': {},
  // Two pairs, so that both the first trial of the installed set and the rest are reported; one backend, the
  // cheapest to start (all seven cost 85 CPU seconds more, beside the tests).
  'trial-floor.bench.mjs': { CALIPER_FLOOR_PAIRS: '2', CALIPER_FLOOR_BACKENDS: 'codex' },
  'validate.bench.mjs': { BENCH_RUNS: '1' },
  'wasted.bench.mjs': { REPEATS: '1' },
};

/**
 * Each figure script's smallest arguments; `before` runs first (false-alarms reads a tsc build, emitted without
 * a second type check: `npm run build` made one, and it is most of tsc's time).
 */
const SCRIPTS = {
  'corpus-check.mjs': {
    args: [
      '--labels',
      '__tests__/fixtures/corpus-labels.json',
      'caliper/corpus-patterns=__tests__/fixtures/repos/corpus-patterns',
    ],
  },
  'demo-comment.mjs': { args: ['--trials', '1', '--out', path.join(tmp, 'example-pr-comment.md')] },
  'false-alarms.mjs': {
    before: [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', 'false', '--noCheck', '--outDir', build],
    args: [build, '1'],
  },
  // Reads the build false-alarms.mjs's `before` made: SCRIPTS run in this order.
  'lift-false-alarms.mjs': { args: [build, '1'] },
  // The same build; fails when docs/cost-control.md quotes figures the profiles and prices no longer give.
  'cost-figures.mjs': { args: [build, '--check', 'docs/cost-control.md'] },
  'efficiency-false-alarms.mjs': { args: [build, '1'] },
  'cpu-by-program.mjs': { args: ['--top', '3', '--', process.execPath, '-e', '0'] },
  // A two-file jest result (what .ci/run's tests write), recorded into the temp folder, not over the committed order.
  'test-durations.mjs': { args: [path.join(tmp, 'jest-results.json'), '--out', path.join(tmp, 'durations.json')] },
  // One mutant of the smallest module (about 11 s, most of it Stryker's start), under its own report name and
  // temporary folder so that a measured sample and a run beside it are left alone.
  'mutation-sample.mjs': {
    args: ['escape', '--size', '1', '--report', 'smoke-sample', '--tempDirName', '.stryker-tmp-smoke'],
  },
};

// What test-durations.mjs (above) reads: two files of a jest result.
writeFileSync(
  path.join(tmp, 'jest-results.json'),
  JSON.stringify({
    testResults: [
      { name: path.join(root, '__tests__', 'e2e', 'slow.test.ts'), startTime: 1_000, endTime: 91_000 },
      { name: path.join(root, '__tests__', 'quick.test.ts'), startTime: 1_000, endTime: 1_300 },
    ],
  }),
);

/** Scripts that make no figure, and why they are not run here. */
const NOT_FIGURES = {
  'demo.mjs': ".ci/run runs it as the README's demo step",
  'release-notes.mjs': 'checks a release tag',
  'build.mjs': 'is npm run build',
  'vendor.mjs': 'part of npm run build',
  'licences.mjs': 'part of npm run build',
  'mutation.mjs':
    "runs StrykerJS for hours (npm run mutation; CI's mutation-escape job and the weekly mutation workflow)",
  'mutation-modules.mjs': 'the list of modules and their unit tests that mutation.mjs reads',
  'mutation-sample-ignorer.mjs': "the Stryker plugin mutation-sample.mjs loads (run by that script's smoke)",
};

const shown = (arg) => (arg.startsWith(`${root}/`) ? path.relative(root, arg) : arg);

function run(name, args, env = {}) {
  const started = Date.now();
  console.log(`\n== ${name} ${[...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...args.map(shown)].join(' ')}`);
  const r = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  console.log(
    `== ${name}: ` +
      `${r.status === 0 ? 'ran' : `FAILED (exit ${r.status ?? r.signal})`} ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return r.status === 0;
}

function unlisted() {
  const benches = readdirSync(path.join(root, 'bench')).filter((f) => f.endsWith('.bench.mjs') && !(f in BENCHES));
  const scripts = readdirSync(path.join(root, 'scripts')).filter(
    (f) => f.endsWith('.mjs') && !(f in SCRIPTS) && !(f in NOT_FIGURES),
  );
  return [...benches.map((f) => `bench/${f}`), ...scripts.map((f) => `scripts/${f}`)];
}

const failed = unlisted().map((f) => `${f} (not listed in bench/smoke.mjs: give it its smallest settings there)`);
try {
  for (const [file, env] of Object.entries(BENCHES))
    if (!run(file, [path.join(root, 'bench', file)], env)) failed.push(`bench/${file}`);
  for (const [file, { before, args }] of Object.entries(SCRIPTS)) {
    const ok = (!before || run(`${file} (set-up)`, before)) && run(file, [path.join(root, 'scripts', file), ...args]);
    if (!ok) failed.push(`scripts/${file}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.error(`\nbench smoke: ${failed.length} failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nbench smoke: every bench and figure script ran');
