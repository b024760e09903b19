import { describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { bwrapArgs } from '../../src/eval/sandbox/bwrapArgs.js';
import { writeForwarder } from '../../src/eval/sandbox/network.js';
import { type ForwarderRuntime, programRoots, type SandboxPolicy, systemView } from '../../src/eval/sandbox/policy.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { writeSeccompFilter } from '../../src/eval/sandbox/seccomp.js';
import { runInSandbox } from '../helpers/sandboxRun.js';
import { tempDir } from '../helpers/tempDirs.js';

// A sandbox's one way out (network.ts): 127.0.0.1:38080 inside, forwarded to caliper's socket. Perl runs the
// forwarder where the system has it (every machine here does); caliper's own Node where it has not. Both are run
// here, so the Node forwarder (else used by no test) is held too.

const RUNTIMES: [string, ForwarderRuntime][] = [
  ['Perl', { kind: 'perl' }],
  ['caliper’s Node', { kind: 'node', node: process.execPath }],
];

describe('the forwarder inside a sandbox', () => {
  it.each(RUNTIMES)(
    'on %s: the sandbox reaches caliper’s socket through 127.0.0.1:38080, and nothing else of it',
    async (_, runtime) => {
      const tools = tempDir('caliper-fwd-');
      const socket = path.join(tools, 'egress.sock');
      const seen: string[] = [];
      const server = net.createServer((c) => {
        c.once('data', (d) => {
          seen.push(d.toString());
          c.end('model here\n');
        });
      });
      await new Promise<void>((resolve) => server.listen(socket, resolve));
      const sandbox = createSandbox();
      try {
        const policy: SandboxPolicy = {
          ...systemView(),
          readOnly: [...systemView().readOnly, ...programRoots(process.execPath, undefined, '')],
          readWrite: sandbox.root,
          pinned: [],
          egress: { socket, forwarder: writeForwarder(tools), runtime },
          tmpBytes: undefined,
          openFiles: 1024,
        };
        // The CLI's stand-in: asks through the port, and shows what the forwarder's environment holds.
        const script = [
          'exec 3<>/dev/tcp/127.0.0.1/38080',
          'printf "hello from the trial" >&3',
          'cat <&3',
          // The forwarder is the process whose first argument is its script (bwrap's own holds the launch text).
          // A process that ends while the loop reads it is skipped.
          'for p in /proc/[0-9]*; do { args=$(tr "\\0" "\\n" < $p/cmdline); env=$(wc -c < $p/environ); } 2>/dev/null;' +
            ' [ "$(echo "$args" | sed -n 2p)" = /run/caliper/forward/forward.pl ] ||' +
            ' [ "$(echo "$args" | sed -n 2p)" = /run/caliper/forward/forward.mjs ] || continue;' +
            ' echo "forwarder $(echo "$args" | head -1), environment: $env bytes"; done | sort -u',
        ].join('; ');
        const wrapped = {
          command: 'bwrap',
          args: bwrapArgs(policy, sandbox.workDir, 'bash', ['-c', script]),
          files: [writeSeccompFilter(tools)],
        };
        const r = await runInSandbox(wrapped, sandbox, { env: { CALIPER_CANARY: 'the CLI’s key' } });
        const program = runtime.kind === 'perl' ? '/usr/bin/perl' : runtime.node;
        expect([r.stderr, r.stdout.split('\n').filter(Boolean)]).toEqual([
          '',
          ['model here', `forwarder ${program}, environment: 0 bytes`],
        ]);
        expect(seen).toEqual(['hello from the trial']);
      } finally {
        removeSandbox(sandbox);
        await new Promise<void>((resolve) => server.close(() => resolve()));
        rmSync(tools, { recursive: true, force: true });
      }
    },
  );
});
