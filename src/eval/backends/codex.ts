import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SandboxPaths } from '../sandbox/paths.js';
import type { Backend, ModelEndpoint, ToolCall, Transcript, TranscriptParse } from './backend.js';
import { runError } from './providerFaults.js';
import { parseJsonLines } from './jsonLines.js';
import { readSessionLogs } from './sessionLogs.js';
import { skillOfFile } from './skillPaths.js';

/**
 * Codex CLI (`@openai/codex`), headless with `codex exec --json`. Skills go in `$CODEX_HOME/skills/<name>/`,
 * fresh per trial. Codex has no skill tool: activation is a command that Codex itself classifies as a
 * read of the skill's SKILL.md (`parsed_cmd` in its rollout) and that exited 0. The stdout stream has no
 * listing, model or version; the rollout (`$CODEX_HOME/sessions/…/rollout-*.jsonl`) has all three.
 */
const MODEL_KEY_ENV = 'CALIPER_MODEL_KEY';

export const codex: Backend = {
  name: 'codex',
  install: { registry: 'npm', package: '@openai/codex', version: '0.171.0', bin: 'codex' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // CODEX_HOME: its config, credentials, instructions, prompts, rules, plugins and sessions.
  configNames: ['config.toml', 'auth.json', 'AGENTS.md', 'AGENTS.override.md', 'prompts', 'rules', 'skills', 'plugins', 'sessions', 'memories', 'hooks.json', 'history.jsonl'],

  configure(sandbox, endpoint, passed = {}) {
    writeFileSync(path.join(sandbox.configDir, 'config.toml'), codexConfig(codexProvider(endpoint, passed)));
  },

  command({ sandbox, prompt, endpoint }) {
    const args = ['exec', '--json', '--skip-git-repo-check', '--dangerously-bypass-approvals-and-sandbox', '-C', sandbox.workDir];
    // Without a model id Codex sends its default model's "code mode" request shape.
    const model = codexProvider(endpoint, {}).model;
    if (model) args.push('--model', model);
    // No prompt argument: `codex exec` reads it from stdin, never from argv (where a skill could read it
    // from /proc/PID/cmdline, docs/security.md).
    const env: Record<string, string> = { CODEX_HOME: sandbox.configDir };
    if (endpoint.baseUrl && endpoint.apiKey) env[MODEL_KEY_ENV] = endpoint.apiKey;
    return { args, env, stdin: prompt };
  },

  passEnv: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
  credentialEnv: ['OPENAI_API_KEY'],

  parseTranscript: parseCodexRun,
  discoveryProbe: undefined,

  transcriptExport: undefined,

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

  explicit: {
    invocation: (skill) => `$${skill}`,
    // Codex injects the skill as a user message that only its rollout shows, marked as selected skill instructions.
    loadedSkills: (sandbox) => codexInjectedSkills(rolloutLines(sandbox)),
  },

  versionArgs: ['--version'],
  parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

/** Where Codex sends its model requests, with which key variable, for which model. */
export interface CodexProvider {
  baseUrl: string;
  keyEnv: string;
  model: string | undefined;
}

/**
 * caliper's endpoint when it has one (the scripted model, a tape's relay, a gateway given to the runner),
 * else OpenAI's API or the runner's OPENAI_BASE_URL: Codex 0.171 ignores that variable itself, and its
 * built-in provider would retry a fault up to 30 times, so caliper always names a provider of its own.
 */
export function codexProvider(endpoint: ModelEndpoint, passed: Readonly<Record<string, string>>): CodexProvider {
  const trim = (url: string) => url.replace(/\/+$/, '');
  if (endpoint.baseUrl) return { baseUrl: `${trim(endpoint.baseUrl)}/v1`, keyEnv: MODEL_KEY_ENV, model: endpoint.model ?? 'scripted-model' };
  return { baseUrl: trim(passed.OPENAI_BASE_URL ?? 'https://api.openai.com/v1'), keyEnv: 'OPENAI_API_KEY', model: endpoint.model };
}

/** config.toml: caliper's provider, no retries of Codex's own, and nothing that calls out. */
export function codexConfig(provider: CodexProvider): string {
  const lines = ['model_provider = "caliper"', ...(provider.model ? [`model = ${JSON.stringify(provider.model)}`] : []), 'check_for_update_on_startup = false'];
  // Its web search is the provider's (a `web_search` tool in every request): the provider would reach the network for the agent.
  lines.push('web_search = "disabled"');
  lines.push(
    '',
    '[model_providers.caliper]',
    'name = "caliper"',
    `base_url = ${JSON.stringify(provider.baseUrl)}`,
    'wire_api = "responses"',
    `env_key = ${JSON.stringify(provider.keyEnv)}`,
    // caliper retries transient faults itself, in a fresh sandbox; Codex's defaults make 30 attempts.
    'request_max_retries = 0',
    'stream_max_retries = 0',
    'stream_idle_timeout_ms = 120000',
  );
  lines.push(
    '',
    '[analytics]',
    'enabled = false',
    '',
    '[feedback]',
    'enabled = false',
    '',
    '[otel]',
    'exporter = "none"',
    '',
    '[features]',
    // Plugins look up github.com and chatgpt.com; a refused connection would otherwise be retried forever.
    'plugins = false',
    'remote_plugin = false',
    'apps = false',
    'unbounded_connection_retries = false',
    '',
    '[skills.bundled]',
    'enabled = false',
    '',
  );
  return lines.join('\n');
}

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
}

const TRANSIENT = /high demand|overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|timed out|idle timeout|stream disconnected/i;

export function parseCodexRun(stdout: string, sandbox?: SandboxPaths): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t: Transcript = { discoveredSkills: undefined, toolCalls: [], finalAnswer: undefined, model: undefined, cliVersion: undefined, usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined }, error: undefined };
  let started = false;
  for (const e of lines.values as { type?: string; item?: CodexItem; usage?: Record<string, number>; error?: { message?: string } }[]) {
    if (e.type === 'thread.started') started = true;
    else if (e.type === 'item.completed' && e.item?.type === 'command_execution') {
      const item = e.item;
      t.toolCalls.push({ id: item.id ?? '', name: 'command_execution', input: { command: item.command, reads: [] }, result: { ok: item.exit_code === 0, text: item.aggregated_output ?? '' } });
    } else if (e.type === 'item.completed' && e.item?.type === 'agent_message') t.finalAnswer = e.item.text;
    else if (e.type === 'turn.completed' && e.usage) {
      t.usage.inputTokens += e.usage.input_tokens ?? 0;
      t.usage.outputTokens += e.usage.output_tokens ?? 0;
    } else if (e.type === 'turn.failed') {
      const message = e.error?.message ?? 'the turn failed';
      t.error = runError(message, { transient: TRANSIENT.test(message) });
    }
  }
  if (!started) return { ok: false, reason: 'the transcript has no Codex thread.started line' };
  if (sandbox) addRollout(t, rolloutLines(sandbox));
  return { ok: true, transcript: t };
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
      for (const c of p.content ?? []) if (c.text?.startsWith('<skills_instructions>')) t.discoveredSkills = parseCodexListing(c.text).map((s) => s.name);
    } else if (line.type === 'event_msg' && p.type === 'item_completed' && p.item?.type === 'CommandExecution') executions.push(p.item);
  }
  // No listing block at all means Codex listed no skill.
  t.discoveredSkills ??= lines.length > 0 ? [] : undefined;
  // The rollout's command executions are the stream's, in the same order.
  const calls = t.toolCalls.filter((c) => c.name === 'command_execution');
  executions.forEach((x, i) => {
    const call: ToolCall | undefined = calls[i];
    if (!call) return;
    (call.input as { reads: string[] }).reads = (x.parsed_cmd ?? []).filter((c) => c.type === 'read' && typeof c.path === 'string').map((c) => c.path!);
  });
}

