import { jest } from '@jest/globals';
import { greeter } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';
import { tempRepo } from '../helpers/tempRepo.js';

// turns: follow-up messages in the same session, on the CLIs that resume one headless, with the
// scripted model. The follow-up names nothing of the skill: in the same session the model sees the
// first prompt and its own work before it (and answers from them); a new session would see the
// follow-up alone.
jest.setTimeout(180_000);

const FOLLOW_UP = 'Thanks. Anything else to add?';

for (const backend of ['claude-code', 'codex', 'gemini-cli', 'opencode'] as const) {
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(`turns on the real ${backend} CLI`, () => {
    it(
      'sends the follow-up in the session the prompt started: its request ' +
        'carries the first prompt and the work before it',
      async () => {
        const root = tempRepo({
          'skills/greeter/SKILL.md': greeter,
          'skills/greeter/references/style.md': 'Greet warmly.\n',
          'skills/greeter/.eval.yaml': `backends: [${backend}]
cases:
  - id: greet
    prompt: "Please greet the world with a banner"
    turns: ["${FOLLOW_UP}"]
    checks:
      - activation: greeter
      - file_contains: { path: greeting.txt, pattern: "hello world" }
      - output_matches: "^done$"
`,
        });
        const run = await evalRepo(root, { backends: [backend], timeoutSeconds: 120 });
        expectBackendRan(run, backend);
        const record = run.records[0]!;
        const bodies = run.requests
          .filter((r) => r.body !== undefined && !r.url.startsWith('/v1/messages/count_tokens'))
          .map((r) => JSON.stringify(r.body));
        const followUps = bodies.filter((b) => b.includes(FOLLOW_UP));
        expect(followUps.length).toBeGreaterThan(0);
        for (const b of followUps) {
          expect(b).toContain('Please greet the world with a banner');
          expect(b).toContain('hello world');
        }
        expect(record.checks.map((c) => [c.label, c.status])).toEqual([
          ['activation: greeter', 'pass'],
          ['file_contains: greeting.txt ~ /hello world/', 'pass'],
          ['output_matches: /^done$/', 'pass'],
        ]);
        expect(record.outcome).toBe('pass');
      },
    );
  });
}
