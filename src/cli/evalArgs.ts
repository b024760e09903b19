import type { ValidationReport } from '../skills/validateRepository.js';
import type { Alongside } from '../eval/runner/alongside.js';
import { unknownName } from '../eval/runner/names.js';
import { DEFAULT_SEQUENTIAL, type SequentialDesign } from '../results/sequential.js';
import { PATTERNS } from '../results/schema.js';
import { UsageError } from './io.js';

/** `I/N` with 1 <= I <= N. */
export function parseShard(raw: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard takes I/N with 1 <= I <= N, not "${raw}".`);
  return { index, count };
}

/** `--trials N` or `--trials auto[:MAX]`. */
export function trialsOption(raw: string | undefined): { trials?: number; sequential?: SequentialDesign } {
  if (raw === undefined) return {};
  const auto = /^auto(?::(\d+))?$/.exec(raw.trim());
  if (auto)
    return {
      sequential: { ...DEFAULT_SEQUENTIAL, ...(auto[1] && { maxTrials: positiveInt(auto[1], '--trials auto:MAX') }) },
    };
  return { trials: positiveInt(raw, '--trials', 'auto[:MAX]') };
}

export function list(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A whole number of at least 1; `orElse` names what else the flag takes, for the message (eval's --trials: auto). */
export function positiveInt(raw: string, flag: string, orElse?: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`${flag} takes a whole number of at least 1${orElse ? ` or ${orElse}` : ''}, not "${raw}".`);
  return n;
}

export function positiveNumber(raw: string, flag: string): number {
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} takes a positive number, not "${raw}".`);
  return n;
}

/**
 * `--detect POINTS`: a whole number of points from 1 to 100; it sizes the trials, so `--trials` cannot be given too.
 */
export function detectOption(
  raw: string | undefined,
  trials: string | undefined,
  jobs?: string,
  flag = '--detect',
): { points: number; jobs?: number } | undefined {
  if (raw === undefined) {
    if (jobs !== undefined)
      throw new UsageError('--matrix-jobs sizes --detect for a report several jobs share; give --detect with it.');
    return undefined;
  }
  const points = Number(raw);
  if (!Number.isInteger(points) || points < 1 || points > 100)
    throw new UsageError(`${flag} takes a drop in points, a whole number from 1 to 100 (e.g. 30), not "${raw}".`);
  if (trials !== undefined)
    throw new UsageError(`${flag} sizes the trials of each case itself; give it or --trials, not both.`);
  return { points, ...(jobs !== undefined && { jobs: positiveInt(jobs, '--matrix-jobs') }) };
}

/** `--alongside all` or `--alongside a,b`: the other skills installed next to each spec's own. */
export function alongsideOption(raw: string): 'all' | string[] {
  if (raw.trim() === 'all') return 'all';
  const names = list(raw);
  if (names.length === 0) throw new UsageError('--alongside takes skill names (a,b) or all, not an empty list.');
  const bad = names.filter((n) => !PATTERNS.skill.test(n));
  if (bad.length > 0)
    throw new UsageError(
      `--alongside takes skill names (letters, digits, ".", "_" and "-"), not ${bad
        .slice(0, 3)
        .map((n) => JSON.stringify(n))
        .join(', ')}.`,
    );
  return names;
}

/**
 * The names `--skills`, `--cases` and `--alongside` ask for, checked against the repository: an unknown one, or a skill
 * with no spec, is a usage error.
 */
export function checkAskedNames(
  report: ValidationReport,
  values: { skills?: string | undefined; cases?: string | undefined },
  alongside: Alongside | undefined,
  shown: string,
): void {
  const problem = unknownName(
    report,
    {
      ...(values.skills !== undefined && { skills: { names: list(values.skills), label: '--skills' } }),
      ...(values.cases !== undefined && { cases: { names: list(values.cases), label: '--cases' } }),
      ...(alongside !== undefined && { alongside: { names: alongside, label: '--alongside' } }),
    },
    shown,
  );
  if (problem) throw new UsageError(problem);
}
