import { opencode } from '../../src/agents/opencode/index.js';
import { opencodeConfig } from '../../src/agents/opencode/run.js';
import { parseOpencodeSkills, parseOpencodeTranscript } from '../../src/agents/opencode/transcript.js';
import { parsed, transcriptFixture } from '../helpers/transcripts.js';

const fixture = (name: string) => transcriptFixture('opencode', `1.18.33-${name}`);
const parse = (name: string) => parsed(parseOpencodeTranscript(fixture(`${name}.jsonl`)));

describe('parseOpencodeTranscript on streams real OpenCode 1.18.33 runs printed', () => {
  it('reads a completed skill call, the other tools, usage and the answer', () => {
    const t = parse('activation');
    expect(t.toolCalls.map((c) => [c.name, c.result?.ok])).toEqual([
      ['skill', true],
      ['bash', true],
    ]);
    expect([...opencode.transcript.activatedSkills(t, '')]).toEqual(['greeter']);
    expect(t).toMatchObject({ finalAnswer: 'done', error: undefined });
    expect(t.usage.inputTokens).toBeGreaterThan(0);
  });

  it('a skill call that errored (a permission rule) is not an activation', () => {
    const t = parse('skill-denied');
    expect(t.toolCalls.find((c) => c.name === 'skill')?.result?.ok).toBe(false);
    expect(opencode.transcript.activatedSkills(t, '').size).toBe(0);
  });

  it.each([
    ['401', false, /Invalid API key.*HTTP 401/, 401],
    ['500', true, /HTTP 500/, 500],
    ['down', true, /Unable to connect/, undefined],
    ['garbage', false, /JSON parsing failed/, undefined],
  ])(
    '%s: an error event is an error (transient: %s), with the provider status it names',
    (name, transient, message, status) => {
      expect(parse(name).error).toEqual({
        message: expect.stringMatching(message),
        transient,
        ...(status !== undefined && { status }),
      });
    },
  );

  it('rejects output that is not an OpenCode stream', () => {
    expect(parseOpencodeTranscript('{"type":"text","part":{"text":"hi"}}\n')).toEqual({
      ok: false,
      reason: 'the transcript has no OpenCode step or error event',
    });
  });

  it('lists skills from `opencode debug skill`, and nothing from other output', () => {
    expect(parseOpencodeSkills(fixture('debug-skill.json'))).toEqual(['customize-opencode', 'greeter']);
    expect(parseOpencodeSkills('Error: config invalid\n')).toBeUndefined();
  });

  it('keeps its bundled skill out of the listing and never prompts for permission', () => {
    expect(opencodeConfig('http://127.0.0.1:1', 'k', undefined)).toMatchObject({
      $schema: 'https://opencode.ai/config.json',
      model: 'caliper/scripted-model',
      permission: { '*': 'allow', skill: { 'customize-opencode': 'deny' } },
    });
  });
});
