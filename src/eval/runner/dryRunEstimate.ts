import { PRICE_TABLE } from '../../results/spend/prices.js';
import { REQUEST_PROFILES } from '../../results/spend/requestProfiles.js';
import { ESTIMATE_ASSUMPTIONS, runEstimate, type EstimateResult } from '../../results/spend/runEstimate.js';
import type { CaseRuns } from './dryRun.js';

/**
 * The dry run's price for cases no earlier run priced: per backend, its planned runs times what one run
 * may cost from what that pinned CLI sends (measured by a scripted run, `requestProfiles.json`) at the
 * model it requests by default (or `model`), with the assumptions printed beneath.
 */
export function estimateLines(
  cases: readonly CaseRuns[],
  label: string,
  why: string | undefined,
  model: string | undefined,
): string[] {
  const backends = [...new Set(cases.map((c) => c.backend))].sort();
  const rows = backends.map((backend) =>
    backendRow(
      cases.filter((c) => c.backend === backend),
      runEstimate(backend, model),
    ),
  );
  const priced = rows.filter((r) => r.low !== undefined);
  const total = priced.length === 0 ? 'unknown' : dollars(sumOf(priced, 'low'), sumOf(priced, 'high'));
  const unpriced = rows.length - priced.length;
  const of = unpriced > 0 ? ` for ${priced.length} of ${rows.length} backend(s)` : '';
  return [
    `${label}: ${total}${of} estimated from what each pinned CLI sends its model${why ? ` (${why})` : ''}:`,
    ...rows.map((r) => `  ${r.text}`),
    `  ${assumptionLine()}`,
  ];
}

interface Row {
  text: string;
  low?: number;
  high?: number;
}

function backendRow(cases: readonly CaseRuns[], result: EstimateResult): Row {
  const runsLow = cases.reduce((s, c) => s + c.low, 0);
  const runsHigh = cases.reduce((s, c) => s + c.max, 0);
  const runs = runsLow === runsHigh ? `${runsLow}` : `${runsLow}-${runsHigh}`;
  if (!result.ok) return { text: `${result.backend}: ${runs} run(s), cost unknown: ${result.reason}` };
  const e = result.estimate;
  const low = runsLow * e.low;
  const high = runsHigh * e.high;
  const at = `${e.backend} ${e.version} at ${e.model}${e.why ? ` (${e.why})` : ''}`;
  return {
    text:
      `${at}: ${runs} run(s) × ${dollars(e.low, e.high)} a run ` +
      `(${e.calls.low}-${e.calls.high} model calls): ${dollars(low, high)}`,
    low,
    high,
  };
}

function assumptionLine(): string {
  const a = ESTIMATE_ASSUMPTIONS;
  return [
    `assumed: a run sends what its pinned CLI sent in one scripted trial ` +
      `of each case of examples/ (\`${REQUEST_PROFILES.command}\`,`,
    `${REQUEST_PROFILES.charsPerToken} characters a token), from the ` +
      `fewest model calls such a trial made to the most and ${a.extraCalls} ` +
      `more,`,
    `${a.outputLow.toLocaleString('en-US')} to ` +
      `${a.outputHigh.toLocaleString('en-US')} output tokens a call; what a ` +
      `call shares with the one before it is read from`,
    `the provider's cache, the rest written to it; prices of ` +
      `${PRICE_TABLE.date} (src/results/spend/prices.ts); a real run's cost ` +
      `replaces this once there is one`,
  ].join(' ');
}

const sumOf = (rows: readonly Row[], key: 'low' | 'high') => rows.reduce((s, r) => s + (r[key] ?? 0), 0);

function dollars(low: number, high: number): string {
  const [a, b] = [money(low), money(high)];
  return a === b ? a : `${a}-${b}`;
}

/** Cents, or a tenth of a cent under a dollar's cent, so that a cheap run is not shown as $0.00. */
function money(x: number): string {
  return x > 0 && x < 0.01 ? `$${x.toFixed(4)}` : `$${x.toFixed(2)}`;
}
