import type { Comparison, MetricComparison, RowComparison } from '../../results/compare/compare.js';
import { modelSourceWords } from '../../results/modelSource.js';
import { EQUIVALENCE_MARGIN, type Verdict } from '../../results/compare/verdict.js';
import type { Rate } from '../../results/stats.js';
import type { RowVerdict } from '../../results/compare/verdict.js';
import type { ModelSource, RunMeta } from '../../results/types.js';
import { logText, mdCode, mdText } from '../escape.js';
import { ruledOut } from './ruledOut.js';
import { outsideCountsText } from '../../eval/discovery/outsideChoices.js';
import { outOfTurnsText } from '../../results/outOfTurns.js';
import { sameInBothArmsText } from '../../results/discrimination.js';

/** The rate a row is about: on a skill × backend row the mean of its cases' rates, on a case its own. */
export const shownRate = (r: Rate): number | null => (r.caseWeighted ? r.caseWeighted.rate : r.rate);

export const pct = (r: Rate) => {
  const value = shownRate(r);
  return value === null ? '—' : `${Math.round(value * 100)}%`;
};

/** Both sides show the same rate (two case-weighted means of equal counts can differ in the last bit). */
const sameRate = (m: MetricComparison) => {
  const b = shownRate(m.base);
  const h = shownRate(m.head);
  return b !== null && h !== null && Math.abs(b - h) < 1e-12;
};

const SYMBOL: Record<Verdict, string> = { improved: '▲', regressed: '▼', unchanged: '=', inconclusive: '?' };

/** A rate significant on its own that did not survive the report's correction keeps its direction, hollow. */
const UNCORRECTED: Record<'regressed' | 'improved', string> = { regressed: '▽', improved: '△' };

/**
 * `? inconclusive (run 13 more trials)`. Under `trials: auto` the sequential test already decided when to
 * stop, so "run more" cannot be acted on: the advice names the fixed trial count that would decide it.
 */
export function verdictLabel(
  m: { verdict: Verdict; moreTrials: number | null; notSignificantAfter?: RowVerdict['notSignificantAfter'] },
  options: { sequential?: boolean } = {},
): string {
  const more = !m.moreTrials
    ? ''
    : options.sequential
      ? `fixed --trials ${m.moreTrials} would decide it`
      : `run ${m.moreTrials} more trials`;
  if (m.notSignificantAfter) {
    const { verdict, comparisons } = m.notSignificantAfter;
    return (
      `${UNCORRECTED[verdict]} ${verdict} (not significant after ` +
      `${comparisons} comparisons${more ? `; ${more}` : ''})`
    );
  }
  if (m.verdict !== 'inconclusive') return `${SYMBOL[m.verdict]} ${m.verdict}`;
  return more ? `? inconclusive (${more})` : '? inconclusive';
}

/**
 * A row whose rates did not move but whose trials are too few to call it unchanged: it says so once
 * (`noChangeNote`), and its cells show only the rates.
 */
export function looksUnchanged(r: RowComparison): boolean {
  return (
    r.metrics.length > 0 &&
    r.metrics.every((m) => m.verdict === 'inconclusive' && m.base.trials > 0 && m.head.trials > 0 && sameRate(m))
  );
}

/** `no change seen; 9 trials a side cannot rule out ±15 points` */
export function noChangeNote(r: RowComparison): string {
  const base = Math.min(...r.metrics.map((m) => m.base.trials));
  const head = Math.min(...r.metrics.map((m) => m.head.trials));
  const trials = base === head ? `${base} trials a side` : `${base} and ${head} trials`;
  return `no change seen; ${trials} cannot rule out ±${Math.round(EQUIVALENCE_MARGIN * 100)} points`;
}

/**
 * `80% → 40% ▼ regressed`. A rate that did not move and is not decided shows only the rates: repeating
 * "inconclusive" on it says nothing (the row's note says what the trials cannot rule out).
 */
export function metricCell(
  m: MetricComparison | undefined,
  options: { sequential?: boolean; quiet?: boolean } = {},
): string {
  if (!m) return '—';
  const rates = `${pct(m.base)} → ${pct(m.head)}`;
  const still = m.verdict === 'inconclusive' && m.base.trials > 0 && m.head.trials > 0 && sameRate(m);
  if (options.quiet || still) return rates;
  const ruled = ruledOut(m, options);
  return `${rates} ${verdictLabel(m, options)}${ruled ? `: ${ruled}` : ''}`;
}

/**
 * `−40 pts [−70, −5], p = 0.012, 4/10 → 8/10`. A rate over several cases is their mean, not the pooled
 * trials: `…, mean of 2 cases, 3/6 → 8/11 trials`.
 */
