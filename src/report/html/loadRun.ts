import { formatLift } from '../liftText.js';
import { armFigures } from '../../results/efficiency/figures.js';
import { armText } from '../efficiencyText.js';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { agentNamed } from '../../agents/index.js';
import { JOURNAL_FILE } from '../../eval/runner/journal.js';
import { loadResults, ResultsRefusal } from '../../results/load.js';
import { mergeResults } from '../../results/merge.js';
import type { Results, TrialRecord } from '../../results/types.js';
import { ByteBudget, readEachOnce, readTrialFile, type OnceRead } from '../../util/trialFiles.js';
import { spendLine } from '../../results/spend/spend.js';
import { SCRIPTED_MODEL } from '../../results/recordable.js';
import { rowRate } from '../../results/aggregate.js';
import { formatRate } from '../resultsTable.js';
import { sameInBothArms, sameInBothArmsText } from '../../results/discrimination.js';
import { clip, inputText, LIMITS } from './clip.js';
import { LISTED_LIMITS } from '../../agents/shared/listing.js';
import { MAX_OUTSIDE_CHOICES } from '../../eval/discovery/outsideChoices.js';
import type { Clipped, RunView, TrialView } from './model.js';
import { skillFilesRead } from './skillFiles.js';
import { agentFilesView, checksView, mcpCallsView, providerErrorsView, refusedView } from './evidence.js';
import { providerErrorsText } from '../../results/providerErrors.js';
import { AGENT_FILE_LIMITS } from '../../eval/evidence/agentFiles.js';

/** Transcripts larger than this are not read (the report says so): a run's artifact is not trusted. */
const MAX_TRANSCRIPT_BYTES = 32 * 1024 * 1024;
/** Transcripts (and their stderr) read for one report in all: every trial of a run can name one large file. */
const MAX_REPORT_TRANSCRIPT_BYTES = 256 * 1024 * 1024;
const MAX_JOURNAL_BYTES = 256 * 1024 * 1024;

/**
 * One run, for the report: its results.json, the trials of its trials.jsonl, and each trial's saved
 * transcript re-read by its backend's own parser (the same normalisation the checks used). Throws
 * ResultsError (from loadResults) when `where` is not a caliper run.
 */
export function loadRun(
  where: string,
  source: string,
  budget = new ByteBudget(MAX_REPORT_TRANSCRIPT_BYTES),
): { results: Results; view: RunView } {
  const results = loadResults(where);
  const dir = existsSync(where) && statSync(where).isDirectory() ? where : path.dirname(where);
  const notes: string[] = [];
  const records = countedOnly(readJournal(dir, notes), results, notes);
  const installed = new Map(results.results.map((r) => [`${r.skill}|${r.backend}`, Object.keys(r.skillHashes ?? {})]));
  const installedFor = (r: TrialRecord) => installed.get(`${r.skill}|${r.backend}`) ?? Object.keys(r.activations ?? {});
  const transcripts = transcriptReader(dir, budget, new Set(records.flatMap(installedFor)));
  const scripted = results.meta.modelSource.kind === 'scripted';
  // The agent's files kept beside the transcripts, read within the same budget.
  const agentFile = readEachOnce(dir, budget, AGENT_FILE_LIMITS.maxFileBytes);
  const trials = records.map((r) => trialView(r, transcripts.read(r), installedFor(r), scripted, agentFile));
  const unread = transcripts.unreadNote();
  if (unread) notes.push(unread);
  return { results, view: { ...runOverview(results, source), trials, skipped: results.skipped ?? [], notes } };
}

/**
 * The shards of a matrix as one run: their results merged (refused, as `caliper merge` refuses, when
 * they were measured differently), each shard's trials read from its own folder (a transcript is read
 * only from inside the folder of the shard that names it).
 */
