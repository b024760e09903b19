import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copilot } from '../../src/agents/copilot/index.js';
import { copilotRun } from '../../src/agents/copilot/run.js';
import { copilotDialect, decodeCopilot, isCopilotRequest } from '../../src/agents/copilot/wire.js';
import { isOpencodeRequest } from '../../src/agents/opencode/wire.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import type { SandboxPaths } from '../../src/eval/sandbox/paths.js';

/** Trimmed from a real Copilot CLI 1.0.102 run against the scripted model (`--output-format json`). */
const ev = (type: string, data: unknown, extra: object = {}) => JSON.stringify({ type, data, ...extra });
const skillCall = (id: string, skill: string) =>
  ev('assistant.message', {
    content: '',
    toolRequests: [{ toolCallId: id, name: 'skill', arguments: { skill }, type: 'function' }],
  });
const complete = (id: string, success: boolean, content: string) =>
  ev('tool.execution_complete', { toolCallId: id, success, result: { content } });
const STREAM = [
  ev('session.skills_loaded', {
    skills: [
      { name: 'csv-summary', source: 'personal-copilot', enabled: true },
      { name: 'customize-cloud-agent', source: 'builtin', enabled: false },
    ],
  }),
  ev('user.message', { content: 'Give me the totals' }),
  skillCall('c1', 'csv-summary'),
  complete('c1', true, 'Skill "csv-summary" loaded successfully. Follow the instructions in the skill context.'),
  ev('assistant.message', {
    content: '',
    toolRequests: [{ toolCallId: 'c2', name: 'bash', arguments: { command: 'echo hi', description: 'x' } }],
  }),
  complete('c2', true, 'hi'),
  ev('assistant.message', { content: 'done', toolRequests: [] }),
  JSON.stringify({ type: 'result', sessionId: 's1', exitCode: 0, usage: { premiumRequests: 0 } }),
].join('\n');

const RECORD_EXTRA = [
  ev('session.start', { copilotVersion: '1.0.102', selectedModel: 'scripted-model' }),
  ev('skill.invoked', { name: 'csv-summary', trigger: 'agent-invoked' }),
  ...[1, 2, 3].map(() =>
    ev('session.usage_record', {
      usage: { model: 'scripted-model', inputTokens: 100, outputTokens: 20, cacheReadTokens: 40, cacheWriteTokens: 0 },
    }),
  ),
];

let sandbox: SandboxPaths;
beforeEach(() => (sandbox = createSandbox()));
afterEach(() => removeSandbox(sandbox));

function writeRecord(lines: string[]): void {
  const dir = path.join(sandbox.configDir, 'session-state', 's1');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'events.jsonl'), lines.join('\n') + '\n');
}

const parsed = (stdout: string, box?: SandboxPaths) => {
  const r = copilot.transcript.parse(stdout, box);
  if (!r.ok) throw new Error(r.reason);
  return r.transcript;
};
const activated = (stdout: string, box?: SandboxPaths) => [
  ...copilot.transcript.activatedSkills(parsed(stdout, box), copilotRun.skillsRoot(sandbox)),
];

