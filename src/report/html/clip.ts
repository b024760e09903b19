import type { Clipped } from './model.js';

/** Limits that keep a report of hundreds of trials a few MB: the size shown says how much was cut. */
export const LIMITS = { prompt: 4000, input: 1200, output: 2000, answer: 4000, stderr: 2000, toolCalls: 60 } as const;

export function clip(text: string, limit: number): Clipped {
  return { text: text.length > limit ? text.slice(0, limit) : text, size: text.length };
}

/** A tool call's input as the reader wants it: a lone command or path as itself, anything else as JSON. */
export function inputText(input: unknown): string {
  if (typeof input === 'string') return input;
  const entries = input !== null && typeof input === 'object' ? Object.entries(input as Record<string, unknown>) : [];
  if (entries.length === 1 && typeof entries[0]![1] === 'string') return entries[0]![1];
  try {
    return JSON.stringify(input) ?? '';
  } catch {
    return String(input);
  }
}
