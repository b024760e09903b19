import type { EnvUpstream } from '../agent.js';

const KEY = 'COPILOT_PROVIDER_API_KEY';

/**
 * Where a recording passes Copilot CLI's requests on: the provider its bring-your-own-model variables name, with
 * COPILOT_PROVIDER_API_KEY. Recorded, it is given the relay as an `openai` provider at `<relay>/v1`, so it posts
 * `/v1/chat/completions` (docs/internals/copilot-cli.md has the paths each type was seen to use):
 * - `openai` (its default) posts `<base>/chat/completions`: the relay's upstream is the base without its `/v1`;
 * - `anthropic` posts `<base>/v1/messages`: the relay passes Chat Completions on to `<base>/v1/chat/completions`,
 *   Anthropic's OpenAI-compatible API, as it does for pi's, Hermes's and OpenCode's ANTHROPIC_API_KEY;
 * - `azure` posts `/openai/v1/chat/completions` with its key in `api-key`, which the relay does not speak.
 */
export function copilotUpstream(env: NodeJS.ProcessEnv): EnvUpstream {
  const base = env.COPILOT_PROVIDER_BASE_URL?.trim().replace(/\/+$/, '');
  if (!base || !isHttpUrl(base))
    return {
      ok: false,
      reason:
        `Copilot CLI takes a model only from COPILOT_PROVIDER_BASE_URL (an http or https URL), ` +
        `which the relay passes its requests on to: set it, with COPILOT_PROVIDER_TYPE and ${KEY}, ` +
        `or record through a gateway (--model-url)`,
    };
  const type = env.COPILOT_PROVIDER_TYPE?.trim().toLowerCase() || 'openai';
  if (type === 'anthropic') return { ok: true, baseUrl: base, keyVariable: KEY };
  if (type !== 'openai')
    return {
      ok: false,
      reason:
        `the relay speaks OpenAI's and Anthropic's APIs, not COPILOT_PROVIDER_TYPE ` +
        `${type === 'azure' ? 'azure' : 'of another name'} (Azure's takes its key in api-key): ` +
        `record through a gateway (--model-url)`,
    };
  if (!base.endsWith('/v1'))
    return {
      ok: false,
      reason:
        `COPILOT_PROVIDER_BASE_URL must end in /v1 for the relay, which passes on the ` +
        `/v1/chat/completions it is asked (it posts <base>/chat/completions): ` +
        `give the API's /v1 URL, or record through a gateway (--model-url)`,
    };
  return { ok: true, baseUrl: base.slice(0, -'/v1'.length), keyVariable: KEY };
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A live run with no model URL: without COPILOT_PROVIDER_BASE_URL it would sign in to GitHub, which it may not in a
 * trial (it exits 1 before any call: "Offline mode requires a local model provider").
 */
export function copilotUnreachable(env: NodeJS.ProcessEnv): string | undefined {
  const base = env.COPILOT_PROVIDER_BASE_URL?.trim();
  if (base && isHttpUrl(base)) return undefined;
  return (
    `Copilot CLI takes a real model only from COPILOT_PROVIDER_BASE_URL (an http or https URL; ` +
    `it never signs in to GitHub in a trial): set it, with COPILOT_PROVIDER_TYPE (openai, anthropic, ` +
    `azure) and ${KEY}, or give a gateway with --model-url`
  );
}
