import type { AgentTranscript, ToolCall, TranscriptParse } from '../agent.js';
import { parseJsonLines } from '../shared/jsonLines.js';
import { bounded, jsonValues } from '../shared/listing.js';
import { runError } from '../shared/providerFaults.js';
import { skillOfFile } from '../shared/skillPaths.js';
import { emptyTranscript } from '../shared/emptyTranscript.js';

/**
 * pi's `--mode json -p` stream. pi has no skill tool: activation is a successful `read` of the skill's
 * SKILL.md. Its transcript does not say which skills it found, so a model-free `--mode rpc`
 * `get_commands` call in the same sandbox lists them first.
 */
export const piTranscript: AgentTranscript = {
  parse: parsePiTranscript,
  activatedSkills(transcript, skillsRoot) {
    const names = new Set<string>();
    for (const call of transcript.toolCalls) {
      const file = (call.input as { path?: unknown } | null)?.path;
      if (call.name !== 'read' || !call.result?.ok || typeof file !== 'string') continue;
      const skill = skillOfFile(file, skillsRoot);
      if (skill) names.add(skill);
    }
    return names;
  },
  probe: { skills: parsePiCommands, listing: piListing },
  // pi replaces the user's message with the expanded skill; the stream shows that message.
  explicitlyLoaded: (_sandbox, stdout) => piExpandedSkills(stdout),
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

type RpcAnswer = { type?: string; command?: string; success?: boolean; data?: { commands?: unknown } };

/** pi's rpc `get_commands` with descriptions: its `skill:<name>` entries. */
function piListing(stdout: string) {
  for (const v of jsonValues(stdout) as RpcAnswer[]) {
    if (v?.type !== 'response' || v.command !== 'get_commands' || !v.success || !Array.isArray(v.data?.commands))
      continue;
    const commands = v.data.commands as { name?: unknown; description?: unknown; source?: unknown }[];
    const skills = commands.filter((c) => c?.source === 'skill' && typeof c.name === 'string');
    const described = (c: (typeof skills)[number]) => (typeof c.description === 'string' ? c.description : '');
    return bounded(skills.map((c) => ({ name: String(c.name).replace(/^skill:/, ''), description: described(c) })));
  }
  return undefined;
}

/** The skills `get_commands` lists (`skill:<name>` entries), or undefined when there is no answer. */
export function parsePiCommands(stdout: string): string[] | undefined {
  for (const line of stdout.split('\n')) {
    let v: {
      type?: string;
      command?: string;
      success?: boolean;
      data?: { commands?: { name?: string; source?: string }[] };
    };
    try {
      v = JSON.parse(line);
    } catch {
      continue;
    }
    if (v?.type !== 'response' || v.command !== 'get_commands' || !v.success) continue;
    return (v.data?.commands ?? [])
      .filter((c) => c.source === 'skill' && typeof c.name === 'string')
      .map((c) => c.name!.replace(/^skill:/, ''));
  }
  return undefined;
}

interface PiMessage {
  role?: string;
  content?: { type?: string; text?: string }[];
  model?: string;
  usage?: { input?: number; output?: number; cacheRead?: number; cacheWrite?: number; cost?: { total?: number } };
  stopReason?: string;
  errorMessage?: string;
}

const TRANSIENT = /overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|fetch failed|timed out|terminated/i;

/**
 * pi prints a provider's error as its SDK does: the status first ("429 Rate limit reached …", "503 The server is
 * overloaded").
 */
function piRunError(message: string) {
  const status = /^([45]\d\d) /.exec(message)?.[1];
  return runError(message, {
    transient: TRANSIENT.test(message),
    ...(status !== undefined && { status: Number(status) }),
  });
}

export function parsePiTranscript(stdout: string): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t = emptyTranscript();
  const calls = new Map<string, ToolCall>();
  let last: PiMessage | undefined;
  let sawSession = false;
  for (const e of lines.values as Record<string, unknown>[]) {
    switch (e.type) {
      case 'session':
        sawSession = true;
        break;
      case 'message_end': {
        const m = e.message as PiMessage | undefined;
        if (m?.role !== 'assistant') break;
        last = m;
        // Each assistant message is one model call.
        t.usage.turns = (t.usage.turns ?? 0) + 1;
        if (typeof m.model === 'string') t.model = m.model;
        t.usage.inputTokens += (m.usage?.input ?? 0) + (m.usage?.cacheRead ?? 0) + (m.usage?.cacheWrite ?? 0);
        t.usage.outputTokens += m.usage?.output ?? 0;
        t.usage.cacheReadTokens = (t.usage.cacheReadTokens ?? 0) + (m.usage?.cacheRead ?? 0);
        t.usage.cacheWriteTokens = (t.usage.cacheWriteTokens ?? 0) + (m.usage?.cacheWrite ?? 0);
        const text = (m.content ?? [])
          .filter((c) => c.type === 'text')
          .map((c) => c.text ?? '')
          .join('');
        if (text !== '') t.finalAnswer = text;
        break;
      }
      case 'tool_execution_start': {
        const id = String(e.toolCallId ?? '');
        const call: ToolCall = { id, name: String(e.toolName ?? ''), input: e.args, result: undefined };
        calls.set(id, call);
        t.toolCalls.push(call);
        break;
      }
      case 'tool_execution_end': {
        const call = calls.get(String(e.toolCallId ?? ''));
        const content = (e.result as { content?: { text?: string }[] } | undefined)?.content ?? [];
        if (call) call.result = { ok: e.isError !== true, text: content.map((c) => c.text ?? '').join('') };
        break;
      }
    }
  }
  if (!sawSession) return { ok: false, reason: 'the transcript has no pi session line' };
  // In json mode pi exits 0 whatever happened: the last assistant message says how the run ended.
  if (!last) t.error = { message: 'pi produced no answer', transient: false };
  else if (last.stopReason === 'error' || last.stopReason === 'aborted') {
    const message = last.errorMessage ?? `stopped: ${last.stopReason}`;
    t.error = piRunError(message);
  } else if ((last.content ?? []).length === 0 && (last.usage?.input ?? 0) === 0 && (last.usage?.output ?? 0) === 0) {
    // What a 200 with a body that is not a model stream looks like to pi: an empty "success".
    t.error = { message: 'the model returned an empty response (not a model stream?)', transient: false };
  }
  return { ok: true, transcript: t };
}

/** Skills pi expanded from `/skill:name`: the user message it put in place of the prompt. */
export function piExpandedSkills(stdout: string): Set<string> {
  const names = new Set<string>();
  for (const line of stdout.split('\n')) {
    if (!line.includes('"message_end"')) continue;
    try {
      const e = JSON.parse(line) as { type?: string; message?: PiMessage };
      if (e.type !== 'message_end' || e.message?.role !== 'user') continue;
      const text = (e.message.content ?? []).map((c) => c.text ?? '').join('');
      const m = /^<skill name="([^"]+)" location="[^"]+">/.exec(text);
      if (m) names.add(m[1]!);
    } catch {
      // not JSON: the parser reports that
    }
  }
  return names;
}
