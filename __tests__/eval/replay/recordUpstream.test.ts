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

  it('a gateway (--model-url) with its own key', () => {
    expect(upstream('hermes', { OPENROUTER_API_KEY: 'r' }, { baseUrl: 'http://127.0.0.1:4000', apiKey: 'g' })).toEqual({
      baseUrl: 'http://127.0.0.1:4000',
      apiKey: 'g',
    });
  });
});
