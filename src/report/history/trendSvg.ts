import type { HistoryPoint } from '../../results/history/history.js';

/** Text for SVG/XML: the one escaper for markup this module writes. */
export function xmlText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
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
  const keys = [...new Set(history.flatMap((p) => p.rows.map((r) => `${r.skill}\u0000${r.backend}`)))].sort();
  return keys.map((key) => {
    const [skill, backend] = key.split('\u0000') as [string, string];
    return chart(skill, backend, history);
  });
}

function chart(skill: string, backend: string, history: readonly HistoryPoint[]): TrendChart {
  const n = history.length;
  const x = (i: number) => PAD.left + (n <= 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (n - 1));
  const y = (rate: number) => PAD.top + (1 - rate) * (H - PAD.top - PAD.bottom);
  const parts: string[] = [];
  const changes: string[] = [];
  for (const tick of [0, 0.5, 1]) parts.push(`<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#d1d9e0"/><text x="${PAD.left - 4}" y="${y(tick) + 4}" text-anchor="end" font-size="10" fill="#59636e">${tick * 100}%</text>`);
  let previous: { era: string; discipline: string; version: string | undefined; hash: string | undefined } | undefined;
  history.forEach((p, i) => {
    const row = p.rows.find((r) => r.skill === skill && r.backend === backend);
    if (!row) return;
    const now = { era: p.era, discipline: p.discipline, version: row.backendVersion, hash: row.skillHash };
    const what: string[] = [];
    if (previous && previous.era !== now.era) what.push(`era ${previous.era} → ${now.era}`);
    if (previous && previous.discipline !== now.discipline) what.push(`discipline ${previous.discipline} → ${now.discipline}`);
    if (previous && previous.version !== now.version) what.push(`${backend} ${previous.version ?? '?'} → ${now.version ?? '?'}`);
    if (previous && previous.hash !== now.hash) what.push('skill changed');
    if (what.length > 0) {
      const label = `${p.startedAt.slice(0, 10)}: ${what.join(', ')}`;
      changes.push(label);
      parts.push(`<line x1="${x(i)}" x2="${x(i)}" y1="${PAD.top}" y2="${H - PAD.bottom}" stroke="#9a6700" stroke-dasharray="3 3"><title>${xmlText(label)}</title></line>`);
    }
    previous = now;
  });
  for (const s of SERIES) {
    let segment: string[] = [];
    let segmentKey: string | undefined;
    const flush = () => {
      if (segment.length > 1) parts.push(`<polyline fill="none" stroke="${s.colour}" stroke-width="1.5" points="${segment.join(' ')}"/>`);
      segment = [];
    };
    history.forEach((p, i) => {
      const row = p.rows.find((r) => r.skill === skill && r.backend === backend);
      const [successes, trials] = row?.[s.metric] ?? [0, 0];
      if (!row || trials === 0) return flush();
      const key = `${p.era}|${p.discipline}`;
      if (segmentKey !== undefined && key !== segmentKey) flush();
      segmentKey = key;
      const point = `${x(i).toFixed(1)},${y(successes / trials).toFixed(1)}`;
      segment.push(point);
      parts.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(successes / trials).toFixed(1)}" r="2.5" fill="${s.colour}"><title>${xmlText(`${p.startedAt.slice(0, 10)} ${s.label}: ${successes}/${trials}`)}</title></circle>`);
    });
    flush();
  }
  if (n > 0) {
    parts.push(`<text x="${PAD.left}" y="${H - 8}" font-size="10" fill="#59636e">${xmlText(history[0]!.startedAt.slice(0, 10))}</text>`);
    parts.push(`<text x="${W - PAD.right}" y="${H - 8}" text-anchor="end" font-size="10" fill="#59636e">${xmlText(history[n - 1]!.startedAt.slice(0, 10))}</text>`);
  }
  SERIES.forEach((s, i) => parts.push(`<rect x="${W / 2 - 80 + i * 90}" y="${H - 16}" width="10" height="3" fill="${s.colour}"/><text x="${W / 2 - 66 + i * 90}" y="${H - 12}" font-size="10" fill="#59636e">${s.label}</text>`));
  const title = xmlText(`${skill} × ${backend}: activation and execution per run`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" role="img" aria-label="${title}"><title>${title}</title><rect width="${W}" height="${H}" fill="#fff"/>${parts.join('')}</svg>`;
  return { skill, backend, svg, changes };
}

/** An SVG as an image source: an image-embedded SVG runs no script and loads nothing. */
export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
