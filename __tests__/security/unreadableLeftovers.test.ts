import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeFolder } from '../../src/eval/sandbox/cleanup.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { tempDir } from '../helpers/tempDirs.js';

// An agent can `chmod 000` a folder it made in its trial folder. caliper on a GitHub runner is not root,
// so it can then neither list nor empty that folder: the trial's removal threw out of runTrial (which
// must never throw) and the folder stayed. Run here as a non-root user: the current one, or nobody.
const NOBODY = 65534;

function hostileTrialFolder(owner: number | undefined): string {
  const parent = tempDir('caliper-unreadable-');
  chmodSync(parent, 0o777);
  const root = path.join(parent, 'caliper-trial-1-abcdef');
  for (const dir of [root, `${root}/work`, `${root}/work/locked`, `${root}/work/locked/deeper`]) {
    mkdirSync(dir);
    if (owner !== undefined) chownSync(dir, owner, owner);
  }
  writeFileSync(`${root}/work/locked/deeper/file`, 'x');
  if (owner !== undefined) chownSync(`${root}/work/locked/deeper/file`, owner, owner);
  chmodSync(`${root}/work/locked/deeper`, 0o000);
  chmodSync(`${root}/work/locked`, 0o000);
  return root;
}

describe('a trial folder the agent made unreadable is still removed, without a throw', () => {
  it('as a non-root caliper would, on a runner', () => {
    const root = process.getuid?.() === 0 ? hostileTrialFolder(NOBODY) : hostileTrialFolder(undefined);
    if (process.getuid?.() !== 0) {
      expect(removeFolder(root)).toEqual({ removed: true });
      expect(existsSync(root)).toBe(false);
      return;
    }
    // As root, permissions do not bind: compile the module and run it as nobody, who owns the folder.
    const out = tempDir('caliper-cleanup-js-');
    execFileSync(process.execPath, [
      path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'),
      // Emit only (the build type-checks it): checking is most of tsc's time.
      '--noCheck',
      '--outDir',
      out,
      '--module',
      'nodenext',
      '--target',
      'es2022',
      '--skipLibCheck',
      path.join(REPO_ROOT, 'src/eval/sandbox/cleanup.ts'),
    ]);
    const compiled = readdirSync(out, { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('cleanup.js'))!;
    writeFileSync(path.join(out, 'package.json'), '{"type":"module"}');
    chmodSync(out, 0o755);
    const plainRm =
      `import { rmSync } from 'node:fs'; try { ` +
      `rmSync(${JSON.stringify(root)}, { recursive: true, force: true }); ` +
      `console.log('removed'); } catch (e) { console.log(e.code); }`;
    const ours =
      `import { removeFolder } from ` +
      `${JSON.stringify(path.join(out, compiled))}; ` +
      `console.log(JSON.stringify(removeFolder(${JSON.stringify(root)})));`;
    const asNobody = (code: string) =>
      spawnSync(
        'setpriv',
        [
          '--reuid',
          String(NOBODY),
          '--regid',
          String(NOBODY),
          '--clear-groups',
          '/usr/bin/node',
          '--input-type=module',
          '-e',
          code,
        ],
        { encoding: 'utf8' },
      );
    // What the old removal did: it cannot.
    expect(asNobody(plainRm).stdout.trim()).toBe('EACCES');
    expect(asNobody(ours).stdout.trim()).toBe('{"removed":true}');
    expect(existsSync(root)).toBe(false);
    rmSync(out, { recursive: true, force: true });
    expect(statSync(path.dirname(root)).isDirectory()).toBe(true);
  });
});
