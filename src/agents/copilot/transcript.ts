import path from 'node:path';
import type { SandboxPaths } from '../../eval/sandbox/paths.js';
import type { AgentTranscript, ToolCall, Transcript, TranscriptParse } from '../agent.js';
import { parseJsonLines } from '../shared/jsonLines.js';
import { bounded } from '../shared/listing.js';
import { parseAvailableSkills } from '../shared/availableSkills.js';
import { runError, TRANSIENT_STATUSES, CONNECTION_FAULT } from '../shared/providerFaults.js';
import { readSessionLogs } from '../shared/sessionLogs.js';
import { skillToolActivations } from '../shared/skillTool.js';
import { emptyTranscript } from '../shared/emptyTranscript.js';

/**
 * Copilot CLI's run: its `--output-format json` stream, and its session record
 * (`$COPILOT_HOME/session-state/<id>/events.jsonl`), which alone has `skill.invoked` and the tokens of
 * each call (`session.usage_record`). Activation is a `skill {skill}` call that completed and that the
 * record says it invoked; re-read from the saved stream alone, a `skill` call that completed.
 */
export const copilotTranscript: AgentTranscript = {
  parse: parseCopilotTranscript,
  activatedSkills: (transcript) => skillToolActivations(transcript, 'skill', 'skill'),
  listedInRun: (_stdout, sandbox) => listedInRecord(sandbox),
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

interface CopilotEvent {
  type?: string;
  data?: Record<string, unknown>;
  exitCode?: unknown;
}

type Data = Record<string, unknown> | undefined;

/** The session record's events, through the trial-file reader; none when the run kept none. */
export function sessionRecord(sandbox: SandboxPaths): CopilotEvent[] {
  return readSessionLogs(
    sandbox.root,
    path.join(sandbox.configDir, 'session-state'),
    /^events\.jsonl$/,
  ) as CopilotEvent[];
}

export function parseCopilotTranscript(stdout: string, sandbox?: SandboxPaths): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const stream = lines.values as CopilotEvent[];
  if (!stream.some((e) => typeof e?.type === 'string' && (e.type === 'result' || e.type.startsWith('session.')))) {
    return { ok: false, reason: 'the transcript has no Copilot CLI session or result event' };
  }
  const record = sandbox ? sessionRecord(sandbox) : [];
  const t = readEvents(record.length > 0 ? record : stream);
  t.discoveredSkills = loadedSkills(stream) ?? loadedSkills(record);
  if (record.length > 0) confirmInvoked(t, record);
  t.error ??= exitError(stream);
  return { ok: true, transcript: t };
}

function readEvents(events: readonly CopilotEvent[]): Transcript {
  const t = emptyTranscript();
  const calls = new Map<string, ToolCall>();
  for (const e of events) {
    const d = e?.data as Data;
    switch (e?.type) {
      case 'session.start':
        if (typeof d?.copilotVersion === 'string') t.cliVersion = d.copilotVersion;
        if (typeof d?.selectedModel === 'string') t.model = d.selectedModel;
        break;
      case 'assistant.message':
        assistantMessage(t, calls, d);
        break;
      case 'tool.execution_complete':
        completed(calls, d);
        break;
      case 'session.usage_record':
        usageRecord(t, d);
        break;
      case 'session.error':
        t.error = sessionError(d);
        break;
    }
  }
  return t;
}

function assistantMessage(t: Transcript, calls: Map<string, ToolCall>, d: Data): void {
  if (typeof d?.content === 'string' && d.content !== '') t.finalAnswer = d.content;
  const requests = Array.isArray(d?.toolRequests) ? (d.toolRequests as Record<string, unknown>[]) : [];
  for (const r of requests) {
    const call: ToolCall = {
      id: String(r?.toolCallId ?? ''),
      name: String(r?.name ?? ''),
      input: r?.arguments,
      result: undefined,
    };
    calls.set(call.id, call);
    t.toolCalls.push(call);
  }
}

function completed(calls: Map<string, ToolCall>, d: Data): void {
  const call = calls.get(String(d?.toolCallId ?? ''));
  if (!call) return;
  const result = d?.result as { content?: unknown } | undefined;
  const error = d?.error as { message?: unknown } | undefined;
  const text =
    typeof result?.content === 'string' ? result.content : typeof error?.message === 'string' ? error.message : '';
  call.result = { ok: d?.success === true, text };
}

function usageRecord(t: Transcript, d: Data): void {
  const u = (d?.usage ?? {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
  // One record a model call. Its cache counts are parts of its input, as Chat Completions reports them.
  t.usage.turns = (t.usage.turns ?? 0) + 1;
  t.usage.inputTokens += n(u.inputTokens);
  t.usage.outputTokens += n(u.outputTokens);
  t.usage.cacheReadTokens = (t.usage.cacheReadTokens ?? 0) + n(u.cacheReadTokens);
  t.usage.cacheWriteTokens = (t.usage.cacheWriteTokens ?? 0) + n(u.cacheWriteTokens);
  if (typeof u.model === 'string') t.model ??= u.model;
}

function sessionError(d: Data) {
  const message = typeof d?.message === 'string' ? d.message : 'Copilot CLI reported an error';
  const status = typeof d?.statusCode === 'number' ? d.statusCode : undefined;
  const transient = (status !== undefined && TRANSIENT_STATUSES.has(status)) || CONNECTION_FAULT.test(message);
  return runError(message, { transient, ...(status !== undefined && { status }) });
}

/** A run that ended non-zero (its last `result` event) with no `session.error` said why. */
function exitError(stream: readonly CopilotEvent[]) {
  const result = stream.filter((e) => e?.type === 'result').pop();
  if (result === undefined) return { message: 'Copilot CLI ended with no result event', transient: false };
  return result.exitCode === 0
    ? undefined
    : { message: `Copilot CLI exited ${String(result.exitCode)}`, transient: false };
}

/**
 * Its own discovery (`session.skills_loaded`): every skill it found, the builtins caliper turned off
 * (`enabled: false`, never listed to its model) included, as `bundledSkills` says.
 */
function loadedSkills(events: readonly CopilotEvent[]): string[] | undefined {
  const loaded = events.find((e) => e?.type === 'session.skills_loaded');
  const skills = (loaded?.data as Data)?.skills;
  if (!Array.isArray(skills)) return undefined;
  return (skills as Record<string, unknown>[]).filter((s) => typeof s?.name === 'string').map((s) => String(s.name));
}

/** The listing in the words it sent: `<available_skills>` of the system message its session record keeps. */
function listedInRecord(sandbox: SandboxPaths) {
  const system = sessionRecord(sandbox).find((e) => e?.type === 'system.message');
  const content = (system?.data as Data)?.content;
  return typeof content === 'string' ? bounded(parseAvailableSkills(content)) : undefined;
}

/** A `skill` call counts only where the session record says it invoked that skill (`skill.invoked`). */
function confirmInvoked(t: Transcript, record: readonly CopilotEvent[]): void {
  const invoked = new Set(
    record.filter((e) => e?.type === 'skill.invoked').map((e) => String((e.data as Data)?.name ?? '')),
  );
  for (const call of t.toolCalls) {
    const name = (call.input as Record<string, unknown> | null)?.skill;
    if (call.name === 'skill' && call.result?.ok && !(typeof name === 'string' && invoked.has(name)))
      call.result = { ...call.result, ok: false };
  }
}
