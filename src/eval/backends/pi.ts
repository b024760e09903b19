import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Backend, CommandInput, ToolCall, Transcript, TranscriptParse } from './backend.js';
import { runError } from './providerFaults.js';
import { parseJsonLines } from './jsonLines.js';
import { skillOfFile } from './skillPaths.js';

/**
 * pi (`@mariozechner/pi-coding-agent`), headless with `--mode json -p`. Skills go in the agent folder,
 * `$PI_CODING_AGENT_DIR/skills/<name>/`, fresh per trial. pi has no skill tool: activation is a
 * successful `read` of the skill's SKILL.md. Its transcript does not say which skills it found, so a
 * model-free `--mode rpc` `get_commands` call in the same sandbox lists them first.
 */
const PROVIDER = 'caliper';
const QUIET = ['--no-session', '--no-context-files', '--no-extensions', '--offline'];

export const pi: Backend = {
  name: 'pi',
  install: { registry: 'npm', package: '@mariozechner/pi-coding-agent', version: '0.73.1', bin: 'pi' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // PI_CODING_AGENT_DIR: providers, settings, instructions, prompts, extensions, themes and sessions.
  configNames: ['models.json', 'settings.json', 'auth.json', 'AGENTS.md', 'SYSTEM.md', 'APPEND_SYSTEM.md', 'prompts', 'extensions', 'themes', 'skills', 'sessions', 'keybindings.json'],

  configure(sandbox, endpoint) {
    // Its defaults retry 4 × 3 times with back-off and wait 600 s for a silent server; caliper retries
    // transient faults itself, in a fresh sandbox.
    writeFileSync(path.join(sandbox.configDir, 'settings.json'), JSON.stringify({ retry: { enabled: false, provider: { maxRetries: 0, timeoutMs: 240_000 } } }));
    if (endpoint.baseUrl) {
      const models = { providers: { [PROVIDER]: { baseUrl: `${endpoint.baseUrl.replace(/\/$/, '')}/v1`, api: 'openai-completions', apiKey: endpoint.apiKey ?? 'none', models: [{ id: endpoint.model ?? 'scripted-model' }] } } };
      writeFileSync(path.join(sandbox.configDir, 'models.json'), JSON.stringify(models));
    }
  },

  command(input) {
    // The prompt on stdin, which `-p` reads (trimmed), never in argv: there a skill would read it from
    // /proc/PID/cmdline (docs/security.md), and pi, which has no `--`, would take a prompt starting with
    // "-" for an option and one starting with "@" for a file.
    return { args: ['--mode', 'json', '-p', ...QUIET, ...modelArgs(input)], env: environment(input), stdin: input.prompt };
  },

  passEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
  credentialEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'],

  parseTranscript: parsePiTranscript,

  discoveryProbe: {
    args: (input) => ['--mode', 'rpc', ...QUIET, ...modelArgs(input)],
    stdin: '{"id":"caliper","type":"get_commands"}\n',
    parse: parsePiCommands,
  },

  transcriptExport: undefined,

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

  explicit: {
    invocation: (skill) => `/skill:${skill}`,
    // pi replaces the user's message with the expanded skill; the stream shows that message.
    loadedSkills: (_sandbox, stdout) => piExpandedSkills(stdout),
  },

  versionArgs: ['--version'],
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

function modelArgs(input: CommandInput): string[] {
  if (input.endpoint.baseUrl) return ['--provider', PROVIDER, '--model', input.endpoint.model ?? 'scripted-model'];
  return input.endpoint.model ? ['--model', input.endpoint.model] : [];
}

function environment(input: CommandInput): Record<string, string> {
  return { PI_CODING_AGENT_DIR: input.sandbox.configDir, PI_OFFLINE: '1', PI_SKIP_VERSION_CHECK: '1', PI_TELEMETRY: '0' };
}

/** The skills `get_commands` lists (`skill:<name>` entries), or undefined when there is no answer. */
export function parsePiCommands(stdout: string): string[] | undefined {
  for (const line of stdout.split('\n')) {
    let v: { type?: string; command?: string; success?: boolean; data?: { commands?: { name?: string; source?: string }[] } };
    try {
      v = JSON.parse(line);
    } catch {
      continue;
    }
    if (v?.type !== 'response' || v.command !== 'get_commands' || !v.success) continue;
    return (v.data?.commands ?? []).filter((c) => c.source === 'skill' && typeof c.name === 'string').map((c) => c.name!.replace(/^skill:/, ''));
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

/** pi prints a provider's error as its SDK does: the status first ("429 Rate limit reached …", "503 The server is overloaded"). */
function piRunError(message: string) {
  const status = /^([45]\d\d) /.exec(message)?.[1];
  return runError(message, { transient: TRANSIENT.test(message), ...(status !== undefined && { status: Number(status) }) });
}

export function parsePiTranscript(stdout: string): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t: Transcript = { discoveredSkills: undefined, toolCalls: [], finalAnswer: undefined, model: undefined, cliVersion: undefined, usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined }, error: undefined };
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
        if (typeof m.model === 'string') t.model = m.model;
        t.usage.inputTokens += (m.usage?.input ?? 0) + (m.usage?.cacheRead ?? 0) + (m.usage?.cacheWrite ?? 0);
        t.usage.outputTokens += m.usage?.output ?? 0;
        const text = (m.content ?? []).filter((c) => c.type === 'text').map((c) => c.text ?? '').join('');
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
