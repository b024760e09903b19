import path from 'node:path';
import type { AgentTranscript, ToolCall, TranscriptParse } from '../agent.js';
import type { SandboxPaths } from '../../eval/sandbox/paths.js';
import { LISTING_HEADER, parseListing } from './wire.js';
import { parseJsonLines } from '../shared/jsonLines.js';
import { listingIn, stringsIn } from '../shared/listing.js';
import { runError } from '../shared/providerFaults.js';
import { readSessionLogs } from '../shared/sessionLogs.js';
import { skillToolActivations } from '../shared/skillTool.js';
import { emptyTranscript } from '../shared/emptyTranscript.js';

/**
 * Claude Code's `-p … --output-format stream-json` stream. Activation is a `Skill` tool call whose result
 * succeeded; its session log (`$CLAUDE_CONFIG_DIR/projects/…`) keeps the listing it sent and the slash
 * commands it expanded.
 */
export const claudeCodeTranscript: AgentTranscript = {
  parse: parseClaudeTranscript,
  activatedSkills: (transcript) => skillToolActivations(transcript, 'Skill', 'skill'),
  // Its `system/init` event lists the skills: no probe.
  listedInRun: (_stdout, sandbox) => listingIn(stringsIn(sessionLog(sandbox)), LISTING_HEADER, parseListing),
  // stream-json does not show a slash command's expansion; the session log does, as a meta user
  // message "Base directory for this skill: <dir>" carrying the body.
  explicitlyLoaded: (sandbox) => expandedSkills(sessionLog(sandbox)),
  parseVersion: (stdout) => /(\d+\.\d+\.\d+)/.exec(stdout)?.[1],
};

function sessionLog(sandbox: SandboxPaths): unknown[] {
  return readSessionLogs(sandbox.root, path.join(sandbox.configDir, 'projects'));
}

interface ContentBlock {
  type?: string;
  id?: string;
  name?: string;
  input?: unknown;
  text?: string;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}

/** Claude Code's words for a provider that is busy or a connection that dropped. */
const TRANSIENT = new RegExp(
  [
    'overloaded|rate.?limit|Unable to connect|Connection (?:dropped|error)',
    'Request timed out|API Error: (?:terminated|Premature close)',
  ].join('|'),
  'i',
);

/**
 * Claude Code's `result.is_error`: transient for a status of the provider's (`api_error_status`) that
 * passes, and for its words for a provider that is busy or a connection that dropped ("API Error:
 * Connection dropped (ECONNRESET)", "Request timed out", "Overloaded").
 */
export function claudeRunError(text: string, status: number | undefined) {
  return runError(status ? `${text} (HTTP ${status})` : text, {
    ...(status !== undefined && { status }),
    transient: TRANSIENT.test(text),
  });
}

export function parseClaudeTranscript(stdout: string): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t = emptyTranscript();
  const calls = new Map<string, ToolCall>();
  let lastText: string | undefined;

  for (const event of lines.values as Record<string, unknown>[]) {
    const message = event.message as { content?: unknown } | undefined;
    const blocks = Array.isArray(message?.content) ? (message.content as ContentBlock[]) : [];
    switch (event.type) {
      case 'system':
        if (event.subtype === 'init') {
          if (Array.isArray(event.skills))
            t.discoveredSkills = event.skills.filter((s): s is string => typeof s === 'string');
          if (typeof event.model === 'string') t.model = event.model;
          if (typeof event.claude_code_version === 'string') t.cliVersion = event.claude_code_version;
        }
        break;
      case 'assistant':
        for (const block of blocks) {
          if (block.type === 'tool_use' && typeof block.id === 'string' && typeof block.name === 'string') {
            const call: ToolCall = { id: block.id, name: block.name, input: block.input, result: undefined };
            calls.set(block.id, call);
            t.toolCalls.push(call);
          } else if (block.type === 'text' && typeof block.text === 'string') {
            lastText = block.text;
          }
        }
        break;
      case 'user':
        for (const block of blocks) {
          if (block.type !== 'tool_result' || typeof block.tool_use_id !== 'string') continue;
          const call = calls.get(block.tool_use_id);
          if (call) call.result = { ok: block.is_error !== true, text: contentText(block.content) };
        }
        break;
      case 'result': {
        const usage = event.usage as Record<string, number> | undefined;
        if (usage) {
          t.usage.inputTokens =
            (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0);
          t.usage.outputTokens = usage.output_tokens ?? 0;
          t.usage.cacheReadTokens = usage.cache_read_input_tokens ?? 0;
          t.usage.cacheWriteTokens = usage.cache_creation_input_tokens ?? 0;
        }
        if (typeof event.total_cost_usd === 'number') t.usage.costUsd = event.total_cost_usd;
        if (typeof event.num_turns === 'number') t.usage.turns = event.num_turns;
        if (typeof event.result === 'string') t.finalAnswer = event.result;
        // 2.1.332 marks running out of turns `is_error` (and exits 1); it is the agent's result all the same.
        if (event.subtype === 'error_max_turns') t.outOfTurns = true;
        else if (event.is_error === true) {
          const status = typeof event.api_error_status === 'number' ? event.api_error_status : undefined;
          const text = typeof event.result === 'string' ? event.result : String(event.subtype ?? 'error');
          t.error = claudeRunError(text, status);
        } else if (event.subtype && event.subtype !== 'success') {
          t.error = { message: `Claude Code stopped: ${String(event.subtype)}`, transient: false };
        }
        break;
      }
    }
  }
  t.finalAnswer ??= lastText;
  return { ok: true, transcript: t };
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((c) => (typeof c?.text === 'string' ? c.text : '')).join('');
  return '';
}

const EXPANSION_PREFIX = 'Base directory for this skill: ';

/** Skills whose body Claude Code expanded into a user message, from session-log lines. */
export function expandedSkills(lines: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines as { type?: string; message?: { role?: string; content?: unknown } }[]) {
    if (line?.type !== 'user' || line.message?.role !== 'user') continue;
    const text = contentText(line.message.content);
    if (!text.startsWith(EXPANSION_PREFIX)) continue;
    const dir = text.slice(EXPANSION_PREFIX.length).split('\n', 1)[0]!.trim();
    names.add(path.basename(dir));
  }
  return names;
}
