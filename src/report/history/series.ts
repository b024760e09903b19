import type { HistoryPoint } from '../../results/history/history.js';

/** One run of one skill × backend in the history, and what changed since the run before it. */
export interface SeriesPoint {
  /** Index of the run in the whole history (the x position). */
  index: number;
  startedAt: string;
  era: string;
  discipline: string;
  /** [successes, trials], the pooled counts */
  activation: [number, number];
  execution: [number, number];
  /** The row's rate as its run showed it (case-weighted); successes / trials for a point written before. */
  rates: { activation: number | null; execution: number | null };
  /** What changed since the previous run of this skill × backend (empty: nothing). */
  changed: string[];
}

/** The skill × backend pairs of a history, sorted, each once. */
export function seriesKeys(history: readonly HistoryPoint[]): { skill: string; backend: string }[] {
  const keys = [...new Set(history.flatMap((p) => p.rows.map((r) => `${r.skill}\u0000${r.backend}`)))].sort();
  return keys.map((key) => {
    const [skill, backend] = key.split('\u0000') as [string, string];
    return { skill, backend };
  });
}

/**
 * The runs of one skill × backend, oldest first, each with what changed since the previous one: the
 * era, the discipline, the CLI version, the skill's content. The SVG and the Markdown charts mark the
 * same changes.
 */
export function series(history: readonly HistoryPoint[], skill: string, backend: string): SeriesPoint[] {
  const out: SeriesPoint[] = [];
  let previous: { era: string; discipline: string; version: string | undefined; hash: string | undefined } | undefined;
  history.forEach((p, index) => {
    const row = p.rows.find((r) => r.skill === skill && r.backend === backend);
    if (!row) return;
    const now = { era: p.era, discipline: p.discipline, version: row.backendVersion, hash: row.skillHash };
    const changed: string[] = [];
    if (previous && previous.era !== now.era) changed.push(`era ${previous.era} → ${now.era}`);
    if (previous && previous.discipline !== now.discipline)
      changed.push(`discipline ${previous.discipline} → ${now.discipline}`);
    if (previous && previous.version !== now.version)
      changed.push(`${backend} ${previous.version ?? '?'} → ${now.version ?? '?'}`);
    if (previous && previous.hash !== now.hash) changed.push('skill changed');
    const counts = { activation: pair(row.activation), execution: pair(row.execution) };
    const rates = {
      activation: rateOf(row.rates?.activation, counts.activation),
      execution: rateOf(row.rates?.execution, counts.execution),
    };
    out.push({
      index,
      startedAt: String(p.startedAt),
      era: String(p.era),
      discipline: String(p.discipline),
      ...counts,
      rates,
      changed,
    });
    previous = now;
  });
  return out;
}

/**
 * The series cut where the era or the discipline changes: rates of different eras are not comparable,
 * so no line ever joins them.
 */
export function segments(points: readonly SeriesPoint[]): SeriesPoint[][] {
  const out: SeriesPoint[][] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && last[0]!.era === p.era && last[0]!.discipline === p.discipline) last.push(p);
    else out.push([p]);
  }
  return out;
}

/** A history file is data from an artifact-fed cache: counts that are not two whole numbers read as unmeasured. */
function pair(value: unknown): [number, number] {
  if (!Array.isArray(value)) return [0, 0];
  const [s, t] = value.map(Number);
  return Number.isInteger(s) && Number.isInteger(t) && s! >= 0 && t! > 0 && s! <= t! ? [s!, t!] : [0, 0];
}

/** The recorded rate when it is one (a number in [0, 1] beside measured counts), else the pooled counts' rate. */
function rateOf(recorded: unknown, [successes, trials]: [number, number]): number | null {
  if (trials === 0) return null;
  return typeof recorded === 'number' && recorded >= 0 && recorded <= 1 ? recorded : successes / trials;
}
