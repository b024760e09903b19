import { claudeCode } from '../../src/agents/claude-code/index.js';
import { parseClaudeTranscript } from '../../src/agents/claude-code/transcript.js';
import { parsed, transcriptFixture } from '../helpers/transcripts.js';

const fixture = (name: string) => transcriptFixture('claude-code', `${name}.jsonl`);
const parse = (name: string) => parsed(parseClaudeTranscript(fixture(name)));

describe('parseClaudeTranscript on transcripts real Claude Code runs printed', () => {
  it('reads discovery, a successful Skill call, the model, version, usage and the answer (2.1.332)', () => {
    const t = parse('2.1.332-release-notes');
    expect(t.discoveredSkills).toEqual(expect.arrayContaining(['release-notes', 'changelog-conventions']));
    expect(t.cliVersion).toBe('2.1.332');
    expect(t.model).toBe('claude-opus-5-5');
    expect(t.toolCalls.map((c) => [c.name, c.result?.ok])).toEqual([
      ['Skill', true],
      ['Read', true],
      ['Bash', true],
    ]);
    expect(t.finalAnswer).toBe('done');
    expect(t.usage.inputTokens).toBeGreaterThan(0);
    expect(t.error).toBeUndefined();
    expect([...claudeCode.transcript.activatedSkills(t, '/config/skills')]).toEqual(['release-notes']);
  });

  it('counts cache reads and cache writes as input tokens', () => {
    // The result event's usage is the run's total: cache writes and reads in it, as a cached run has them.
    const lines = fixture('2.1.332-release-notes').split('\n');
    const result = lines.findIndex((l) => l.includes('"total_cost_usd"'));
    lines[result] = lines[result]!.replace(
      '"cache_creation_input_tokens":0',
      '"cache_creation_input_tokens":1200',
    ).replace('"cache_read_input_tokens":0', '"cache_read_input_tokens":35000');
    const cached = lines.join('\n');
    expect(lines[result]).toContain('"cache_read_input_tokens":35000');
    const t = parsed(parseClaudeTranscript(cached));
    expect(t.usage.inputTokens).toBe(400 + 1200 + 35000);
    expect(t.usage.outputTokens).toBe(80);
  });

  it(
    '2.1.332 stopped at --max-turns 3 (is_error, exit 1): out of turns, ' + 'the Skill call kept, no error (issue #36)',
    () => {
      const t = parse('2.1.332-max-turns');
      expect(t).toMatchObject({ error: undefined, outOfTurns: true });
      expect([...claudeCode.transcript.activatedSkills(t, '/config/skills')]).toEqual(['uipath-platform']);
    },
  );

  it('the same shapes in 2.1.197', () => {
    const t = parse('2.1.197-basic');
    expect([...claudeCode.transcript.activatedSkills(t, '/config/skills')]).toEqual(['hello-world']);
    expect(t.cliVersion).toBe('2.1.197');
  });

  it('a Skill call that came back as an error is attempted, not loaded', () => {
    const t = parse('2.1.197-dmiforce');
    const skill = t.toolCalls.find((c) => c.name === 'Skill');
    expect(skill?.result).toEqual({ ok: false, text: expect.stringContaining('disable-model-invocation') });
    expect(claudeCode.transcript.activatedSkills(t, '/config/skills').size).toBe(0);
  });

  it('an explicit /name prompt leaves no Skill call on stdout (that is the explicit discipline, not this one)', () => {
    expect(claudeCode.transcript.activatedSkills(parse('2.1.197-slash'), '/config/skills').size).toBe(0);
  });

  it('reports a connection failure as a transient error and a rejected model as a permanent one', () => {
    expect(parse('2.1.197-noserver0').error).toEqual({
      message: 'API Error: Unable to connect to API (ConnectionRefused)',
      transient: true,
    });
    const rejected = parse('2.1.197-rejmodel').error;
    expect(rejected?.transient).toBe(false);
    expect(rejected?.message).toMatch(/HTTP 404/);
  });

  it('refuses output that is not JSON lines, saying where', () => {
    expect(parseClaudeTranscript('{"type":"system"}\nSegmentation fault\n')).toEqual({
      ok: false,
      reason: 'the transcript is not JSON lines (line 2: "Segmentation fault")',
    });
    expect(parseClaudeTranscript('')).toEqual({ ok: false, reason: 'the CLI printed no transcript' });
  });

  it('treats running out of turns as a result, not a harness error, and marks 529 as transient', () => {
    const maxTurns = parseClaudeTranscript(
      '{"type":"system","subtype":"init","skills":[]}\n' +
        '{"type":"result","subtype":"error_max_turns","is_error":false}\n',
    );
    expect(maxTurns.ok && maxTurns.transcript).toMatchObject({ error: undefined, outOfTurns: true });
    const overloaded = parseClaudeTranscript(
      '{"type":"result","subtype":"success","is_error":true,"api_error_status":529,"result":"Overloaded"}\n',
    );
    expect(overloaded.ok && overloaded.transcript.error).toEqual({
      message: 'Overloaded (HTTP 529)',
      transient: true,
      status: 529,
    });
  });

  it('passes the prompt on stdin to `-p` (never `-p -`), in no argument', () => {
    const sandbox = { root: '/s', workDir: '/s/work', homeDir: '/s/home', configDir: '/s/config', tmpDir: '/s/tmp' };
    const { args, env, stdin } = claudeCode.run.command({
      sandbox,
      prompt: '-x /release-notes',
      endpoint: { baseUrl: 'http://127.0.0.1:1', apiKey: 'k', model: undefined },
      maxTurns: 5,
    });
    expect(stdin).toBe('-x /release-notes');
    expect(args.some((a) => a.includes('release-notes'))).toBe(false);
    expect(args).not.toContain('-');
    expect(env).toMatchObject({
      CLAUDE_CONFIG_DIR: '/s/config',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:1',
      ANTHROPIC_API_KEY: 'k',
      IS_SANDBOX: '1',
    });
    expect(claudeCode.run.skillsRoot(sandbox)).toBe('/s/config/skills');
  });
});
