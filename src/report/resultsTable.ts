import type { Results } from '../results/types.js';
import { modelSourceWords } from '../results/modelSource.js';
import { rowRate, type RateName } from '../results/aggregate.js';
import { unmeasuredRatesOf } from '../results/unmeasuredRates.js';
import type { Rate } from '../results/stats.js';
import { spendLine } from '../results/spend/spend.js';
import { logText, mdCode, mdText } from './escape.js';
import { formatLift, liftCallout } from './liftText.js';
import { outsideCountsText } from '../eval/discovery/outsideChoices.js';
import { outOfTurnsText } from '../results/outOfTurns.js';
import { sameInBothArms, sameInBothArmsText } from '../results/discrimination.js';
import { skippedSkills, skippedText } from '../results/skippedSkills.js';
import { reasonClause } from '../results/notEvaluated.js';

/**
 * `7/10 70% [40–89]`, or `—` when nothing was measured. A rate of several cases shows the mean of their
 * rates, the one verdicts are about (`50% [24–76] mean of 2 cases, 8/11 trials`), not the pooled trials.
 */
export function formatRate(r: Rate): string {
  if (r.trials === 0 || r.rate === null || r.interval === null) return '—';
  const pct = (x: number) => `${Math.round(x * 100)}`;
  const cw = r.caseWeighted;
  if (cw && cw.cases > 1 && cw.rate !== null && cw.interval !== null)
    return (
      `${pct(cw.rate)}% [${pct(cw.interval[0])}–${pct(cw.interval[1])}] mean ` +
      `of ${cw.cases} cases, ${r.successes}/${r.trials} trials`
    );
  return `${r.successes}/${r.trials} ${pct(r.rate)}% [${pct(r.interval[0])}–${pct(r.interval[1])}]`;
}

