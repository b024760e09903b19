import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Folders this test file made, removed when it ends: a suite that leaves thousands in the temp dir
// slows every later run that lists or scans it.
const made: string[] = [];

function removeMade(): void {
  for (const dir of made.splice(0)) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // A trial's sandbox may leave a folder it cannot enter: left for the OS to clean.
    }
  }
}

try {
  afterAll(removeMade);
} catch {
  // First imported inside a test (a dynamic import), where no hook can be added: its folders stay.
}

/** A fresh folder in the temp dir (`prefix` + random), removed after the test file's last test. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Something a test made beside a temp folder (`<dir>.html`, `<dir>-merged`): removed with them. */
export function removeAfterAll(file: string): string {
  made.push(file);
  return file;
}
