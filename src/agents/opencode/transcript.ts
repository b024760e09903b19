import type { AgentTranscript, ToolCall, TranscriptParse } from '../agent.js';
import { parseJsonLines } from '../shared/jsonLines.js';
import { bounded, jsonAfter } from '../shared/listing.js';
import { runError } from '../shared/providerFaults.js';
import { skillToolActivations } from '../shared/skillTool.js';
import { emptyTranscript } from '../shared/emptyTranscript.js';

/**
 * OpenCode's `opencode run --format json` stream. Activation is a `skill` tool call that completed. Its
 * stream has no listing, so `opencode debug skill` (no model call) lists the skills first.
 */
export const opencodeTranscript: AgentTranscript = {
  parse: parseOpencodeTranscript,
  activatedSkills: (transcript) => skillToolActivations(transcript, 'skill', 'name'),
  probe: { skills: parseOpencodeSkills, listing: opencodeListing },
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

/** `opencode debug skill` with descriptions, less its built-in (which its model is never offered). */
function opencodeListing(stdout: string) {
  const list = jsonAfter(stdout, '[') as { name?: unknown; description?: unknown; location?: unknown }[] | undefined;
  if (!Array.isArray(list)) return undefined;
  const listed = list.filter(
    (e) => typeof e?.name === 'string' && typeof e?.description === 'string' && e.location !== '<built-in>',
  );
  return bounded(listed.map((e) => ({ name: String(e.name), description: String(e.description) })));
}

/** `opencode debug skill`: a JSON array of `{name, location, …}`. */
export function parseOpencodeSkills(stdout: string): string[] | undefined {
  const start = stdout.indexOf('[');
  if (start < 0) return undefined;
  try {
    const list = JSON.parse(stdout.slice(start)) as { name?: unknown }[];
    return Array.isArray(list) ? list.map((s) => s.name).filter((n): n is string => typeof n === 'string') : undefined;
  } catch {
    return undefined;
  }
}

interface OpencodeEvent {
  type?: string;
  part?: {
    tool?: string;
    callID?: string;
    text?: string;
    state?: { status?: string; input?: unknown; output?: string; error?: string };
    tokens?: { input?: number; output?: number; cache?: { read?: number; write?: number } };
    cost?: number;
  };
  error?: { name?: string; data?: { message?: string; statusCode?: number; isRetryable?: boolean } };
}

export function parseOpencodeTranscript(stdout: string): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t = emptyTranscript();
  let recognised = false;
  let cost = 0;
  for (const e of lines.values as OpencodeEvent[]) {
    const part = e.part;
    switch (e.type) {
      case 'step_start':
        recognised = true;
        break;
      case 'tool_use': {
        const call: ToolCall = {
          id: part?.callID ?? '',
          name: part?.tool ?? '',
          input: part?.state?.input,
          result:
            part?.state?.status === 'completed' || part?.state?.status === 'error'
              ? { ok: part.state.status === 'completed', text: part.state.output ?? part.state.error ?? '' }
              : undefined,
        };
        t.toolCalls.push(call);
        break;
      }
      case 'text':
        if (typeof part?.text === 'string') t.finalAnswer = part.text;
        break;
      case 'step_finish':
        // One step is one model call.
        t.usage.turns = (t.usage.turns ?? 0) + 1;
        t.usage.inputTokens +=
          (part?.tokens?.input ?? 0) + (part?.tokens?.cache?.read ?? 0) + (part?.tokens?.cache?.write ?? 0);
        t.usage.outputTokens += part?.tokens?.output ?? 0;
        t.usage.cacheReadTokens = (t.usage.cacheReadTokens ?? 0) + (part?.tokens?.cache?.read ?? 0);
        t.usage.cacheWriteTokens = (t.usage.cacheWriteTokens ?? 0) + (part?.tokens?.cache?.write ?? 0);
        cost += part?.cost ?? 0;
        break;
      case 'error': {
        recognised = true;
        const data = e.error?.data;
        const http = data?.statusCode ? ` (HTTP ${data.statusCode})` : '';
        const message = `${data?.message ?? e.error?.name ?? 'error'}${http}`;
        const status = data?.statusCode;
        t.error = runError(message, {
          ...(status !== undefined && { status }),
          transient:
            data?.isRetryable === true ||
            (status !== undefined && (status === 429 || status >= 500)) ||
            /ECONNREFUSED|Unable to connect|timed? ?out/i.test(message),
        });
        break;
      }
    }
  }
  if (!recognised) return { ok: false, reason: 'the transcript has no OpenCode step or error event' };
  if (cost > 0) t.usage.costUsd = cost;
  return { ok: true, transcript: t };
}
