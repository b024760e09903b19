import type { Judge, JudgeReply, JudgeRequest } from './types.js';

/** How long one vote may take before it is a harness error. */
const VOTE_TIMEOUT_MS = 120_000;
/** Far more than a one-sentence verdict needs: a reply that runs on is cut, not waited for. */
const MAX_TOKENS = 400;

/** A judge on the Anthropic Messages API (or anything speaking it at `baseUrl`). */
export function anthropicJudge(options: { baseUrl: string; apiKey: string; model: string }): Judge {
  return {
    identity: { provider: 'anthropic', model: options.model },
    complete: (request) => callMessages(options, request),
  };
}

async function callMessages(options: { baseUrl: string; apiKey: string; model: string }, request: JudgeRequest): Promise<JudgeReply> {
  const url = `${options.baseUrl.replace(/\/$/, '')}/v1/messages`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey, 'anthropic-version': '2023-06-01' },
      body: JSON.stringify({ model: options.model, max_tokens: MAX_TOKENS, temperature: 0, system: request.system, messages: [{ role: 'user', content: request.user }] }),
      signal: AbortSignal.timeout(VOTE_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => undefined)) as { content?: { type?: string; text?: string }[]; usage?: { input_tokens?: number; output_tokens?: number }; error?: { message?: string } } | undefined;
    if (!res.ok) return { ok: false, reason: `the judge's provider answered HTTP ${res.status}${body?.error?.message ? `: ${body.error.message.slice(0, 200)}` : ''}` };
    const text = (body?.content ?? []).filter((c) => c.type === 'text' && typeof c.text === 'string').map((c) => c.text).join('');
    return { ok: true, text, usage: { inputTokens: body?.usage?.input_tokens ?? 0, outputTokens: body?.usage?.output_tokens ?? 0 } };
  } catch (error) {
    return { ok: false, reason: `the judge could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
}