export function loadRuns(wheres: readonly string[], source: string): { results: Results; view: RunView } {
  if (wheres.length === 1) return loadRun(wheres[0]!, source);
  const budget = new ByteBudget(MAX_REPORT_TRANSCRIPT_BYTES);
  const parts = wheres.map((where) => ({ where, ...loadRun(where, where, budget) }));
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
    scripted: results.meta.modelSource.kind === 'scripted',
    era: results.meta.era,
    discipline: results.meta.discipline,
    caliperVersion: results.meta.caliperVersion,
    startedAt: results.meta.startedAt,
    backends: results.meta.backends ?? [],
    spent: results.meta.spend && spendLine(results.meta.spend),
    providerErrors: results.meta.providerErrors && providerErrorsText(results.meta.providerErrors),
    judge:
      results.meta.judge &&
      `${results.meta.judge.provider} ${results.meta.judge.model} (prompt ` +
        `template ${results.meta.judge.promptTemplate.slice(0, 12)}, votes ` +
        `${results.meta.judge.votes.join('/')})`,
    rows: results.results.map((r) => ({
      skill: r.skill,
      backend: r.backend,
      backendVersion: r.backendVersion,
      activation: rate(rowRate(r, 'activation')),
      falseActivation: rate(rowRate(r, 'falseActivation')),
      execution: formatRate(rowRate(r, 'execution')),
      errors: r.errors,
      lift: r.lift && formatLift(r.lift),
      sameInBothArms: sameInBothArmsLine(r),
      frontMatter: r.frontMatter,
      efficiency: { with: armText(armFigures(r.cases)), without: r.lift && armText(armFigures(r.lift.cases)) },
    })),
  };
}

/** A row's checks that passed (or failed) in every trial of both arms, as the page says it (set as text). */
function sameInBothArmsLine(r: Results['results'][number]): string | undefined {
  const same = sameInBothArms(r);
  return same.length > 0
    ? sameInBothArmsText(
        same,
        (label) => `"${label}"`,
        (id) => id,
        10,
      )
    : undefined;
}

/** The journal's trials, the last line winning for a key (a resumed run may repeat one). */
/**
 * Under `--trials auto` a decided case counts its trials 1 to `trials`; a trial past them finished after
 * the decision was made without it (discarded): it is left out, as it is left out of every count.
 */
function countedOnly(records: TrialRecord[], results: Results, notes: string[]): TrialRecord[] {
  if (results.meta.sequential === undefined) return records;
  const counted = new Map<string, number>();
  for (const r of results.results) {
    for (const c of r.cases)
      if (c.decision && c.decision !== 'continue') counted.set(`${r.skill}|${r.backend}|${c.id}`, c.trials);
    for (const c of r.lift?.cases ?? [])
      if (c.decision && c.decision !== 'continue') counted.set(`${r.skill}|${r.backend}|${c.id}|baseline`, c.trials);
  }
  const kept = records.filter(
    (r) =>
      r.trial <=
      (counted.get(`${r.skill}|${r.backend}|${r.caseId}${r.arm === 'baseline' ? '|baseline' : ''}`) ?? Infinity),
  );
  const left = records.length - kept.length;
  if (left > 0)
    notes.push(
      `${left} trial(s) that finished after their case was decided without ` +
        `them (--trials auto) are not shown: they are not counted. ` +
        `trials.jsonl keeps them.`,
    );
  return kept;
}

function readJournal(dir: string, notes: string[]): TrialRecord[] {
  const read = readTrialFile(dir, JOURNAL_FILE, MAX_JOURNAL_BYTES);
  if (read.kind !== 'file') {
    notes.push(
      read.kind === 'refused'
        ? `${JOURNAL_FILE} was not read (${read.reason}): the rates are shown, the trials cannot be.`
        : `${JOURNAL_FILE} is missing next to results.json: the rates are shown, the trials cannot be.`,
    );
    return [];
  }
  const byKey = new Map<string, TrialRecord>();
  let unreadable = 0;
  for (const line of read.bytes.toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const r = JSON.parse(line) as Partial<TrialRecord>;
      if (
        r?.type === 'trial' &&
        typeof r.key === 'string' &&
        typeof r.skill === 'string' &&
        typeof r.backend === 'string'
      )
        byKey.set(r.key, r as TrialRecord);
    } catch {
      unreadable++;
    }
  }
  if (unreadable > 0) notes.push(`${unreadable} line(s) of ${JOURNAL_FILE} are not JSON and were left out.`);
  return [...byKey.values()].sort(
    (a, b) =>
      `${a.skill}|${a.backend}|${a.caseId}`.localeCompare(`${b.skill}|${b.backend}|${b.caseId}`) || a.trial - b.trial,
  );
}

/**
 * With the scripted model a trial names no model and has no cost, whatever its record says (a record
 * written before caliper recorded `scripted` there kept the model the CLI thought it called).
 */
