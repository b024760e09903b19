import path from 'node:path';
import type { AgentTranscript, ToolCall, Transcript, TranscriptParse } from '../agent.js';
import type { SandboxPaths } from '../../eval/sandbox/paths.js';
import { parseJsonLines } from '../shared/jsonLines.js';
import { listingIn, stringsIn } from '../shared/listing.js';
import { runError } from '../shared/providerFaults.js';
import { readSessionLogs } from '../shared/sessionLogs.js';
import { skillOfFile } from '../shared/skillPaths.js';
import { codexMcp } from './mcp.js';
import { emptyTranscript } from '../shared/emptyTranscript.js';

/**
 * Codex's `codex exec --json` stream. Codex has no skill tool: activation is a command that Codex itself
 * classifies as a read of the skill's SKILL.md (`parsed_cmd` in its rollout) and that exited 0. The
 * stdout stream has no listing, model or version; the rollout (`$CODEX_HOME/sessions/…/rollout-*.jsonl`)
 * has all three.
 */
export const codexTranscript: AgentTranscript = {
  parse: parseCodexRun,
  activatedSkills(transcript, skillsRoot) {
    const names = new Set<string>();
    for (const call of transcript.toolCalls) {
      const reads = (call.input as { reads?: unknown } | null)?.reads;
      if (!call.result?.ok || !Array.isArray(reads)) continue;
      for (const file of reads) {
        const skill = typeof file === 'string' ? skillOfFile(file, skillsRoot) : undefined;
        if (skill) names.add(skill);
      }
    }
    return names;
  },

  listedInRun: (_stdout, sandbox) =>
    listingIn(stringsIn(rolloutLines(sandbox)), '<skills_instructions>', parseCodexListing),
  // Codex injects the skill as a user message that only its rollout shows, marked as selected skill instructions.
  explicitlyLoaded: (sandbox) => codexInjectedSkills(rolloutLines(sandbox)),
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

function rolloutLines(sandbox: SandboxPaths): unknown[] {
  return readSessionLogs(sandbox.root, path.join(sandbox.configDir, 'sessions'), /^rollout-.*\.jsonl$/);
}

interface CodexItem {
  id?: string;
  type?: string;
  command?: string;
  aggregated_output?: string;
  exit_code?: number | null;
  text?: string;
  message?: string;
  server?: string;
  tool?: string;
  arguments?: unknown;
  result?: { content?: { text?: unknown }[]; isError?: boolean; is_error?: boolean } | null;
  error?: unknown;
  status?: string;
}

const TRANSIENT =
  /high demand|overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|timed out|idle timeout|stream disconnected/i;

export function parseCodexRun(stdout: string, sandbox?: SandboxPaths): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t = emptyTranscript();
  let started = false;
  for (const e of lines.values as {
    type?: string;
    item?: CodexItem;
    usage?: Record<string, number>;
    error?: { message?: string };
  }[]) {
    if (e.type === 'thread.started') started = true;
    else if (e.type === 'item.completed' && e.item?.type === 'command_execution') {
      const item = e.item;
      t.toolCalls.push({
        id: item.id ?? '',
        name: 'command_execution',
        input: { command: item.command, reads: [] },
        result: { ok: item.exit_code === 0, text: item.aggregated_output ?? '' },
      });
    } else if (e.type === 'item.completed' && e.item?.type === 'mcp_tool_call') t.toolCalls.push(mcpToolCall(e.item));
    else if (e.type === 'item.completed' && e.item?.type === 'agent_message') t.finalAnswer = e.item.text;
    else if (e.type === 'turn.completed' && e.usage) {
      t.usage.inputTokens += e.usage.input_tokens ?? 0;
      t.usage.outputTokens += e.usage.output_tokens ?? 0;
      // Codex counts its cached input within input_tokens.
      t.usage.cacheReadTokens = (t.usage.cacheReadTokens ?? 0) + (e.usage.cached_input_tokens ?? 0);
    } else if (e.type === 'turn.failed') {
      const message = e.error?.message ?? 'the turn failed';
      t.error = runError(message, { transient: TRANSIENT.test(message) });
    }
  }
  if (!started) return { ok: false, reason: 'the transcript has no Codex thread.started line' };
  if (sandbox) addRollout(t, rolloutLines(sandbox));
  return { ok: true, transcript: t };
}

