import path from 'node:path';
import type { AgentTranscript, ToolCall, Transcript, TranscriptParse } from '../agent.js';
import type { SandboxPaths } from '../../eval/sandbox/paths.js';
import { readTrialText } from '../../util/trialFiles.js';
import { jsonValues, listingIn, stringsIn } from '../shared/listing.js';
import { runError } from '../shared/providerFaults.js';

/** Where Hermes writes its usage, in its home (`--usage-file`): whether the run's model calls failed. */
export const USAGE_FILE = 'caliper-usage.json';

/**
 * Hermes' exported session (`-z` prints only the answer), and its usage file. Activation is a
 * `skill_view` of the skill whose result says `success: true`.
 */
export const hermesTranscript: AgentTranscript = {
  parse: parseHermesExport,
  activatedSkills(transcript) {
    const names = new Set<string>();
    for (const call of transcript.toolCalls) {
      const input = (call.input ?? {}) as { name?: unknown; file_path?: unknown };
      // With file_path it reads one of the skill's files, after the skill was loaded.
      if (call.name !== 'skill_view' || !call.result?.ok || typeof input.name !== 'string' || input.file_path) continue;
      names.add(input.name.split('/').pop()!);
    }
    return names;
  },
  listedInRun: (stdout) => listingIn(stringsIn(jsonValues(stdout)), '<available_skills>', parseHermesIndex),
  parseVersion: (out) => /Hermes Agent v(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

interface HermesMessage {
  role?: string;
  content?: string | null;
  tool_calls?: { id?: string; function?: { name?: string; arguments?: string } }[];
  tool_call_id?: string;
}

interface HermesSession {
  model?: string;
  system_prompt?: string;
  messages?: HermesMessage[];
  input_tokens?: number;
  output_tokens?: number;
  cache_read_tokens?: number;
  estimated_cost_usd?: number | null;
  api_call_count?: number;
}

const TRANSIENT = /overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|timed out|unresponsive|empty stream/i;

/** The session export (one JSON line per session; a fresh HERMES_HOME has the one run), plus the usage file. */
export function parseHermesExport(stdout: string, sandbox?: SandboxPaths, printed?: string): TranscriptParse {
  const lines = stdout.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) return { ok: false, reason: 'Hermes exported no session' };
  let session: HermesSession;
  try {
    session = JSON.parse(lines[lines.length - 1]!) as HermesSession;
  } catch {
    return {
      ok: false,
      reason: `the Hermes session export is not JSON (${JSON.stringify(lines[lines.length - 1]!.slice(0, 120))})`,
    };
  }
  if (!Array.isArray(session.messages)) return { ok: false, reason: 'the Hermes session export has no messages' };
  const t: Transcript = {
    discoveredSkills: parseHermesIndex(session.system_prompt ?? '').map((s) => s.name),
    toolCalls: [],
    finalAnswer: undefined,
    model: session.model,
    cliVersion: undefined,
    usage: {
      inputTokens: (session.input_tokens ?? 0) + (session.cache_read_tokens ?? 0),
      outputTokens: session.output_tokens ?? 0,
      cacheReadTokens: session.cache_read_tokens ?? 0,
      costUsd: session.estimated_cost_usd || undefined,
      ...(typeof session.api_call_count === 'number' && { turns: session.api_call_count }),
    },
    error: undefined,
  };
  const calls = new Map<string, ToolCall>();
  for (const m of session.messages) {
    if (m.role === 'assistant') {
      for (const c of m.tool_calls ?? []) {
        let input: unknown = {};
        try {
          input = JSON.parse(c.function?.arguments ?? '{}');
        } catch {
          // keep {}
        }
        const call: ToolCall = { id: c.id ?? '', name: c.function?.name ?? '', input, result: undefined };
        calls.set(call.id, call);
        t.toolCalls.push(call);
      }
      if (typeof m.content === 'string' && m.content !== '') t.finalAnswer = m.content;
    } else if (m.role === 'tool') {
      const call = calls.get(m.tool_call_id ?? '');
      if (call) call.result = { ok: toolSucceeded(call.name, m.content ?? ''), text: m.content ?? '' };
    }
  }
  const usage = sandbox ? readUsage(sandbox) : undefined;
  if (usage?.failed === true || (sandbox && usage === undefined)) {
    // `-z` prints the failure as if it were the answer; the usage file says it was one. Its first line is
    // the error ("API call failed after 1 retries: peer closed connection …"); advice may follow it.
    const message = usage?.failure ?? printed?.trim().split('\n')[0] ?? 'the run failed';
    t.error = runError(message || 'the run failed', { transient: TRANSIENT.test(message) });
  }
  return { ok: true, transcript: t };
}

/** A skill_view (and most Hermes tools) answers JSON with `success`; a terminal call with `exit_code`. */
function toolSucceeded(tool: string, content: string): boolean {
  try {
    const v = JSON.parse(content) as { success?: boolean; exit_code?: number; error?: unknown };
    if (typeof v.success === 'boolean') return v.success;
    if (typeof v.exit_code === 'number') return v.exit_code === 0;
    return !v.error;
  } catch {
    return tool !== 'skill_view';
  }
}

function readUsage(sandbox: SandboxPaths): { failed?: boolean; failure?: string } | undefined {
  try {
    const text = readTrialText(
      sandbox.root,
      path.relative(sandbox.root, path.join(sandbox.configDir, USAGE_FILE)),
      1024 * 1024,
    );
    return text === undefined ? undefined : (JSON.parse(text) as { failed?: boolean; failure?: string });
  } catch {
    return undefined;
  }
}

/**
 * Its index: `<available_skills>` with `  category:` lines and `    - name: description` entries (Hermes
 * cuts descriptions at 60 characters, ending them with "..."); no block, no skills.
 */
export function parseHermesIndex(systemPrompt: string): { name: string; description: string }[] {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(systemPrompt)?.[1] ?? '';
  return [...block.matchAll(/^\s+- ([^:\n]+): ?(.*)$/gm)].map((m) => ({ name: m[1]!.trim(), description: m[2]! }));
}