export function metricDetail(m: MetricComparison): string {
  const pts = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x * 100))}`;
  const diff = m.difference
    ? `${pts(m.difference.value)} pts [${pts(m.difference.interval[0])}, ${pts(m.difference.interval[1])}]`
    : 'no difference measurable';
  const p = m.pValue !== null ? (m.pValue < 0.001 ? ', p < 0.001' : `, p = ${m.pValue.toFixed(3)}`) : '';
  const cases = Math.max(m.base.caseWeighted?.cases ?? 0, m.head.caseWeighted?.cases ?? 0);
  const counts = `${m.base.successes}/${m.base.trials} → ${m.head.successes}/${m.head.trials}`;
  return `${diff}${p}, ${cases > 1 ? `mean of ${caseCount(m)}, ${counts} trials` : counts}`;
}

/** `2 cases`, or `2 and 3 cases` when the sides differ. */
function caseCount(m: MetricComparison): string {
  const b = m.base.caseWeighted?.cases ?? 0;
  const h = m.head.caseWeighted?.cases ?? 0;
  return b === h ? `${b} cases` : `${b} and ${h} cases`;
}

/** The notes of a row, as markdown (names escaped). */
export function rowFlags(r: RowComparison, format: 'markdown' | 'text' = 'markdown'): string {
  const name = format === 'markdown' ? mdText : logText;
  const flags: string[] = [];
  if (r.presence === 'head-only') flags.push('new');
  if (r.presence === 'base-only') flags.push('removed');
  if (r.presence === 'both') {
    const neighbours = r.changedSkills.filter((n) => n !== r.skill);
    flags.push(r.skillChanged ? 'skill changed' : 'skill unchanged');
    if (neighbours.length > 0) flags.push(`neighbour changed: ${listed(neighbours.map(name), 5)}`);
  }
  if (r.specChanged && r.presence === 'both') flags.push('spec changed');
  if (r.flaky) flags.push('flaky');
  if (r.caseId === undefined && r.chosenOutside) flags.push(outsideCountsText(r.chosenOutside, name));
  if (r.caseId === undefined && r.outOfTurns) flags.push(outOfTurnsText(r.outOfTurns));
  if (r.caseId === undefined && r.sameInBothArms) {
    flags.push(sameInBothArmsText(r.sameInBothArms, format === 'markdown' ? mdCode : quoted, name));
  }
  if (r.backendVersion)
    flags.push(`${name(r.backend)} ${name(r.backendVersion.base ?? '?')} → ${name(r.backendVersion.head ?? '?')}`);
  if (r.model) flags.push(`model ${name(r.model.base ?? '?')} → ${name(r.model.head ?? '?')}`);
  return flags.join(', ');
}

/** A check's label in a terminal or log line. */
const quoted = (label: string) => `"${logText(label)}"`;

/** `a, b, c and 412 more` */
export function listed(items: readonly string[], max: number): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

export const metricOf = (r: RowComparison, metric: MetricComparison['metric']) =>
  r.metrics.find((m) => m.metric === metric);

/** `scripted model`, or the model id (escaped) for a real one. */
export function modelLabel(
  model: string | undefined,
  source: ModelSource,
  format: 'markdown' | 'text' = 'markdown',
): string {
  if (source.kind === 'scripted') return 'scripted model';
  if (model === undefined) return 'default model';
  return format === 'markdown' ? mdCode(model) : logText(model);
}

/** `claude-code 2.1.332 / scripted model; codex 0.5.0 / scripted model` */
export function backendsLine(
  backends: RunMeta['backends'],
  source: ModelSource,
  format: 'markdown' | 'text' = 'markdown',
): string {
  const name = format === 'markdown' ? mdText : logText;
  return backends
    .map((b) => `${name(b.name)} ${name(b.version ?? '?')} / ${modelLabel(b.model, source, format)}`)
    .join('; ');
}

/** What the model source means, in one clause. */
export function modelSourceClause(source: ModelSource): string {
  return source.kind === 'scripted'
    ? "scripted model (caliper's deterministic stand-in: a smoke run of the harness, not a real model's numbers)"
    : modelSourceWords(source, mdText);
}

export const SCRIPTED_BANNER =
  "> **Scripted model: a smoke run.** These numbers come from caliper's " +
  'deterministic scripted model, not from a real model; they show the ' +
  'harness works, not how an agent uses these skills.';

export function isScripted(c: Comparison): boolean {
  return c.modelSource.kind === 'scripted';
}
