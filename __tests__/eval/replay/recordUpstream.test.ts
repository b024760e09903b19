import { describe, expect, it } from '@jest/globals';
import { agentNamed } from '../../../src/agents/index.js';
import { trialTape } from '../../../src/eval/replay/trialTape.js';
import type { BackendName } from '../../../src/eval/spec/types.js';

const record = { mode: 'record' as const, dir: '/t' };
const upstream = (
  backend: BackendName,
  env: NodeJS.ProcessEnv,
  model = { baseUrl: undefined as string | undefined, apiKey: undefined as string | undefined },
) => trialTape(record, agentNamed(backend)!, model, env).upstream;

describe("where a recording's relay passes a CLI's requests on to", () => {
  it("Codex: OPENAI_BASE_URL without the /v1 its requests carry (else /v1/v1/responses), else OpenAI's API", () => {
    expect(upstream('codex', { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'https://gw.example/openai/v1/' })).toEqual({
      baseUrl: 'https://gw.example/openai',
      apiKey: 'k',
    });
    expect(upstream('codex', { OPENAI_API_KEY: 'k' })).toEqual({ baseUrl: 'https://api.openai.com', apiKey: 'k' });
    expect(
      upstream('claude-code', { ANTHROPIC_API_KEY: 'a', ANTHROPIC_BASE_URL: 'https://gw.example/anthropic' }),
    ).toEqual({ baseUrl: 'https://gw.example/anthropic', apiKey: 'a' });
  });

  it("pi, Hermes and OpenCode: the provider of the key set, never one provider's key to another", () => {
    expect(upstream('hermes', { OPENROUTER_API_KEY: 'r' })).toEqual({
      baseUrl: 'https://openrouter.ai/api',
      apiKey: 'r',
    });
    expect(upstream('pi', { ANTHROPIC_API_KEY: 'a' })).toEqual({ baseUrl: 'https://api.anthropic.com', apiKey: 'a' });
    expect(upstream('opencode', { GEMINI_API_KEY: 'g', OPENAI_API_KEY: 'o' })).toEqual({
      baseUrl: 'https://api.openai.com',
      apiKey: 'o',
    });
    expect(() => upstream('pi', { GEMINI_API_KEY: 'g' })).toThrow(
      new RegExp(
        '--record for pi passes its requests on to the provider of your key, ' +
          'and takes OPENAI_API_KEY, OPENROUTER_API_KEY',
      ),
    );
  });

  it('Copilot CLI: the provider COPILOT_PROVIDER_TYPE and _BASE_URL name, with COPILOT_PROVIDER_API_KEY', () => {
    const key = { COPILOT_PROVIDER_API_KEY: 'c', OPENAI_API_KEY: 'o', ANTHROPIC_API_KEY: 'a' };
    // Given the relay at /v1 it posts /v1/chat/completions: an openai base's /v1 is not said twice.
    expect(
      upstream('copilot', {
        ...key,
        COPILOT_PROVIDER_TYPE: 'openai',
        COPILOT_PROVIDER_BASE_URL: 'https://gw.example/v1/',
      }),
    ).toEqual({ baseUrl: 'https://gw.example', apiKey: 'c' });
    expect(upstream('copilot', { ...key, COPILOT_PROVIDER_BASE_URL: 'https://api.openai.com/v1' })).toEqual({
      baseUrl: 'https://api.openai.com',
      apiKey: 'c',
    });
    // anthropic's base is the API's root (it posts <base>/v1/messages); its Chat Completions API is there too.
    expect(
      upstream('copilot', {
        ...key,
        COPILOT_PROVIDER_TYPE: 'anthropic',
        COPILOT_PROVIDER_BASE_URL: 'https://api.anthropic.com',
      }),
    ).toEqual({ baseUrl: 'https://api.anthropic.com', apiKey: 'c' });
    // A local provider with no key: nothing is put in.
    expect(upstream('copilot', { COPILOT_PROVIDER_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434',
      apiKey: undefined,
    });
  });

  it.each([
    [{}, /--record for copilot: Copilot CLI takes a model only from COPILOT_PROVIDER_BASE_URL .*set it/],
    [{ COPILOT_PROVIDER_BASE_URL: 'api.openai.com/v1' }, /takes a model only from COPILOT_PROVIDER_BASE_URL \(an http/],
    [
      { COPILOT_PROVIDER_BASE_URL: 'https://x.openai.azure.com', COPILOT_PROVIDER_TYPE: 'azure' },
      /not COPILOT_PROVIDER_TYPE azure \(Azure's takes its key in api-key\): record through a gateway/,
    ],
    [{ COPILOT_PROVIDER_BASE_URL: 'https://gw.example/api' }, /must end in \/v1 for the relay/],
  ])('Copilot CLI refuses to record to a provider the relay cannot reach as it asks: %j', (env, reason) => {
    expect(() => upstream('copilot', { COPILOT_PROVIDER_API_KEY: 'c', ...env })).toThrow(reason);
  });

  it('a gateway (--model-url) with its own key', () => {
    expect(upstream('hermes', { OPENROUTER_API_KEY: 'r' }, { baseUrl: 'http://127.0.0.1:4000', apiKey: 'g' })).toEqual({
      baseUrl: 'http://127.0.0.1:4000',
      apiKey: 'g',
    });
  });
});
