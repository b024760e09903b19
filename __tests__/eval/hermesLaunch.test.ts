import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hermes } from '../../src/agents/hermes/index.js';
import { locateCli } from '../../src/eval/backends/locate.js';
import type { CommandInput } from '../../src/agents/agent.js';
import { tempDir } from '../helpers/tempDirs.js';

// Hermes' `-z` takes the prompt only as an argument, where every process of the trial reads it from
// /proc/PID/cmdline (docs/security.md). caliper starts it through its script's Python, which sets -z from
// stdin. pip writes that script in three forms; before, two of them (`#!/usr/bin/env python3` and the
// `/bin/sh` launcher pip writes for a venv path over 127 bytes) fell back to `hermes -z PROMPT`.

const PROMPT = 'zebraquartz: which of these cases should I refuse?';

/** A stand-in for Hermes' package: main() prints the argv Python sees and the process's real cmdline. */
const FAKE_MAIN =
  'import json, sys\ndef main():\n    cmdline = ' +
  "open('/proc/self/cmdline', 'rb').read().decode('utf-8', " +
  "'replace')\n    print(json.dumps({'argv': sys.argv, 'cmdline': " +
  'cmdline}))\n    return 0\n';

/** The body pip writes below the interpreter line of a console script. */
const CONSOLE_SCRIPT =
  '# -*- coding: utf-8 -*-\nimport re\nimport sys\nfrom hermes_cli.main ' +
  "import main\nif __name__ == '__main__':\n    sys.argv[0] = " +
  "re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])\n    " +
  'sys.exit(main())\n';

const FORMS = {
  'an absolute #! python': (venvBin: string) => `#!${venvBin}/python3\n`,
  '#!/usr/bin/env python3': () => '#!/usr/bin/env python3\n',
  "pip's /bin/sh launcher (a venv path over 127 bytes)": (venvBin: string) =>
    `#!/bin/sh\n'''exec' ${venvBin}/python3 "$0" "$@"\n' '''\n`,
};

let tools: string;
/** A tools folder (CALIPER_TOOLS) whose hermes venv lies deep enough that pip would write its /bin/sh launcher. */
function fakeTools(): { tools: string; venvBin: string } {
  const tools = path.join(tempDir('caliper-hermes-tools-'), 'a-folder-name-long-enough'.repeat(4));
  const venv = path.join(tools, 'hermes', 'venv');
  const made = spawnSync('python3', ['-m', 'venv', '--without-pip', venv], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`python3 -m venv failed: ${made.stderr}`);
  const lib = path.join(venv, 'lib');
  const sitePackages = path.join(
    lib,
    readdirSync(lib).find((d) => d.startsWith('python'))!,
    'site-packages',
    'hermes_cli',
  );
  mkdirSync(sitePackages, { recursive: true });
  writeFileSync(path.join(sitePackages, '__init__.py'), '');
  writeFileSync(path.join(sitePackages, 'main.py'), FAKE_MAIN);
  return { tools, venvBin: path.join(venv, 'bin') };
}

afterAll(() => tools && rmSync(path.dirname(tools), { recursive: true, force: true }));

function input(executable: string | undefined): CommandInput {
  return {
    sandbox: { root: '/s', workDir: '/s/w', homeDir: '/s/h', configDir: '/s/c', tmpDir: '/s/t' },
    prompt: PROMPT,
    endpoint: { baseUrl: 'http://127.0.0.1:1', apiKey: 'k', model: undefined },
    maxTurns: 5,
    ...(executable && { executable }),
  };
}

describe('Hermes gets its prompt on stdin whichever form pip gave its script', () => {
  let venvBin: string;
  beforeAll(() => ({ tools, venvBin } = fakeTools()));

  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])(
    '%s: -z is set from stdin; the prompt is in no process argv',
    (form) => {
      const script = path.join(venvBin, 'hermes');
      writeFileSync(script, FORMS[form](venvBin) + CONSOLE_SCRIPT);
      chmodSync(script, 0o755);
      const PATH = `${venvBin}:/usr/bin:/bin`;
      expect(venvBin.length).toBeGreaterThan(127);
      // The script works as written (the shell, or the kernel, starts it): a real launcher of each form.
      const direct = spawnSync(script, ['-z', 'hi'], { encoding: 'utf8', env: { PATH } });
      expect(JSON.parse(direct.stdout).argv.slice(1, 3)).toEqual(['-z', 'hi']);

      const executable = locateCli(hermes, undefined, { CALIPER_TOOLS: tools, PATH })!;
      const command = hermes.run.command(input(executable));
      const run = spawnSync(command.program ?? executable, command.args, {
        encoding: 'utf8',
        env: { PATH },
        ...(command.stdin !== undefined && { input: command.stdin }),
      });
      const seen = JSON.parse(run.stdout) as { argv: string[]; cmdline: string };
      expect(seen.argv.slice(1, 3)).toEqual(['-z', PROMPT]);
      expect(seen.argv).toContain('--usage-file');
      expect(seen.cmdline).not.toContain('zebraquartz');
      expect(command.args.some((a) => a.includes('zebraquartz'))).toBe(false);
    },
  );

  it('an executable that is no Python script is not started with the prompt in argv: a clear error instead', () => {
    const binary = path.join(path.dirname(tools), 'hermes');
    copyFileSync('/bin/true', binary);
    for (const executable of [binary, undefined]) {
      expect(() => hermes.run.command(input(executable))).toThrow(
        /starts Hermes through the Python .*on stdin.*caliper install hermes/,
      );
    }
  });
});
