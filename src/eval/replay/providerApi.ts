/** The key a taped CLI is given: the relay puts the real one in its place, and only there. */
export const RELAY_KEY = 'caliper-relay-key';

/**
 * What of its provider's API a CLI uses under a tape: the requests the relay passes on (method and
 * path, the path exactly as the CLI sends it) and the one header the CLI carries its key in. The agent
 * can write any request to the relay, so nothing else is passed on, and the real key goes only into
 * that header, only where the CLI put the relay's placeholder.
 */
export interface ProviderApi {
  name: string;
  /** The request bodies it takes, as the relay's policy on server-side tools reads them (serverSideTools.ts). */
  dialect: 'anthropic' | 'responses' | 'chat' | 'gemini';
  keyHeader: 'x-api-key' | 'x-goog-api-key' | 'authorization';
  /** The header's value for a key: the key, or `Bearer <key>`. */
  keyValue(key: string): string;
  routes: readonly { method: string; path: RegExp }[];
}

/** A path segment as the routes allow it: no `.`/`..`, no percent-escape, no backslash. */
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';

/** Anthropic's Messages API (Claude Code). Each agent names its own in `wire.api` (src/agents/<name>/wire.ts). */
export const ANTHROPIC: ProviderApi = {
  name: "Anthropic's Messages API",
  dialect: 'anthropic',
  keyHeader: 'x-api-key',
  keyValue: (key) => key,
  routes: [{ method: 'POST', path: /^\/v1\/messages(?:\/count_tokens)?$/ }],
};

export const RESPONSES: ProviderApi = {
  name: "OpenAI's Responses API",
  dialect: 'responses',
  keyHeader: 'authorization',
  keyValue: (key) => `Bearer ${key}`,
  routes: [
    { method: 'POST', path: /^\/v1\/responses$/ },
    { method: 'GET', path: /^\/v1\/models$/ },
  ],
};

const GEMINI_METHODS = '(?:streamGenerateContent|generateContent|countTokens)';

export const GEMINI: ProviderApi = {
  name: "Google's Gemini API",
  dialect: 'gemini',
  keyHeader: 'x-goog-api-key',
  keyValue: (key) => key,
  routes: [{ method: 'POST', path: new RegExp(`^/v1(?:beta)?/models/${SEGMENT}:${GEMINI_METHODS}$`) }],
};

/** pi, Hermes and OpenCode are given the relay as an OpenAI-compatible API; Hermes also lists models at /api/v1. */
export const CHAT: ProviderApi = {
  name: 'an OpenAI-compatible Chat Completions API',
  dialect: 'chat',
  keyHeader: 'authorization',
  keyValue: (key) => `Bearer ${key}`,
  routes: [
    { method: 'POST', path: /^\/v1\/chat\/completions$/ },
    { method: 'GET', path: /^(?:\/api)?\/v1\/models$/ },
  ],
};

export interface ApiTarget {
  path: string;
  query: string;
}

/** A request the API has: its path and query (`?…` or empty); undefined for any other method, path or target. */
export function apiRequest(api: ProviderApi, method: string, target: string): ApiTarget | undefined {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q);
  if (!api.routes.some((r) => r.method === method && r.path.test(path))) return undefined;
  // What Node passes on of a request line is printable already; a fragment is never sent.
  if (!/^[\x21-\x7e]*$/.test(query) || query.includes('#')) return undefined;
  return { path, query };
}