/**
 * A call of an MCP tool, under the name Codex offered it by (codexMcp.toolName): the stream names the server and the
 * tool apart.
 */
function mcpToolCall(item: CodexItem): ToolCall {
  const text = (item.result?.content ?? []).map((c) => (typeof c?.text === 'string' ? c.text : '')).join('');
  const ok = item.status === 'completed' && !item.error && !item.result?.isError && !item.result?.is_error;
  return {
    id: item.id ?? '',
    name: codexMcp.toolName(String(item.server ?? ''), String(item.tool ?? '')),
    input: item.arguments ?? {},
    result: { ok, text },
  };
}

interface RolloutLine {
  type?: string;
  payload?: {
    type?: string;
    cli_version?: string;
    model?: string;
    role?: string;
    content?: { text?: string }[];
    item?: { type?: string; parsed_cmd?: { type?: string; path?: string }[]; exit_code?: number | null };
  };
}

/** What only the rollout has: the listing, the version, the model, and Codex's own reading of each command. */
export function addRollout(t: Transcript, lines: readonly unknown[]): void {
  const executions: NonNullable<NonNullable<RolloutLine['payload']>['item']>[] = [];
  for (const line of lines as RolloutLine[]) {
    const p = line?.payload;
    if (!p) continue;
    if (line.type === 'session_meta' && typeof p.cli_version === 'string') t.cliVersion = p.cli_version;
    else if (line.type === 'turn_context' && typeof p.model === 'string') t.model = p.model;
    else if (line.type === 'response_item' && p.type === 'message' && p.role === 'developer') {
      for (const c of p.content ?? [])
        if (c.text?.startsWith('<skills_instructions>'))
          t.discoveredSkills = parseCodexListing(c.text).map((s) => s.name);
    } else if (line.type === 'event_msg' && p.type === 'item_completed' && p.item?.type === 'CommandExecution')
      executions.push(p.item);
  }
  // No listing block at all means Codex listed no skill.
  t.discoveredSkills ??= lines.length > 0 ? [] : undefined;
  // The rollout's command executions are the stream's, in the same order.
  const calls = t.toolCalls.filter((c) => c.name === 'command_execution');
  executions.forEach((x, i) => {
    const call: ToolCall | undefined = calls[i];
    if (!call) return;
    (call.input as { reads: string[] }).reads = (x.parsed_cmd ?? [])
      .filter((c) => c.type === 'read' && typeof c.path === 'string')
      .map((c) => c.path!);
  });
}

/** `- name: description (file: r0/name/SKILL.md)` lines, with the `rN` roots resolved. */
export function parseCodexListing(text: string): { name: string; description: string; file: string }[] {
  const roots = new Map([...text.matchAll(/^- `(r\d+)` = `([^`]+)`$/gm)].map((m) => [m[1]!, m[2]!]));
  const skills: { name: string; description: string; file: string }[] = [];
  for (const m of text.matchAll(/^- ([^:\n]+): (.*) \(file: ([^)\n]+)\)$/gm)) {
    const file = m[3]!.replace(/^(r\d+)\//, (whole, alias: string) =>
      roots.has(alias) ? `${roots.get(alias)}/` : whole,
    );
    skills.push({ name: m[1]!.trim(), description: m[2]!, file });
  }
  return skills;
}

/** Skills Codex injected for a `$name` mention (user messages marked as selected skill instructions). */
export function codexInjectedSkills(lines: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines as (RolloutLine & {
    payload?: { internal_chat_message_metadata_passthrough?: { content_item_kinds?: string[] } };
  })[]) {
    const p = line?.payload;
    if (line?.type !== 'response_item' || p?.role !== 'user') continue;
    if (
      !p.internal_chat_message_metadata_passthrough?.content_item_kinds?.includes('skills.selected_skill_instructions')
    )
      continue;
    for (const c of p.content ?? []) {
      const m = /^<skill>\n<name>([^<]+)<\/name>/.exec(c.text ?? '');
      if (m) names.add(m[1]!);
    }
  }
  return names;
}
