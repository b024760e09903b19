import { readFileSync } from 'node:fs';
import { runProcess } from '../../src/eval/runner/process.js';
import { wrapCommand } from '../../src/eval/sandbox/isolation.js';
import { writeSeccompFilter } from '../../src/eval/sandbox/seccomp.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { DEFAULT_TRIAL_LIMITS } from '../../src/eval/sandbox/trialLimits.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';

/**
 * What `script` prints inside a trial's sandbox, whose processes may hold `openFiles` descriptors each (the default
 * when undefined).
 */
async function inSandbox(script: string, openFiles?: number): Promise<string> {
  const sandbox = createSandbox();
  try {
    const isolation = {
      kind: 'bubblewrap' as const,
      forwarder: '',
      seccomp: writeSeccompFilter(sandbox.tmpDir),
      egress: undefined,
    };
    const w = wrapCommand(
      isolation,
      { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: false, ...(openFiles && { openFiles }) },
      'sh',
      ['-c', script],
    );
    const r = await runProcess({
      command: w.command,
      args: w.args,
      files: w.files,
      cwd: sandbox.workDir,
      env: { PATH: '/usr/bin:/bin' },
      timeoutMs: 30_000,
    });
    return r.stdout.trim();
  } finally {
    removeSandbox(sandbox);
  }
}

/** This process's hard limit: a lower one than the trial's stands (raising it is refused). */
const ownHard = Number(
  /^Max open files\s+\S+\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity,
);

// Issue 35 item 4: the sandbox inherited caliper's own descriptor limit (Node raises its soft limit to
// the hard one), so a trial could open as many as caliper may.
describeNeeding(SANDBOX_NEEDS)('the descriptors a process in the sandbox may hold', () => {
  it("are the trial's limit, hard and soft, never caliper's; raising them inside fails", async () => {
    const hard = Number(await inSandbox('ulimit -Hn'));
    expect(hard).toBe(Math.min(DEFAULT_TRIAL_LIMITS.openFiles, ownHard));
    const raised = await inSandbox(
      `ulimit -n ${hard * 4} 2>/dev/null; ulimit -Hn; ulimit -Sn; ` +
        `/usr/bin/python3 -c "import resource; ` +
        `print(resource.getrlimit(resource.RLIMIT_NOFILE))"`,
    );
    expect(raised.split('\n')).toEqual([String(hard), String(hard), `(${hard}, ${hard})`]);
  });

  it('follow the limit a run sets', async () => {
    expect(await inSandbox('ulimit -Hn; ulimit -Sn', 256)).toBe('256\n256');
  });
});