function trialView(
  r: TrialRecord,
  read: TranscriptRead,
  installed: readonly string[],
  scripted: boolean,
  agentFile: (rel: string) => OnceRead,
): TrialView {
  const t = read.parts;
  const files = agentFilesView(r.agentFiles, agentFile);
  const mcp = mcpCallsView(r.mcpCalls, agentFile);
  return {
    key: r.key,
    skill: r.skill,
    backend: r.backend,
    caseId: String(r.caseId),
    trial: Number(r.trial),
    arm: r.arm === 'baseline' ? 'baseline' : 'skill',
    outcome: r.outcome,
    reason: r.reason,
    notes: Array.isArray(r.notes)
      ? r.notes.filter((n): n is string => typeof n === 'string').map((n) => n.slice(0, 2000))
      : [],
    prompt: typeof r.prompt === 'string' ? clip(r.prompt, LIMITS.prompt) : undefined,
    activations: r.activations,
    discovered: Array.isArray(r.discovered) ? r.discovered : t?.discovered,
    listed: listedOf(r.listed),
    chosenOutside: strings(r.chosenOutside).slice(0, MAX_OUTSIDE_CHOICES),
    outOfTurns:
      typeof r.outOfTurns === 'number' && Number.isSafeInteger(r.outOfTurns) && r.outOfTurns > 0
        ? r.outOfTurns
        : undefined,
    checks: checksView(r.checks),
    agentFiles: files.files,
    moreAgentFiles: files.more,
    ...(mcp && { mcp }),
    usage: {
      inputTokens: Number(r.usage?.inputTokens) || 0,
      outputTokens: Number(r.usage?.outputTokens) || 0,
      costUsd: !scripted && typeof r.usage?.costUsd === 'number' ? r.usage.costUsd : undefined,
      ...(r.usage?.replayed === true && { replayed: true as const }),
    },
    durationMs: Number(r.durationMs) || 0,
    attempts: Number(r.attempts) || 0,
    providerErrors: providerErrorsView(r.providerErrors),
    refused: refusedView(r.refusedConnections, r.refusedRequests),
    backendVersion: r.backendVersion,
    model: scripted ? SCRIPTED_MODEL : r.model,
    fromCache: r.fromCache,
    transcriptFile: r.transcript,
    transcriptProblem: read.problem,
    toolCalls: t?.toolCalls ?? [],
    moreToolCalls: t?.moreToolCalls ?? 0,
    // `skill/file`: the part before the first `/` is the skill (names have none).
    skillFiles: (t?.skillFiles ?? []).filter((f) => installed.includes(f.slice(0, f.indexOf('/')))),
    finalAnswer: t?.finalAnswer,
    stderr: read.stderr,
  };
}

/** The strings of a field of the (untrusted) record, each cut to a skill name's length. */
function strings(v: unknown): string[] {
  return Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string').map((x) => x.slice(0, LISTED_LIMITS.name))
    : [];
}

/** A trial record's listing, as far as it has the shape caliper writes, bounded as caliper bounds it. */
function listedOf(v: unknown): TrialView['listed'] {
  if (!Array.isArray(v)) return undefined;
  const entries = v.filter(
    (e): e is { name: string; description: string } =>
      typeof e?.name === 'string' && typeof e?.description === 'string',
  );
  return entries.slice(0, LISTED_LIMITS.skills).map((e) => ({
    name: e.name.slice(0, LISTED_LIMITS.name),
    description: clip(e.description, LISTED_LIMITS.description),
  }));
}

/** What a trial's view takes from its transcript, kept once per file: the rest of the parse is let go. */
interface TranscriptParts {
  backend: string;
  toolCalls: TrialView['toolCalls'];
  moreToolCalls: number;
  /** The files read of any skill installed in the run; each trial keeps those of its own. */
  skillFiles: string[];
  finalAnswer: Clipped | undefined;
  discovered: string[] | undefined;
}

interface TranscriptRead {
  parts?: TranscriptParts;
  problem?: string;
  stderr?: Clipped;
}

/**
 * Reads the transcripts (and stderr) of one run's trials: each file once, however many trials name it
 * or by however many hard links, and within the report's byte budget; a trial naming a file read
 * before shares what was made of it. `unreadNote` names the transcripts the budget left unread.
 */