describe('Copilot CLI transcript', () => {
  it(
    'reads discovery from session.skills_loaded (the builtins turned off ' +
      'named, as its hidden policy says), the calls and the answer',
    () => {
      const t = parsed(STREAM);
      expect(t.discoveredSkills).toEqual(['csv-summary', 'customize-cloud-agent']);
      expect(t.toolCalls.map((c) => [c.name, c.result?.ok])).toEqual([
        ['skill', true],
        ['bash', true],
      ]);
      expect(t.finalAnswer).toBe('done');
      expect(t.error).toBeUndefined();
    },
  );

  it('takes activation, tokens and version from the session record (events.jsonl) when the run kept one', () => {
    writeRecord([...STREAM.split('\n').slice(1, -1), ...RECORD_EXTRA]);
    const t = parsed(STREAM, sandbox);
    expect(activated(STREAM, sandbox)).toEqual(['csv-summary']);
    expect(t.usage).toMatchObject({ inputTokens: 300, outputTokens: 60, cacheReadTokens: 120, turns: 3 });
    expect([t.cliVersion, t.model]).toEqual(['1.0.102', 'scripted-model']);
    expect(copilot.transcript.listedInRun!(STREAM, sandbox)).toBeUndefined();
    writeRecord([
      ev('system.message', {
        content:
          'x\n<available_skills>\n<skill>\n  <name>csv-summary</name>\n  ' +
          '<description>Sums.</description>\n  ' +
          '<location>personal-copilot</location>\n</skill>\n</available_skills>',
      }),
    ]);
    expect(copilot.transcript.listedInRun!(STREAM, sandbox)).toEqual([{ name: 'csv-summary', description: 'Sums.' }]);
  });

  it('does not count a skill call the session record never invoked, nor one that failed', () => {
    writeRecord(STREAM.split('\n').slice(1, -1));
    expect(activated(STREAM, sandbox)).toEqual([]);
    const failed = STREAM.replace(
      complete('c1', true, 'Skill "csv-summary" loaded successfully. Follow the instructions in the skill context.'),
      complete('c1', false, 'no such skill'),
    );
    expect(activated(failed)).toEqual([]);
  });

  it('reads a provider error as transient with its status, and a non-zero exit with no error as an error', () => {
    const error = [
      STREAM.split('\n')[0],
      ev('session.error', {
        errorType: 'query',
        message: 'Failed to get response from the AI model; retried 5 times. Last error: 503 scripted fault',
        statusCode: 503,
      }),
      JSON.stringify({ type: 'result', exitCode: 1 }),
    ].join('\n');
    expect(parsed(error).error).toMatchObject({ transient: true, status: 503 });
    const exit = [STREAM.split('\n')[0], JSON.stringify({ type: 'result', exitCode: 2 })].join('\n');
    expect(parsed(exit).error).toMatchObject({ transient: false, message: expect.stringContaining('exited 2') });
  });

  it("refuses a stream that is not Copilot CLI's", () => {
    expect(copilot.transcript.parse('{"type":"step_start"}\n').ok).toBe(false);
    expect(copilot.transcript.parse('not json\n').ok).toBe(false);
  });
});

describe('Copilot CLI configuration', () => {
  it(
    "turns off its builtins, the fixture's project skill roots and every " +
      "hook; an installed skill of a builtin's name stays on",
    () => {
      mkdirSync(path.join(copilotRun.skillsRoot(sandbox), 'github-pr-media'), { recursive: true });
      copilotRun.configure(sandbox, { baseUrl: 'http://127.0.0.1:1', apiKey: undefined, model: undefined });
      const settings = JSON.parse(readFileSync(path.join(sandbox.configDir, 'settings.json'), 'utf8'));
      expect(settings.disabledSkills).toEqual(['customize-cloud-agent']);
      expect(settings.ignoredSkillsLocations).toEqual(
        expect.arrayContaining([
          path.join(sandbox.workDir, '.github', 'skills'),
          path.join(sandbox.workDir, '.claude', 'skills'),
          path.join(sandbox.workDir, '.agents', 'skills'),
        ]),
      );
      // Exactly the project roots its facts say it reads (discovery and the owners gate read the same list).
      const inWork = (settings.ignoredSkillsLocations as string[]).filter((p) => p.startsWith(sandbox.workDir));
      expect(inWork.sort()).toEqual(copilot.facts.skillRoots.map((r) => path.join(sandbox.workDir, r)).sort());
      expect(settings.disableAllHooks).toBe(true);
    },
  );

  it(
    'runs offline on the given provider, the prompt on stdin, and never ' +
      "sets COPILOT_ALLOW_ALL (it would run the work folder's hooks)",
    () => {
      const c = copilotRun.command({
        sandbox,
        prompt: '-p --yolo',
        endpoint: { baseUrl: 'http://127.0.0.1:9/', apiKey: 'k', model: undefined },
        maxTurns: 10,
      });
      expect(c.stdin).toBe('-p --yolo');
      expect(c.args).not.toContain('-p --yolo');
      expect(c.args).toEqual(
        expect.arrayContaining(['--no-custom-instructions', '--disable-builtin-mcps', '--no-auto-update']),
      );
      expect(c.env).toMatchObject({
        COPILOT_HOME: sandbox.configDir,
        COPILOT_OFFLINE: 'true',
        COPILOT_PROVIDER_BASE_URL: 'http://127.0.0.1:9/v1',
        COPILOT_MODEL: 'scripted-model',
        COPILOT_PROVIDER_API_KEY: 'k',
      });
      expect(Object.keys(c.env)).not.toContain('COPILOT_ALLOW_ALL');
      expect(copilotRun.passEnv).not.toContain('COPILOT_ALLOW_ALL');
      expect(copilotRun.passEnv.filter((v) => /GITHUB|GH_|COPILOT_GITHUB/.test(v))).toEqual([]);
    },
  );
});

