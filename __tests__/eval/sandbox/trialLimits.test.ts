import { afterEach, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, fstatSync, fsyncSync, openSync, realpathSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TRIAL_LIMITS, overLimit, type TrialLimits } from '../../../src/eval/sandbox/trialLimits.js';
import { tempDir } from '../../helpers/tempDirs.js';

// The watchdog reads /proc, so each case is a real process (`sleep`) standing for a trial: it holds the files
// the case gives it as descriptors 3, 4, …, and is the whole process tree (it starts nothing).

const ROOMY: TrialLimits = {
  ...DEFAULT_TRIAL_LIMITS,
  processes: 1_000_000,
  memoryBytes: 2 ** 50,
  diskBytes: 2 ** 50,
  entries: 1_000_000,
};

const trials: ChildProcess[] = [];
afterEach(() => {
  for (const t of trials.splice(0)) t.kill('SIGKILL');
});

/** A stand-in trial holding `fds` open as its descriptors 3, 4, …; the test's own copies are closed. */
async function trialHolding(fds: number[] = []): Promise<number> {
  const trial = spawn('sleep', ['600'], { stdio: ['ignore', 'ignore', 'ignore', ...fds] });
  trials.push(trial);
  await new Promise((resolve, reject) => trial.once('spawn', resolve).once('error', reject));
  for (const fd of fds) closeSync(fd);
  return trial.pid!;
}

/** `file` written with `bytes` and open; the blocks it uses, in bytes, as the watchdog counts them. */
function openWritten(file: string, bytes: number): { fd: number; used: number } {
  const fd = openSync(file, 'w+');
  writeSync(fd, Buffer.alloc(bytes, 7));
  fsyncSync(fd);
  return { fd, used: fstatSync(fd).blocks * 512 };
}

/** A trial folder by the path /proc shows its files under. */
const trialFolder = () => realpathSync(tempDir('caliper-limits-'));

describe('overLimit: the limit a trial is over, said as a harness error', () => {
  it('names the processes limit once the tree runs more processes and threads than it', async () => {
    const pid = await trialHolding();
    const root = trialFolder();
    expect(overLimit(pid, root, { ...ROOMY, processes: 0 })).toBe(
      'the trial ran more than 0 processes and threads at once (its limit); it was stopped',
    );
    expect(overLimit(pid, root, { ...ROOMY, processes: 1 })).toBeUndefined();
  });

  it("names the memory limit once the tree's resident memory is over it", async () => {
    const pid = await trialHolding();
    expect(overLimit(pid, trialFolder(), { ...ROOMY, memoryBytes: 1024 })).toBe(
      "the trial's processes used more than 1 kB of memory (its limit); it was stopped",
    );
  });

  it('names the entries limit once the trial folder holds more files and folders than it', async () => {
    const pid = await trialHolding();
    const root = trialFolder();
    closeSync(openSync(path.join(root, 'a'), 'w'));
    closeSync(openSync(path.join(root, 'b'), 'w'));
    expect(overLimit(pid, root, { ...ROOMY, entries: 1 })).toBe(
      'the trial made more than 1 files and folders in its folder and its /tmp (its limit); it was stopped',
    );
    expect(overLimit(pid, root, { ...ROOMY, entries: 2 })).toBeUndefined();
  });

  it('names the disk limit once the trial folder uses more than it', async () => {
    const root = trialFolder();
    const file = openWritten(path.join(root, 'big'), 1024 ** 2);
    const pid = await trialHolding([file.fd]);
    expect(overLimit(pid, root, { ...ROOMY, diskBytes: 512 * 1024 })).toBe(
      'the trial wrote more than 512 kB to its folder (its limit); it was stopped',
    );
  });
});

describe('overLimit: files deleted from the trial folder while its processes hold them', () => {
  it('count on its disk with what the folder holds, to the byte', async () => {
    const root = trialFolder();
    const kept = openWritten(path.join(root, 'kept'), 64 * 1024);
    closeSync(kept.fd);
    const deleted = openWritten(path.join(root, 'deleted'), 1024 ** 2);
    unlinkSync(path.join(root, 'deleted'));
    const pid = await trialHolding([deleted.fd]);
    const both = kept.used + deleted.used;
    expect(overLimit(pid, root, { ...ROOMY, diskBytes: both })).toBeUndefined();
    expect(overLimit(pid, root, { ...ROOMY, diskBytes: both - 1 })).toMatch(/^the trial wrote more than /);
  });

  it('count once however many descriptors hold one', async () => {
    const root = trialFolder();
    const deleted = openWritten(path.join(root, 'deleted'), 1024 ** 2);
    unlinkSync(path.join(root, 'deleted'));
    const pid = await trialHolding([deleted.fd, openSync(`/proc/self/fd/${deleted.fd}`, 'r')]);
    expect(overLimit(pid, root, { ...ROOMY, diskBytes: deleted.used })).toBeUndefined();
    expect(overLimit(pid, root, { ...ROOMY, diskBytes: deleted.used - 1 })).toMatch(/^the trial wrote more than /);
  });

  it('are the only held files counted: not one deleted elsewhere, nor one of the folder still there', async () => {
    const root = trialFolder();
    const elsewhere = tempDir('caliper-limits-elsewhere-');
    const outside = openWritten(path.join(elsewhere, 'deleted'), 1024 ** 2);
    unlinkSync(path.join(elsewhere, 'deleted'));
    const inside = openWritten(path.join(root, 'open'), 1024 ** 2);
    const pid = await trialHolding([outside.fd, inside.fd]);
    expect(overLimit(pid, root, { ...ROOMY, diskBytes: inside.used })).toBeUndefined();
    expect(overLimit(pid, root, { ...ROOMY, diskBytes: inside.used - 1 })).toMatch(/^the trial wrote more than /);
  });
});
