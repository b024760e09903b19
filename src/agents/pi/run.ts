import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentRun, CommandInput } from '../agent.js';
import { PROXY_ENV } from '../shared/proxyEnv.js';

/**
 * pi (`@mariozechner/pi-coding-agent`), headless with `--mode json -p`. Skills go in the agent folder,
 * `$PI_CODING_AGENT_DIR/skills/<name>/`, fresh per trial. src/agents/pi/transcript.ts
 * reads its run.
 */
const PROVIDER = 'caliper';
const QUIET = ['--no-session', '--no-context-files', '--no-extensions', '--offline'];

export const piRun: AgentRun = {
  install: { registry: 'npm', package: '@mariozechner/pi-coding-agent', version: '0.73.1', bin: 'pi' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // PI_CODING_AGENT_DIR: providers, settings, instructions, prompts, extensions, themes and sessions.
  configNames: [
    'models.json',
    'settings.json',
    'auth.json',
    'AGENTS.md',
    'SYSTEM.md',
    'APPEND_SYSTEM.md',
    'prompts',
    'extensions',
    'themes',
    'skills',
    'sessions',
    'keybindings.json',
  ],

  configure(sandbox, endpoint) {
    // Its defaults retry 4 × 3 times with back-off and wait 600 s for a silent server; caliper retries
    // transient faults itself, in a fresh sandbox.
    writeFileSync(
      path.join(sandbox.configDir, 'settings.json'),
      JSON.stringify({ retry: { enabled: false, provider: { maxRetries: 0, timeoutMs: 240_000 } } }),
    );
    if (endpoint.baseUrl) {
      const models = {
        providers: {
          [PROVIDER]: {
            baseUrl: `${endpoint.baseUrl.replace(/\/$/, '')}/v1`,
            api: 'openai-completions',
            apiKey: endpoint.apiKey ?? 'none',
            models: [{ id: endpoint.model ?? 'scripted-model' }],
          },
        },
      };
      writeFileSync(path.join(sandbox.configDir, 'models.json'), JSON.stringify(models));
    }
  },

  command(input) {
    // The prompt on stdin, which `-p` reads (trimmed), never in argv: there a skill would read it from
    // /proc/PID/cmdline (docs/security.md), and pi, which has no `--`, would take a prompt starting with
    // "-" for an option and one starting with "@" for a file.
    return {
      args: ['--mode', 'json', '-p', ...QUIET, ...modelArgs(input)],
      env: environment(input),
      stdin: input.prompt,
    };
  },

  passEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY', ...PROXY_ENV],
  credentialEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'],

  discoveryProbe: {
    args: (input) => ['--mode', 'rpc', ...QUIET, ...modelArgs(input)],
    stdin: '{"id":"caliper","type":"get_commands"}\n',
  },

  transcriptExport: undefined,

  explicit: { invocation: (skill) => `/skill:${skill}` },

  versionArgs: ['--version'],
};

function modelArgs(input: CommandInput): string[] {
  if (input.endpoint.baseUrl) return ['--provider', PROVIDER, '--model', input.endpoint.model ?? 'scripted-model'];
  return input.endpoint.model ? ['--model', input.endpoint.model] : [];
}

function environment(input: CommandInput): Record<string, string> {
  return {
    PI_CODING_AGENT_DIR: input.sandbox.configDir,
    PI_OFFLINE: '1',
    PI_SKIP_VERSION_CHECK: '1',
    PI_TELEMETRY: '0',
  };
}
