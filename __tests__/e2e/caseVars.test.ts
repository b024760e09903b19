import { jest } from '@jest/globals';
import type { BackendName } from '../../src/eval/spec/types.js';
import { greeter } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

// vars:, per-case fixtures and per-case timeout on real CLIs with the scripted model.
jest.setTimeout(180_000);

const spec = `cases:
  - id: greet
    prompt: "Please greet the world with a banner ({{tone}})"
    fixtures: fixtures/{{folder}}
    vars:
      - { id: hello, tone: warm, folder: keyed, word: hello world }
      - { id: bye, tone: cold, folder: plain, word: goodbye }
    checks:
      - activation: greeter
      - file_contains: { path: greeting.txt, pattern: "{{word}}" }
      - file_exists: key-{{folder}}.txt
`;

const slow = skillMd(
  {
    name: 'slow-report',
    description: 'Builds the slow quarterly report file. Use when the user asks for the slow quarterly report.',
  },
  '# Slow\n\n```bash\necho building; tail -f /dev/null > report.txt\n```\n',
);

function repo(backend: BackendName): string {
  return tempRepo({
    'skills/greeter/SKILL.md': greeter,
    'skills/greeter/references/style.md': 'Greet warmly.\n',
    'skills/greeter/fixtures/keyed/key-keyed.txt': 'k\n',
    'skills/greeter/fixtures/plain/other.txt': 'o\n',
    'skills/greeter/.eval.yaml': `backends: [${backend}]\n${spec}`,
    'skills/slow-report/SKILL.md': slow,
    'skills/slow-report/.eval.yaml':
      `backends: [${backend}]\nsandbox:\n  timeout: 600\ncases:\n  - id: ` +
      `slow\n    prompt: "Please build the slow quarterly report"\n    ` +
      `timeout: 4\n    checks:\n      - activation: slow-report\n`,
  });
}

for (const backend of ['claude-code', 'codex'] as const) {
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(
    `vars, per-case fixtures and timeout on the real ${backend} CLI`,
    () => {
      it(
        'each row is its own case with its own prompt, checks and fixtures; a ' + "case's timeout ends its trial",
        async () => {
          const run = await evalRepo(repo(backend), { backends: [backend], timeoutSeconds: 120 });
          expectBackendRan(run, backend);
          const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));
          expect(Object.keys(byCase).sort()).toEqual(['greet-bye', 'greet-hello', 'slow']);
          expect(byCase['greet-hello']!.prompt).toBe('Please greet the world with a banner (warm)');
          expect(byCase['greet-hello']).toMatchObject({ outcome: 'pass' });
          // The other row's pattern and fixtures: the agent wrote "hello world", and key-plain.txt was never there.
          expect(byCase['greet-bye']!.checks.map((c) => [c.label, c.status])).toEqual([
            ['activation: greeter', 'pass'],
            ['file_contains: greeting.txt ~ /goodbye/', 'fail'],
            ['file_exists: key-plain.txt', 'fail'],
          ]);
          // 4 s, not the spec's 600 nor the run's 120.
          expect(byCase.slow).toMatchObject({
            outcome: 'error',
            reason: "timed out after 4s (the CLI's process group was killed)",
          });
        },
      );
    },
  );
}
