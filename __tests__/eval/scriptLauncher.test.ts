import { describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { scriptLauncher } from '../../src/eval/sandbox/scriptLauncher.js';
import { tempDir } from '../helpers/tempDirs.js';

// What starts a CLI's script decides which interpreter's install the sandbox binds in (policy.ts). The sampled
// mutation run of src/eval/sandbox (docs/internals/mutation.md) found pip's and uv's launcher forms untested.

const dir = tempDir('caliper-launcher-');
let n = 0;
function launcherOf(text: string | Buffer) {
  const file = path.join(dir, `script-${++n}`);
  writeFileSync(file, text);
  return scriptLauncher(file);
}

describe('scriptLauncher: how a script file is started', () => {
  it('reads the program of a #! line, and what env looks up', () => {
    expect(launcherOf('#!/opt/node/bin/node\nconsole.log(1)\n')).toEqual({
      argv: ['/opt/node/bin/node'],
      interpreter: '/opt/node/bin/node',
    });
    expect(launcherOf('#!/usr/bin/env python3\n')).toEqual({
      argv: ['/usr/bin/env', 'python3'],
      interpreter: 'python3',
    });
    expect(launcherOf('#!  /usr/bin/env -S NODE_OPTIONS=x node --no-warnings\n')).toEqual({
      argv: ['/usr/bin/env', '-S NODE_OPTIONS=x node --no-warnings'],
      interpreter: 'node',
    });
  });

  it("reads pip's /bin/sh launcher, its path in double quotes, in uv's single quotes, or bare with arguments", () => {
    const sh = (exec: string) => `#!/bin/sh\n'''exec' ${exec} "$0" "$@"\n' '''\nimport sys\n`;
    expect(launcherOf(sh('"/very long/venv/bin/python3"'))).toEqual({
      argv: ['/very long/venv/bin/python3'],
      interpreter: '/very long/venv/bin/python3',
    });
    expect(launcherOf(sh("'/uv tools/bin/python'"))).toEqual({
      argv: ['/uv tools/bin/python'],
      interpreter: '/uv tools/bin/python',
    });
    expect(launcherOf(sh('/deep/venv/bin/python3 -I'))).toEqual({
      argv: ['/deep/venv/bin/python3'],
      interpreter: '/deep/venv/bin/python3',
    });
  });

  it('is undefined for a file that names no interpreter, is no script, or cannot be read', () => {
    expect(launcherOf('#!/usr/bin/env\n')).toBeUndefined();
    expect(launcherOf('#!/usr/bin/env -i FOO=1\n')).toBeUndefined();
    expect(launcherOf('#!\n')).toBeUndefined();
    expect(launcherOf(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeUndefined();
    expect(scriptLauncher(path.join(dir, 'absent'))).toBeUndefined();
  });
});
