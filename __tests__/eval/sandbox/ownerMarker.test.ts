import { describe, expect, it, jest } from '@jest/globals';
import * as realFs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../helpers/tempDirs.js';

// A container may hide /proc/self/ns/pid or show it oddly. cleanup.js reads it once a process, so each case
// imports a fresh cleanup.js, with the link reading as the case says.
let namespaceLink: () => string = () => realFs.readlinkSync('/proc/self/ns/pid');
const readlinkSync = ((file: string, ...rest: unknown[]) =>
  file === '/proc/self/ns/pid'
    ? namespaceLink()
    : (realFs.readlinkSync as (...args: unknown[]) => unknown)(file, ...rest)) as typeof realFs.readlinkSync;
jest.unstable_mockModule('node:fs', () => ({ ...realFs, readlinkSync, default: { ...realFs, readlinkSync } }));

const boot = realFs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

/** The marker of a folder made while the namespace link reads as `link`, and whether Ctrl-C's sweep removes it. */
async function markedWhile(link: () => string): Promise<{ marker: string; removedOnInterrupt: boolean }> {
  namespaceLink = link;
  let marked: { marker: string; removedOnInterrupt: boolean } | undefined;
  await jest.isolateModulesAsync(async () => {
    const { makeOwnedFolder, OWNER_MARKER, removeOwnFolders } = await import('../../../src/eval/sandbox/cleanup.js');
    const parent = tempDir('caliper-marker-');
    const dir = makeOwnedFolder(parent, 'trial');
    const marker = realFs.readFileSync(path.join(dir, OWNER_MARKER), 'utf8');
    removeOwnFolders(parent);
    marked = { marker, removedOnInterrupt: !realFs.existsSync(dir) };
  });
  return marked!;
}

describe('the owner marker, where /proc does not show the PID namespace plainly', () => {
  it('names it unknown when its link cannot be read, and the folder is still known as ours', async () => {
    const unreadable = () => {
      throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    };
    expect(await markedWhile(unreadable)).toEqual({
      marker: `caliper ${process.pid} unknown ${boot}\n`,
      removedOnInterrupt: true,
    });
  });

  it('names it unknown when its link reads as blank', async () => {
    expect(await markedWhile(() => ' \n')).toEqual({
      marker: `caliper ${process.pid} unknown ${boot}\n`,
      removedOnInterrupt: true,
    });
  });

  it('drops the white space its link holds, which would split the marker', async () => {
    expect(await markedWhile(() => 'pid: [4026531836]\n')).toEqual({
      marker: `caliper ${process.pid} pid:[4026531836] ${boot}\n`,
      removedOnInterrupt: true,
    });
  });
});
