import { describe, expect, it } from '@jest/globals';
import { decideEvalMode } from '../../src/action/evalMode.js';
import { UsageError } from '../../src/cli/io.js';
import { realModel } from '../../src/cli/realModel.js';
import { claudeCode } from '../../src/agents/claude-code/index.js';
import { hermes } from '../../src/agents/hermes/index.js';
import { gatewayKey, gatewayUrl } from '../../src/eval/runner/gateway.js';
import { runnerVariables } from '../../src/eval/runner/trialSetups.js';

describe('a model gateway (--model-url, input model-url)', () => {
  it('takes an http(s) URL, without a trailing slash, and says what it takes otherwise', () => {
    expect(gatewayUrl('https://gateway.example/llm/')).toEqual({ ok: true, url: 'https://gateway.example/llm' });
    expect(gatewayUrl(' http://127.0.0.1:4000 ')).toEqual({ ok: true, url: 'http://127.0.0.1:4000' });
    expect(gatewayUrl('gateway.example')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('takes the http(s) URL of a model gateway'),
    });
    expect(gatewayUrl('file:///etc/passwd')).toMatchObject({
      ok: false,
      reason: 'takes an http(s) URL, not a file: one',
    });
    expect(gatewayUrl('https://user:secret@gateway.example')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('CALIPER_MODEL_KEY'),
    });
    expect(gatewayUrl('https://gateway.example/?key=1')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no query'),
    });
  });

  it("gets one key: CALIPER_MODEL_KEY first, else the first backend's own key variable that is set", () => {
    expect(gatewayKey(['pi', 'claude-code'], { ANTHROPIC_API_KEY: 'a', CALIPER_MODEL_KEY: 'g' })).toBe('g');
    expect(gatewayKey(['pi', 'claude-code'], { ANTHROPIC_API_KEY: 'a' })).toBe('a');
    expect(gatewayKey(['codex'], { CALIPER_MODEL_KEY: ' ' })).toBeUndefined();
  });

  it(
    'caliper eval: the gateway and its key become the run model; a gateway ' +
      'without a key, or with --replay, is a usage error',
    () => {
      expect(
        realModel(
          { 'model-url': 'http://127.0.0.1:4000/', model: 'gpt-5.5' },
          ['hermes'],
          { CALIPER_MODEL_KEY: 'g' },
          undefined,
        ),
      ).toEqual({ kind: 'real', baseUrl: 'http://127.0.0.1:4000', apiKey: 'g', model: 'gpt-5.5' });
      expect(() => realModel({ 'model-url': 'http://127.0.0.1:4000', model: 'm' }, ['hermes'], {}, undefined)).toThrow(
        new UsageError(
          'no key for the gateway at http://127.0.0.1:4000: set ' +
            'CALIPER_MODEL_KEY or OPENROUTER_API_KEY or OPENAI_API_KEY or ' +
            'ANTHROPIC_API_KEY or NOUS_API_KEY.',
        ),
      );
      expect(() =>
        realModel(
          { 'model-url': 'http://127.0.0.1:4000' },
          ['hermes'],
          { CALIPER_MODEL_KEY: 'g' },
          { mode: 'replay', dir: '/t' },
        ),
      ).toThrow(/a replay calls none/);
      expect(() =>
        realModel({ 'model-url': 'ftp://x', model: 'm' }, ['pi'], { CALIPER_MODEL_KEY: 'g' }, undefined),
      ).toThrow('--model-url takes an http(s) URL, not a ftp: one.');
      // Behind a gateway or a recording's relay only Claude Code asks for a default model by name.
      expect(() =>
        realModel(
          { 'model-url': 'http://127.0.0.1:4000' },
          ['claude-code', 'codex', 'pi'],
          { CALIPER_MODEL_KEY: 'g' },
          undefined,
        ),
      ).toThrow(
        '--model-url needs --model for codex, pi: through a gateway or a ' +
          "recording's relay they would ask for no model their provider knows.",
      );
      expect(() => realModel({}, ['gemini-cli'], { GEMINI_API_KEY: 'k' }, { mode: 'record', dir: '/t' })).toThrow(
        '--record needs --model for gemini-cli',
      );
      expect(
        realModel({ 'model-url': 'http://127.0.0.1:4000' }, ['claude-code'], { CALIPER_MODEL_KEY: 'g' }, undefined),
      ).toMatchObject({ baseUrl: 'http://127.0.0.1:4000', model: undefined });
      // Without a gateway, each backend needs its own key, as before.
      expect(() => realModel({}, ['codex'], { CALIPER_MODEL_KEY: 'g' }, undefined)).toThrow(
        /no model credentials for codex: set OPENAI_API_KEY/,
      );
    },
  );

  it("the Action: CALIPER_MODEL_KEY makes a gateway run real, and never a run that calls the CLIs' providers", () => {
    const decide = (gateway: boolean) =>
      decideEvalMode({
        backends: ['codex'],
        env: { CALIPER_MODEL_KEY: 'g' },
        scripted: false,
        withoutKey: 'skip',
        gateway,
      });
    expect(decide(true)).toEqual({ mode: 'real' });
    expect(decide(false)).toMatchObject({ mode: 'skip' });
  });
});

describe("the runner's variables a CLI receives", () => {
  const real = (baseUrl: string | undefined) => ({
    kind: 'real' as const,
    baseUrl,
    apiKey: baseUrl ? 'g' : undefined,
    model: 'm',
  });
  it('behind a gateway, only its proxy variables: no key of the runner reaches the gateway or the agent', () => {
    expect(runnerVariables(claudeCode, real('https://gateway.example'), false)).toEqual([
      'HTTPS_PROXY',
      'HTTP_PROXY',
      'NO_PROXY',
      'https_proxy',
      'http_proxy',
      'no_proxy',
    ]);
    expect(runnerVariables(hermes, real('https://gateway.example'), false).some((n) => /KEY|TOKEN/.test(n))).toBe(
      false,
    );
  });

  it("at the CLI's own provider, its keys, base URLs and proxies; scripted or taped, none", () => {
    expect(runnerVariables(claudeCode, real(undefined), false)).toEqual(claudeCode.run.passEnv);
    expect(runnerVariables(claudeCode, real(undefined), true)).toEqual([]);
    expect(runnerVariables(claudeCode, { kind: 'scripted' }, false)).toEqual([]);
  });
});
