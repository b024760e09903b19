import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { runEval, EvalSetupError } from '../../src/eval/runner/runEval.js';
import { evalParts } from '../helpers/evalOptions.js';
import { runProcess } from '../../src/eval/runner/process.js';
import { bubblewrapAvailable, wrapCommand } from '../../src/eval/sandbox/isolation.js';
import { EGRESS_SOCKET, writeForwarder } from '../../src/eval/sandbox/network.js';
import { writeSeccompFilter } from '../../src/eval/sandbox/seccomp.js';
import { programRoots } from '../../src/eval/sandbox/policy.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { runInSandbox, SYSTEM_PATH } from '../helpers/sandboxRun.js';
import { tempDir } from '../helpers/tempDirs.js';

describe('the bubblewrap sandbox, seen from inside', () => {
  it(
    'has no capability to unmount, only its own processes and /tmp, ' + 'nothing of the checkout, and a read-only root',
    async () => {
      const sandbox = createSandbox();
      const canary = `ghp_${'x'.repeat(36)}`;
      try {
        const script = [
          'umount /usr 2>/dev/null && echo UNMOUNTED',
          'mount -t tmpfs x /tmp 2>/dev/null && echo MOUNTED',
          'echo "pids $(ls /proc | grep -c "^[0-9]")"',
          'echo "tmp $(ls /tmp)"',
          `test -e ${REPO_ROOT}/package.json && echo CHECKOUT`,
          'test -e "$HOME/../../../root" && echo ROOTHOME',
          '(echo x > /PWNED) 2>/dev/null && echo WROTE_ROOT',
          'echo ok > "$HOME/mine" && echo WROTE_HOME',
          'cat /proc/[0-9]*/environ 2>/dev/null | tr "\\0" "\\n" | grep -c CANARY_SECRET',
          'grep CapEff /proc/self/status',
        ].join('; ');
        const w = wrapCommand(
          { kind: 'bubblewrap', forwarder: '', seccomp: writeSeccompFilter(sandbox.tmpDir), egress: undefined },
          { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: false },
          'sh',
          ['-c', script],
        );
        // The canary is in caliper's own environment (this process), outside the sandbox's PID namespace.
        process.env.CANARY_SECRET_OUTSIDE = canary;
        const r = await runInSandbox(w, sandbox);
        delete process.env.CANARY_SECRET_OUTSIDE;
        const lines = r.stdout.trim().split('\n');
        expect(lines).toEqual([
          `pids ${lines[0]!.split(' ')[1]}`,
          `tmp ${path.basename(sandbox.root)}`,
          'WROTE_HOME',
          '0',
          'CapEff:\t0000000000000000',
        ]);
        // bwrap's init, the shell and this pipeline's own processes; the host has hundreds.
        expect(Number(lines[0]!.split(' ')[1])).toBeLessThanOrEqual(6);
        expect(readFileSync(path.join(sandbox.homeDir, 'mine'), 'utf8')).toBe('ok\n');
        expect(existsSync('/PWNED')).toBe(false);
      } finally {
        removeSandbox(sandbox);
      }
    },
  );
});