/** `- name: description (file: r0/name/SKILL.md)` lines, with the `rN` roots resolved. */
export function parseCodexListing(text: string): { name: string; description: string; file: string }[] {
  const roots = new Map([...text.matchAll(/^- `(r\d+)` = `([^`]+)`$/gm)].map((m) => [m[1]!, m[2]!]));
  const skills: { name: string; description: string; file: string }[] = [];
  for (const m of text.matchAll(/^- ([^:\n]+): (.*) \(file: ([^)\n]+)\)$/gm)) {
    const file = m[3]!.replace(/^(r\d+)\//, (whole, alias: string) => (roots.has(alias) ? `${roots.get(alias)}/` : whole));
    skills.push({ name: m[1]!.trim(), description: m[2]!, file });
  }
  return skills;
}

/** Skills Codex injected for a `$name` mention (user messages marked as selected skill instructions). */
export function codexInjectedSkills(lines: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines as (RolloutLine & { payload?: { internal_chat_message_metadata_passthrough?: { content_item_kinds?: string[] } } })[]) {
    const p = line?.payload;
    if (line?.type !== 'response_item' || p?.role !== 'user') continue;
    if (!p.internal_chat_message_metadata_passthrough?.content_item_kinds?.includes('skills.selected_skill_instructions')) continue;
    for (const c of p.content ?? []) {
      const m = /^<skill>\n<name>([^<]+)<\/name>/.exec(c.text ?? '');
      if (m) names.add(m[1]!);
    }
  }
  return names;
}
