import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rowRate } from '../aggregate.js';
import type { Results } from '../types.js';

/** One run in the history: enough to draw each skill's rates over time, and to mark what changed. */
export interface HistoryPoint {
  startedAt: string;
  era: string;
  discipline: string;
  rows: {
    skill: string;
    backend: string;
    backendVersion: string | undefined;
    model: string | undefined;
    /** The subject skill's content hash: a change is marked on the chart. */
    skillHash: string | undefined;
    /** [successes, trials], the pooled counts */
    activation: [number, number];
    execution: [number, number];
    /** The row's rates (`rowRate`, case-weighted) as the table showed them; absent in older history files. */
    rates?: { activation: number | null; execution: number | null };
  }[];
}

export const DEFAULT_KEEP = 90;

export class HistoryError extends Error {}

export function historyPoint(results: Results): HistoryPoint {
  return {
    startedAt: results.meta.startedAt,
    era: results.meta.era,
    discipline: results.meta.discipline,
    rows: results.results.map((r) => ({
      skill: r.skill,
      backend: r.backend,
      backendVersion: r.backendVersion,
      model: r.model,
      skillHash: r.skillHashes?.[r.skill],
      activation: [r.aggregate.activation.successes, r.aggregate.activation.trials],
      execution: [r.aggregate.execution.successes, r.aggregate.execution.trials],
      rates: { activation: rowRate(r, 'activation').rate, execution: rowRate(r, 'execution').rate },
    })),
  };
}

/** The history file (JSON lines, oldest first); a missing file is an empty history. */
export function readHistory(file: string): HistoryPoint[] {
  if (!existsSync(file)) return [];
  const points: HistoryPoint[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      let p: Partial<HistoryPoint>;
      try {
        p = JSON.parse(line) as Partial<HistoryPoint>;
      } catch {
        throw new HistoryError(`${file}:${i + 1} is not JSON; it is not a caliper history file.`);
      }
      if (typeof p.startedAt !== 'string' || typeof p.era !== 'string' || !Array.isArray(p.rows))
        throw new HistoryError(`${file}:${i + 1} is not a caliper history point (needs startedAt, era, rows).`);
      points.push(p as HistoryPoint);
    });
  return points;
}

/**
 * Add a run, keeping the newest `keep` (a bounded file, whatever store carries it). The same run added
 * twice (same start time) is kept once.
 */
export function appendHistory(file: string, results: Results, keep = DEFAULT_KEEP): HistoryPoint[] {
  const point = historyPoint(results);
  const points = [...readHistory(file).filter((p) => p.startedAt !== point.startedAt), point]
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
    .slice(-keep);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, points.map((p) => JSON.stringify(p)).join('\n') + '\n');
  return points;
}
