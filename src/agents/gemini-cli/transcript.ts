import type { AgentTranscript, ToolCall, TranscriptParse } from '../agent.js';
import { parseJsonLines } from '../shared/jsonLines.js';
import { bounded } from '../shared/listing.js';
import { runError } from '../shared/providerFaults.js';
import { skillToolActivations } from '../shared/skillTool.js';
import { emptyTranscript } from '../shared/emptyTranscript.js';

/**
 * Gemini CLI's `-p … --output-format stream-json` stream. Activation is an `activate_skill` call whose
 * result succeeded. Its stream does not list skills, so `gemini skills list` (no model call) does.
 */
export const geminiCliTranscript: AgentTranscript = {
  parse: parseGeminiTranscript,
  activatedSkills: (transcript) => skillToolActivations(transcript, 'activate_skill', 'name'),
  probe: { skills: parseGeminiSkillsList, listing: geminiListing },
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

/** `gemini skills list`: `<name> [Enabled]` lines; undefined when the output is not that listing. */
export function parseGeminiSkillsList(stdout: string): string[] | undefined {
  if (!stdout.includes('Discovered Agent Skills')) return /no (agent )?skills/i.test(stdout) ? [] : undefined;
  return [...stdout.matchAll(/^(\S+) \[Enabled\]/gm)].map((m) => m[1]!);
}

/** `gemini skills list` with descriptions: the enabled skills. */
function geminiListing(stdout: string) {
  if (!stdout.includes('Discovered Agent Skills')) return undefined;
  const enabled = stdout.matchAll(/^(\S+) \[Enabled\]\n {2}Description: ?(.*)$/gm);
  return bounded([...enabled].map((m) => ({ name: m[1]!, description: m[2]! })));
}

interface GeminiEvent {
  type?: string;
  model?: string;
  role?: string;
  content?: string;
  delta?: boolean;
  tool_name?: string;
  tool_id?: string;
  parameters?: unknown;
  status?: string;
  output?: string;
  message?: string;
  error?: { type?: string; message?: string };
  /** `cached`: of input_tokens, read from Gemini's implicit cache. */
  stats?: { input_tokens?: number; output_tokens?: number; cached?: number };
}

// "Resource has been exhausted … Please wait and try again later" is how it prints a 429 (RESOURCE_EXHAUSTED).
const TRANSIENT = new RegExp(
  [
    String.raw`\b(429|499|5\d\d)\b`,
    'fetch failed|ECONNRESET|empty response|without a finish reason|overloaded',
    'RESOURCE_EXHAUSTED|Resource has been exhausted|try again later|UNAVAILABLE',
  ].join('|'),
  'i',
);

/**
 * Gemini CLI prints a 429 as "Resource has been exhausted" without its status, and the API's suggested wait as
 * "Suggested retry after Ns".
 */
function geminiRunError(message: string) {
  return runError(message, {
    transient: TRANSIENT.test(message),
    ...(/Resource has been exhausted|RESOURCE_EXHAUSTED/i.test(message) && { status: 429 }),
  });
}

/** `model.maxSessionTurns` reached: "Reached max session turns for this session", exit 53. */
function isTurnLimit(error: GeminiEvent['error']): boolean {
  return error?.type === 'FatalTurnLimitedError' || /^Reached max session turns\b/.test(error?.message ?? '');
}

export function parseGeminiTranscript(stdout: string): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t = emptyTranscript();
  const calls = new Map<string, ToolCall>();
  let answer = '';
  let lastError: string | undefined;
  let result: GeminiEvent | undefined;
  let init = false;
  for (const e of lines.values as GeminiEvent[]) {
    switch (e.type) {
      case 'init':
        init = true;
        if (e.model && e.model !== 'auto') t.model = e.model;
        break;
      case 'message':
        if (e.role === 'assistant' && typeof e.content === 'string') answer = e.delta ? answer + e.content : e.content;
        break;
      case 'tool_use': {
        const call: ToolCall = { id: e.tool_id ?? '', name: e.tool_name ?? '', input: e.parameters, result: undefined };
        calls.set(call.id, call);
        t.toolCalls.push(call);
        break;
      }
      case 'tool_result': {
        const call = calls.get(e.tool_id ?? '');
        if (call) call.result = { ok: e.status === 'success', text: e.output ?? e.error?.message ?? '' };
        break;
      }
      case 'error':
        lastError = e.message;
        break;
      case 'result':
        result = e;
        break;
    }
  }
  if (!init) return { ok: false, reason: 'the transcript has no Gemini CLI init event' };
  if (answer !== '') t.finalAnswer = answer;
  t.usage.inputTokens = result?.stats?.input_tokens ?? 0;
  t.usage.outputTokens = result?.stats?.output_tokens ?? 0;
  t.usage.cacheReadTokens = result?.stats?.cached ?? 0;
  // Exit 0 does not mean success: an empty or cut-off stream ends with status "error" and exit 0.
  if (!result) t.error = geminiRunError(lastError ?? 'Gemini CLI ended without a result');
  else if (isTurnLimit(result.error)) t.outOfTurns = true;
  else if (result.status !== 'success') {
    const message = result.error?.message ?? lastError ?? `status ${result.status}`;
    t.error = geminiRunError(message);
  }
  return { ok: true, transcript: t };
}
