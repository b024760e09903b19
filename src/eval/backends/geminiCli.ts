import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installedSkillNames, unlessInstalled } from '../discovery/bundledSkills.js';
import type { Backend, ToolCall, Transcript, TranscriptParse } from './backend.js';
import { runError } from './providerFaults.js';
import { parseJsonLines } from './jsonLines.js';
import { skillToolActivations } from './skillTool.js';

/**
 * Gemini CLI (`@google/gemini-cli`), headless with `-p … --output-format stream-json`. Skills go in
 * `$GEMINI_CLI_HOME/.gemini/skills/<name>/`, fresh per trial. Activation is an `activate_skill` call
 * whose result succeeded. Its stream does not list skills, so `gemini skills list` (no model call) does.
 */
export const geminiCli: Backend = {
  name: 'gemini-cli',
  install: { registry: 'npm', package: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, '.gemini', 'skills'),

  // ~/.gemini: settings, memory, commands, extensions, policies and credentials. (`agents/`, as for Claude Code.)
  configNames: ['settings.json', 'GEMINI.md', 'commands', 'extensions', 'policies', 'skills', 'oauth_creds.json', 'trustedFolders.json', 'installation_id', 'tmp', 'history'],

  configure(sandbox, _endpoint, _passed, maxTurns) {
    mkdirSync(path.join(sandbox.configDir, '.gemini'), { recursive: true });
    writeFileSync(path.join(sandbox.configDir, '.gemini', 'settings.json'), JSON.stringify(geminiSettings(installedSkillNames(geminiCli.skillsRoot(sandbox)), maxTurns)));
  },

  command({ sandbox, prompt, endpoint }) {
    // No prompt argument: with stdin not a terminal it runs headless on what stdin holds, so the prompt
    // is never in argv, where a skill could read it from /proc/PID/cmdline (docs/security.md).
    const args = ['--output-format', 'stream-json', '--yolo'];
    // A model id skips the routing call (and its own five retries); the scripted model needs one.
    const model = endpoint.model ?? (endpoint.baseUrl ? 'scripted-model' : undefined);
    if (model) args.push('--model', model);
    const env: Record<string, string> = {
      GEMINI_CLI_HOME: sandbox.configDir,
      // An inherited "false" silently drops the shell and activate_skill tools.
      GEMINI_CLI_TRUST_WORKSPACE: 'true',
      GEMINI_CLI_NO_RELAUNCH: 'true',
    };
    if (endpoint.baseUrl) env.GOOGLE_GEMINI_BASE_URL = endpoint.baseUrl;
    if (endpoint.apiKey) env.GEMINI_API_KEY = endpoint.apiKey;
    return { args, env, stdin: prompt };
  },

  passEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GEMINI_BASE_URL', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
  credentialEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],

  parseTranscript: parseGeminiTranscript,

  discoveryProbe: { args: () => ['skills', 'list'], stdin: '', parse: parseGeminiSkillsList },
  transcriptExport: undefined,

  activatedSkills: (transcript) => skillToolActivations(transcript, 'activate_skill', 'name'),

  // `-p` sends `/name` to the model as text: only the interactive UI expands it.
  explicit: undefined,

  versionArgs: ['--version'],
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

/** Its bundled skills, turned off by name: not when an installed skill has the name (it would go too). */
export const GEMINI_BUNDLED_SKILLS = ['skill-creator', 'antigravity-support'] as const;

/** `maxTurns`: `--max-turns`, as its `model.maxSessionTurns` (its default: no limit). */
export function geminiSettings(installed: ReadonlySet<string> = new Set(), maxTurns?: number): object {
  return {
    ...(maxTurns !== undefined && { model: { maxSessionTurns: maxTurns } }),
    // Without it: "Invalid auth method selected", exit 41, even with GEMINI_API_KEY set.
    security: { auth: { selectedType: 'gemini-api-key' }, folderTrust: { enabled: false } },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    // caliper retries transient faults itself; the default is 10 attempts with up to 30 s back-off.
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false, maxAttempts: 1, retryFetchErrors: false },
    // Its bundled skills share the listing and the activate_skill enum.
    skills: { disabled: unlessInstalled(GEMINI_BUNDLED_SKILLS, installed) },
  };
}

/** `gemini skills list`: `<name> [Enabled]` lines; undefined when the output is not that listing. */
export function parseGeminiSkillsList(stdout: string): string[] | undefined {
  if (!stdout.includes('Discovered Agent Skills')) return /no (agent )?skills/i.test(stdout) ? [] : undefined;
  return [...stdout.matchAll(/^(\S+) \[Enabled\]/gm)].map((m) => m[1]!);
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
  stats?: { input_tokens?: number; output_tokens?: number };
}

// "Resource has been exhausted … Please wait and try again later" is how it prints a 429 (RESOURCE_EXHAUSTED).
const TRANSIENT = /\b(429|499|5\d\d)\b|fetch failed|ECONNRESET|empty response|without a finish reason|overloaded|RESOURCE_EXHAUSTED|Resource has been exhausted|try again later|UNAVAILABLE/i;

/** Gemini CLI prints a 429 as "Resource has been exhausted" without its status, and the API's suggested wait as "Suggested retry after Ns". */
function geminiRunError(message: string) {
  return runError(message, { transient: TRANSIENT.test(message), ...(/Resource has been exhausted|RESOURCE_EXHAUSTED/i.test(message) && { status: 429 }) });
}

/** `model.maxSessionTurns` reached: "Reached max session turns for this session", exit 53. */
function isTurnLimit(error: GeminiEvent['error']): boolean {
  return error?.type === 'FatalTurnLimitedError' || /^Reached max session turns\b/.test(error?.message ?? '');
}

export function parseGeminiTranscript(stdout: string): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t: Transcript = { discoveredSkills: undefined, toolCalls: [], finalAnswer: undefined, model: undefined, cliVersion: undefined, usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined }, error: undefined };
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
  // Exit 0 does not mean success: an empty or cut-off stream ends with status "error" and exit 0.
  if (!result) t.error = geminiRunError(lastError ?? 'Gemini CLI ended without a result');
  else if (isTurnLimit(result.error)) t.outOfTurns = true;
  else if (result.status !== 'success') {
    const message = result.error?.message ?? lastError ?? `status ${result.status}`;
    t.error = geminiRunError(message);
  }
  return { ok: true, transcript: t };
}
