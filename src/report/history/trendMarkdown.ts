import type { HistoryPoint } from '../../results/history/history.js';
import { mdCode, mdText, mermaidText } from '../escape.js';
import { segments, series, seriesKeys, type SeriesPoint } from './series.js';

/** Charts beyond this many are left to the HTML report (a job summary holds at most 1 MiB). */
export const MAX_SUMMARY_CHARTS = 40;

/** Runs per chart: more x-axis labels than this overlap; the HTML report charts the whole history. */
export const MAX_CHART_RUNS = 20;

const METRICS = [
  { metric: 'activation' as const, colour: '#0969da', name: 'activation', hue: 'blue' },
  { metric: 'execution' as const, colour: '#1a7f37', name: 'execution', hue: 'green' },
];

/**
 * The trend of each skill × backend as Markdown for the job summary: GitHub renders a ```mermaid
 * `xychart-beta` block there (it drops inline SVG and `data:` images). Mermaid draws one unbroken line
 * per series, so each era (and discipline) gets a chart of its own: eras are never joined. A run where
 * the skill, the CLI version or the era changed carries a numbered mark on the x axis, listed below.
 *
 * Only numbers and dates caliper formats itself go inside the mermaid block (through `mermaidText`);
 * skill names, backends and versions are outside it, through the Markdown escaper.
 */
export function trendMarkdown(
  history: readonly HistoryPoint[],
  options: { maxCharts?: number; reportLink?: string } = {},
): string {
  const max = options.maxCharts ?? MAX_SUMMARY_CHARTS;
  const span =
    history.length > 0 ? `, ${mdText(day(history[0]!.startedAt))} to ${mdText(day(history.at(-1)!.startedAt))}` : '';
  const out = [
    `## caliper: rates over time\n`,
    `${history.length} run(s) in the history${span}. Activation in blue, ` +
      `execution in green, per run; a chart per era (rates of different eras ` +
      `are not comparable). A mark (1), (2)… on a run says what changed ` +
      `there.\n`,
  ];
  const keys = seriesKeys(history);
  let charts = 0;
  let left = 0;
  for (const { skill, backend } of keys) {
    if (charts >= max) {
      left++;
      continue;
    }
    out.push(`### ${mdCode(skill)} on ${mdCode(backend)}\n`);
    let mark = 0;
    for (const segment of segments(series(history, skill, backend))) {
      const changes: string[] = [];
      const labels = segment.map((p) => {
        if (p.changed.length === 0) return mermaidText(shortDay(p.startedAt));
        mark++;
        changes.push(`(${mark}) ${mdText(day(p.startedAt))}: ${p.changed.map(mdText).join(', ')}`);
        return mermaidText(`${shortDay(p.startedAt)} (${mark})`);
      });
      const head = `era ${mdCode(segment[0]!.era)}, ${mdCode(segment[0]!.discipline)}`;
      out.push(chartOrLine(segment, labels, head));
      charts++;
      if (changes.length > 0) out.push(`${changes.join('  \n')}\n`);
    }
  }
  if (left > 0)
    out.push(
      `${left} more skill × backend chart(s) are in the HTML ` +
        `report${options.reportLink ? ` (${options.reportLink})` : ''}.\n`,
    );
  return out.join('\n');
}

/** The rate a run showed, in whole percent (a plotted rate is measured). */
const percent = (p: SeriesPoint, m: (typeof METRICS)[number]) => Math.round(100 * (p.rates[m.metric] ?? 0));

/** A segment as a mermaid chart, or as one line of text when it has one run (a line needs two points). */
function chartOrLine(segment: readonly SeriesPoint[], labels: readonly string[], head: string): string {
  const plotted = METRICS.filter((m) => segment.some((p) => p[m.metric][1] > 0));
  if (plotted.length === 0) return `${head}: nothing measured.\n`;
  if (segment.length === 1) {
    const p = segment[0]!;
    return (
      `${head}, one run (${mdText(day(p.startedAt))}): ` +
      `${plotted.map((m) => `${m.name} ${percent(p, m)}% (${p[m.metric][0]}/${p[m.metric][1]} trials)`).join(', ')}.\n`
    );
  }
  // Mermaid has no gaps in a line: a run that did not measure a plotted rate is left out of the chart.
  const measured = segment
    .map((p, i) => ({ p, label: labels[i]! }))
    .filter(({ p }) => plotted.every((m) => p[m.metric][1] > 0));
  const dropped = segment.length - measured.length;
  const kept = measured.slice(-MAX_CHART_RUNS);
  const older = measured.length - kept.length;
  const lines = [
    '```mermaid',
    `%%{init: {"xyChart": {"width": 900, "height": 360, "xAxis": ` +
      `{"labelFontSize": 10}}, "themeVariables": {"xyChart": ` +
      `{"plotColorPalette": ` +
      `"${plotted.map((m) => m.colour).join(', ')}"}}}}%%`,
    'xychart-beta',
    `  title "${plotted.map((m) => `${m.name} (${m.hue})`).join(' and ')}"`,
    `  x-axis [${unique(kept.map(({ label }) => label))
      .map((label) => `"${label}"`)
      .join(', ')}]`,
    '  y-axis "%" 0 --> 100',
    ...plotted.map((m) => `  line [${kept.map(({ p }) => percent(p, m)).join(', ')}]`),
    '```',
  ];
  const notes = [
    older > 0 ? `the newest ${kept.length}; all ${measured.length} are in the HTML report` : '',
    dropped > 0 ? `${dropped} that did not measure every rate left out` : '',
  ].filter(Boolean);
  return `${head}, ${kept.length} run(s)${notes.length > 0 ? ` (${notes.join('; ')})` : ''}:\n\n${lines.join('\n')}\n`;
}

/**
 * The x axis is a list of categories: two runs on one day must not share a label, or mermaid draws
 * them as one point. The second becomes `11-03 .2`, the third `11-03 .3`.
 */
function unique(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : mermaidText(`${label} .${n}`);
  });
}

/** `2026-11-30` from a start time; anything else in the file reads as `?`. */
function day(startedAt: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(String(startedAt));
  return m ? m[1]! : '?';
}

function shortDay(startedAt: string): string {
  const d = day(startedAt);
  return d === '?' ? 'no date' : d.slice(5);
}
