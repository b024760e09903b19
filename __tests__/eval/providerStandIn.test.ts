import { startStandIn } from '../helpers/providers/standIn.js';

// The stand-ins answer faults as each real API does: the status, the headers and the error body a CLI
// reads, on the model calls the test names; everything else answers as the scripted model.
const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const anthropic = { model: 'claude-opus-4-8[1m]', stream: true, messages: [{ role: 'user', content: 'hi' }] };

describe('provider stand-ins: faults on demand', () => {
  it('429 with retry-after, 529 overloaded and 500, in the Messages API shape, then an answer', async () => {
    const s = await startStandIn({
      faults: [
        { fault: { kind: 'rate-limit', retryAfterSeconds: 7 }, times: 1 },
        { fault: { kind: 'overloaded' }, times: 1 },
        { fault: { kind: 'server-error' }, times: 1 },
      ],
    });
    try {
      const limited = await post(s.url, '/v1/messages', anthropic);
      expect([
        limited.status,
        limited.headers.get('retry-after'),
        ((await limited.json()) as { error: { type: string } }).error.type,
      ]).toEqual([429, '7', 'rate_limit_error']);
      const overloaded = await post(s.url, '/v1/messages', anthropic);
      expect([overloaded.status, ((await overloaded.json()) as { error: { type: string } }).error.type]).toEqual([
        529,
        'overloaded_error',
      ]);
      expect((await post(s.url, '/v1/messages', anthropic)).status).toBe(500);
      const answer = await post(s.url, '/v1/messages', anthropic);
      const text = await answer.text();
      expect(answer.status).toBe(200);
      // The model as the CLI sent it, bracketed suffix and all; usage in the stream.
      expect(text).toContain('"model":"claude-opus-4-8[1m]"');
      expect(text).toMatch(/"usage":\{"input_tokens":\d+/);
      expect(s.calls().map((c) => c.fault)).toEqual(['rate-limit', 'overloaded', 'server-error', undefined]);
    } finally {
      await s.close();
    }
  });

  it(
    'each API has its own shape: Gemini RESOURCE_EXHAUSTED with its retry ' + 'delay, OpenAI 503 server_error',
    async () => {
      const s = await startStandIn({
        faults: [
          { fault: { kind: 'rate-limit', retryAfterSeconds: 1 }, times: 1 },
          { fault: { kind: 'overloaded' }, times: 1 },
          { fault: { kind: 'overloaded', retryAfterMs: 0 }, times: 1 },
          { fault: { kind: 'rate-limit', retryAfterSeconds: 1, retryAfterMs: 0 }, times: 1 },
        ],
      });
      try {
        const gemini = await post(s.url, '/v1beta/models/gemini-3-pro-preview:streamGenerateContent?alt=sse', {
          contents: [],
        });
        expect(gemini.status).toBe(429);
        expect(await gemini.json()).toMatchObject({
          error: { status: 'RESOURCE_EXHAUSTED', details: [{ retryDelay: '1s' }] },
        });
        const openai = await post(s.url, '/v1/chat/completions', { model: 'gpt-5.5', messages: [] });
        expect(openai.status).toBe(503);
        expect(await openai.json()).toMatchObject({ error: { type: 'server_error' } });
        expect(openai.headers.get('retry-after-ms')).toBeNull();
        // OpenAI's own wait, in milliseconds, when the test asks for one.
        const waitNone = await post(s.url, '/v1/chat/completions', { model: 'gpt-5.5', messages: [] });
        expect([waitNone.status, waitNone.headers.get('retry-after-ms')]).toEqual([503, '0']);
        // A 429 can name both: `retry-after` in seconds, and the milliseconds a CLI reads first.
        const limited = await post(s.url, '/v1/chat/completions', { model: 'gpt-5.5', messages: [] });
        const waits = ['retry-after', 'retry-after-ms'].map((h) => limited.headers.get(h));
        expect([limited.status, ...waits]).toEqual([429, '1', '0']);
      } finally {
        await s.close();
      }
    },
  );

  it('a stalled first byte comes late; a cut stream ends before its last event', async () => {
    const s = await startStandIn({
      faults: [
        { fault: { kind: 'stall', ms: 1500 }, times: 1 },
        { fault: undefined, times: 1 },
        { fault: { kind: 'cut' }, times: 1 },
      ],
    });
    try {
      // Late, as an order rather than a clock: a call the stand-in received after the stalled one is
      // answered in full before the stalled one's first byte (a loopback answer against a 1.5 s stall).
      const order: string[] = [];
      const stalled = post(s.url, '/v1/messages', anthropic).then((r) => {
        order.push('stalled');
        return r;
      });
      while (s.calls().length < 1) await new Promise((r) => setTimeout(r, 10));
      const next = await post(s.url, '/v1/messages', anthropic);
      order.push(`next ${next.status} ${(await next.text()).includes('message_stop')}`);
      expect(await (await stalled).text()).toContain('message_stop');
      expect(order).toEqual(['next 200 true', 'stalled']);
      const cut = await post(s.url, '/v1/messages', anthropic);
      expect(cut.status).toBe(200);
      await expect(cut.text()).rejects.toThrow();
    } finally {
      await s.close();
    }
  });
});
