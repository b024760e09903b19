import path from 'node:path';
import type { ToolCall } from '../../../src/agents/agent.js';
import { runCheck, type CheckContext } from '../../../src/eval/checks/index.js';
import type { BackendName, Check } from '../../../src/eval/spec/types.js';
import { trialWorkspace } from '../../helpers/trialWorkspace.js';

function context(
  backend: BackendName,
  calls: Omit<ToolCall, 'id'>[],
  files: Record<string, string> = {},
): CheckContext {
  const { trialRoot, workDir } = trialWorkspace('caliper-trace-', files);
  return {
    trialRoot,
    workDir,
    transcript: {
      toolCalls: calls.map((c, i) => ({ id: String(i), ...c })),
      finalAnswer: 'done',
    } as unknown as CheckContext['transcript'],
    activated: new Set(),
    installed: ['greeter'],
    backend,
    skillsRoot: path.join(trialRoot, 'config', 'skills'),
    subject: 'greeter',
    judge: undefined,
    runCommand: () => Promise.reject(new Error('no commands here')),
  };
}

const ok = { ok: true, text: '' };
const status = async (check: Check, ctx: CheckContext) => (await runCheck(check, ctx)).status;

describe('tool_used and tool_order read the calls of the transcript', () => {
  const ctx = context('claude-code', [
    { name: 'Skill', input: { skill: 'greeter' }, result: ok },
    { name: 'Read', input: { file_path: '/x' }, result: ok },
    { name: 'Bash', input: { command: 'echo' }, result: ok },
    { name: 'Bash', input: { command: 'echo' }, result: ok },
  ]);
  it('tool_used passes at or over its count and fails under it, saying what was called', async () => {
    expect(await status({ kind: 'tool_used', tool: 'Bash', count: 1 }, ctx)).toBe('pass');
    expect(await status({ kind: 'tool_used', tool: 'Bash', count: 2 }, ctx)).toBe('pass');
    const r = await runCheck({ kind: 'tool_used', tool: 'Bash', count: 3 }, ctx);
    expect(r).toMatchObject({ status: 'fail', label: 'tool_used: Bash ×3' });
    expect(r.reason).toContain('Skill, Read, Bash, Bash');
    expect(await status({ kind: 'tool_used', tool: 'Write', count: 1 }, ctx)).toBe('fail');
  });
  it('tool_order passes for calls in that order, with others between, and fails out of order', async () => {
    expect(await status({ kind: 'tool_order', tools: ['Skill', 'Bash'] }, ctx)).toBe('pass');
    expect(await status({ kind: 'tool_order', tools: ['Skill', 'Read', 'Bash', 'Bash'] }, ctx)).toBe('pass');
    expect(await status({ kind: 'tool_order', tools: ['Bash', 'Skill'] }, ctx)).toBe('fail');
    expect(await status({ kind: 'tool_order', tools: ['Bash', 'Bash', 'Bash'] }, ctx)).toBe('fail');
  });
});

describe('read: a file of the subject skill was read by a successful call, as each CLI records it', () => {
  const file = (ctx: CheckContext, rel: string) => path.join(ctx.skillsRoot, 'greeter', rel);
  it(
    'claude-code Read, pi read, opencode read, gemini read_file, codex ' + 'parsed reads, hermes skill_view file_path',
    async () => {
      const cases: [BackendName, (ctx: CheckContext) => Omit<ToolCall, 'id'>][] = [
        ['claude-code', (c) => ({ name: 'Read', input: { file_path: file(c, 'references/style.md') }, result: ok })],
        ['pi', (c) => ({ name: 'read', input: { path: file(c, 'references/style.md') }, result: ok })],
        ['opencode', (c) => ({ name: 'read', input: { filePath: file(c, 'references/style.md') }, result: ok })],
        [
          'gemini-cli',
          (c) => ({ name: 'read_file', input: { file_path: file(c, 'references/style.md') }, result: ok }),
        ],
        [
          'codex',
          (c) => ({
            name: 'command_execution',
            input: { command: 'cat x', reads: [file(c, 'references/style.md')] },
            result: ok,
          }),
        ],
        [
          'hermes',
          () => ({ name: 'skill_view', input: { name: 'greeter', file_path: 'references/style.md' }, result: ok }),
        ],
      ];
      for (const [backend, call] of cases) {
        const ctx = context(backend, []);
        (ctx.transcript.toolCalls as ToolCall[]).push({ id: '0', ...call(ctx) });
        expect([backend, await status({ kind: 'read', path: 'references/style.md' }, ctx)]).toEqual([backend, 'pass']);
        expect([backend, await status({ kind: 'read', path: 'SKILL.md' }, ctx)]).toEqual([backend, 'fail']);
      }
    },
  );
  it('a failed read, a read of the same name in another skill, or a path only mentioned does not count', async () => {
    const base = context('claude-code', []);
    const other = path.join(base.skillsRoot, 'other', 'references', 'style.md');
    const ctx = {
      ...base,
      transcript: {
        ...base.transcript,
        toolCalls: [
          {
            id: '1',
            name: 'Read',
            input: { file_path: path.join(base.skillsRoot, 'greeter', 'references', 'style.md') },
            result: { ok: false, text: 'denied' },
          },
          { id: '2', name: 'Read', input: { file_path: other }, result: ok },
          {
            id: '3',
            name: 'Bash',
            input: { command: `cat ${path.join(base.skillsRoot, 'greeter', 'references', 'style.md')}` },
            result: ok,
          },
        ],
      },
    } as CheckContext;
    expect(await status({ kind: 'read', path: 'references/style.md' }, ctx)).toBe('fail');
  });
});

describe('not: negates any check', () => {
  const ctx = context('claude-code', [{ name: 'Bash', input: {}, result: ok }], { 'answers.txt': 'x' });
  it('a pass becomes a fail and a fail a pass, with the inner label kept', async () => {
    const r = await runCheck({ kind: 'not', check: { kind: 'file_exists', path: 'answers.txt' } }, ctx);
    expect(r).toMatchObject({ status: 'fail', label: 'not: file_exists: answers.txt' });
    expect(await status({ kind: 'not', check: { kind: 'file_exists', path: 'missing.txt' } }, ctx)).toBe('pass');
    expect(await status({ kind: 'not', check: { kind: 'tool_used', tool: 'Bash', count: 1 } }, ctx)).toBe('fail');
    expect(await status({ kind: 'not', check: { kind: 'tool_used', tool: 'Write', count: 1 } }, ctx)).toBe('pass');
    expect(
      await status({ kind: 'not', check: { kind: 'not', check: { kind: 'output_matches', pattern: 'done' } } }, ctx),
    ).toBe('pass');
  });
  it('an error stays an error: a check that could not run is not a pass when negated', async () => {
    const r = await runCheck({ kind: 'not', check: { kind: 'file_exists', path: '../outside' } }, ctx);
    expect(r.status).toBe('error');
    expect(await status({ kind: 'not', check: { kind: 'output_matches', pattern: '(?=x)' } }, ctx)).toBe('error');
  });
});
