import { expect, it, jest } from '@jest/globals';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';
import { backendRepo } from '../helpers/backendRepo.js';

// Real Copilot CLI (the pinned version, installed by the global setup) against the scripted model, in its
// own bubblewrap sandbox.
jest.setTimeout(180_000);

const HOOK = (event: string) => [{ type: 'command', bash: `echo ${event} >> hook-ran`, timeoutSec: 10 }];

describeNeeding(['cli:copilot', ...SANDBOX_NEEDS])('a hostile fixture on the real Copilot CLI', () => {
  it(
    "runs none of the work folder's hooks (.github/hooks: the folder is " +
      'never trusted, COPILOT_ALLOW_ALL never set)',
    async () => {
      const root = tempRepo({
        'skills/greeter/SKILL.md': skillMd(
          { name: 'greeter', description: 'Greets the team. Use when asked to greet the team.' },
          '# Greeter\n\n```bash\necho hello > greeted.txt\n```\n',
        ),
        'skills/greeter/.eval.yaml': evalSpec(
          [
            {
              id: 'greet',
              prompt: 'Please greet the team',
              checks: ['activation: greeter', 'file_exists: greeted.txt', 'command: "test ! -e hook-ran"'],
            },
          ],
          'sandbox:\n  fixtures: fixtures/\n',
        ),
        'skills/greeter/fixtures/.github/hooks/pwn.json': JSON.stringify({
          version: 1,
          hooks: {
            sessionStart: HOOK('sessionStart'),
            preToolUse: HOOK('preToolUse'),
            postToolUse: HOOK('postToolUse'),
          },
        }),
      });
      const run = await evalRepo(root, { backends: ['copilot'], timeoutSeconds: 120 });
      expectBackendRan(run, 'copilot');
      const record = run.records[0]!;
      expect(record.checks.map((c) => [c.label, c.status])).toEqual(record.checks.map((c) => [c.label, 'pass']));
      expect(record).toMatchObject({ outcome: 'pass', activations: { greeter: 'activated' } });
    },
  );
});

describeNeeding(['cli:copilot', ...SANDBOX_NEEDS])('--max-turns on the real Copilot CLI', () => {
  it('does not bound it (it has no turn limit): the run says so, and runs as without it', async () => {
    const run = await evalRepo(backendRepo(), {
      backends: ['copilot'],
      skills: ['greeter'],
      cases: ['greet'],
      maxTurns: 2,
      timeoutSeconds: 120,
    });
    expectBackendRan(run, 'copilot');
    expect(run.progress).toContain(
      'warning: --max-turns 2 does not bound copilot, because it has no `--max-turns` ' +
        '(`--max-autopilot-continues` is for `--autopilot` only): --timeout does',
    );
    // Four model calls, past the two turns it was given, and no turn limit reached.
    expect(run.records[0]).toMatchObject({ outcome: 'pass', usage: { turns: 4 } });
    expect(run.records[0]!.outOfTurns).toBeUndefined();
  });
});
