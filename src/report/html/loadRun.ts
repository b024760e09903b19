import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { backendNamed } from '../../eval/backends/index.js';
import type { Transcript } from '../../eval/backends/backend.js';
import { JOURNAL_FILE } from '../../eval/runner/journal.js';
import { loadResults, ResultsRefusal } from '../../results/load.js';
import { mergeResults } from '../../results/merge.js';
import type { Results, TrialRecord } from '../../results/types.js';
import { readTrialFile, type TrialFile } from '../../util/trialFiles.js';
import { formatRate } from '../resultsTable.js';
import { clip, inputText, LIMITS } from './clip.js';
import type { RunView, TrialView } from './model.js';
import { skillFilesRead } from './skillFiles.js';

/** Transcripts larger than this are not read (the report says so): a run's artifact is not trusted. */
const MAX_TRANSCRIPT_BYTES = 32 * 1024 * 1024;
const MAX_JOURNAL_BYTES = 256 * 1024 * 1024;

/**
 * One run, for the report: its results.json, the trials of its trials.jsonl, and each trial's saved
 * transcript re-read by its backend's own parser (the same normalisation the checks used). Throws
 * ResultsError (from loadResults) when `where` is not a caliper run.
 */
export function loadRun(where: string, source: string): { results: Results; view: RunView } {
  const results = loadResults(where);
  const dir = existsSync(where) && statSync(where).isDirectory() ? where : path.dirname(where);
  const notes: string[] = [];
  const records = countedOnly(readJournal(dir, notes), results, notes);
  const installed = new Map(results.results.map((r) => [`${r.skill}|${r.backend}`, Object.keys(r.skillHashes ?? {})]));
  const view: RunView = {
    ...runOverview(results, source),
    trials: records.map((r) => trialView(r, dir, installed.get(`${r.skill}|${r.backend}`) ?? Object.keys(r.activations ?? {}))),
    skipped: results.skipped ?? [],
    notes,
  };
  return { results, view };
}

/**
 * The shards of a matrix as one run: their results merged (refused, as `caliper merge` refuses, when
 * they were measured differently), each shard's trials read from its own folder (a transcript is read
 * only from inside the folder of the shard that names it).
 */
export function loadRuns(wheres: readonly string[], source: string): { results: Results; view: RunView } {
  if (wheres.length === 1) return loadRun(wheres[0]!, source);
  const parts = wheres.map((where) => ({ where, ...loadRun(where, where) }));
  const merged = mergeResults(parts.map((p) => ({ name: p.where, results: p.results })));
  if (merged.kind === 'refused') throw new ResultsRefusal(merged.reason);
  return {
    results: merged.results,
    view: {
      ...runOverview(merged.results, source),
      trials: parts.flatMap((p) => p.view.trials),
      skipped: merged.results.skipped ?? [],
      notes: parts.flatMap((p) => p.view.notes.map((n) => `${p.where}: ${n}`)),
    },
  };
}

function runOverview(results: Results, source: string): Omit<RunView, 'trials' | 'skipped' | 'notes'> {
  const force = results.meta.discipline === 'force-load';
  const rate = (r: Parameters<typeof formatRate>[0]) => (force ? 'not measured' : formatRate(r));
  return {
    source,
    era: results.meta.era,
    discipline: results.meta.discipline,
    caliperVersion: results.meta.caliperVersion,
    startedAt: results.meta.startedAt,
    backends: results.meta.backends ?? [],
    rows: results.results.map((r) => ({
      skill: r.skill,
      backend: r.backend,
      backendVersion: r.backendVersion,
      activation: rate(r.aggregate.activation),
      falseActivation: rate(r.aggregate.falseActivation),
      execution: formatRate(r.aggregate.execution),
      errors: r.errors,
    })),
  };
}

/** The journal's trials, the last line winning for a key (a resumed run may repeat one). */
/**
 * Under `--trials auto` a decided case counts its trials 1 to `trials`; a trial past them finished after
 * the decision was made without it (discarded): it is left out, as it is left out of every count.
 */
function countedOnly(records: TrialRecord[], results: Results, notes: string[]): TrialRecord[] {
  if (results.meta.sequential === undefined) return records;
  const counted = new Map<string, number>();
  for (const r of results.results) for (const c of r.cases) if (c.decision && c.decision !== 'continue') counted.set(`${r.skill}|${r.backend}|${c.id}`, c.trials);
  const kept = records.filter((r) => r.trial <= (counted.get(`${r.skill}|${r.backend}|${r.caseId}`) ?? Infinity));
  const left = records.length - kept.length;
  if (left > 0) notes.push(`${left} trial(s) that finished after their case was decided without them (--trials auto) are not shown: they are not counted. trials.jsonl keeps them.`);
  return kept;
}

