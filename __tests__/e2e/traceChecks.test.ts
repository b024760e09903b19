import { jest } from '@jest/globals';
import { factsOf } from '../../src/agents/facts.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { greeter } from '../helpers/backendRepo.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';
import { tempRepo } from '../helpers/tempRepo.js';

// Trace checks and `not:` on real CLIs with the scripted model, which activates greeter, reads its
// reference, then runs its bash block. Each case holds checks that must pass and checks that must
// fail: a check kind that were ignored (or a `not:` that did not negate) would flip one of them.
jest.setTimeout(180_000);

function repo(backend: BackendName, checks: string[]): string {
  return tempRepo({
    'skills/greeter/SKILL.md': greeter,
    'skills/greeter/references/style.md': 'Greet warmly.\n',
    'skills/greeter/.eval.yaml': evalSpec(
      [{ id: 'greet', prompt: 'Please greet the world with a banner', checks: ['activation: greeter', ...checks] }],
      `backends: [${backend}]\n`,
    ),
  });
}

const statuses = (run: Awaited<ReturnType<typeof evalRepo>>) =>
  Object.fromEntries(run.records[0]!.checks.map((c) => [c.label, c.status]));

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])('trace checks on the real Claude Code CLI', () => {
  it(
    'tool_used, tool_order and read pass on what it did and fail on what ' + 'it did not; not: negates both ways',
    async () => {
      const run = await evalRepo(
        repo('claude-code', [
          'tool_used: Bash',
          'tool_order: [Skill, Read, Bash]',
          'read: references/style.md',
          'not: { file_exists: answers.txt }',
          'tool_used: { tool: Bash, count: 2 }',
          'tool_used: Write',
          'tool_order: [Bash, Skill]',
          'read: SKILL.md',
          'not: { file_exists: greeting.txt }',
          'not: { tool_used: Skill }',
        ]),
      );
      expectBackendRan(run, 'claude-code');
      expect(statuses(run)).toEqual({
        'activation: greeter': 'pass',
        'tool_used: Bash': 'pass',
        'tool_order: Skill → Read → Bash': 'pass',
        'read: references/style.md': 'pass',
        'not: file_exists: answers.txt': 'pass',
        'tool_used: Bash ×2': 'fail',
        'tool_used: Write': 'fail',
        'tool_order: Bash → Skill': 'fail',
        // Claude Code loads SKILL.md through its Skill tool, not a read.
        'read: SKILL.md': 'fail',
        'not: file_exists: greeting.txt': 'fail',
        'not: tool_used: Skill': 'fail',
      });
      expect(run.records[0]!.outcome).toBe('fail');
      // The names validate accepts are the ones this CLI offers the model.
      const offered = new Set(
        run.requests.flatMap((r) =>
          ((r.body as { tools?: { name?: string; defer_loading?: boolean }[] } | undefined)?.tools ?? [])
            .filter((t) => !t.defer_loading)
            .map((t) => t.name!),
        ),
      );
      expect(offered.size).toBeGreaterThan(3);
      for (const name of offered)
        expect([name, factsOf('claude-code').tools.names.includes(name)]).toEqual([name, true]);
    },
  );
});

describeNeeding(['cli:codex', ...SANDBOX_NEEDS])('trace checks on the real Codex CLI', () => {
  it(
    'Codex records every command as command_execution and its own reading ' + 'of each; not: negates both ways',
    async () => {
      const run = await evalRepo(
        repo('codex', [
          'tool_used: { tool: command_execution, count: 3 }',
          'read: SKILL.md',
          'read: references/style.md',
          'not: { file_exists: answers.txt }',
          'tool_used: { tool: command_execution, count: 4 }',
          'not: { file_exists: greeting.txt }',
          'not: { read: references/style.md }',
        ]),
        { backends: ['codex'], timeoutSeconds: 120 },
      );
      expectBackendRan(run, 'codex');
      expect(statuses(run)).toEqual({
        'activation: greeter': 'pass',
        'tool_used: command_execution ×3': 'pass',
        'read: SKILL.md': 'pass',
        'read: references/style.md': 'pass',
        'not: file_exists: answers.txt': 'pass',
        'tool_used: command_execution ×4': 'fail',
        'not: file_exists: greeting.txt': 'fail',
        'not: read: references/style.md': 'fail',
      });
    },
  );
});
