import { parseClaudeTranscript } from '../../src/agents/claude-code/transcript.js';
import { parseCodexRun } from '../../src/agents/codex/transcript.js';
import { parseGeminiTranscript } from '../../src/agents/gemini-cli/transcript.js';
import { recordedUsage } from '../../src/results/recordable.js';
import { dollarsAt, PRICE_TABLE, priceOf, tokenCost } from '../../src/results/spend/prices.js';
import { pricedUsage } from '../../src/results/spend/spend.js';

const lines = (...events: object[]) => events.map((e) => JSON.stringify(e)).join('\n');

describe('cache reads and writes are priced apart from input (issue #37 item 5)', () => {
  it("prices Claude Code's default at Opus 5.5's rates: a read at 0.05× input, a 5-minute write at 1.25×", () => {
    expect(priceOf('claude-opus-5-5')).toMatchObject({ input: 4, output: 20, cacheRead: 0.2, cacheWrite: 5 });
    // 1M input of which 800k read from the cache and 150k written to it, 10k output.
    const dollars = tokenCost('claude-opus-5-5', 1e6, 1e4, { read: 8e5, write: 1.5e5 });
    expect(dollars).toBeCloseTo((5e4 * 4 + 8e5 * 0.2 + 1.5e5 * 5 + 1e4 * 20) / 1e6, 10);
    // All of it as plain input (the old table) was more than twice as much.
    expect(tokenCost('claude-opus-5-5', 1e6, 1e4)!).toBeGreaterThan(2 * dollars!);
  });

  it(
    "prices OpenAI's cached input and GPT-6's cache write, and Google's " +
      'cached input; a model without them bills them as input',
    () => {
      expect(priceOf('gpt-6.2-sol')).toMatchObject({ input: 2, cacheRead: 0.1, cacheWrite: 2.5, output: 10 });
      expect(priceOf('gpt-5')).toMatchObject({ cacheRead: 0.125 });
      expect(priceOf('gpt-5')!.cacheWrite).toBeUndefined();
      expect(priceOf('gemini-2.5-pro')).toMatchObject({ cacheRead: 0.125 });
      const noCacheRate = priceOf('gemini-3-pro-preview')!;
      expect(dollarsAt(noCacheRate, { input: 1e6, output: 0, cacheRead: 5e5 })).toBe(2);
    },
  );

  it('names a source for every entry, and says which figures it could not check', () => {
    for (const [model, price] of Object.entries(PRICE_TABLE.models)) {
      expect([model, /^https:\/\//.test(price.source)]).toEqual([model, true]);
      if (price.cacheRead !== undefined) expect(price.cacheRead).toBeLessThan(price.input);
    }
    expect(PRICE_TABLE.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(priceOf('gemini-3.1-pro-preview')!.unverified).toMatch(/cache read/);
  });

  it(
    "a trial's price-table cost counts its cache reads at the read rate; " +
      'the record keeps them, never more than its input',
    () => {
      const usage = { inputTokens: 1_000_000, outputTokens: 0, cacheReadTokens: 900_000, costUsd: undefined };
      expect(pricedUsage(usage, 'gpt-5', false).costUsd).toBeCloseTo((1e5 * 1.25 + 9e5 * 0.125) / 1e6, 10);
      expect(recordedUsage({ ...usage, cacheWriteTokens: 500_000 }, false)).toEqual({
        inputTokens: 1_000_000,
        outputTokens: 0,
        cacheReadTokens: 900_000,
        cacheWriteTokens: 100_000,
        costUsd: undefined,
      });
      expect(recordedUsage({ inputTokens: 10, outputTokens: 1, costUsd: undefined }, false)).toEqual({
        inputTokens: 10,
        outputTokens: 1,
        costUsd: undefined,
      });
    },
  );
});

describe('each transcript parser keeps the cached parts its CLI reports', () => {
  it("Claude Code: the result's cache_read and cache_creation tokens, within the input", () => {
    const parsed = parseClaudeTranscript(
      lines({
        type: 'result',
        subtype: 'success',
        result: 'ok',
        usage: {
          input_tokens: 10,
          cache_creation_input_tokens: 2000,
          cache_read_input_tokens: 30000,
          output_tokens: 50,
        },
      }),
    );
    expect(parsed.ok && parsed.transcript.usage).toMatchObject({
      inputTokens: 32010,
      cacheReadTokens: 30000,
      cacheWriteTokens: 2000,
      outputTokens: 50,
    });
  });

  it("Codex: each turn's cached_input_tokens, part of its input_tokens", () => {
    const turn = {
      type: 'turn.completed',
      usage: { input_tokens: 20000, cached_input_tokens: 15000, output_tokens: 300 },
    };
    const parsed = parseCodexRun(lines({ type: 'thread.started', thread_id: 't' }, turn, turn));
    expect(parsed.ok && parsed.transcript.usage).toMatchObject({
      inputTokens: 40000,
      cacheReadTokens: 30000,
      outputTokens: 600,
    });
  });

  it("Gemini CLI: the result's stats.cached", () => {
    const parsed = parseGeminiTranscript(
      lines(
        { type: 'init', model: 'gemini-3.1-pro-preview' },
        { type: 'result', status: 'success', stats: { input_tokens: 9000, cached: 7000, output_tokens: 100 } },
      ),
    );
    expect(parsed.ok && parsed.transcript.usage).toMatchObject({
      inputTokens: 9000,
      cacheReadTokens: 7000,
      outputTokens: 100,
    });
  });
});
