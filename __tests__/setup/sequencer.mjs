// Longest files first, on a machine that has never run the suite too (issue #38). jest orders files by the
// durations in its cache, and a clean checkout has none: it falls back to file size, which put the real-mode files
// (small files, minutes of CLI runs) last, one of them alone on its worker for the run's last 45 s. Where jest's
// cache has no duration for a file, the one recorded in durations.json (`node scripts/test-durations.mjs RESULTS`
// after a full run) stands in; jest's own figures, where it has them, win. A file in neither still runs first (new).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import TestSequencer from '@jest/test-sequencer';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RECORDED = JSON.parse(readFileSync(path.join(import.meta.dirname, 'durations.json'), 'utf8'));

/** The recorded duration (ms) of a test file, by its path from the repository's root; undefined for a new file. */
export function recordedDuration(testPath, recorded = RECORDED) {
  const ms = recorded.files[path.relative(ROOT, testPath).split(path.sep).join('/')];
  return typeof ms === 'number' ? ms : undefined;
}

export default class LongestFirst extends (TestSequencer.default ?? TestSequencer) {
  time(test) {
    return super.time(test) ?? recordedDuration(test.path);
  }
}
