/**
 * US dollars per million tokens for the models the measured CLIs use by default or are commonly pointed
 * at: input, output, and cached input apart: `cacheRead` (a prompt prefix served from the provider's
 * cache) and `cacheWrite` (new input stored in it, where the provider charges for that; else billed as
 * input). Used where a CLI reports no cost of its own (Claude Code, Hermes and OpenCode do), and by the
 * dry run's estimate. A model not listed has no price: its cost is unknown, never 0.
 */
export interface Price {
  input: number;
  output: number;
  /** A cached prefix read back; absent: billed as input. */
  cacheRead?: number;
  /** New input written to the cache (Anthropic's 5-minute write, OpenAI's 30-minute one); absent: billed as input. */
  cacheWrite?: number;
  /** Where the figures were read (a URL, at a commit where it has one). */
  source: string;
  /** Set when a figure could not be checked against the provider's own page: what is unverified. */
  unverified?: string;
}

const LLM_PRICES = 'https://github.com/simonw/llm-prices/blob';
const ANTHROPIC = `${LLM_PRICES}/265965dee6cdbd7ba90ab11c260077dc0fcfa291/data/anthropic.json`;
const OPENAI = `${LLM_PRICES}/0838d1aca5cc5cb2b5f61cc551adb09e517a0da7/data/openai.json`;
const GOOGLE = `${LLM_PRICES}/014a62da459805dcea25aaa644cf7a90ec9e4000/data/google.json`;
const round = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * Anthropic: a cache read is what llm-prices lists; a 5-minute cache write is 1.25× input on every model
 * (platform.claude.com's model pages: Opus 5 $6.25 on $5, Opus 5.5 $5 on $4).
 */
const anthropic = (input: number, output: number, cacheRead: number, source = ANTHROPIC): Price => ({
  input,
  output,
  cacheRead,
  cacheWrite: round(input * 1.25),
  source,
});
/** OpenAI before GPT-6: cached input is read at a discount; writing it costs nothing extra. */
const openai = (input: number, output: number, cacheRead: number | undefined, source = OPENAI): Price => ({
  input,
  output,
  ...(cacheRead !== undefined && { cacheRead }),
  source,
});
/** Google's implicit caching: cached input at a discount, no write charge (storage is for explicit caches). */
const google = (input: number, output: number, cacheRead: number | undefined, source = GOOGLE): Price => ({
  input,
  output,
  ...(cacheRead !== undefined && { cacheRead }),
  source,
});

export const PRICE_TABLE = {
  source: "simonw/llm-prices and the providers' model pages, one URL per entry",
  /** When every entry was last checked against its source. */
  date: '2026-12-02',
  models: {
    // Anthropic
    'claude-opus-4': anthropic(15, 75, 1.5),
    'claude-opus-4-1': anthropic(15, 75, 1.5),
    'claude-opus-4-5': anthropic(5, 25, 0.5),
    'claude-opus-4-6': anthropic(5, 25, 0.5),
    'claude-opus-4-7': anthropic(5, 25, 0.5),
    'claude-opus-4-8': anthropic(5, 25, 0.5),
    'claude-opus-5': anthropic(5, 25, 0.5, 'https://platform.claude.com/docs/en/models/opus-5/overview'),
    // Claude Code 2.1.332's default. Its cache read is 0.05× input, not the usual 0.1×.
    'claude-opus-5-5': anthropic(4, 20, 0.2, 'https://platform.claude.com/docs/zh-CN/models/opus-5-5/overview'),
    'claude-fable-5': anthropic(10, 50, 1),
    'claude-fable-5-1': anthropic(10, 50, 0.25),
    'claude-sonnet-4': anthropic(3, 15, 0.3),
    'claude-sonnet-4-5': anthropic(3, 15, 0.3),
    'claude-sonnet-4-6': { ...anthropic(3, 15, 0.3), unverified: 'not in llm-prices: priced as Sonnet 4.5' },
    'claude-sonnet-5': anthropic(2, 10, 0.2),
    'claude-sonnet-5-5': anthropic(2, 10, 0.2),
    'claude-haiku-4-5': anthropic(1, 5, 0.1),
    'claude-3-5-haiku': anthropic(0.8, 4, 0.08),
    // OpenAI
    'gpt-5': openai(1.25, 10, 0.125),
    'gpt-5-mini': openai(0.25, 2, 0.025),
    'gpt-5-nano': openai(0.05, 0.4, 0.005),
    'gpt-5-codex': { ...openai(1.25, 10, 0.125), unverified: 'priced as gpt-5 (llm-prices lists no gpt-5-codex)' },
    'gpt-5.1': openai(1.25, 10, 0.125),
    'gpt-5.1-codex': openai(1.25, 10, 0.125),
    'gpt-5.1-codex-mini': openai(0.25, 2, 0.025),
    'gpt-5.2': openai(1.75, 14, 0.175),
    // pi 0.73.1's default on OpenAI (its model-resolver.js).
    'gpt-5.4': openai(2.5, 15, 0.25),
    'gpt-5.4-mini': openai(0.75, 4.5, 0.075),
    'gpt-5.5': openai(5, 30, 0.5),
    // Codex 0.171.0's default. GPT-6 models charge a 30-minute cache write.
    'gpt-6.2-sol': {
      input: 2,
      output: 10,
      cacheRead: 0.1,
      cacheWrite: 2.5,
      source: 'https://developers.openai.com/api/docs/models/gpt-6.2-sol',
    },
    'gpt-4.1': openai(2, 8, 0.5),
    // OpenAI cut o3 by 80 % in June 2025 ($10/$40 before): calcis.dev/models/o3 (verified 2026-04-06),
    // codeswap.net/models/o3 (updated 2026-05-29), read 2026-12-02; llm-prices still lists $10/$40.
    o3: { ...openai(2, 8, 0.5), source: 'https://calcis.dev/models/o3' },
    'o4-mini': openai(1.1, 4.4, 0.275),
    // Google
    'gemini-2.5-pro': google(1.25, 10, 0.125),
    'gemini-2.5-flash': google(0.3, 2.5, 0.03),
    'gemini-2.5-flash-lite': google(0.1, 0.4, 0.01),
    'gemini-3-pro-preview': google(2, 12, undefined),
    'gemini-3-flash-preview': google(0.5, 3, undefined),
    // Gemini CLI 0.61.0's default (it routes with gemini-3.5-flash-lite).
    'gemini-3.1-pro-preview': {
      ...google(2, 12, 0.2, 'https://cloudprice.net/models/vertex_ai%2Fgemini-3.1-pro-preview'),
      unverified:
        "input and output as llm-prices lists them; the cache read from a third party's list, not Google's page",
    },
    'gemini-3.5-flash': google(1.5, 9, 0.15),
    'gemini-3.5-flash-lite': google(0.3, 2.5, 0.03),
    'gemini-3.6-flash': google(1.5, 7.5, 0.15),
  } as Record<string, Price>,
};

/**
 * The price of `model` as a CLI names it: exactly, or without a provider prefix (`anthropic/…`), a
 * context suffix (`[1m]`), a date (`-20250929`) or a `-latest`, with `.` and `-` between version digits
 * taken as the same (`claude-sonnet-4.5` is `claude-sonnet-4-5`).
 */
export function priceOf(model: string | undefined): Price | undefined {
  if (!model) return undefined;
  const plain = model
    .toLowerCase()
    .replace(/^.*\//, '')
    .replace(/\[[^\]]*\]$/, '')
    .replace(/-(?:\d{8}|latest)$/, '');
  const table = PRICE_TABLE.models;
  return table[plain] ?? table[plain.replace(/(\d)\.(\d)/g, '$1-$2')] ?? table[plain.replace(/(\d)-(\d)/g, '$1.$2')];
}

/** Tokens of one call or run, the cached parts apart; `input` counts all input, cached parts included. */
export interface TokenCounts {
  input: number;
  output: number;
  cacheRead?: number;
  cacheWrite?: number;
}

/** Dollars for these tokens at `price`: cache reads and writes at their own rates, the rest of the input as input. */
export function dollarsAt(price: Price, t: TokenCounts): number {
  const read = t.cacheRead ?? 0;
  const write = t.cacheWrite ?? 0;
  const plain = Math.max(0, t.input - read - write);
  const dollars =
    plain * price.input +
    read * (price.cacheRead ?? price.input) +
    write * (price.cacheWrite ?? price.input) +
    t.output * price.output;
  return dollars / 1e6;
}

/** Dollars for these tokens at `model`'s price, or undefined when the table has no price for it. */
export function tokenCost(
  model: string | undefined,
  inputTokens: number,
  outputTokens: number,
  cache: { read?: number; write?: number } = {},
): number | undefined {
  const price = priceOf(model);
  return (
    price &&
    dollarsAt(price, {
      input: inputTokens,
      output: outputTokens,
      ...(cache.read !== undefined && { cacheRead: cache.read }),
      ...(cache.write !== undefined && { cacheWrite: cache.write }),
    })
  );
}
