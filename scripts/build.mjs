#!/usr/bin/env node
// `npm run build`: the type check and the two bundles at once (each is one process and mostly one core: on 2
// cores 80 s one after another, about 60 s together), then the licence list and the vendored libraries, which
// read the bundles. Fails when any of the three fails, after all three have ended, with each one's output.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const STEPS = [
  { name: 'tsc --noEmit', command: bin('tsc'), args: ['--noEmit'] },
  // -t: transpile only (the type check is tsc's); one licence list a chunk, merged by licences.mjs.
  {
    name: 'ncc (the Action)',
    command: bin('ncc'),
    args: ['build', 'src/action/index.ts', '-o', 'dist', '--license', '[name].licenses.txt', '-q', '-t'],
  },
  { name: 'ncc (the CLI)', command: bin('ncc'), args: ['build', 'src/cli/index.ts', '-o', 'dist/cli', '-q', '-t'] },
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

// What an earlier build made and this one may not (a chunk ncc no longer writes).
for (const stale of ['dist/cli', 'dist/vendor']) rmSync(path.join(root, stale), { recursive: true, force: true });
const chunks = existsSync(path.join(root, 'dist')) ? readdirSync(path.join(root, 'dist')) : [];
for (const chunk of chunks.filter((f) => /\.index\.js$/.test(f))) rmSync(path.join(root, 'dist', chunk));

const results = await Promise.all(STEPS.map(run));
let failed = 0;
results.forEach((r, i) => {
  if (r.output) process.stdout.write(r.output);
  if (r.status !== 0) {
    failed++;
    console.error(`build: ${STEPS[i].name} failed (exit ${r.status})`);
  }
});
if (failed > 0) process.exit(1);
for (const script of ['licences.mjs', 'vendor.mjs']) {
  const r = await run({ command: process.execPath, args: [path.join(root, 'scripts', script)] });
  process.stdout.write(r.output);
  if (r.status !== 0) {
    console.error(`build: scripts/${script} failed (exit ${r.status})`);
    process.exit(1);
  }
}
