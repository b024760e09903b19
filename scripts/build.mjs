#!/usr/bin/env node
// `npm run build`: the type check and the two bundles at once (each is one process and mostly one core: on 2
// cores 92 s one after another, 73 s together), then the licence list and the vendored libraries, which read
// the bundles. Fails when any of the three fails, after all three have ended, with each one's output.
// Everything is made in a staging folder and takes dist/'s place only once whole: a build that fails or is
// cut off leaves dist/ as it was. `--check` (.ci/run, beside the tests, which read dist/) leaves dist/ alone and
// fails, naming the files, when what it made differs from it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Beside dist/ on the same file system (a rename, not a copy), in a folder git ignores.
const cache = path.join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
// What a build that was cut off left (not another build's of the last half hour, which may be running).
for (const left of readdirSync(cache).filter((f) => f.startsWith('caliper-build-')))
  if (Date.now() - statSync(path.join(cache, left)).mtimeMs > 30 * 60_000)
    rmSync(path.join(cache, left), { recursive: true, force: true });
const stage = mkdtempSync(path.join(cache, 'caliper-build-'));
const staged = path.join(stage, 'dist');

const STEPS = [
  { name: 'tsc --noEmit', command: bin('tsc'), args: ['--noEmit'] },
  // -t: transpile only (the type check is tsc's); one licence list a chunk, merged by licences.mjs.
  {
    name: 'ncc (the Action)',
    command: bin('ncc'),
    args: ['build', 'src/action/index.ts', '-o', staged, '--license', '[name].licenses.txt', '-q', '-t'],
  },
  {
    name: 'ncc (the CLI)',
    command: bin('ncc'),
    args: ['build', 'src/cli/index.ts', '-o', path.join(staged, 'cli'), '-q', '-t'],
  },
];

/** One step's exit status and everything it printed, kept apart so that three outputs do not interleave. */
function run({ command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (b) => output.push(b));
    child.stderr.on('data', (b) => output.push(b));
    child.on('error', (e) => resolve({ status: 1, output: `${e.message}\n` }));
    child.on('close', (status, signal) =>
      resolve({ status: status ?? `signal ${signal}`, output: Buffer.concat(output).toString('utf8') }),
    );
  });
}

/** Ends the build: the staging folder goes, and so does the process when `status` is not 0. */
function finish(status) {
  rmSync(stage, { recursive: true, force: true });
  if (status !== 0) process.exit(status);
}

const results = await Promise.all(STEPS.map(run));
let failed = 0;
results.forEach((r, i) => {
  if (r.output) process.stdout.write(r.output);
  if (r.status !== 0) {
    failed++;
    console.error(`build: ${STEPS[i].name} failed (exit ${r.status})`);
  }
});
if (failed > 0) finish(1);
for (const script of ['licences.mjs', 'vendor.mjs']) {
  const r = await run({ command: process.execPath, args: [path.join(root, 'scripts', script), staged] });
  process.stdout.write(r.output);
  if (r.status !== 0) {
    console.error(`build: scripts/${script} failed (exit ${r.status})`);
    finish(1);
  }
}
if (check) {
  const differ = differences(staged, path.join(root, 'dist'));
  if (differ.length) {
    console.error(`dist/ is not what src/ builds (${differ.join(', ')}): run \`npm run build\` and commit dist/.`);
    finish(1);
  }
  finish(0);
  process.exit(0);
}
// The whole of dist/ is the build's (nothing else is kept there): what an earlier build made and this one does
// not (a chunk ncc no longer writes) goes with it.
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
renameSync(staged, path.join(root, 'dist'));
finish(0);

/** The paths under either folder whose bytes differ or that only one of them has. */
function differences(made, committed) {
  const files = (dir, prefix = '') =>
    readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)],
    );
  const listed = (dir) => {
    try {
      return files(dir);
    } catch {
      return [];
    }
  };
  const all = [...new Set([...listed(made), ...listed(committed)])].sort();
  return all.filter((f) => {
    try {
      return !readFileSync(path.join(made, f)).equals(readFileSync(path.join(committed, f)));
    } catch {
      return true;
    }
  });
}
