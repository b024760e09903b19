import { afterEach, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, fstatSync, fsyncSync, openSync, realpathSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TRIAL_LIMITS, overLimit, type TrialLimits } from '../../../src/eval/sandbox/trialLimits.js';
import { describeNeeding, SANDBOX_NEEDS } from '../../helpers/needs.js';
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
    // This test's own process for the tree: a fresh `sleep` once read as no memory here (1 run in 7, on a loaded
    // machine), and this process surely holds more than 1 kB.
    expect(overLimit(process.pid, trialFolder(), { ...ROOMY, memoryBytes: 1024 })).toBe(
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

describeNeeding(SANDBOX_NEEDS)("overLimit: the entries of the sandbox's own /tmp", () => {
  /**
   * A stand-in sandbox as caliper's is laid out: its own tmpfs /tmp, the trial folder (on the host's /tmp) bound
   * in at its own path under it, and `own` empty files made in that tmpfs before it answers.
   */
  async function sandboxOver(trialRoot: string, own: number): Promise<number> {
    const make = `for i in $(seq ${own}); do : > /tmp/own$i; done; echo ready; exec sleep 600`;
    const args = ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp'];
    args.push('--bind', trialRoot, trialRoot, '--unshare-pid', '--die-with-parent', 'sh', '-c', make);
    const trial = spawn('bwrap', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    trials.push(trial);
    await new Promise((resolve, reject) => trial.stdout!.once('data', resolve).once('error', reject));
    return trial.pid!;
  }

  it('are its own files, not the trial folder mounted under it again', async () => {
    const root = trialFolder();
    for (let i = 0; i < 40; i++) writeFileSync(path.join(root, `f${i}`), '');
    const pid = await sandboxOver(root, 5);
    // The folder's 40, the tmpfs' 5 and the folder's mount point there: 46. Walked into, the mount point held
    // the 40 again.
    expect(overLimit(pid, root, { ...ROOMY, entries: 46 })).toBeUndefined();
    expect(overLimit(pid, root, { ...ROOMY, entries: 45 })).toBe(
      'the trial made more than 45 files and folders in its folder and its /tmp (its limit); it was stopped',
    );
  });
});
