import type { HistoryPoint } from '../../results/history/history.js';
import { segments, series, seriesKeys, type SeriesPoint } from './series.js';

/** Text for SVG/XML: the one escaper for markup this module writes. */
export function xmlText(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface TrendChart {
  skill: string;
  backend: string;
  svg: string;
  /** Points where the skill, the CLI version or the era changed, described. */
  changes: string[];
}

const W = 560;
const H = 170;
const PAD = { left: 34, right: 12, top: 14, bottom: 34 };
const SERIES = [
  { metric: 'activation' as const, colour: '#0969da', label: 'activation' },
  { metric: 'execution' as const, colour: '#1a7f37', label: 'execution' },
];

/**
 * One chart per skill × backend: activation and execution over the runs of the history. A line joins
 * runs of the same era and discipline only (numbers of different eras are not comparable); a dashed
 * mark shows where the skill's content, the CLI version or the era changed.
 */
export function trendCharts(history: readonly HistoryPoint[]): TrendChart[] {
  return seriesKeys(history).map(({ skill, backend }) =>
    chart(skill, backend, history.length, series(history, skill, backend)),
  );
}

function chart(skill: string, backend: string, n: number, points: readonly SeriesPoint[]): TrendChart {
  const x = (i: number) =>
    PAD.left + (n <= 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (n - 1));
  const y = (rate: number) => PAD.top + (1 - rate) * (H - PAD.top - PAD.bottom);
  const parts: string[] = [];
  const changes: string[] = [];
  for (const tick of [0, 0.5, 1])
    parts.push(
      `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(tick)}" ` +
        `y2="${y(tick)}" stroke="#d1d9e0"/><text x="${PAD.left - 4}" ` +
        `y="${y(tick) + 4}" text-anchor="end" font-size="10" ` +
        `fill="#59636e">${tick * 100}%</text>`,
    );
  for (const p of points) {
    if (p.changed.length === 0) continue;
    const label = `${p.startedAt.slice(0, 10)}: ${p.changed.join(', ')}`;
    changes.push(label);
    parts.push(
      `<line x1="${x(p.index)}" x2="${x(p.index)}" y1="${PAD.top}" ` +
        `y2="${H - PAD.bottom}" stroke="#9a6700" stroke-dasharray="3 ` +
        `3"><title>${xmlText(label)}</title></line>`,
    );
  }
  for (const s of SERIES) {
    for (const segment of segments(points)) {
      const line: string[] = [];
      const flush = () => {
        if (line.length > 1)
          parts.push(`<polyline fill="none" stroke="${s.colour}" stroke-width="1.5" points="${line.join(' ')}"/>`);
        line.length = 0;
      };
      let previous = -1;
      for (const p of segment) {
        const [successes, trials] = p[s.metric];
        const rate = p.rates[s.metric];
        // A run that did not measure it (or did not run the skill) breaks the line.
        if (p.index !== previous + 1) flush();
        previous = p.index;
        if (rate === null) {
          flush();
          continue;
        }
        const point = `${x(p.index).toFixed(1)},${y(rate).toFixed(1)}`;
        line.push(point);
        const tip =
          `${p.startedAt.slice(0, 10)} ${s.label}: ${Math.round(rate * 100)}% ` + `(${successes}/${trials} trials)`;
        parts.push(
          `<circle cx="${x(p.index).toFixed(1)}" cy="${y(rate).toFixed(1)}" ` +
            `r="2.5" fill="${s.colour}"><title>${xmlText(tip)}</title></circle>`,
        );
      }
      flush();
    }
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last) {
    parts.push(
      `<text x="${PAD.left}" y="${H - 8}" font-size="10" ` +
        `fill="#59636e">${xmlText(first.startedAt.slice(0, 10))}</text>`,
    );
    parts.push(
      `<text x="${W - PAD.right}" y="${H - 8}" text-anchor="end" ` +
        `font-size="10" ` +
        `fill="#59636e">${xmlText(last.startedAt.slice(0, 10))}</text>`,
    );
  }
  SERIES.forEach((s, i) => {
    parts.push(
      `<rect x="${W / 2 - 80 + i * 90}" y="${H - 16}" width="10" height="3" ` +
        `fill="${s.colour}"/><text x="${W / 2 - 66 + i * 90}" y="${H - 12}" ` +
        `font-size="10" fill="#59636e">${s.label}</text>`,
    );
  });
  const title = xmlText(`${skill} × ${backend}: activation and execution per run`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" ` +
    `viewBox="0 0 ${W} ${H}" font-family="sans-serif" role="img" ` +
    `aria-label="${title}"><title>${title}</title><rect width="${W}" ` +
    `height="${H}" fill="#fff"/>${parts.join('')}</svg>`;
  return { skill, backend, svg, changes };
}

/** An SVG as an image source: an image-embedded SVG runs no script and loads nothing. */
export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