describe('no process of a trial traces or writes into another (issue 29 item 6: a forged transcript)', () => {
  // The agent's tool is a child of its CLI: with ptrace, process_vm_writev or /proc/<pid>/mem it could
  // make the CLI print a tool call the model never made. Here a process tries all three on its child.
  const probe = [
    'import ctypes, os, time',
    'libc = ctypes.CDLL(None, use_errno=True)',
    'pid = os.fork()',
    'if pid == 0:',
    '    time.sleep(20); os._exit(0)',
    'print("ptrace", libc.ptrace(16, pid, 0, 0), ctypes.get_errno())',
    'class IoVec(ctypes.Structure): _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]',
    'buf = ctypes.create_string_buffer(8); v = IoVec(ctypes.cast(buf, ctypes.c_void_p), 8)',
    'print("vm_writev", libc.process_vm_writev(pid, ctypes.byref(v), 1, ctypes.byref(v), 1, 0), ctypes.get_errno())',
    'try:',
    '    open(f"/proc/{pid}/mem", "r+b").close(); print("mem opened")',
    'except OSError as e:',
    '    print("mem", e.errno)',
    'os.kill(pid, 9)',
  ].join('\n');

  it(
    'ptrace and process_vm_writev are refused (EPERM) and /proc/<pid>/mem ' + 'cannot be opened for writing (EROFS)',
    async () => {
      const sandbox = createSandbox();
      try {
        const w = wrapCommand(
          { kind: 'bubblewrap', forwarder: '', seccomp: writeSeccompFilter(sandbox.tmpDir), egress: undefined },
          { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: false },
          '/usr/bin/python3',
          ['-c', probe],
        );
        const r = await runInSandbox(w, sandbox);
        expect([r.stderr, r.stdout.trim().split('\n')]).toEqual(['', ['ptrace -1 1', 'vm_writev -1 1', 'mem 30']]);
      } finally {
        removeSandbox(sandbox);
      }
    },
  );

  // Skipped, not passed, without gdb: .ci/run installs it, and a skipped test fails CI there.
  const gdb = existsSync('/usr/bin/gdb');
  (gdb ? it : it.skip)(
    `gdb cannot attach to a process of the ` +
      `trial${gdb ? '' : ' [skipped: needs gdb, which this machine lacks; the ptrace probe above covers its attach]'}`,
    async () => {
      const sandbox = createSandbox();
      try {
        const script =
          'sleep 20 & p=$!; gdb -q -batch -p "$p" -ex "print 1" 2>&1 | grep -m1 ' +
          '-o "Operation not permitted\\|\\$1 = 1"; kill $p';
        const w = wrapCommand(
          { kind: 'bubblewrap', forwarder: '', seccomp: writeSeccompFilter(sandbox.tmpDir), egress: undefined },
          { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: false },
          'sh',
          ['-c', script],
        );
        const r = await runInSandbox(w, sandbox, { timeoutMs: 30_000 });
        expect(r.stdout.trim()).toBe('Operation not permitted');
      } finally {
        removeSandbox(sandbox);
      }
    },
  );
});

describe("no process of a trial writes into the stream caliper reads as its CLI's", () => {
  // The CLI's stdout is the trial's record (activation, tool calls, reads). A tool it runs writes its own
  // output elsewhere (here a file, as the CLIs capture it) and tries the stdout and stderr of the sandbox's PID
  // 1 (bwrap) and of its parent, the stand-in CLI (PID 2), by /proc/<pid>/fd.
  const cli = [
    'echo cli: started',
    `(exec sh -c 'for f in /proc/1/fd/1 /proc/1/fd/2 /proc/$PPID/fd/1 /proc/$PPID/fd/2; do ` +
      `(echo "FORGED $f" >> "$f") 2>/dev/null && echo "wrote $f" || echo "refused $f"; done' > tool.out 2>&1)`,
    'cat tool.out',
    'echo cli: done',
  ].join('\n');

  async function forge(stdoutPipe: boolean) {
    const sandbox = createSandbox();
    try {
      const w = wrapCommand(
        { kind: 'bubblewrap', forwarder: '', seccomp: writeSeccompFilter(sandbox.tmpDir), egress: undefined },
        { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: false },
        'sh',
        ['-c', cli],
      );
      // Node's stdio 'pipe' is a socket pair; a shell pipeline gives bwrap a real pipe as its stdout.
      const [command, args] = stdoutPipe
        ? ['sh', ['-c', '"$@" | cat', 'sh', w.command, ...w.args]]
        : [w.command, w.args];
      return await runProcess({
        command: command as string,
        args: args as string[],
        files: w.files,
        cwd: sandbox.workDir,
        env: { PATH: SYSTEM_PATH, HOME: sandbox.homeDir },
        timeoutMs: 20_000,
      });
    } finally {
      removeSandbox(sandbox);
    }
  }

  it('no /proc/<pid>/fd/1 or 2 opens: the stream is a socket (ENXIO), and nothing forged arrives', async () => {
    const r = await forge(false);
    expect(r.stdout.trim().split('\n')).toEqual([
      'cli: started',
      ...['/proc/1/fd/1', '/proc/1/fd/2', '/proc/2/fd/1', '/proc/2/fd/2'].map((f) => `refused ${f}`),
      'cli: done',
    ]);
    expect(r.exitCode).toBe(0);
  });

  it('a sandbox whose stdout is a pipe (which /proc reopens) does not start at all', async () => {
    const r = await forge(true);
    expect(r.stdout).not.toContain('FORGED');
    expect(r.stdout).not.toContain('cli: started');
    expect(r.stderr).toContain("caliper-launcher: the command's stdout or stderr is not a socket");
  });
});