function readJournal(dir: string, notes: string[]): TrialRecord[] {
  const read = readTrialFile(dir, JOURNAL_FILE, MAX_JOURNAL_BYTES);
  if (read.kind !== 'file') {
    notes.push(read.kind === 'refused' ? `${JOURNAL_FILE} was not read (${read.reason}): the rates are shown, the trials cannot be.` : `${JOURNAL_FILE} is missing next to results.json: the rates are shown, the trials cannot be.`);
    return [];
  }
  const byKey = new Map<string, TrialRecord>();
  let unreadable = 0;
  for (const line of read.bytes.toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const r = JSON.parse(line) as Partial<TrialRecord>;
      if (r?.type === 'trial' && typeof r.key === 'string' && typeof r.skill === 'string' && typeof r.backend === 'string') byKey.set(r.key, r as TrialRecord);
    } catch {
      unreadable++;
    }
  }
  if (unreadable > 0) notes.push(`${unreadable} line(s) of ${JOURNAL_FILE} are not JSON and were left out.`);
  return [...byKey.values()].sort((a, b) => `${a.skill}|${a.backend}|${a.caseId}`.localeCompare(`${b.skill}|${b.backend}|${b.caseId}`) || a.trial - b.trial);
}

function trialView(r: TrialRecord, dir: string, installed: readonly string[]): TrialView {
  const read = readTranscript(r, dir);
  const t = read.transcript;
  const calls = t?.toolCalls ?? [];
  return {
    key: r.key,
    skill: r.skill,
    backend: r.backend,
    caseId: String(r.caseId),
    trial: Number(r.trial),
    outcome: r.outcome,
    reason: r.reason,
    notes: Array.isArray(r.notes) ? r.notes.filter((n): n is string => typeof n === 'string').map((n) => n.slice(0, 2000)) : [],
    prompt: typeof r.prompt === 'string' ? clip(r.prompt, LIMITS.prompt) : undefined,
    activations: r.activations,
    discovered: Array.isArray(r.discovered) ? r.discovered : t?.discoveredSkills,
    checks: Array.isArray(r.checks) ? r.checks : [],
    usage: r.usage ?? { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    durationMs: Number(r.durationMs) || 0,
    attempts: Number(r.attempts) || 0,
    backendVersion: r.backendVersion,
    model: r.model,
    fromCache: r.fromCache,
    transcriptFile: r.transcript,
    transcriptProblem: read.problem,
    toolCalls: calls.slice(0, LIMITS.toolCalls).map((c) => ({
      name: String(c.name),
      input: clip(inputText(c.input), LIMITS.input),
      result: c.result ? { ok: c.result.ok, output: clip(String(c.result.text ?? ''), LIMITS.output) } : undefined,
    })),
    moreToolCalls: Math.max(0, calls.length - LIMITS.toolCalls),
    skillFiles: skillFilesRead(calls, installed),
    finalAnswer: typeof t?.finalAnswer === 'string' ? clip(t.finalAnswer, LIMITS.answer) : undefined,
    stderr: read.stderr !== undefined ? clip(read.stderr, LIMITS.stderr) : undefined,
  };
}

function readTranscript(r: TrialRecord, dir: string): { transcript?: Transcript; problem?: string; stderr?: string } {
  if (typeof r.transcript !== 'string' || r.transcript === '') return { problem: r.fromCache ? 'restored from the result cache: its transcript is in the run that measured it' : 'no transcript was saved' };
  // The record comes from an artifact a PR's job wrote: `../`, an absolute path or a link must not pull another file into the page.
  const file = readTrialFile(dir, r.transcript, MAX_TRANSCRIPT_BYTES);
  const stderrName = r.transcript.replace(/\.jsonl$/, '.stderr.txt');
  const stderrFile = stderrName !== r.transcript ? readTrialFile(dir, stderrName, MAX_TRANSCRIPT_BYTES) : undefined;
  const stderr = stderrFile?.kind === 'file' ? { stderr: stderrFile.bytes.toString('utf8') } : {};
  if (file.kind !== 'file') return { problem: transcriptProblem(r, file), ...stderr };
  const backend = backendNamed(r.backend);
  if (!backend) return { problem: `no parser for backend ${JSON.stringify(r.backend)}`, ...stderr };
  const parsed = backend.parseTranscript(file.bytes.toString('utf8'));
  if (!parsed.ok) return { problem: `${backend.name}'s transcript could not be read: ${parsed.reason}`, ...stderr };
  return { transcript: parsed.transcript, ...stderr };
}

function transcriptProblem(r: TrialRecord, file: Exclude<TrialFile, { kind: 'file' }>): string {
  if (file.kind === 'refused') return `${JSON.stringify(r.transcript)} is not a file inside the run's folder that caliper reads (${file.reason}); not read`;
  if (r.fromCache) return 'restored from the result cache: its transcript is in the run that measured it';
  return `${r.transcript} is missing from the run's folder`;
}
