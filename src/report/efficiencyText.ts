import type { EfficiencyChange, RowEfficiency } from '../results/efficiency/compareEfficiency.js';
import type { ArmFigures, Measure } from '../results/efficiency/figures.js';
import { MEASURES } from '../results/efficiency/figures.js';

/** `1.2k`, `3.6M`, `840` tokens; `7.5` turns; `42 s`, `3.1 min`; `$0.021`. Numbers only: safe in any medium. */
export function figureText(measure: Measure, value: number): string {
  if (measure === 'tokens') return tokensText(value);
  if (measure === 'turns') return value >= 10 ? String(Math.round(value)) : value.toFixed(1);
  if (measure === 'wall time')
    return value >= 120_000
      ? `${(value / 60_000).toFixed(1)} min`
      : `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)} s`;
  return `$${value >= 1 ? value.toFixed(2) : value.toPrecision(2)}`;
}

function tokensText(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(n >= 1e4 ? 0 : 1)}k`;
  return String(Math.round(n));
}

/** `cost`, not `$`: GitHub reads `$…$` on one line as math. */
const SHORT: Record<Measure, string> = { tokens: 'tokens', turns: 'turns', 'wall time': 'wall time', cost: 'cost' };

/** `tokens/run`, `cost/passing run`. */
export function figureLabel(measure: Measure, per: EfficiencyChange['per']): string {
  return `${SHORT[measure]}/${per}`;
}

const CALLED = { more: '▲', less: '▼' } as const;

/** `tokens/run 1.2k → 3.6k ▲`; without → with: `tokens/run without the skill 1.2k → with 3.6k ▲`. */
export function changeText(c: EfficiencyChange): string {
  const mark = c.called ? ` ${CALLED[c.called]}` : '';
  const [from, to] = [figureText(c.measure, c.from), figureText(c.measure, c.to)];
  if (c.between === 'without → with')
    return `${figureLabel(c.measure, c.per)} without the skill ${from} → with ${to}${mark}`;
  return `${figureLabel(c.measure, c.per)} ${from} → ${to}${mark}`;
}

/**
 * The changes the report's correction called, in the order of MEASURES: what the PR comment shows. Not
 * wall time: it measures the runner and the provider's latency at the hour each side ran as much as the
 * skill (base results are often an earlier run's), so report.html shows it, called or not, and the
 * comment does not.
 */
export function calledChanges(e: RowEfficiency | undefined): EfficiencyChange[] {
  return (e?.changes ?? []).filter((c) => c.called && c.measure !== 'wall time');
}

/** `tokens 3.6k/run, 3.1k/passing run · wall time 42 s/run, …`; an arm that recorded nothing: undefined. */
export function armText(arm: ArmFigures | undefined): string | undefined {
  if (!arm) return undefined;
  const parts = MEASURES.flatMap((m) => {
    const f = arm[m];
    if (!f) return [];
    const passing = f.perPassingRun === undefined ? 'none passed' : `${figureText(m, f.perPassingRun)}/passing run`;
    return [`${SHORT[m]} ${figureText(m, f.perRun)}/run, ${passing}`];
  });
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
