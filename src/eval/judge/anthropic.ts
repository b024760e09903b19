import { CERTIFICATE_FAULT, runError, TRANSIENT_STATUSES } from '../../agents/shared/providerFaults.js';
import { DEFAULT_RETRY_POLICY } from '../runner/retryPolicy.js';
import type { Judge, JudgeReply, JudgeRequest } from './types.js';

/** How long one vote may take before it is a harness error. */
const VOTE_TIMEOUT_MS = 120_000;
/** Far more than a one-sentence verdict needs: a reply that runs on is cut, not waited for. */
const MAX_TOKENS = 400;

export interface AnthropicJudgeOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The first wait before a vote is asked again (then doubled; a longer retry-after wins). */
  retryDelayMs?: number;
}

/** A judge on the Anthropic Messages API (or anything speaking it at `baseUrl`). */
export function anthropicJudge(options: AnthropicJudgeOptions): Judge {
  return {
    identity: { provider: 'anthropic', model: options.model },
    complete: (request) => voteWithRetries(options, request),
  };
}

type Call = { reply: JudgeReply; transient: boolean; retryAfterSeconds?: number };

/**
 * A busy or failing provider (429, 529, 5xx) or a dropped connection is asked again, within the bounds a
 * trial is retried in (retryPolicy.ts: 3 attempts, 1 s then 2 s or a longer retry-after, none over
 * 60 s), before the vote is a harness error; a check must not fail for the judge's provider.
 */
async function voteWithRetries(options: AnthropicJudgeOptions, request: JudgeRequest): Promise<JudgeReply> {
  const { maxAttempts, maxDelayMs } = DEFAULT_RETRY_POLICY;
  const baseDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_POLICY.baseDelayMs;
  for (let attempt = 1; ; attempt++) {
    const call = await callMessages(options, request);
    if (call.reply.ok || !call.transient) return call.reply;
    const delayMs = Math.max(baseDelayMs * 2 ** (attempt - 1), (call.retryAfterSeconds ?? 0) * 1000);
    if (attempt >= maxAttempts || delayMs > maxDelayMs)
      return {
        ok: false,
        reason: `${call.reply.reason} (gave up after ${attempt} attempt${attempt === 1 ? '' : 's'})`,
      };
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}

async function callMessages(options: AnthropicJudgeOptions, request: JudgeRequest): Promise<Call> {
  const url = `${options.baseUrl.replace(/\/$/, '')}/v1/messages`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey, 'anthropic-version': '2023-06-01' },
      body: JSON.stringify({
        model: options.model,
        max_tokens: MAX_TOKENS,
        temperature: 0,
        system: request.system,
        messages: [{ role: 'user', content: request.user }],
      }),
      signal: AbortSignal.timeout(VOTE_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => undefined)) as
      | {
          content?: { type?: string; text?: string }[];
          usage?: { input_tokens?: number; output_tokens?: number };
          error?: { message?: string };
        }
      | undefined;
    if (!res.ok) {
      const retryAfter = Number(res.headers.get('retry-after'));
      const reply: JudgeReply = {
        ok: false,
        reason:
          `the judge's provider answered HTTP ` +
          `${res.status}${body?.error?.message ? `: ${body.error.message.slice(0, 200)}` : ''}`,
      };
      return {
        reply,
        transient: TRANSIENT_STATUSES.has(res.status),
        ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }),
      };
    }
    const text = (body?.content ?? [])
      .filter((c) => c.type === 'text' && typeof c.text === 'string')
      .map((c) => c.text)
      .join('');
    return {
      reply: {
        ok: true,
        text,
        usage: { inputTokens: body?.usage?.input_tokens ?? 0, outputTokens: body?.usage?.output_tokens ?? 0 },
      },
      transient: false,
    };
  } catch (error) {
    // Read by shape: fetch's errors may come from another realm (a test's VM), where instanceof fails.
    const e = (error ?? {}) as { message?: unknown; cause?: { message?: unknown; code?: unknown } };
    const code = typeof e.cause?.code === 'string' ? e.cause.code : undefined;
    const cause =
      typeof e.cause?.message === 'string'
        ? `: ${e.cause.message}${code && !e.cause.message.includes(code) ? ` (${code})` : ''}`
        : '';
    const reason =
      `the judge could not be reached: ` + `${typeof e.message === 'string' ? e.message : String(error)}${cause}`;
    return {
      reply: { ok: false, reason: CERTIFICATE_FAULT.test(reason) ? runError(reason).message : reason },
      transient: unreachableAgain(error, reason),
    };
  }
}

/**
 * Whether a judge that could not be reached may be on another try: not past its time (that would double a
 * hung provider's wait), not for a name that does not resolve, nor a certificate it does not trust.
 */
function unreachableAgain(error: unknown, reason: string): boolean {
  if ((error as { name?: unknown } | undefined)?.name === 'TimeoutError') return false;
  return !CERTIFICATE_FAULT.test(reason) && !/ENOTFOUND/.test(reason);
}
