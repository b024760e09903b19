import { pi } from '../../src/agents/pi/index.js';
import { parsePiCommands, parsePiTranscript, piExpandedSkills } from '../../src/agents/pi/transcript.js';
import { parsed, transcriptFixture } from '../helpers/transcripts.js';

const fixture = (name: string) => transcriptFixture('pi', `0.73.1-${name}.jsonl`);
const parse = (name: string) => parsed(parsePiTranscript(fixture(name)));

describe('parsePiTranscript on transcripts real pi 0.73.1 runs printed', () => {
  it('an auth error (401) is a non-transient error', () => {
    expect(parse('fail-401').error).toEqual({
      message: '401 Incorrect API key provided: test.',
      transient: false,
      status: 401,
    });
  });

  it('a 500 is a transient error, retried by caliper', () => {
    expect(parse('fail-500-noretry').error).toMatchObject({ transient: true, message: expect.stringContaining('500') });
  });

  it('a 200 whose body is not a model stream is an error, not an empty success', () => {
    expect(parse('fail-garbage').error).toMatchObject({
      message: expect.stringContaining('empty response'),
      transient: false,
    });
    expect(parse('fail-garbage-sse').error).toMatchObject({ transient: false });
  });

  it('a server that never answers (pi gives up at its request timeout) is a transient error', () => {
    expect(parse('fail-hang-timeout3s').error).toEqual({ message: 'Request timed out.', transient: true });
  });

  it('a failed read is not an activation: results carry isError', () => {
    const t = parse('tool-errors');
    expect(t.toolCalls.map((c) => [c.name, c.result?.ok])).toEqual([
      ['read', false],
      ['bash', false],
    ]);
    expect(pi.transcript.activatedSkills(t, '/nonexistent').size).toBe(0);
  });

  it('rejects output that is not a pi transcript', () => {
    expect(parsePiTranscript('{"type":"other"}\n')).toEqual({
      ok: false,
      reason: 'the transcript has no pi session line',
    });
    expect(parsePiTranscript('Error: Unknown provider "mock"\n')).toMatchObject({ ok: false });
  });

  it('reads the explicit expansion from the user message pi put in place of `/skill:greeter …`', () => {
    expect([...piExpandedSkills(fixture('explicit'))]).toEqual(['greeter']);
    expect(piExpandedSkills(fixture('tool-errors')).size).toBe(0);
  });

  it('lists skills from the rpc get_commands answer, and nothing from other output', () => {
    expect(parsePiCommands(fixture('rpc-get_commands'))).toEqual(['greeter']);
    expect(parsePiCommands('{"type":"response","command":"get_state","success":true}\n')).toBeUndefined();
  });

  it('counts a read as activation only for SKILL.md directly under the skills root', () => {
    const call = (file: string) => ({ id: '1', name: 'read', input: { path: file }, result: { ok: true, text: '' } });
    const t = {
      ...parse('tool-errors'),
      toolCalls: [
        call('/s/config/skills/greeter/SKILL.md'),
        call('/s/work/skills/other/SKILL.md'),
        call('/s/config/skills/a/references/SKILL.md'),
      ],
    };
    expect([...pi.transcript.activatedSkills(t, '/s/config/skills')]).toEqual(['greeter']);
  });

  it('takes a prompt pi would read as an option or a file (it has no `--`) on stdin, never as an argument', () => {
    const input = (prompt: string) => ({
      sandbox: { root: '/s', workDir: '/s/w', homeDir: '/s/h', configDir: '/s/c', tmpDir: '/s/t' },
      prompt,
      endpoint: { baseUrl: undefined, apiKey: undefined, model: undefined },
      maxTurns: 5,
    });
    for (const prompt of ['-rf everything', '@notes.md please', '/skill:x go']) {
      const { args, stdin } = pi.run.command(input(prompt));
      expect([stdin, args.includes(prompt)]).toEqual([prompt, false]);
    }
  });
});
