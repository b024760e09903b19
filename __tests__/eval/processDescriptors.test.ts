import { closeSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runProcess, type ProcessOptions, type ProcessResult } from '../../src/eval/runner/process.js';
import { tempDir } from '../helpers/tempDirs.js';

/** Start `options` while this process has no descriptor left but `spare`, then give them all back. */
function startStarved(options: ProcessOptions, spare: number): Promise<ProcessResult> {
  const held: number[] = [];
  try {
    for (;;) held.push(openSync('/dev/null', 'r'));
  } catch {
    // EMFILE: this process's limit, reached
  }
  for (let i = 0; i < spare; i++) closeSync(held.pop()!);
  try {
    return runProcess(options);
  } finally {
    for (const fd of held) closeSync(fd);
  }
}

// Issue 35 item 4: a trial that took caliper's descriptors made the next spawn fail with EMFILE, which
// runProcess met by reading the child's missing stdout before listening for 'error': caliper crashed.
describe('a process started when caliper has no descriptor left', () => {
  const files = [path.join(tempDir('caliper-fds-'), 'seccomp')];
  writeFileSync(files[0]!, '');

  it.each([
    ['none left to open its files', 0],
    ['one left: its files open, spawn fails', 1],
    ['a few left: spawn fails making its pipes', 3],
  ])('(%s) is a spawn error naming the limit, never a crash or a rejection', async (_, spare) => {
    const r = await startStarved({ command: 'true', args: [], cwd: '/', env: {}, timeoutMs: 10_000, files }, spare);
    expect(r).toMatchObject({
      exitCode: null,
      stdout: '',
      spawnError: expect.stringMatching(
        new RegExp(
          String.raw`EMFILE.*caliper had no file descriptor left to start it \(caliper's ` +
            String.raw`own limit \(ulimit -n\)\); raise it or lower --concurrency`,
        ),
      ),
    });
  });

  it('leaves caliper able to start the next one', async () => {
    await startStarved({ command: 'true', args: [], cwd: '/', env: {}, timeoutMs: 10_000, files }, 1);
    const r = await runProcess({
      command: 'sh',
      args: ['-c', 'echo fine'],
      cwd: '/',
      env: {},
      timeoutMs: 10_000,
      files,
    });
    expect(r).toMatchObject({ exitCode: 0, stdout: 'fine\n', spawnError: undefined });
  });
});
