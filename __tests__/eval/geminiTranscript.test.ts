import { geminiCli } from '../../src/agents/gemini-cli/index.js';
import { geminiSettings } from '../../src/agents/gemini-cli/run.js';
import { parseGeminiSkillsList, parseGeminiTranscript } from '../../src/agents/gemini-cli/transcript.js';
import { parsed, transcriptFixture } from '../helpers/transcripts.js';

const fixture = (name: string) => transcriptFixture('gemini-cli', `0.61.0-${name}.jsonl`);
const parse = (name: string) => parsed(parseGeminiTranscript(fixture(name)));

describe('parseGeminiTranscript on streams real Gemini CLI 0.61.0 runs printed', () => {
  it('pairs activate_skill with its successful result, and reads usage and the answer', () => {
    const t = parse('activation');
    expect(t.toolCalls.map((c) => [c.name, c.result?.ok])).toEqual([
      ['activate_skill', true],
      ['run_shell_command', true],
    ]);
    expect([...geminiCli.transcript.activatedSkills(t, '')]).toEqual(['greeter']);
    expect(t).toMatchObject({ finalAnswer: 'done', error: undefined });
    expect(t.usage.inputTokens).toBeGreaterThan(0);
  });

  it('an activate_skill that came back status "error" is not an activation', () => {
    const t = parse('activation');
    t.toolCalls[0]!.result = { ok: false, text: 'params/name must be equal to one of the allowed values' };
    expect(geminiCli.transcript.activatedSkills(t, '').size).toBe(0);
  });

  it.each([
    ['401', false],
    ['500', true],
    ['down', true],
    // Exit 0, but result status "error": the stream was empty or not a stream.
    ['empty', true],
    ['garbage', false],
  ])('%s: a result with status "error" is an error (transient: %s)', (name, transient) => {
    expect(parse(name).error).toMatchObject({ transient });
  });

  it(
    'reaching model.maxSessionTurns (FatalTurnLimitedError, exit 53) is ' +
      'the agent running out of turns, not an error',
    () => {
      const t = parse('max-turns');
      expect(t).toMatchObject({ error: undefined, outOfTurns: true });
      expect([...geminiCli.transcript.activatedSkills(t, '')]).toEqual(['uipath-platform']);
    },
  );

  it('writes --max-turns as model.maxSessionTurns, and leaves its default (no limit) without one', () => {
    expect(geminiSettings(new Set(), 7)).toMatchObject({ model: { maxSessionTurns: 7 } });
    expect(geminiSettings(new Set())).not.toHaveProperty('model');
  });

  it('rejects output that is not a Gemini CLI stream', () => {
    expect(parseGeminiTranscript('{"type":"result","status":"success"}\n')).toEqual({
      ok: false,
      reason: 'the transcript has no Gemini CLI init event',
    });
  });

  it('reads `gemini skills list`: enabled skills only; anything else is no listing', () => {
    const listing =
      'Discovered Agent Skills:\n\ngreeter [Enabled]\n  Description: ' +
      'Greets.\n  Location:    /x/SKILL.md\n\nskill-creator [Disabled]\n  ' +
      'Description: x\n';
    expect(parseGeminiSkillsList(listing)).toEqual(['greeter']);
    expect(parseGeminiSkillsList('Error: something broke\n')).toBeUndefined();
  });
});