describe('when caliper dies', () => {
  it('its sandboxes and the forwarder inside them die too (kill -9 leaves nothing running)', async () => {
    const dir = tempDir('caliper-die-');
    const sandbox = createSandbox();
    const marker = `caliper-die-marker-${process.pid}`;
    try {
      writeFileSync(path.join(dir, 'egress.sock'), '');
      const isolation = {
        kind: 'bubblewrap' as const,
        forwarder: writeForwarder(dir),
        seccomp: writeSeccompFilter(dir),
        egress: path.join(dir, 'egress.sock'),
      };
      const w = wrapCommand(isolation, { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: true }, 'sh', [
        '-c',
        'echo started; sleep 60; true',
        marker,
      ]);
      // A stand-in for caliper: a Node process that starts the sandbox and is then killed with -9.
      const parent = spawn(
        process.execPath,
        [
          '-e',
          `require('child_process').spawn(${JSON.stringify(w.command)}, ` +
            `${JSON.stringify(w.args)}, { stdio: ['inherit', 'inherit', 'inherit', ` +
            `require('fs').openSync(${JSON.stringify(w.files[0])}, 'r')], env: { ` +
            `PATH: ${JSON.stringify(SYSTEM_PATH)} } }); setInterval(() => {}, ` +
            `1000);`,
        ],
        // Both of its streams sockets, as runProcess gives them: the sandbox starts on no other (bwrapArgs.ts).
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      await new Promise<void>((resolve) =>
        parent.stdout!.on('data', (b: Buffer) => b.toString().includes('started') && resolve()),
      );
      // bwrap itself (its arguments name the marker) and every process inside this sandbox (its mounts name the trial
      // folder).
      const running = () =>
        readdirSync('/proc')
          .filter((pid) => /^\d+$/.test(pid) && Number(pid) !== parent.pid && Number(pid) !== process.pid)
          .filter((pid) => {
            try {
              return (
                readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker) ||
                readFileSync(`/proc/${pid}/mountinfo`, 'utf8').includes(path.basename(sandbox.root))
              );
            } catch {
              return false;
            }
          });
      const before = running();
      expect(before.length).toBeGreaterThanOrEqual(3);
      parent.kill('SIGKILL');
      let left = running();
      for (let i = 0; i < 50 && left.length > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        left = running();
      }
      expect(left).toEqual([]);
    } finally {
      removeSandbox(sandbox);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what a CLI brings into the sandbox', () => {
  it(
    "binds its install folder and its interpreter's install, read-only, " +
      'and nothing the system folders already hold',
    () => {
      const tools = tempDir('caliper-tools-');
      const python = path.join(tools, 'pyenv', 'versions', '3.11', 'bin');
      mkdirSync(python, { recursive: true });
      writeFileSync(path.join(python, 'python3.11'), '');
      const venv = path.join(tools, 'hermes', 'venv', 'bin');
      mkdirSync(venv, { recursive: true });
      symlinkSync(path.join(python, 'python3.11'), path.join(venv, 'python3'));
      writeFileSync(path.join(venv, 'hermes'), `#!${venv}/python3\nprint(1)\n`);
      expect(programRoots(path.join(venv, 'hermes'), path.join(tools, 'hermes'), SYSTEM_PATH)).toEqual([
        path.join(tools, 'hermes'),
        path.join(tools, 'pyenv', 'versions', '3.11'),
      ]);
      // pip's `/bin/sh` launcher (a venv path too long for a `#!` line): the interpreter it execs, not /bin/sh.
      writeFileSync(path.join(venv, 'hermes'), `#!/bin/sh\n'''exec' ${venv}/python3 "$0" "$@"\n' '''\nprint(1)\n`);
      expect(programRoots(path.join(venv, 'hermes'), path.join(tools, 'hermes'), SYSTEM_PATH)).toEqual([
        path.join(tools, 'hermes'),
        path.join(tools, 'pyenv', 'versions', '3.11'),
      ]);
      const pkg = path.join(tools, 'pi', 'node_modules', 'pi-agent', 'dist');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(path.join(pkg, 'cli.js'), '#!/usr/bin/env node\n');
      // Installed elsewhere than the tools folder: the node_modules it lives in; node itself is under /usr.
      expect(programRoots(path.join(pkg, 'cli.js'), undefined, SYSTEM_PATH)).toEqual([
        path.join(tools, 'pi', 'node_modules'),
      ]);
      // A tools folder reached through a symlink (`.caliper-tools -> /elsewhere`): the real install folder,
      // else the venv's site-packages stay outside and Hermes cannot import itself.
      const linked = path.join(tempDir('caliper-link-'), 'tools');
      symlinkSync(tools, linked);
      expect(
        programRoots(path.join(linked, 'hermes', 'venv', 'bin', 'hermes'), path.join(linked, 'hermes'), SYSTEM_PATH),
      ).toEqual([
        path.join(realpathSync(tools), 'hermes'),
        path.join(realpathSync(tools), 'pyenv', 'versions', '3.11'),
      ]);
      rmSync(tools, { recursive: true, force: true });
    },
  );

  it('reads no more of a program than its #! line: a 3 GiB single-file build still names its interpreter', () => {
    const tools = tempDir('caliper-tools-');
    const python = path.join(tools, 'pyenv', 'versions', '3.11', 'bin');
    mkdirSync(python, { recursive: true });
    writeFileSync(path.join(python, 'python3.11'), '');
    const cli = path.join(tools, 'big', 'cli');
    mkdirSync(path.dirname(cli), { recursive: true });
    writeFileSync(cli, `#!${python}/python3.11\n`);
    // Sparse: no disk, but reading it whole is past what one Buffer may hold (it was read whole, and failed).
    truncateSync(cli, 3 * 1024 ** 3);
    expect(programRoots(cli, path.join(tools, 'big'), SYSTEM_PATH)).toEqual([
      path.join(tools, 'big'),
      path.join(tools, 'pyenv', 'versions', '3.11'),
    ]);
    rmSync(tools, { recursive: true, force: true });
  });
});

describe('what the sandbox may write on the host (issue 30)', () => {
  it(
    'binds every program root with --ro-bind; the trial folder and the ' + 'model socket are its only writable binds',
    () => {
      const tools = tempDir('caliper-tools-');
      const programs = [path.join(tools, 'claude-code'), path.join(tools, 'pyenv', 'versions', '3.11')];
      for (const p of programs) mkdirSync(p, { recursive: true });
      writeFileSync(path.join(tools, 'egress.sock'), '');
      const sandbox = createSandbox();
      try {
        const isolation = {
          kind: 'bubblewrap' as const,
          forwarder: writeForwarder(tools),
          seccomp: writeSeccompFilter(tools),
          egress: path.join(tools, 'egress.sock'),
        };
        const { args } = wrapCommand(
          isolation,
          { root: sandbox.root, cwd: sandbox.workDir, programs, egress: true },
          'claude',
          ['-p', 'x'],
        );
        const options = args.slice(0, args.indexOf('--'));
        const bound = (flag: RegExp) =>
          options.flatMap((a, i) => (flag.test(a) ? [[options[i + 1], options[i + 2]]] : []));
        for (const p of programs) expect(bound(/^--ro-bind$/)).toContainEqual([p, p]);
        expect(bound(/^--(dev-)?bind(-try)?$/)).toEqual([
          [sandbox.root, sandbox.root],
          [isolation.egress, EGRESS_SOCKET],
        ]);
      } finally {
        removeSandbox(sandbox);
        rmSync(tools, { recursive: true, force: true });
      }
    },
  );

  it('keeps a pinned file of the trial folder as written: read, never rewritten, removed or replaced', async () => {
    const sandbox = createSandbox();
    try {
      const pinned = path.join(sandbox.configDir, 'settings.json');
      writeFileSync(pinned, '{"caliper":true}\n');
      const script = [
        `cat ${pinned}`,
        `echo '{}' > ${pinned} || echo REWRITE_REFUSED`,
        `rm -f ${pinned} || echo REMOVE_REFUSED`,
        `cd ${sandbox.configDir} && echo '{}' > other.json && mv other.json ${pinned} || echo MOVE_REFUSED`,
        `echo ok > ${sandbox.configDir}/beside.json && echo BESIDE_WRITTEN`,
        // Its folder renamed away and made again would leave the pin behind and free its path.
        `mv ${sandbox.configDir} ${sandbox.root}/moved || echo FOLDER_MOVE_REFUSED`,
        `rm -rf ${sandbox.configDir} || echo FOLDER_REMOVE_REFUSED`,
      ].join('; ');
      const w = wrapCommand(
        { kind: 'bubblewrap', forwarder: '', seccomp: writeSeccompFilter(sandbox.tmpDir), egress: undefined },
        { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: false, pinned: [pinned] },
        'sh',
        ['-c', script],
      );
      const r = await runInSandbox(w, sandbox);
      expect(r.stdout.split('\n').filter(Boolean)).toEqual([
        '{"caliper":true}',
        'REWRITE_REFUSED',
        'REMOVE_REFUSED',
        'MOVE_REFUSED',
        'BESIDE_WRITTEN',
        'FOLDER_MOVE_REFUSED',
        'FOLDER_REMOVE_REFUSED',
      ]);
      expect(readFileSync(pinned, 'utf8')).toBe('{"caliper":true}\n');
    } finally {
      removeSandbox(sandbox);
    }
  });
});

describe("the sandbox's network namespace", () => {
  it("is its own (--unshare-all or --unshare-net), never the host's (--share-net), with or without egress", () => {
    const tools = tempDir('caliper-tools-');
    writeFileSync(path.join(tools, 'egress.sock'), '');
    const sandbox = createSandbox();
    try {
      const isolation = {
        kind: 'bubblewrap' as const,
        forwarder: writeForwarder(tools),
        seccomp: writeSeccompFilter(tools),
        egress: path.join(tools, 'egress.sock'),
      };
      for (const egress of [true, false]) {
        const fence = { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress };
        const { args } = wrapCommand(isolation, fence, 'claude', ['-p', 'x']);
        const options = args.slice(0, args.indexOf('--'));
        expect(options.filter((a) => a === '--unshare-all' || a === '--unshare-net').length).toBeGreaterThan(0);
        expect(options).not.toContain('--share-net');
      }
    } finally {
      removeSandbox(sandbox);
      rmSync(tools, { recursive: true, force: true });
    }
  });
});

describe('refuse rather than pretend', () => {
  const dir = tempDir('caliper-nobwrap-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'says in one line how to install bubblewrap when it is missing, and ' +
      'how to lift the namespace restriction when it cannot run',
    () => {
      const missing = bubblewrapAvailable(path.join(dir, 'empty'));
      expect(missing).toEqual({ ok: false, reason: expect.stringContaining('bubblewrap (bwrap) is not installed') });
      expect(missing.ok || missing.reason).toMatch(/apt-get install bubblewrap.*--isolation none/);
      const blocked = path.join(dir, 'blocked');
      mkdirSync(blocked);
      writeFileSync(
        path.join(blocked, 'bwrap'),
        '#!/bin/sh\necho "bwrap: setting up uid map: Permission denied" >&2\nexit 1\n',
      );
      chmodSync(path.join(blocked, 'bwrap'), 0o755);
      const r = bubblewrapAvailable(blocked);
      expect(r.ok || r.reason).toMatch(
        new RegExp(
          String.raw`^bubblewrap cannot create its sandbox here \(bwrap: setting up uid ` +
            String.raw`map: Permission denied\): ` +
            String.raw`.*kernel\.apparmor_restrict_unprivileged_userns=0.*--isolation none`,
        ),
      );
      expect(r.ok || r.reason).not.toContain('\n');
    },
  );

  it('answers when its probe folder is already gone once bwrap has run', () => {
    const searchPath = path.join(dir, 'removing');
    const removed = path.join(dir, 'removed.txt');
    mkdirSync(searchPath);
    // A bwrap that succeeds after removing the probe's folder: the one its seccomp filter (descriptor 3) is in,
    // named for its caller's pid.
    writeFileSync(
      path.join(searchPath, 'bwrap'),
      '#!/bin/sh\nPATH=/usr/bin:/bin\nfolder=$(dirname "$(readlink /proc/self/fd/3)")\n' +
        `case "\${folder##*/}" in caliper-run-$PPID-*) rm -r "$folder" && echo "$folder" > ${removed} ;; esac\n`,
    );
    chmodSync(path.join(searchPath, 'bwrap'), 0o755);
    expect(bubblewrapAvailable(searchPath)).toEqual({ ok: true });
    const probe = readFileSync(removed, 'utf8').trim();
    expect(path.basename(probe)).toMatch(new RegExp(`^caliper-run-${process.pid}-`));
    expect(existsSync(probe)).toBe(false);
  });

  it('refuses to evaluate without bubblewrap unless --isolation none is asked for', async () => {
    const root = tempRepo({
      'skills/alpha/SKILL.md': goodSkill('alpha'),
      'skills/alpha/.eval.yaml':
        'cases:\n  - id: one\n    prompt: "Do the alpha work"\n    checks:\n      - activation: alpha\n',
    });
    const options = {
      report: validateRepository(root),
      backends: ['claude-code' as const],
      model: { kind: 'scripted' as const },
      outDir: mkdtempSync(path.join(dir, 'out-')),
      env: { PATH: path.join(dir, 'empty') },
    };
    await expect(runEval(evalParts(options))).rejects.toThrow(EvalSetupError);
    await expect(runEval(evalParts(options))).rejects.toThrow(/bubblewrap \(bwrap\) is not installed/);
    const unsandboxed = await runEval(evalParts({ ...options, isolation: 'none' }));
    expect(unsandboxed.meta).toMatchObject({ isolation: 'none', network: { allow: ['*'] } });
  });
});
