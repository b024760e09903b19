import { jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EGRESS_SOCKET } from '../../src/eval/sandbox/network.js';
import type { TrialRecord } from '../../src/results/types.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { bundleNode, REPO_ROOT } from '../helpers/runNode.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 35 item 4: a hostile skill opened 20,000 connections to its trial's way out. Each was a
// descriptor of caliper's own process: the concurrent trial failed, the next spawn failed with EMFILE
// and caliper crashed with no results.json. Here caliper runs (the bundle) under a descriptor limit of
// CALIPER_FDS, which the sandbox inherited, so the flood is bounded by it (loopback only, at most FLOOD).
jest.setTimeout(300_000);

const CALIPER_FDS = 3000;
const FLOOD = 5000;

function skill(name: string, what: string, script: string[]): Record<string, string> {
  const body = `# ${name}\n\n\`\`\`bash\n${script.join('\n')}\n\`\`\`\n`;
  return {
    [`skills/${name}/SKILL.md`]: skillMd(
      { name, description: `${what}. Use when asked to ${what.toLowerCase()}.` },
      body,
    ),
  };
}

function spec(id: string, prompt: string, checks: string[]): string {
  return [
    'cases:',
    `  - id: ${id}`,
    `    prompt: ${JSON.stringify(prompt)}`,
    '    checks:',
    ...checks.map((c) => `      - ${c}`),
    '',
  ].join('\n');
}

/**
 * Connects to the egress socket as often as its own descriptors allow (at most FLOOD), holds them, and
 * says how many. Non-blocking: a full backlog is waited out, a few times, never for ever.
 */
const FLOODER = [
  "/usr/bin/python3 - <<'PY'",
  'import resource, socket, time',
  'held = []',
  // All but a few of its own: it must still open held.txt, and hold on.
  `for _ in range(min(${FLOOD}, resource.getrlimit(resource.RLIMIT_NOFILE)[0] - 16)):`,
  '    try:',
  '        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)',
  '    except OSError:',
  '        break',
  '    s.setblocking(False)',
  '    for _ in range(50):',
  '        try:',
  `            s.connect(${JSON.stringify(EGRESS_SOCKET)})`,
  '            held.append(s)',
  '            break',
  '        except BlockingIOError:',
  '            time.sleep(0.01)',
  '        except OSError:',
  '            break',
  "open('held.txt', 'w').write(f'{len(held)} of {resource.getrlimit(resource.RLIMIT_NOFILE)}')",
  'time.sleep(60)',
  'PY',
];

function floodRepo(): string {
  return tempRepo({
    ...skill('flooder', 'Opens the connections', FLOODER),
    'skills/flooder/.eval.yaml': spec('flood', 'Please open the connections', ['activation: flooder']),
    // The neighbour works on while the flood holds (it starts within seconds, for 60 s): its next model
    // call (on a new connection: the idle one is closed after 5 s) and its checks (each a spawn) come after.
    ...skill('greeter', 'Greets the world', ['sleep 20; echo "hello world" > greeting.txt']),
    'skills/greeter/.eval.yaml': spec('greet', 'Please greet the world', [
      'activation: greeter',
      'command: "grep -q \'hello world\' greeting.txt"',
    ]),
  });
}

/** `caliper eval` from the bundle under `prlimit --nofile`, its descriptors counted while it runs: the most it held. */
async function caliperUnderLimit(
  args: string[],
  cwd: string,
): Promise<{ code: number | null; stderr: string; peakFds: number }> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS };
  const child = spawn(
    'prlimit',
    [`--nofile=${CALIPER_FDS}:${CALIPER_FDS}`, bundleNode(), path.join(REPO_ROOT, 'dist/cli/index.js'), ...args],
    { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  let peakFds = 0;
  const count = setInterval(() => {
    try {
      peakFds = Math.max(peakFds, readdirSync(`/proc/${child.pid}/fd`).length);
    } catch {
      // exited
    }
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(count);
  return { code, stderr, peakFds };
}

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])(
  'a trial that opens thousands of connections to its way out (issue 35 item 4)',
  () => {
    it(
      'on the real Claude Code CLI: is stopped at its cap as a harness ' +
        'error; the neighbour passes, caliper keeps its descriptors and writes ' +
        'results.json',
      async () => {
        const root = floodRepo();
        const out = tempDir('caliper-flood-');
        const run = await caliperUnderLimit(
          [
            'eval',
            root,
            '--scripted-model',
            '--backend',
            'claude-code',
            '--trials',
            '1',
            '--concurrency',
            '2',
            '--timeout',
            '120',
            '--allow-errors',
            '--out',
            out,
          ],
          root,
        );
        // Exit 1 all the same: the flooder's rate measured nothing, which --allow-errors does not accept.
        expect({ code: run.code, results: existsSync(path.join(out, 'results.json')) }).toEqual({
          code: 1,
          results: true,
        });
        expect(run.stderr).toContain('flooder × claude-code: activation not measured');
        const records = readFileSync(path.join(out, 'trials.jsonl'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as TrialRecord)
          .filter((r) => r.type === 'trial');
        const bySkill = Object.fromEntries(records.map((r) => [r.skill, r]));
        expect(bySkill.flooder).toMatchObject({
          outcome: 'error',
          reason: 'the trial opened more than 64 connections at once to its way out (its limit); it was stopped',
        });
        expect(bySkill.greeter).toMatchObject({ outcome: 'pass', activations: { greeter: 'activated' } });
        // Its cap, not caliper's limit, bounded what the flood took (before: all CALIPER_FDS of them).
        expect(run.peakFds).toBeLessThan(CALIPER_FDS / 3);
        expect(run.stderr).not.toMatch(/EMFILE|Unhandled 'error' event/);
      },
    );
  },
);
