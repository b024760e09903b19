import { providerErrorAttemptText } from '../../results/providerErrors.js';
import type { CheckResult, JudgeVote, ProviderErrorAttempt } from '../../results/types.js';
import type { OnceRead } from '../../util/trialFiles.js';
import { clip } from './clip.js';
import type { AgentFileView, CheckView, Clipped, McpCallsView } from './model.js';

/**
 * What the page shows of a kept file and of a judged excerpt; the record and the files come from an untrusted artifact.
 */
export const EVIDENCE_LIMITS = {
  files: 20,
  fileText: 20_000,
  name: 256,
  note: 300,
  votes: 9,
  reason: 500,
  excerpt: 4000,
  label: 400,
  providerErrors: 10,
  mcpCalls: 20,
  mcpArguments: 500,
  mcpServers: 10,
  mcpStderr: 20_000,
  refusedShown: 20,
} as const;
const VERDICTS: readonly JudgeVote['verdict'][] = ['pass', 'fail', 'forged', 'unreadable'];

const str = (v: unknown, max: number): string | undefined => (typeof v === 'string' ? v.slice(0, max) : undefined);

/**
 * A trial record's `agentFiles`, each kept file read back from the run's folder through `read` (a
 * trialFiles reader: a name that leaves the folder or is a link is not read), cut for the page.
 */
export function agentFilesView(v: unknown, read: (rel: string) => OnceRead): { files: AgentFileView[]; more: number } {
  const o = v !== null && typeof v === 'object' ? (v as { kept?: unknown; more?: unknown }) : {};
  const kept = Array.isArray(o.kept) ? o.kept : [];
  const files = kept.slice(0, EVIDENCE_LIMITS.files).flatMap((k): AgentFileView[] => {
    const name = str((k as { path?: unknown })?.path, EVIDENCE_LIMITS.name);
    if (name === undefined) return [];
    const saved = str((k as { saved?: unknown }).saved, 1000);
    const bytes = typeof (k as { bytes?: unknown }).bytes === 'number' ? (k as { bytes: number }).bytes : undefined;
    let note = str((k as { note?: unknown }).note, EVIDENCE_LIMITS.note);
    let text: Clipped | undefined;
    if (saved !== undefined) {
      const file = read(saved);
      if (file.kind === 'file') text = clip(file.bytes.toString('utf8'), EVIDENCE_LIMITS.fileText);
      else if (file.kind === 'missing') note = "kept, but missing from the run's folder";
      else
        note =
          `kept, but not read: ` +
          `${file.kind === 'again' ? 'the same file as another shown' : 'reason' in file ? file.reason : file.kind}`;
    }
    return [{ path: name, bytes, text, note }];
  });
  const more =
    (typeof o.more === 'number' && o.more > 0 ? Math.floor(o.more) : 0) +
    Math.max(0, kept.length - EVIDENCE_LIMITS.files);
  return { files, more };
}

/**
 * A record's `mcpCalls` as the page shows them: each call's server, tool and arguments (the agent's JSON text, cut)
 * and each `command:` server's kept stderr, read back from the run's folder through `read` (a trialFiles reader).
 * Every string is the agent's or the server's: the page draws them as text.
 */
export function mcpCallsView(v: unknown, read: (rel: string) => OnceRead): McpCallsView | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  const o = v as { count?: unknown; calls?: unknown; dropped?: unknown; servers?: unknown };
  const calls = (Array.isArray(o.calls) ? o.calls : []).slice(0, EVIDENCE_LIMITS.mcpCalls).map((c) => {
    const k = (c ?? {}) as Record<string, unknown>;
    const violation = str(k.violation, EVIDENCE_LIMITS.mcpArguments);
    return {
      call: `${str(k.server, 64) ?? '?'}/${str(k.tool, 64) ?? '?'}`,
      arguments: str(k.arguments, EVIDENCE_LIMITS.mcpArguments + 1) ?? '',
      ...(violation !== undefined && { violation }),
    };
  });
  const servers = (Array.isArray(o.servers) ? o.servers : []).slice(0, EVIDENCE_LIMITS.mcpServers).map((x) => {
    const k = (x ?? {}) as Record<string, unknown>;
    const saved = str(k.stderr, 1000);
    let stderr: Clipped | undefined;
    let note = str(k.ended, EVIDENCE_LIMITS.note);
    if (saved !== undefined) {
      const file = read(saved);
      if (file.kind === 'file') stderr = clip(file.bytes.toString('utf8'), EVIDENCE_LIMITS.mcpStderr);
      else note = `${note ? `${note}; ` : ''}its stderr was kept but not read (${file.kind})`;
    }
    return { name: str(k.name, 64) ?? '?', ...(stderr && { stderr }), ...(note !== undefined && { note }) };
  });
  const count = whole(o.count) ?? calls.length;
  return { count, calls, dropped: whole(o.dropped) ?? 0, servers };
}

