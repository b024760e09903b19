/**
 * US dollars per million tokens, input and output, for the models the measured CLIs use by default or
 * are commonly pointed at. Used only where a CLI reports no cost of its own (Claude Code, Hermes and
 * OpenCode do). Cache reads and writes are not priced apart: a CLI that counts cached input as input is
 * estimated high, never low. A model not listed has no price: its cost is unknown, never 0.
 */
export const PRICE_TABLE = {
  source: 'simonw/llm-prices, data/{anthropic,openai,google}.json at 723ef0b',
  date: '2026-08-05',
  models: {
    // Anthropic
    'claude-opus-4': { input: 15, output: 75 },
    'claude-opus-4-1': { input: 15, output: 75 },
    'claude-opus-4-5': { input: 5, output: 25 },
    'claude-opus-4-6': { input: 5, output: 25 },
    'claude-opus-4-7': { input: 5, output: 25 },
    'claude-opus-4-8': { input: 5, output: 25 },
    'claude-sonnet-4': { input: 3, output: 15 },
    'claude-sonnet-4-5': { input: 3, output: 15 },
    'claude-sonnet-5': { input: 3, output: 15 },
    'claude-haiku-4-5': { input: 1, output: 5 },
    'claude-3-5-haiku': { input: 0.8, output: 4 },
    // OpenAI
    'gpt-5': { input: 1.25, output: 10 },
    'gpt-5-mini': { input: 0.25, output: 2 },
    'gpt-5-nano': { input: 0.05, output: 0.4 },
    'gpt-5-codex': { input: 1.25, output: 10 },
    'gpt-5.1': { input: 1.25, output: 10 },
    'gpt-5.1-codex': { input: 1.25, output: 10 },
    'gpt-5.1-codex-mini': { input: 0.25, output: 2 },
    'gpt-5.2': { input: 1.75, output: 14 },
    'gpt-5.4': { input: 2.5, output: 15 },
    'gpt-5.4-mini': { input: 0.75, output: 4.5 },
    'gpt-5.5': { input: 5, output: 30 },
    'gpt-4.1': { input: 2, output: 8 },
    // OpenAI cut o3 by 80 % in June 2025 ($10/$40 before): calcis.dev/models/o3 (verified 2026-04-06),
    // codeswap.net/models/o3 (updated 2026-05-29), read 2026-12-02.
    'o3': { input: 2, output: 8 },
    'o4-mini': { input: 1.1, output: 4.4 },
    // Google
    'gemini-2.5-pro': { input: 1.25, output: 10 },
    'gemini-2.5-flash': { input: 0.3, output: 2.5 },
    'gemini-2.5-flash-lite': { input: 0.1, output: 0.4 },
    'gemini-3-pro-preview': { input: 2, output: 12 },
    'gemini-3-flash-preview': { input: 0.5, output: 3 },
    'gemini-3.5-flash': { input: 1.5, output: 9 },
  } as Record<string, Price>,
};

export interface Price {
  input: number;
  output: number;
}

/**
 * The price of `model` as a CLI names it: exactly, or without a provider prefix (`anthropic/…`), a
 * context suffix (`[1m]`), a date (`-20250929`) or a `-latest`, with `.` and `-` between version digits
 * taken as the same (`claude-sonnet-4.5` is `claude-sonnet-4-5`).
 */
export function priceOf(model: string | undefined): Price | undefined {
  if (!model) return undefined;
  const plain = model.toLowerCase().replace(/^.*\//, '').replace(/\[[^\]]*\]$/, '').replace(/-(?:\d{8}|latest)$/, '');
  const table = PRICE_TABLE.models;
  return table[plain] ?? table[plain.replace(/(\d)\.(\d)/g, '$1-$2')] ?? table[plain.replace(/(\d)-(\d)/g, '$1.$2')];
}

/** Dollars for these tokens at `model`'s price, or undefined when the table has no price for it. */
export function tokenCost(model: string | undefined, inputTokens: number, outputTokens: number): number | undefined {
  const price = priceOf(model);
  return price && (inputTokens * price.input + outputTokens * price.output) / 1e6;
}
