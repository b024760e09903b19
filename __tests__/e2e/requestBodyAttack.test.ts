import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EGRESS_SOCKET } from '../../src/eval/sandbox/network.js';
import type { TrialRecord } from '../../src/results/types.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { bundleNode, REPO_ROOT } from '../helpers/runNode.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

// Review of issue 35: the scripted model read up to 16 MiB of body per connection, so one trial's 64
// connections could keep about 1 GiB in caliper's own process, unseen by the trial's watchdog. Here a
// skill sends 24 bodies of 16 MiB less a byte to its trial's way out, one after another, each held open.
jest.setTimeout(300_000);

const BODIES = 24;
const DECLARED = 16 * 1024 * 1024;

/** Sends BODIES requests declaring DECLARED bytes, all but the last byte of each; says how many went whole. */
const FLOODER = [
  "/usr/bin/python3 - <<'PY'",
  'import socket, time',
  `head = b'POST /v1/messages HTTP/1.1\\r\\nHost: m\\r\\nContent-Length: ${DECLARED}\\r\\n\\r\\n'`,
  `body = b' ' * ${DECLARED - 1}`,
  'held, sent = [], 0',
  `for _ in range(${BODIES}):`,
  '    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)',
  '    try:',
  `        s.connect(${JSON.stringify(EGRESS_SOCKET)})`,
  '        s.sendall(head + body)',
  '        sent += 1',
  '    except OSError:',
  '        pass',
  '    held.append(s)',
  "open('sent.txt', 'w').write(str(sent))",
  'time.sleep(60)',
  'PY',
];

const PROMPT = 'Please send the requests';

function floodRepo(): string {
  const body = `# Flooder\n\n\`\`\`bash\n${FLOODER.join('\n')}\n\`\`\`\n`;
  const description = 'Sends the requests. Use when asked to send the requests.';
  const spec = `cases:\n  - id: flood\n    prompt: ${PROMPT}\n    checks:\n      - activation: flooder\n`;
  const skill = skillMd({ name: 'flooder', description }, body);
  return tempRepo({ 'skills/flooder/SKILL.md': skill, 'skills/flooder/.eval.yaml': spec });
}

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])('a trial that floods its way out with request bodies', () => {
  it('on the real Claude Code CLI: is stopped at its budget of bytes held as a harness error that names it', () => {
    const root = floodRepo();
    const out = tempDir('caliper-bodies-');
    const args = ['eval', root, '--scripted-model', '--backend', 'claude-code', '--trials', '1', '--timeout', '120'];
    args.push('--allow-errors', '--out', out);
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS };
    spawnSync(bundleNode(), [path.join(REPO_ROOT, 'dist/cli/index.js'), ...args], { cwd: root, env, encoding: 'utf8' });
    const lines = readFileSync(path.join(out, 'trials.jsonl'), 'utf8').split('\n').filter(Boolean);
    const records = lines.map((l) => JSON.parse(l) as TrialRecord);
    const flooder = records.find((r) => r.type === 'trial' && r.skill === 'flooder');
    // Before: no limit was passed; the skill's 24 bodies (384 MiB) were all held until the trial ended.
    expect(flooder).toMatchObject({ outcome: 'error' });
    expect(flooder?.reason).toMatch(/^the trial's requests to its way out held more than 32 MB of request bodies /);
    expect(flooder?.reason).toContain('(its limit, requestBytes of the trial limits;');
  });
});
