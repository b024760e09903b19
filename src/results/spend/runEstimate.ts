import { dollarsAt, priceOf, type Price } from './prices.js';
import { REQUEST_PROFILES, type MeasuredCall, type RequestProfile, type RequestProfiles } from './requestProfiles.js';

/**
 * What the estimate assumes a real model does beyond what the scripted model did on examples/: at least the
 * fewest calls a measured trial made, at most the most and EXTRA_CALLS more (a real model reads, retries
 * and checks where the scripted one takes the shortest path), each further call growing by the trial's
 * mean growth a call; and OUTPUT_LOW to OUTPUT_HIGH output tokens a call (thinking included).
 */
export const ESTIMATE_ASSUMPTIONS = { extraCalls: 4, outputLow: 200, outputHigh: 2000 } as const;

/** Dollars for one agent run of a CLI, low and high, at the model it was priced at. */
export interface RunEstimate {
  backend: string;
  version: string;
  model: string;
  /** Why it is priced at `model` rather than the CLI's default, when it is. */
  why?: string;
  calls: { low: number; high: number };
  low: number;
  high: number;
}

export type EstimateResult = { ok: true; estimate: RunEstimate } | { ok: false; backend: string; reason: string };

/** What one agent run of `backend` may cost: its measured requests at `model` (default: its own default). */
export function runEstimate(
  backend: string,
  model?: string,
  profiles: RequestProfiles = REQUEST_PROFILES,
): EstimateResult {
  const profile = profiles.clis[backend];
  if (!profile)
    return {
      ok: false,
      backend,
      reason: `no measured request profile for ${backend} (npm run bench -- request-profiles)`,
    };
  const chosen = model ?? profile.estimateModel ?? profile.defaultModel ?? undefined;
  if (!chosen) return { ok: false, backend, reason: `${backend} has no default model to price (pass --model)` };
  const price = priceOf(chosen);
  if (!price)
    return {
      ok: false,
      backend,
      reason: `no price for ${chosen} in src/results/spend/prices.ts (pass --model a priced one)`,
    };
  const [fewest, most] = extremes(profile);
  const longest = [...most, ...furtherCalls(most, ESTIMATE_ASSUMPTIONS.extraCalls)];
  const why = model === undefined && profile.estimateModel ? profile.estimateModelWhy : undefined;
  return {
    ok: true,
    estimate: {
      backend,
      version: profile.version,
      model: chosen,
      ...(why && { why }),
      calls: { low: fewest.length, high: longest.length },
      low: trialDollars(price, fewest, ESTIMATE_ASSUMPTIONS.outputLow),
      high: trialDollars(price, longest, ESTIMATE_ASSUMPTIONS.outputHigh),
    },
  };
}

/** The measured trials with the fewest and the most calls. */
function extremes(profile: RequestProfile): [MeasuredCall[], MeasuredCall[]] {
  const trials = profile.trials.map((t) => t.calls).filter((c) => c.length > 0);
  const byCalls = [...trials].sort((a, b) => a.length - b.length || sum(a) - sum(b));
  return [byCalls[0] ?? [], byCalls[byCalls.length - 1] ?? []];
}

/** `n` more calls after `calls`, each growing by their mean growth a call, its prefix the call before it. */
function furtherCalls(calls: readonly MeasuredCall[], n: number): MeasuredCall[] {
  const first = calls[0];
  const last = calls[calls.length - 1];
  if (!first || !last) return [];
  const growth = calls.length > 1 ? (last.input - first.input) / (calls.length - 1) : 0;
  return Array.from({ length: n }, (_, i) => ({
    input: Math.round(last.input + growth * (i + 1)),
    cachedPrefix: Math.round(last.input + growth * i),
  }));
}

/**
 * A call's cacheable prefix read from the cache; the rest written to it where the provider charges that, else input.
 */
function trialDollars(price: Price, calls: readonly MeasuredCall[], outputPerCall: number): number {
  return calls.reduce((total, c) => {
    const read = Math.min(c.cachedPrefix, c.input);
    return (
      total + dollarsAt(price, { input: c.input, output: outputPerCall, cacheRead: read, cacheWrite: c.input - read })
    );
  }, 0);
}

const sum = (calls: readonly MeasuredCall[]) => calls.reduce((s, c) => s + c.input, 0);
