import { factsOf } from '../../agents/facts.js';
import { agentNamed } from '../../agents/index.js';
import type { BackendName } from '../spec/types.js';

/**
 * A model gateway (LiteLLM, a company proxy, a stand-in): `--model-url` / the Action's `model-url`, the
 * URL under which it serves each CLI's API (`/v1/messages`, `/v1/responses`, `/v1/chat/completions`,
 * `/v1beta/models/…`). Every backend of the run is pointed at it, with one key: CALIPER_MODEL_KEY, else
 * the first of the backends' own key variables that is set.
 */
export const GATEWAY_KEY_VARIABLE = 'CALIPER_MODEL_KEY';

/** The URL as every backend is given it, or why it is not one. */
export function gatewayUrl(raw: string): { ok: true; url: string } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return {
      ok: false,
      reason: `takes the http(s) URL of a model gateway (https://gateway.example/llm), not "${raw.slice(0, 100)}"`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: `takes an http(s) URL, not a ${url.protocol} one` };
  if (url.username || url.password)
    return { ok: false, reason: `must not hold a password: put the gateway's key in ${GATEWAY_KEY_VARIABLE}` };
  if (url.search || url.hash)
    return { ok: false, reason: 'takes no query or fragment: the CLIs add their API paths to it' };
  return { ok: true, url: url.toString().replace(/\/+$/, '') };
}

/** The variables a gateway's key may be in, for these backends, in the order they are looked at. */
export function gatewayKeyVariables(backends: readonly BackendName[]): string[] {
  return [...new Set([GATEWAY_KEY_VARIABLE, ...backends.flatMap((b) => agentNamed(b)!.run.credentialEnv)])];
}

export function gatewayKey(backends: readonly BackendName[], env: NodeJS.ProcessEnv): string | undefined {
  const name = gatewayKeyVariables(backends).find((n) => (env[n] ?? '').trim() !== '');
  return name ? env[name] : undefined;
}

/**
 * The backends that cannot be pointed at a gateway (or a recording's relay) without `--model`: only
 * Claude Code asks for its own default model by name; the others' default is their provider's.
 */
export function backendsNeedingModel(backends: readonly BackendName[], model: string | undefined): BackendName[] {
  return model === undefined ? backends.filter((b) => !factsOf(b).namesItsDefaultModel) : [];
}
