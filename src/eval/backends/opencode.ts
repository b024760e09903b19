import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installedSkillNames, unlessInstalled } from '../discovery/bundledSkills.js';
import type { Backend, ToolCall, Transcript, TranscriptParse } from './backend.js';
import { runError } from './providerFaults.js';
import { parseJsonLines } from './jsonLines.js';
import { skillToolActivations } from './skillTool.js';

/**
 * OpenCode (`opencode-ai`), headless with `opencode run --format json`. Skills go in
 * `$XDG_CONFIG_HOME/opencode/skills/<name>/` with XDG_CONFIG_HOME fresh per trial, and its scans of
 * `.claude/` and `.agents/` are off. Activation is a `skill` tool call that completed. Its stream has no
 * listing, so `opencode debug skill` (no model call) lists the skills first.
 */
const PROVIDER = 'caliper';

export const opencode: Backend = {
  name: 'opencode',
  install: { registry: 'npm', package: 'opencode-ai', version: '1.18.33', bin: 'opencode' },
  // Without rg its skill tool fails (it tries to download ripgrep): a skill would look unloadable.
  requiresOnPath: ['rg'],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'opencode', 'skills'),

  // ~/.config/opencode: its config, instructions, commands, plugins (and their package.json), tools and modes.
  configNames: ['opencode.json', 'opencode.jsonc', 'config.json', 'AGENTS.md', 'command', 'commands', 'plugin', 'plugins', 'tool', 'tools', 'mode', 'modes', 'themes', 'skills', 'package.json', 'node_modules'],

  configure(sandbox, endpoint) {
    mkdirSync(path.join(sandbox.configDir, 'opencode'), { recursive: true });
    writeFileSync(path.join(sandbox.configDir, 'opencode', 'opencode.json'), JSON.stringify(opencodeConfig(endpoint.baseUrl, endpoint.apiKey, endpoint.model, installedSkillNames(opencode.skillsRoot(sandbox))), null, 2));
  },

  command({ sandbox, prompt, endpoint }) {
    const args = ['run', '--format', 'json', '--title', 'caliper trial'];
    if (endpoint.baseUrl) args.push('--model', `${PROVIDER}/${endpoint.model ?? 'scripted-model'}`);
    else if (endpoint.model) args.push('--model', endpoint.model);
    // A prompt argument reaches the model wrapped in quotes; on stdin (then closed) it arrives as written.
    return { args, env: environment(sandbox.configDir), stdin: prompt };
  },

  passEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
  credentialEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'],

  parseTranscript: parseOpencodeTranscript,

  discoveryProbe: { args: () => ['debug', 'skill'], stdin: '', parse: parseOpencodeSkills },
  transcriptExport: undefined,

  activatedSkills: (transcript) => skillToolActivations(transcript, 'skill', 'name'),

  // `opencode run "/name"` sends the text as is; only `--command name` expands, and only its database records it.
  explicit: undefined,

  versionArgs: ['--version'],
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

function environment(configDir: string): Record<string, string> {
  return {
    XDG_CONFIG_HOME: configDir,
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
    OPENCODE_DISABLE_SHARE: '1',
    // A headless trial needs no plugins (a fixture's project config could name one to install), and no
    // file watcher: together with `snapshot: false` about 1.5 of its ~10 CPU seconds per run.
    OPENCODE_PURE: '1',
    OPENCODE_EXPERIMENTAL_DISABLE_FILEWATCHER: '1',
    // Install exactly where the run says: not also from `.claude/skills` or `.agents/skills`.
    OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
    OPENCODE_DISABLE_CLAUDE_CODE_SKILLS: '1',
  };
}

export function opencodeConfig(baseUrl: string | undefined, apiKey: string | undefined, model: string | undefined, installed: ReadonlySet<string> = new Set()): object {
  const id = model ?? 'scripted-model';
  return {
    // Without it OpenCode rewrites the file.
    $schema: 'https://opencode.ai/config.json',
    ...(baseUrl && {
      provider: {
        [PROVIDER]: {
          npm: '@ai-sdk/openai-compatible',
          name: 'caliper',
          options: { baseURL: `${baseUrl.replace(/\/$/, '')}/v1`, apiKey: apiKey ?? 'none' },
          models: { [id]: { name: id, tool_call: true, limit: { context: 128000, output: 8192 } } },
        },
      },
      model: `${PROVIDER}/${id}`,
      small_model: `${PROVIDER}/${id}`,
    }),
    // `run` rejects any permission prompt; the bundled skill would share the listing.
    // An installed skill of its name replaces it, and is not denied.
    permission: { '*': 'allow', skill: { '*': 'allow', ...Object.fromEntries(unlessInstalled(['customize-opencode'], installed).map((n) => [n, 'deny'])) } },
    autoupdate: false,
    share: 'disabled',
    // Its undo history: a git repository of the work tree, written at every step (~20 git runs a trial).
    snapshot: false,
  };
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
  const t: Transcript = { discoveredSkills: undefined, toolCalls: [], finalAnswer: undefined, model: undefined, cliVersion: undefined, usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined }, error: undefined };
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
          result: part?.state?.status === 'completed' || part?.state?.status === 'error' ? { ok: part.state.status === 'completed', text: part.state.output ?? part.state.error ?? '' } : undefined,
        };
        t.toolCalls.push(call);
        break;
      }
      case 'text':
        if (typeof part?.text === 'string') t.finalAnswer = part.text;
        break;
      case 'step_finish':
        t.usage.inputTokens += (part?.tokens?.input ?? 0) + (part?.tokens?.cache?.read ?? 0) + (part?.tokens?.cache?.write ?? 0);
        t.usage.outputTokens += part?.tokens?.output ?? 0;
        cost += part?.cost ?? 0;
        break;
      case 'error': {
        recognised = true;
        const data = e.error?.data;
        const message = `${data?.message ?? e.error?.name ?? 'error'}${data?.statusCode ? ` (HTTP ${data.statusCode})` : ''}`;
        const status = data?.statusCode;
        t.error = runError(message, { ...(status !== undefined && { status }), transient: data?.isRetryable === true || (status !== undefined && (status === 429 || status >= 500)) || /ECONNREFUSED|Unable to connect|timed? ?out/i.test(message) });
        break;
      }
    }
  }
  if (!recognised) return { ok: false, reason: 'the transcript has no OpenCode step or error event' };
  if (cost > 0) t.usage.costUsd = cost;
  return { ok: true, transcript: t };
}