/** The score table: one row per skill × backend. */
export function resultsTable(results: Results, style: 'text' | 'markdown'): string {
  // The lift column only when the run had a baseline arm: a run without one did not measure it.
  const lifted = results.results.some((r) => r.lift);
  const header = [
    'skill',
    'backend',
    'activation',
    'false activation',
    'execution',
    ...(lifted ? ['lift (with − without skill)'] : []),
    'errors',
  ];
  // Force-load puts the body in the prompt: choice was not measured, and 100 % would be a lie.
  const activation = (rate: Rate) => (results.meta.discipline === 'force-load' ? 'not measured' : formatRate(rate));
  const name = style === 'markdown' ? mdText : logText;
  // On a terminal the footnote right below says it once; a table pasted into markdown must say it per row.
  const scripted = style === 'markdown' && results.meta.modelSource.kind === 'scripted' ? ' (scripted model)' : '';
  const rows = results.results.map((r) => {
    // "—" alone reads as "nothing to measure"; a rate whose every trial was an error says so (it fails the step).
    const unmeasured = new Map(unmeasuredRatesOf(r, results.meta.discipline).map((u) => [u.rate, u.errors]));
    const cell = (rate: RateName, shown: string) => (unmeasured.has(rate) ? erroredCell(unmeasured.get(rate)!) : shown);
    return [
      name(r.skill),
      `${name(r.backend)}${r.backendVersion ? ` ${name(r.backendVersion)}` : ''}${scripted}`,
      cell('activation', activation(rowRate(r, 'activation'))),
      cell('falseActivation', activation(rowRate(r, 'falseActivation'))),
      cell('execution', formatRate(rowRate(r, 'execution'))),
      ...(lifted ? [r.lift ? formatLift(r.lift) : 'not measured'] : []),
      String(r.errors),
    ];
  });
  // A skill that could not be evaluated is a row too: a table without it would read as nothing wrong.
  for (const s of skippedSkills(results))
    rows.push([name(s.skill), '—', name(`not evaluated: ${reasonClause(s.reason)}`), ...header.slice(3).map(() => '')]);
  const callouts = results.results.flatMap((r) => {
    const said = liftCallout(r);
    return said ? [`${name(r.skill)} × ${name(r.backend)}: ${said}.`] : [];
  });
  // A choice outside the set under test is a choice, never "no skill": the head-only comment and the terminal say
  // whose.
  const outside = results.results.flatMap((r) =>
    r.chosenOutside && Object.keys(r.chosenOutside).length > 0
      ? [`${name(r.skill)} × ${name(r.backend)}: the agent ${outsideCountsText(r.chosenOutside, name)}.`]
      : [],
  );
  callouts.push(...outside);
  callouts.push(
    ...results.results.flatMap((r) =>
      r.outOfTurns ? [`${name(r.skill)} × ${name(r.backend)}: ${outOfTurnsText(r.outOfTurns)}.`] : [],
    ),
  );
  const code = style === 'markdown' ? mdCode : (label: string) => `"${logText(label)}"`;
  callouts.push(
    ...results.results.flatMap((r) => {
      const same = sameInBothArms(r);
      return same.length > 0 ? [`${name(r.skill)} × ${name(r.backend)}: ${sameInBothArmsText(same, code, name)}.`] : [];
    }),
  );
  if (style === 'markdown') {
    return (
      [
        `| ${header.join(' | ')} |`,
        `|${header.map(() => '---').join('|')}|`,
        ...rows.map((row) => `| ${row.join(' | ')} |`),
        ...(callouts.length > 0 ? ['', ...callouts.map((c) => `**${c}**`)] : []),
      ].join('\n') + '\n'
    );
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return (
    [
      line(header),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
      ...(callouts.length > 0 ? ['', ...callouts] : []),
    ].join('\n') + '\n'
  );
}

/** A rate whose every trial was a harness error: "—", and why. */
const erroredCell = (errors: number) =>
  errors === 1 ? '— (its one trial was an error)' : `— (all ${errors} trials were errors)`;

/**
 * How the table was measured, in one line, and what the run spent, escaped for its medium (markdown, or a terminal or
 * log).
 */
export function resultsFootnote(results: Results, style: 'text' | 'markdown' = 'markdown'): string {
  const esc = style === 'markdown' ? mdText : logText;
  const m = results.meta;
  const source = m.modelSource.kind === 'scripted' ? 'scripted' : 'real';
  const model = (b: Results['meta']['backends'][number]) =>
    source === 'scripted' ? 'scripted model' : `model ${b.model === undefined ? 'default' : esc(b.model)}`;
  const backends = m.backends
    .map((b) => `${esc(b.name)} ${b.version === undefined ? '(unavailable)' : esc(b.version)} / ${model(b)}`)
    .join('; ');
  const said = skippedText(results);
  const skipped = said ? ` ${esc(said)}.` : '';
  const smoke = source === 'scripted' ? " Scripted model: a smoke run of the harness, not a real model's numbers." : '';
  const spent = m.spend ? `${esc(spendLine(m.spend))}\n` : '';
  return (
    `era ${esc(m.era)}, discipline ${m.discipline}, ` +
    `${modelSourceWords(m.modelSource, esc)}; ${backends}. Rates: ` +
    `successes/trials, 95% Wilson interval; errors are not in any ` +
    `rate${firedThenFaulted(results)}.${skipped}${smoke}\n${style === 'markdown' && spent ? '\n' : ''}${spent}`
  );
}

/** The one exception to "errors are in no rate", said only when it happened (aggregate.ts `activationCounts`). */
function firedThenFaulted(results: Results): string {
  const n = results.results.reduce(
    (sum, r) =>
      sum + r.cases.reduce((m, c) => m + (c.role === 'should-not-activate' ? (c.activatedBeforeFault ?? 0) : 0), 0),
    0,
  );
  return n > 0
    ? `, but for ${n} on should-not-activate cases where the skill had fired first, each counted as a false activation`
    : '';
}
