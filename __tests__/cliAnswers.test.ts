import { jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import { closest } from '../src/util/suggest.js';
import { interruptedMessage } from '../src/cli/interrupt.js';
import { folderSize, formatBytes } from '../src/util/folderSize.js';
import { CALIPER_VERSION } from '../src/version.js';
import { evalSpec } from './helpers/evalRepo.js';
import { fakeCli } from './helpers/fakeCli.js';
import { REPO_ROOT, bundleNode } from './helpers/runNode.js';
import { skillMd, tempRepo } from './helpers/tempRepo.js';
import { tempDir } from './helpers/tempDirs.js';

jest.setTimeout(60_000);

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: tempRepo({}),
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

describe('the CLI answers mistakes the way a good CLI does', () => {
  it("a mistyped option: exit 2, the option meant, and the command's own help", async () => {
    const r = await cli(['eval', '.', '--trails', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'caliper: unknown option --trails for "caliper eval". Did you mean ' +
        '--trials? Run "caliper eval --help" for its options.\n',
    );
  });

  it('an option with no close match names the command and its help, without a guess', async () => {
    const r = await cli(['validate', '--zzzzzz']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'caliper: unknown option --zzzzzz for "caliper validate". Run "caliper validate --help" for its options.\n',
    );
  });

  it('a missing option value says which option', async () => {
    const r = await cli(['compare', 'a', 'b', '--format']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--format needs a value. Run "caliper compare --help"');
  });

  it("a command's own usage mistake points at that command's help", async () => {
    const r = await cli(['compare', 'only-one']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'caliper: compare takes two results: BASE and HEAD.\nRun "caliper compare --help" for usage.\n',
    );
  });

  it('a mistyped command: did you mean', async () => {
    const r = await cli(['valdiate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command "valdiate". Did you mean "caliper validate"?');
    expect((await cli(['frobnicate'])).stderr).not.toContain('Did you mean');
  });

  it.each([['-v'], ['--version'], ['version']])('%s prints the version', async (flag) => {
    expect(await cli([flag])).toEqual({ code: 0, stdout: `${CALIPER_VERSION}\n`, stderr: '' });
  });

  it.each(['validate', 'eval', 'install', 'compare', 'merge', 'simulate-trials', 'badges', 'owners'])(
    "caliper %s --help and -h print that command's usage",
    async (command) => {
      const long = await cli([command, '--help']);
      expect(long.code).toBe(0);
      expect(long.stdout).toMatch(/^Usage: caliper /);
      expect(long.stdout).toContain(command === 'simulate-trials' ? 'simulate-trials' : `caliper ${command}`);
      expect(await cli([command, '-h'])).toEqual(long);
    },
  );

  it('sizes are in the units a person reads', () => {
    expect([formatBytes(2048), formatBytes(384 * 1024 ** 2), formatBytes(3 * 1024 ** 3)]).toEqual([
      '2 kB',
      '384 MB',
      '3.0 GB',
    ]);
    const dir = tempRepo({ 'a.txt': 'x'.repeat(1000), 'sub/b.txt': 'y'.repeat(24) });
    expect(folderSize(dir)).toBe(1024);
  });

  it('suggestions are for typos, not for anything', () => {
    expect(closest('--trails', ['--trials', '--timeout'])).toBe('--trials');
    expect(closest('--conccurency', ['--concurrency'])).toBe('--concurrency');
    expect(closest('--x', ['--trials'])).toBeUndefined();
  });
});

describe('Ctrl-C during an eval', () => {
  it('stops the agent runs, says what was kept and the exact --resume command, and exits 130', async () => {
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
    });
    const pidFile = path.join(tempDir('caliper-pid-'), 'pid');
    const agent = fakeCli(`echo $$ > ${pidFile}\nsleep 600`);
    const out = path.join(tempDir('caliper-out-'), 'my results');
    const args = [
      'eval',
      root,
      '--scripted-model',
      '--isolation',
      'none',
      '--cli',
      `claude-code=${agent.path}`,
      '--trials',
      '1',
      '--out',
      out,
      '--fresh',
    ];
    const child = spawn(bundleNode(), [path.join(REPO_ROOT, 'dist/cli/index.js'), ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const agentPid = await waitFor(() => Number(readFileSync(pidFile, 'utf8')) || undefined);
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(stderr).toContain(`caliper: interrupted. 0 finished trial(s) are kept in ${out}`);
    expect(stderr).toContain(
      `  caliper eval ${root} --scripted-model --isolation none --cli ` +
        `claude-code=${agent.path} --trials 1 --out '${out}' --resume\n`,
    );
    await waitFor(() => (alive(agentPid) ? undefined : true));
  });
});

async function waitFor<T>(probe: () => T | undefined, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const value = probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('caliper install says what it does', () => {
  it('warns before it is needed that a backend lacks a program on PATH, and says what is already there', async () => {
    let stdout = '';
    let stderr = '';
    const binOnly = tempDir('caliper-path-');
    const code = await runCli(['install', 'opencode'], {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
      cwd: REPO_ROOT,
      env: { PATH: binOnly, CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools') },
      stdoutIsTTY: false,
    });
    expect(code).toBe(0);
    expect(stderr).toContain(
      'caliper: warning: opencode needs rg on PATH and cannot find it ' +
        '(Debian/Ubuntu: apt-get install ripgrep). Evals on opencode are ' +
        'refused until it is.',
    );
    expect(stdout).toMatch(/^opencode [\d.]+: .*opencode \(already installed\)\n$/);
  });
});

describe('the interrupt message', () => {
  it('counts the finished trials of every journal of the run (--base writes two), not a torn last line', () => {
    const out = tempRepo({
      'base/trials.jsonl': '{"type":"run","fingerprint":{}}\n{"type":"trial","key":"a"}\n{"type":"trial","key":"b"}\n',
      'head/trials.jsonl': '{"type":"run","fingerprint":{}}\n{"type":"trial","key":"a"}\n{"type":"tri',
    });
    expect(interruptedMessage(out, 'out', ['eval', '.', '--fresh'])).toContain(
      'interrupted. 3 finished trial(s) are kept in out;',
    );
    expect(interruptedMessage(out, 'out', ['.', '--fresh'])).toContain('  caliper eval . --resume\n');
  });
});
