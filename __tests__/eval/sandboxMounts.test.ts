import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Isolation, wrapCommand } from '../../src/eval/sandbox/isolation.js';
import { MCP_RELAY_DIR, MCP_SOCKET, writeForwarder } from '../../src/eval/sandbox/network.js';
import { ETC_ENTRIES } from '../../src/eval/sandbox/policy.js';
import { writeSeccompFilter } from '../../src/eval/sandbox/seccomp.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { SANDBOX_TMP_BYTES } from '../../src/eval/sandbox/trialLimits.js';
import { runInSandbox } from '../helpers/sandboxRun.js';
import { removeAfterAll, tempDir } from '../helpers/tempDirs.js';

// The mounts bubblewrap's arguments make (bwrapArgs.ts), seen from inside a real sandbox: a mutation run
// (docs/internals/mutation.md) found no unit test that failed when /tmp and /dev/shm were not the sandbox's own
// bounded tmpfs, or when the MCP socket and relay were not bound in (only e2e tests with real CLIs did).

type Bubblewrap = Extract<Isolation, { kind: 'bubblewrap' }>;

async function inSandbox(script: string, isolation: Partial<Bubblewrap> = {}, egress = false) {
  const sandbox = createSandbox();
  const tools = tempDir('caliper-tools-');
  try {
    const whole: Bubblewrap = {
      kind: 'bubblewrap',
      forwarder: writeForwarder(tools),
      seccomp: writeSeccompFilter(tools),
      egress: undefined,
      ...isolation,
    };
    const w = wrapCommand(whole, { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress }, 'sh', [
      '-c',
      script,
    ]);
    const r = await runInSandbox(w, sandbox);
    return { ...r, lines: r.stdout.split('\n').filter(Boolean) };
  } finally {
    removeSandbox(sandbox);
  }
}

describe('the sandbox’s mounts, seen from inside', () => {
  it('has its own /tmp and /dev/shm, each a tmpfs of the trial’s size, and a root it cannot write', async () => {
    const marker = removeAfterAll(path.join(os.tmpdir(), `caliper-host-marker-${process.pid}`));
    writeFileSync(marker, 'the host’s /tmp');
    const r = await inSandbox(
      [
        'for d in /tmp /dev/shm; do' +
          ' echo "$d $(stat -f -c %T $d) $(df -B1 --output=size $d | tail -1 | tr -d " ")"; done',
        `test -e ${marker} && echo HOST_TMP_SEEN`,
        '(echo x > /written) 2>/dev/null && echo ROOT_WRITTEN',
        '(mkdir /usr/caliper-made) 2>/dev/null && echo USR_WRITTEN',
      ].join('; '),
    );
    // A bwrap before 0.7 (Ubuntu 22.04's) cannot size a tmpfs: then each is the kernel's default size.
    const size = /--size\b/.test(spawnSync('bwrap', ['--help'], { encoding: 'utf8' }).stdout)
      ? String(SANDBOX_TMP_BYTES)
      : expect.stringMatching(/^\d+$/);
    expect(r.lines.map((line) => line.split(' '))).toEqual([
      ['/tmp', 'tmpfs', size],
      ['/dev/shm', 'tmpfs', size],
    ]);
  });

  it('binds the trial’s MCP socket and relay folder in, the folder read-only, when the trial has egress', async () => {
    const tools = tempDir('caliper-mcp-');
    const relayDir = path.join(tools, 'relay');
    mkdirSync(relayDir);
    writeFileSync(path.join(relayDir, 'relay.mjs'), '// the relay\n');
    const socket = path.join(tools, 'mcp.sock');
    const server = net.createServer((c) => c.end('mcp here\n'));
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    writeFileSync(path.join(tools, 'egress.sock'), '');
    try {
      const r = await inSandbox(
        [
          `test -S ${MCP_SOCKET} && echo SOCKET`,
          `cat ${MCP_RELAY_DIR}/relay.mjs`,
          `(echo x > ${MCP_RELAY_DIR}/relay.mjs) 2>/dev/null && echo RELAY_WRITTEN`,
        ].join('; '),
        { mcp: { socket, relayDir }, egress: path.join(tools, 'egress.sock') },
        true,
      );
      expect(r.lines).toEqual(['SOCKET', '// the relay']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  // A bound /etc/localtime is a plain file: ICU (Node's, Bun's) then names the zone by comparing it with every file
  // under /usr/share/zoneinfo, thousands of reads at each start of a CLI that formats a local date.
  it('shows /etc/localtime as the host has it: the same symlink into /usr/share/zoneinfo, readable', async () => {
    const host = lstatSync('/etc/localtime', { throwIfNoEntry: false });
    const r = await inSandbox(
      'if [ -L /etc/localtime ]; then echo "link $(readlink /etc/localtime)"; else echo file; fi; ' +
        'head -c 4 /etc/localtime; echo',
    );
    if (!host) expect(r.lines).toEqual(['file']);
    else if (host.isSymbolicLink()) expect(r.lines).toEqual([`link ${readlinkSync('/etc/localtime')}`, 'TZif']);
    else expect(r.lines).toEqual(['file', 'TZif']);
  });

  // /etc is an allow-list (credentials and runner configuration live there on some machines): each entry the host
  // has is there, and nothing else (this machine's hostname, machine-id, shadow, …).
  it('shows of /etc exactly the entries programs need that the host has', async () => {
    const r = await inSandbox('ls -A /etc');
    expect([...r.lines].sort()).toEqual(ETC_ENTRIES.filter((e) => existsSync(`/etc/${e}`)).sort());
  });
});
