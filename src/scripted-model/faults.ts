import type { ServerResponse } from 'node:http';

/**
 * Provider faults as each API answers them, for stand-ins of real providers in tests: the status, the
 * headers and the error body the real service sends, so that each CLI reacts as it does in production.
 */
export type ModelApi = 'anthropic' | 'responses' | 'chat' | 'gemini';

export type ProviderFault =
  /**
   * 429 with `retry-after` (seconds). `retryAfterMs`: with OpenAI's `retry-after-ms` header too, the wait a CLI
   * that honours it takes before its own next call (it reads that header first).
   */
  | { kind: 'rate-limit'; retryAfterSeconds: number; retryAfterMs?: number }
  /**
   * Anthropic's 529 `overloaded_error`; 503 on the other APIs (their "overloaded"). `retryAfterMs`: with
   * OpenAI's `retry-after-ms` header, the wait a CLI that honours it takes before its own next call.
   */
  | { kind: 'overloaded'; retryAfterMs?: number }
  | { kind: 'server-error' }
  /** Headers and body only after `ms`: a first byte that does not come. */
  | { kind: 'stall'; ms: number }
  /** The answer's stream starts, then the connection is dropped before it ends. */
  | { kind: 'cut' };

/** The API a request path belongs to, or undefined for anything that is not a model call. */
export function modelApiOf(method: string | undefined, url: string): ModelApi | undefined {
  if (method !== 'POST') return undefined;
  if (url.startsWith('/v1/messages/count_tokens')) return undefined;
  if (url.startsWith('/v1/messages')) return 'anthropic';
  if (url.startsWith('/v1/responses')) return 'responses';
  if (url.startsWith('/v1/chat/completions')) return 'chat';
  if (/^\/v1(?:beta)?\/models\/[^:/?]+:(?:generateContent|streamGenerateContent)/.test(url)) return 'gemini';
  return undefined;
}

/** Answer with a fault that has a status (rate limit, overloaded, server error) in `api`'s own shape. */
export function writeFaultStatus(
  res: ServerResponse,
  api: ModelApi,
  fault: Extract<ProviderFault, { kind: 'rate-limit' | 'overloaded' | 'server-error' }>,
): void {
  const { status, body } = faultBody(api, fault.kind);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (fault.kind === 'rate-limit') headers['retry-after'] = String(fault.retryAfterSeconds);
  if (fault.kind !== 'server-error' && fault.retryAfterMs !== undefined)
    headers['retry-after-ms'] = String(fault.retryAfterMs);
  if (api === 'anthropic') headers['x-should-retry'] = 'true';
  res.writeHead(status, headers);
  res.end(JSON.stringify(body));
}

function faultBody(
  api: ModelApi,
  kind: 'rate-limit' | 'overloaded' | 'server-error',
): { status: number; body: unknown } {
  if (api === 'anthropic') {
    if (kind === 'rate-limit')
      return {
        status: 429,
        body: {
          type: 'error',
          error: {
            type: 'rate_limit_error',
            message: 'This request would exceed the rate limit for your organization of 50 requests per minute.',
          },
        },
      };
    if (kind === 'overloaded')
      return { status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } };
    return { status: 500, body: { type: 'error', error: { type: 'api_error', message: 'Internal server error' } } };
  }
  if (api === 'gemini') {
    if (kind === 'rate-limit')
      return {
        status: 429,
        body: {
          error: {
            code: 429,
            message: 'Resource has been exhausted (e.g. check quota).',
            status: 'RESOURCE_EXHAUSTED',
            details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1s' }],
          },
        },
      };
    if (kind === 'overloaded')
      return {
        status: 503,
        body: {
          error: { code: 503, message: 'The model is overloaded. Please try again later.', status: 'UNAVAILABLE' },
        },
      };
    return {
      status: 500,
      body: { error: { code: 500, message: 'An internal error has occurred.', status: 'INTERNAL' } },
    };
  }
  if (kind === 'rate-limit')
    return {
      status: 429,
      body: {
        error: {
          message: 'Rate limit reached for requests. Please try again in 1s.',
          type: 'requests',
          param: null,
          code: 'rate_limit_exceeded',
        },
      },
    };
  if (kind === 'overloaded')
    return {
      status: 503,
      body: {
        error: { message: 'The server is overloaded or not ready yet.', type: 'server_error', param: null, code: null },
      },
    };
  return {
    status: 500,
    body: {
      error: {
        message: 'The server had an error while processing your request.',
        type: 'server_error',
        param: null,
        code: null,
      },
    },
  };
}

/**
 * The response, made to drop its connection once the stream has begun: headers and the first event go
 * out, then the socket is destroyed, as a connection reset mid-answer does.
 */
export function cutAfterFirstWrite(res: ServerResponse): ServerResponse {
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  let writes = 0;
  let cutting = false;
  // Dropped a moment after the first write, so that the headers and the first event reach the CLI.
  const cut = () => {
    if (cutting) return;
    cutting = true;
    setTimeout(() => res.socket?.destroy(), 50);
  };
  res.write = ((chunk: unknown) => {
    if (++writes > 1) cut();
    else write(chunk);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown) => {
    if (writes === 0 && chunk !== undefined) write(String(chunk).slice(0, 20));
    cut();
    return res;
  }) as ServerResponse['end'];
  return res;
}