function transcriptReader(dir: string, budget: ByteBudget, skills: ReadonlySet<string>) {
  // The record comes from an artifact a PR's job wrote: `../`, an absolute path or a link must not pull another file
  // into the page.
  const read = readEachOnce(dir, budget, MAX_TRANSCRIPT_BYTES);
  const parts = new Map<string, TranscriptParts | string>();
  const stderrs = new Map<string, Clipped | undefined>();
  const unread: string[] = [];

  const stderrOf = (name: string): Clipped | undefined => {
    const file = read(name);
    if (file.kind === 'again') return stderrs.get(file.id);
    const text = file.kind === 'file' ? clip(file.bytes.toString('utf8'), LIMITS.stderr) : undefined;
    if (file.kind === 'file') stderrs.set(file.id, text);
    return text;
  };

  const partsOf = (r: TrialRecord, file: Extract<OnceRead, { kind: 'file' | 'again' }>): TranscriptParts | string => {
    const known = file.kind === 'again' ? parts.get(file.id) : undefined;
    if (typeof known === 'object' && known.backend !== r.backend)
      return `the same file as the transcript of a ${known.backend} trial; not read again as ${r.backend}'s`;
    if (known !== undefined) return known;
    if (file.kind === 'again') return 'the same file as a stderr file of this run; not read again';
    const made = transcriptParts(r.backend, file.bytes.toString('utf8'), skills);
    parts.set(file.id, made);
    return made;
  };

  return {
    read(r: TrialRecord): TranscriptRead {
      if (typeof r.transcript !== 'string' || r.transcript === '')
        return { problem: r.fromCache ? FROM_CACHE : 'no transcript was saved' };
      const file = read(r.transcript);
      const stderrName = r.transcript.replace(/\.jsonl$/, '.stderr.txt');
      const stderr = stderrName !== r.transcript ? stderrOf(stderrName) : undefined;
      if (file.kind === 'over-budget') unread.push(r.transcript);
      if (file.kind !== 'file' && file.kind !== 'again') return { problem: transcriptProblem(r, file), stderr };
      const made = partsOf(r, file);
      return typeof made === 'string' ? { problem: made, stderr } : { parts: made, stderr };
    },
    unreadNote(): string | undefined {
      if (unread.length === 0) return undefined;
      const shown = unread.slice(0, 5).map((n) => JSON.stringify(n.slice(0, 200)));
      return (
        `${unread.length} transcript(s) were not read: the report reads at ` +
        `most ${budget.total} bytes of transcripts in all, and these came ` +
        `after they were spent: ` +
        `${shown.join(', ')}${unread.length > shown.length ? ', …' : ''}.`
      );
    },
  };
}

const FROM_CACHE = 'restored from the result cache: its transcript is in the run that measured it';

/** Parsed by the backend's own parser (the normalisation the checks used), cut to what the page shows. */
function transcriptParts(backendName: string, text: string, skills: ReadonlySet<string>): TranscriptParts | string {
  const backend = agentNamed(backendName);
  if (!backend) return `no parser for backend ${JSON.stringify(backendName)}`;
  const parsed = backend.transcript.parse(text);
  if (!parsed.ok) return `${backend.name}'s transcript could not be read: ${parsed.reason}`;
  const t = parsed.transcript;
  const calls = t.toolCalls ?? [];
  return {
    backend: backendName,
    toolCalls: calls.slice(0, LIMITS.toolCalls).map((c) => ({
      name: String(c.name),
      input: clip(inputText(c.input), LIMITS.input),
      result: c.result ? { ok: c.result.ok, output: clip(String(c.result.text ?? ''), LIMITS.output) } : undefined,
    })),
    moreToolCalls: Math.max(0, calls.length - LIMITS.toolCalls),
    skillFiles: skillFilesRead(calls, [...skills]),
    finalAnswer: typeof t.finalAnswer === 'string' ? clip(t.finalAnswer, LIMITS.answer) : undefined,
    discovered: t.discoveredSkills,
  };
}

function transcriptProblem(r: TrialRecord, file: Exclude<OnceRead, { kind: 'file' | 'again' }>): string {
  if (file.kind === 'over-budget') return `${file.reason}: the report's budget for transcripts was spent`;
  if (file.kind === 'refused')
    return (
      `${JSON.stringify(r.transcript)} is not a file inside the run's folder ` +
      `that caliper reads (${file.reason}); not read`
    );
  if (r.fromCache) return FROM_CACHE;
  return `${r.transcript} is missing from the run's folder`;
}
