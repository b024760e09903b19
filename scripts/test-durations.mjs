#!/usr/bin/env node
// `node scripts/test-durations.mjs RESULTS [--out FILE]`: records each test file's duration from a full run's
// jest results (RESULTS: .ci/run writes them to jest-results.json in its tools folder and prints where) into
// __tests__/setup/durations.json (or FILE), which orders a run longest file first where jest's cache has no figures
// (__tests__/setup/sequencer.mjs). Run it after a full `.ci/run` when files were added or their times moved; a stale
// figure only changes the order.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const source = positionals[0];
if (!source) {
  console.error('usage: node scripts/test-durations.mjs RESULTS [--out FILE], RESULTS the jest results of a run');
  process.exit(2);
}
const out = path.resolve(values.out ?? path.join(root, '__tests__', 'setup', 'durations.json'));
const results = JSON.parse(readFileSync(source, 'utf8'));
// From __tests__/ on: the run may have been of another checkout (a clean clone, as .ci/run is meant to run).
const fromRoot = (name) => {
  const posix = name.split(path.sep).join('/');
  return posix.slice(posix.indexOf('/__tests__/') + 1);
};
const files = {};
for (const file of results.testResults.toSorted((a, b) => a.name.localeCompare(b.name)))
  files[fromRoot(file.name)] = Math.round((file.endTime - file.startTime) / 100) * 100;
writeFileSync(out, `${JSON.stringify({ files }, null, 2)}\n`);
console.log(`${Object.keys(files).length} files' durations from ${source} written to ${out}`);