/** A record's checks as the page shows them: the judge's votes and the excerpt it judged, each bounded. */
export function checksView(v: unknown): CheckView[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((c): CheckView[] => {
    const k = c as Partial<CheckResult> | null;
    const label = str(k?.label, EVIDENCE_LIMITS.label);
    if (label === undefined || (k!.status !== 'pass' && k!.status !== 'fail' && k!.status !== 'error')) return [];
    const view: CheckView = {
      label,
      status: k!.status,
      ...(typeof k!.reason === 'string' && { reason: k!.reason.slice(0, 2000) }),
    };
    const j = k!.judge as Record<string, unknown> | undefined;
    if (j && typeof j === 'object') {
      const votes = (Array.isArray(j.votes) ? j.votes : []).slice(0, EVIDENCE_LIMITS.votes).map((x) => ({
        verdict: VERDICTS.includes((x as JudgeVote)?.verdict) ? (x as JudgeVote).verdict : 'unreadable',
        reason: str((x as JudgeVote)?.reason, EVIDENCE_LIMITS.reason) ?? '',
      }));
      view.judge = {
        by: `${str(j.provider, 40) ?? '?'} ${str(j.model, 128) ?? '?'}`,
        votes,
        excerpt: clip(str(j.excerpt, EVIDENCE_LIMITS.excerpt) ?? '', EVIDENCE_LIMITS.excerpt),
        truncated: j.truncated === true,
      };
    }
    return [view];
  });
}

/**
 * A record's provider errors, one line per attempt ("attempt 1: 429 rate limited, retried after 1 s: …").
 * The journal is a PR job's artifact: a status that is no HTTP error status is dropped, not shown.
 */
export function providerErrorsView(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v.slice(0, EVIDENCE_LIMITS.providerErrors).map((x) => {
    const e = (x ?? {}) as Partial<Record<keyof ProviderErrorAttempt, unknown>>;
    const status = whole(e.status);
    const waited = whole(e.retriedAfterMs);
    return providerErrorAttemptText({
      attempt: whole(e.attempt) ?? 0,
      message: str(e.message, EVIDENCE_LIMITS.reason) ?? '',
      ...(status !== undefined && status >= 400 && status <= 599 && { status }),
      ...(waited !== undefined && { retriedAfterMs: waited }),
    });
  });
}

/**
 * What a trial's fences refused, one line each: the connections its allow-list proxy refused and, under
 * `--record`, the requests the relay refused. The record is a PR job's artifact: a count that is no whole number
 * drops its line, and the targets and reasons are text, cut.
 */
export function refusedView(connections: unknown, requests: unknown): string[] {
  const line = (v: unknown, listed: string, what: string): string[] => {
    const o = (v ?? {}) as { count?: unknown; [k: string]: unknown };
    const count = whole(o.count);
    if (!count) return [];
    const items = (Array.isArray(o[listed]) ? o[listed] : [])
      .slice(0, EVIDENCE_LIMITS.refusedShown)
      .flatMap((x: unknown) => str(x, EVIDENCE_LIMITS.reason) ?? []);
    return [`${what} ${count} time${count === 1 ? '' : 's'}${items.length ? `: ${items.join('; ')}` : ''}`];
  };
  return [
    ...line(connections, 'targets', "the sandbox's allow-list proxy refused a connection"),
    ...line(requests, 'reasons', 'the recording relay refused a request'),
  ];
}

const whole = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined;
