import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CancelledTrial, TrialRecord } from '../../results/types.js';
import type { Redactor } from '../../util/redact.js';

export const JOURNAL_FILE = 'trials.jsonl';

/** What must be equal for a resumed run to add to an earlier one: how it measures, and what. */
export type Fingerprint = Record<string, unknown>;

export class JournalError extends Error {}

export interface Journal {
  done: Map<string, TrialRecord>;
  /** Trials `--trials auto` cancelled: never run again. */
  cancelled: Map<string, CancelledTrial>;
  append(record: TrialRecord | CancelledTrial): void;
}

/**
 * `trials.jsonl`: a header line with the run's fingerprint, then one line per finished or cancelled
 * trial, appended the moment it ends, so a killed run loses nothing and `--resume` skips what is done.
 * A trial killed by an interrupt has no line: it was not decided away, so `--resume` runs it.
 */
export function openJournal(
  outDir: string,
  fingerprint: Fingerprint,
  mode: 'new' | 'resume' | 'fresh',
  redactor: Redactor,
): Journal {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, JOURNAL_FILE);
  const done = new Map<string, TrialRecord>();
  const cancelled = new Map<string, CancelledTrial>();
  if (existsSync(file) && mode === 'new') {
    throw new JournalError(
      `${file} already holds results. Pass --resume to continue that run, or --fresh to discard it.`,
    );
  }
  if (existsSync(file) && mode === 'resume') {
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    const header = lines.length > 0 ? safeParse(lines[0]!) : undefined;
    if (!header || header.type !== 'run')
      throw new JournalError(`${file} has no run header; it was not written by caliper eval. Use --fresh.`);
    const difference = firstDifference(header.fingerprint as Fingerprint, fingerprint);
    if (difference)
      throw new JournalError(
        `cannot resume: ${difference} changed since ${file} was written. Start again with --fresh.`,
      );
    for (const line of lines.slice(1)) {
      const record = safeParse(line) as TrialRecord | CancelledTrial | undefined;
      // A torn last line (the run was killed mid-write) is simply not done.
      if (record?.type === 'trial') done.set(record.key, record);
      else if (record?.type === 'cancelled') cancelled.set(record.key, record);
    }
  } else {
    writeFileSync(file, `${redactor.json({ type: 'run', fingerprint })}\n`);
  }
  return { done, cancelled, append: (record) => appendFileSync(file, `${redactor.json(record)}\n`) };
}

/** How many finished trials a journal file holds (0 when there is none); a torn last line does not count. */
export function finishedTrialsIn(file: string): number {
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => safeParse(line)?.type === 'trial').length;
}

function safeParse(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function firstDifference(before: Fingerprint | undefined, now: Fingerprint): string | undefined {
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(now)])) {
    if (JSON.stringify(before?.[key]) !== JSON.stringify(now[key])) return key;
  }
  return undefined;
}