describe('Copilot CLI on the scripted model', () => {
  const tools = ['bash', 'read_bash', 'view', 'fetch_copilot_cli_documentation', 'skill', 'task'].map((name) => ({
    function: { name },
  }));
  const system =
    '<available_skills>\n<skill>\n  <name>plain</name>\n  <description>Say ' +
    'hi.</description>\n  ' +
    '<location>personal-copilot</location>\n</skill>\n</available_skills>';
  const base = [
    { role: 'system', content: system },
    { role: 'user', content: '<current_datetime>2026-12-02T07:27:06.765+00:00</current_datetime>\n\nSay hi' },
  ];

  it('is told from OpenCode (both offer skill and task), and reads the prompt without its date line', () => {
    expect(isCopilotRequest({ tools })).toBe(true);
    expect(isCopilotRequest({ tools: tools.filter((t) => t.function.name !== 'read_bash') })).toBe(false);
    expect(isOpencodeRequest({ tools })).toBe(false);
    expect(isOpencodeRequest({ tools: tools.filter((t) => t.function.name !== 'read_bash') })).toBe(true);
    // With nothing installed (force-load, a no-skill arm) Copilot offers no `skill` tool: still Copilot's.
    expect(isCopilotRequest({ tools: tools.filter((t) => t.function.name !== 'skill') })).toBe(true);
    const c = decodeCopilot({ tools, messages: base });
    expect([c.prompt, c.listedSkills.map((s) => s.name)]).toEqual(['Say hi', ['plain']]);
  });

  it('loads a skill with skill {skill} and reads its body from the <skill-context> message that follows', () => {
    expect(copilotDialect.activate({ name: 'plain', description: '' })).toEqual({
      kind: 'tool',
      name: 'skill',
      input: { skill: 'plain' },
    });
    const messages = [
      ...base,
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', function: { name: 'skill', arguments: '{"skill":"plain"}' } }],
      },
      {
        role: 'tool',
        tool_call_id: 'c1',
        content: 'Skill "plain" loaded successfully. Follow the instructions in the skill context.',
      },
      {
        role: 'user',
        content:
          '<skill-context name="plain">\nBase directory for this skill: ' +
          '/h/skills/plain\n\n# plain\n\nRun it.\n\n</skill-context>',
      },
    ];
    expect(copilotDialect.loadedSkill(decodeCopilot({ tools, messages }))).toEqual({
      dir: '/h/skills/plain',
      body: '# plain\n\nRun it.',
      turn: 2,
    });
    // The call not answered yet; answered with no body (a failed load).
    expect(copilotDialect.loadedSkill(decodeCopilot({ tools, messages: messages.slice(0, 3) }))).toBeUndefined();
    expect(copilotDialect.loadedSkill(decodeCopilot({ tools, messages: messages.slice(0, 4) }))).toBe('failed');
  });
});
