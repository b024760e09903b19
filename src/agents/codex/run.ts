import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentRun, ModelEndpoint } from '../agent.js';
import { PROXY_ENV } from '../shared/proxyEnv.js';
import { nativeCodex } from './native.js';

/**
 * Codex CLI (`@openai/codex`), headless with `codex exec --json`. Skills go in `$CODEX_HOME/skills/<name>/`,
 * fresh per trial (src/agents/codex/transcript.ts reads its run).
 */
const MODEL_KEY_ENV = 'CALIPER_MODEL_KEY';

export const codexRun: AgentRun = {
  install: { registry: 'npm', package: '@openai/codex', version: '0.171.0', bin: 'codex' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // CODEX_HOME: its config, credentials, instructions, prompts, rules, plugins and sessions.
  configNames: [
    'config.toml',
    'auth.json',
    'AGENTS.md',
    'AGENTS.override.md',
    'prompts',
    'rules',
    'skills',
    'plugins',
    'sessions',
    'memories',
    'hooks.json',
    'history.jsonl',
  ],

  configure(sandbox, endpoint, passed = {}) {
    writeFileSync(path.join(sandbox.configDir, 'config.toml'), codexConfig(codexProvider(endpoint, passed)));
  },

  // Its provider (base_url) and MCP servers, read again by each turn's `codex exec resume`.
  pinned: (sandbox) => [path.join(sandbox.configDir, 'config.toml')],

  command({ sandbox, prompt, endpoint, executable }) {
    const args = [
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--dangerously-bypass-approvals-and-sandbox',
      '-C',
      sandbox.workDir,
    ];
    // Without a model id Codex sends its default model's "code mode" request shape.
    const model = codexProvider(endpoint, {}).model;
    if (model) args.push('--model', model);
    // No prompt argument: `codex exec` reads it from stdin, never from argv (where a skill could read it
    // from /proc/PID/cmdline, docs/security.md).
    const native = nativeCodex(executable);
    const env: Record<string, string> = { ...native?.env, CODEX_HOME: sandbox.configDir };
    if (endpoint.baseUrl && endpoint.apiKey) env[MODEL_KEY_ENV] = endpoint.apiKey;
    return { args, env, stdin: prompt, ...(native && { program: native.program }) };
  },

  passEnv: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', ...PROXY_ENV],
  credentialEnv: ['OPENAI_API_KEY'],

  discoveryProbe: undefined,

  transcriptExport: undefined,

  explicit: { invocation: (skill) => `$${skill}` },

  resume(input) {
    const model = input.endpoint.model ?? (input.endpoint.baseUrl ? 'scripted-model' : undefined);
    // `-`: the prompt from stdin, as the first run's.
    const args = [
      'exec',
      'resume',
      '--last',
      '--json',
      '--skip-git-repo-check',
      '--dangerously-bypass-approvals-and-sandbox',
    ];
    const native = nativeCodex(input.executable);
    return {
      args: [...args, ...(model ? ['--model', model] : []), '-'],
      stdin: input.prompt,
      ...(native && { program: native.program }),
    };
  },

  versionArgs: ['--version'],
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
  if (endpoint.baseUrl)
    return {
      baseUrl: `${trim(endpoint.baseUrl)}/v1`,
      keyEnv: MODEL_KEY_ENV,
      model: endpoint.model ?? 'scripted-model',
    };
  return {
    baseUrl: trim(passed.OPENAI_BASE_URL ?? 'https://api.openai.com/v1'),
    keyEnv: 'OPENAI_API_KEY',
    model: endpoint.model,
  };
}

/** config.toml: caliper's provider, no retries of Codex's own, and nothing that calls out. */
export function codexConfig(provider: CodexProvider): string {
  const lines = [
    'model_provider = "caliper"',
    ...(provider.model ? [`model = ${JSON.stringify(provider.model)}`] : []),
    'check_for_update_on_startup = false',
  ];
  // Its web search is the provider's (a `web_search` tool in every request): the provider would reach the network for
  // the agent.
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
