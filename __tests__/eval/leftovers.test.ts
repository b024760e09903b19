import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeOwnedFolder, OWNER_MARKER, removeLeftovers, removeOwnFolders } from '../../src/eval/sandbox/cleanup.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { tempDir } from '../helpers/tempDirs.js';

const namespace = readlinkSync('/proc/self/ns/pid');
const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const dead = spawnSync('true').pid!;

/** A folder named as caliper names them, with a marker saying `marker` (none when undefined). */
function folder(parent: string, name: string, marker: string | undefined): string {
  const dir = path.join(parent, name);
  mkdirSync(path.join(dir, 'work'), { recursive: true });
  if (marker !== undefined) writeFileSync(path.join(dir, OWNER_MARKER), marker);
  return name;
}

describe('leftovers of a dead run', () => {
  let parent: string;
  beforeEach(() => (parent = tempDir('caliper-leftovers-')));
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it(
    'are removed at the next run when caliper marked them: of this PID ' +
      'namespace with their pid dead, or of an earlier boot',
    () => {
      const removable = [
        folder(parent, `caliper-trial-${dead}-abcdef`, `caliper ${dead} ${namespace} ${boot}\n`),
        folder(parent, `caliper-run-${dead}-ghijkl`, `caliper ${dead} ${namespace} ${boot}\n`),
        folder(
          parent,
          `caliper-trial-${process.ppid}-before`,
          `caliper ${process.ppid} pid:[1] 00000000-0000-0000-0000-000000000000\n`,
        ),
      ];
      expect(
        removeLeftovers(parent)
          .map((p) => path.basename(p))
          .sort(),
      ).toEqual(removable.sort());
    },
  );

  // Found by review: on a shared machine the sweep deleted another program's folders whose pid had ended.
  it("are never another program's, another container's or a live run's, whatever their names say", () => {
    const target = tempDir('caliper-keep-');
    const kept = [
      // Another program's folder under caliper's name: no marker.
      folder(parent, `caliper-trial-${dead}-foreig`, undefined),
      // A caliper in another container sharing /tmp: its pids look dead here.
      folder(parent, `caliper-trial-${dead}-contnr`, `caliper ${dead} pid:[1] ${boot}\n`),
      // A live run's, and a marker naming another pid than the folder.
      folder(parent, `caliper-trial-${process.ppid}-livexx`, `caliper ${process.ppid} ${namespace} ${boot}\n`),
      folder(parent, `caliper-trial-${dead}-otherp`, `caliper ${process.ppid} ${namespace} ${boot}\n`),
      // Markers that are not caliper's words, and one that is a link to them.
      folder(parent, `caliper-trial-${dead}-garbag`, 'caliper\n'),
      folder(parent, `caliper-trial-${dead}-linked`, undefined),
      folder(parent, 'caliper-trial-notapid', `caliper ${dead} ${namespace} ${boot}\n`),
    ];
    const real = path.join(parent, 'real-marker');
    writeFileSync(real, `caliper ${dead} ${namespace} ${boot}\n`);
    symlinkSync(real, path.join(parent, `caliper-trial-${dead}-linked`, OWNER_MARKER));
    symlinkSync(target, path.join(parent, `caliper-trial-${dead}-zzzzzz`));
    expect(removeLeftovers(parent)).toEqual([]);
    for (const name of kept) expect(existsSync(path.join(parent, name, 'work'))).toBe(true);
    expect(existsSync(target)).toBe(true);
    rmSync(target, { recursive: true, force: true });
  });

  // Root may signal any pid, so EPERM is faked: it is what a pid reused by another user's process answers.
  it('are kept while their pid is a live process this user may not signal', () => {
    const name = folder(parent, `caliper-trial-${dead}-eperms`, `caliper ${dead} ${namespace} ${boot}\n`);
    const kill = jest.spyOn(process, 'kill').mockImplementation(() => {
      throw Object.assign(new Error('kill EPERM'), { code: 'EPERM' });
    });
    try {
      expect(removeLeftovers(parent)).toEqual([]);
    } finally {
      kill.mockRestore();
    }
    expect(existsSync(path.join(parent, name, 'work'))).toBe(true);
  });

  it("are never reached through a link named as a dead run's folder, though what it points to is marked", () => {
    const target = tempDir('caliper-keep-');
    writeFileSync(path.join(target, OWNER_MARKER), `caliper ${dead} ${namespace} ${boot}\n`);
    symlinkSync(target, path.join(parent, `caliper-trial-${dead}-linkto`));
    expect(removeLeftovers(parent)).toEqual([]);
    expect(readlinkSync(path.join(parent, `caliper-trial-${dead}-linkto`))).toBe(target);
    rmSync(target, { recursive: true, force: true });
  });

  it("on Ctrl-C are this caliper's own folders only: one under its pid that it did not mark is kept", () => {
    const own = path.basename(makeOwnedFolder(parent, 'trial'));
    const sharedPid = folder(parent, `caliper-trial-${process.pid}-contnr`, `caliper ${process.pid} pid:[1] ${boot}\n`);
    const unmarked = folder(parent, `caliper-run-${process.pid}-foreig`, undefined);
    expect(removeOwnFolders(parent)).toEqual([]);
    expect(existsSync(path.join(parent, own))).toBe(false);
    expect(existsSync(path.join(parent, sharedPid))).toBe(true);
    expect(existsSync(path.join(parent, unmarked))).toBe(true);
  });

  it('on Ctrl-C are not one under its pid that a caliper of an earlier boot marked', () => {
    const earlier = `caliper ${process.pid} ${namespace} 00000000-0000-0000-0000-000000000000\n`;
    const name = folder(parent, `caliper-run-${process.pid}-booted`, earlier);
    expect(removeOwnFolders(parent)).toEqual([]);
    expect(existsSync(path.join(parent, name, 'work'))).toBe(true);
  });

  it('are what a trial folder is named after: the pid of the caliper that made it, and marked by it', () => {
    const sandbox = createSandbox();
    expect(path.basename(sandbox.root)).toMatch(new RegExp(`^caliper-trial-${process.pid}-[A-Za-z0-9]{6}$`));
    expect(readFileSync(path.join(sandbox.root, OWNER_MARKER), 'utf8')).toBe(
      `caliper ${process.pid} ${namespace} ${boot}\n`,
    );
    removeSandbox(sandbox);
  });
});
