import { codex } from '../../src/agents/codex/index.js';
import { codexConfig, codexProvider } from '../../src/agents/codex/run.js';
import { addRollout, codexInjectedSkills, parseCodexRun } from '../../src/agents/codex/transcript.js';
import { parsed, transcriptFixture } from '../helpers/transcripts.js';

const text = (name: string) => transcriptFixture('codex', `0.171.0-${name}`);
const lines = (name: string) =>
  text(name)
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const parse = (name: string) => parsed(parseCodexRun(text(`${name}.jsonl`)));

describe('parseCodexRun on transcripts real Codex 0.171.0 runs printed', () => {
  it(
    'the stream has the commands, the answer and usage; the rollout adds ' +
      'listing, version, model and which commands read SKILL.md',
    () => {
      const t = parse('activation');
      expect(t.discoveredSkills).toBeUndefined();
      addRollout(t, lines('activation.rollout.jsonl'));
      expect(t).toMatchObject({
        discoveredSkills: ['greeter'],
        cliVersion: '0.171.0',
        model: 'mock-model',
        finalAnswer: 'done',
        error: undefined,
      });
      expect(t.usage).toMatchObject({ inputTokens: 300, outputTokens: 30 });
      const root = '/tmp/research/codex/runs/activation/codex_home/skills';
      expect([...codex.transcript.activatedSkills(t, root)]).toEqual(['greeter']);
      // Another root: the same read is not a read of an installed skill.
      expect(codex.transcript.activatedSkills(t, '/elsewhere/skills').size).toBe(0);
    },
  );

  it('a command that failed is not an activation, even though Codex classified it as a read of SKILL.md', () => {
    expect(parse('failed-read').toolCalls.map((c) => c.result?.ok)).toContain(false);
    const t = parse('activation');
    addRollout(t, lines('activation.rollout.jsonl'));
    const root = '/tmp/research/codex/runs/activation/codex_home/skills';
    expect(codex.transcript.activatedSkills(t, root).size).toBe(1);
    t.toolCalls[0]!.result = { ok: false, text: 'cat: No such file or directory' };
    expect(codex.transcript.activatedSkills(t, root).size).toBe(0);
  });

  it.each([
    ['401', false, /401 Unauthorized/, 401],
    ['500', true, /high demand/, undefined],
    ['garbage', true, /stream closed before response.completed/, undefined],
    ['nolisten', true, /Connection failed/, undefined],
  ])(
    '%s: turn.failed is an error (transient: %s), with the provider status it names',
    (name, transient, message, status) => {
      expect(parse(name).error).toEqual({
        message: expect.stringMatching(message),
        transient,
        ...(status !== undefined && { status }),
      });
    },
  );

  it('rejects output that is not a Codex stream', () => {
    expect(parseCodexRun('{"type":"turn.started"}\n')).toEqual({
      ok: false,
      reason: 'the transcript has no Codex thread.started line',
    });
  });

  it('finds a `$name` injection in the rollout, and none in a run without one', () => {
    expect([...codexInjectedSkills(lines('explicit.rollout.jsonl'))]).toEqual(['greeter']);
    expect(codexInjectedSkills(lines('activation.rollout.jsonl')).size).toBe(0);
  });

  it('writes a config that bounds retries and turns off every outside lookup', () => {
    const toml = codexConfig(codexProvider({ baseUrl: 'http://127.0.0.1:38080', apiKey: 'k', model: undefined }, {}));
    for (const line of [
      'request_max_retries = 0',
      'stream_max_retries = 0',
      'plugins = false',
      'unbounded_connection_retries = false',
      'enabled = false',
      'base_url = "http://127.0.0.1:38080/v1"',
      'model = "scripted-model"',
      'web_search = "disabled"',
    ]) {
      expect(toml).toContain(line);
    }
  });

  it(
    "a real model with no model URL: OpenAI's API, or the runner's " +
      "OPENAI_BASE_URL (which Codex itself ignores), with the user's key " +
      "variable and still no retries of Codex's own",
    () => {
      const real = { baseUrl: undefined, apiKey: undefined, model: undefined };
      expect(codexProvider(real, {})).toEqual({
        baseUrl: 'https://api.openai.com/v1',
        keyEnv: 'OPENAI_API_KEY',
        model: undefined,
      });
      expect(
        codexProvider({ ...real, model: 'gpt-5.5' }, { OPENAI_BASE_URL: 'https://gateway.example/openai/v1/' }),
      ).toEqual({ baseUrl: 'https://gateway.example/openai/v1', keyEnv: 'OPENAI_API_KEY', model: 'gpt-5.5' });
      const toml = codexConfig(codexProvider(real, { OPENAI_BASE_URL: 'https://gateway.example/v1' }));
      for (const line of [
        'model_provider = "caliper"',
        'base_url = "https://gateway.example/v1"',
        'env_key = "OPENAI_API_KEY"',
        'request_max_retries = 0',
      ])
        expect(toml).toContain(line);
      expect(toml).not.toMatch(/^model = /m);
    },
  );
});
