import { planTrials } from '../../src/eval/runner/plan.js';
import type { ProcessResult } from '../../src/eval/runner/process.js';
import { continueSession, sessionTranscript } from '../../src/eval/turns/continueSession.js';
import { agentOf } from '../../src/agents/index.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { parseClaudeTranscript } from '../../src/agents/claude-code/transcript.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { claudeTranscript } from '../helpers/runFolder.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

const ok = (stdout: string): ProcessResult => ({
  exitCode: 0,
  signal: null,
  stdout,
  stderr: '',
  timedOut: false,
  spawnError: undefined,
  durationMs: 5,
  truncated: false,
  limitExceeded: undefined,
});
const commandInput = {
  sandbox: { root: '/r', workDir: '/r/work', configDir: '/r/config' } as never,
  prompt: 'first',
  endpoint: { baseUrl: 'http://x', apiKey: 'k', model: undefined },
  maxTurns: 10,
};

describe('turns', () => {
  it('a case with turns is skipped, saying why, on a backend that cannot resume; it runs on one that can', () => {
    const repo = tempRepo({
      'alpha/SKILL.md': goodSkill('alpha'),
      'alpha/.eval.yaml':
        'cases:\n  - id: one\n    prompt: "Summarise the report"\n    turns: ' +
        '["Now shorten it"]\n    checks:\n      - activation: alpha\n',
    });
    const plan = planTrials(validateRepository(repo), {
      backends: ['claude-code', 'pi'],
      discipline: 'install-discover',
      defaultTrials: 1,
      trials: undefined,
      skills: undefined,
      cases: undefined,
    });
    expect(plan.trials.map((t) => [t.backend, t.evalCase.turns])).toEqual([['claude-code', ['Now shorten it']]]);
    expect(plan.skipped).toEqual([
      { key: 'alpha|pi|one|*', reason: expect.stringContaining('pi cannot resume a session headless') },
    ]);
  });

  it(
    'each follow-up resumes the session (Claude Code --continue, Codex ' +
      'exec resume --last, Gemini CLI --resume latest, OpenCode run ' +
      '--continue) with the follow-up as the prompt',
    () => {
      const next = (backend: BackendName) => agentOf(backend).run.resume?.({ ...commandInput, prompt: 'next' });
      // The follow-up on stdin, as the first prompt (never in argv: docs/security.md).
      expect(next('claude-code')).toMatchObject({ args: expect.arrayContaining(['-p', '--continue']), stdin: 'next' });
      expect(next('codex')).toEqual({
        args: [
          'exec',
          'resume',
          '--last',
          '--json',
          '--skip-git-repo-check',
          '--dangerously-bypass-approvals-and-sandbox',
          '--model',
          'scripted-model',
          '-',
        ],
        stdin: 'next',
      });
      expect(next('gemini-cli')).toMatchObject({ args: expect.arrayContaining(['--resume', 'latest']), stdin: 'next' });
      expect(next('opencode')).toMatchObject({ args: expect.arrayContaining(['run', '--continue']), stdin: 'next' });
      expect(next('pi')).toBeUndefined();
      expect(next('hermes')).toBeUndefined();
    },
  );

  it(
    'the session is every turn in order, stopping at the first that ' + 'failed; its usage is summed over the turns',
    async () => {
      const sent: string[][] = [];
      const turn = (answer: string) =>
        claudeTranscript({
          skills: ['alpha'],
          calls: [{ name: 'Bash', input: { command: answer }, output: '' }],
          answer,
        });
      const session = await continueSession(ok(turn('one')), ['two', 'three', 'four'], {
        backend: agentOf('claude-code'),
        commandInput,
        run: async ({ stdin }) => {
          sent.push([stdin!]);
          return stdin === 'three' ? { ...ok(turn('three')), exitCode: 1 } : ok(turn(stdin!));
        },
        fault: () => undefined,
      });
      expect(sent.map((a) => a.at(-1))).toEqual(['two', 'three']);
      expect(session.exitCode).toBe(1);
      expect(session.turns).toHaveLength(3);
      const parsed = sessionTranscript(parseClaudeTranscript, session);
      if (!parsed.ok) throw new Error(parsed.reason);
      expect(parsed.transcript.toolCalls.map((c) => (c.input as { command: string }).command)).toEqual([
        'one',
        'two',
        'three',
      ]);
      expect(parsed.transcript.finalAnswer).toBe('three');
      expect(parsed.transcript.usage).toEqual({
        inputTokens: 3600,
        outputTokens: 240,
        costUsd: expect.closeTo(0.0369, 6),
      });
    },
  );
});

describe('turns in a spec', () => {
  it("a follow-up that invokes the skill by name is the same error as a prompt that does, on the turn's line", () => {
    const repo = tempRepo({
      'alpha/SKILL.md': goodSkill('alpha'),
      'alpha/.eval.yaml':
        'backends: [claude-code]\ncases:\n  - id: one\n    prompt: "Summarise ' +
        'the report"\n    turns:\n      - "Now shorten it"\n      - "/alpha ' +
        'again please"\n    checks:\n      - activation: alpha\n',
    });
    const found = validateRepository(repo).diagnostics.filter((d) => d.file === 'alpha/.eval.yaml');
    expect(found.map((d) => [d.rule, d.line])).toEqual([['eval-spec-invocation-syntax', 7]]);
    expect(found[0]!.message).toMatch(/^Turn 2 of case `one` invokes `alpha` explicitly/);
  });
});
