import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withArgs } from '../shared/resume.js';
import type { AgentRun } from '../agent.js';
import { installedSkillNames, unlessInstalled } from '../../eval/discovery/bundledSkills.js';
import { PROXY_ENV } from '../shared/proxyEnv.js';
import { OPENCODE_MCP_CONFIG } from './mcp.js';

/**
 * OpenCode (`opencode-ai`), headless with `opencode run --format json`. Skills go in
 * `$XDG_CONFIG_HOME/opencode/skills/<name>/` with XDG_CONFIG_HOME fresh per trial, and its scans of
 * `.claude/` and `.agents/` are off (src/agents/opencode/transcript.ts reads its run).
 */
const PROVIDER = 'caliper';

export const opencodeRun: AgentRun = {
  install: { registry: 'npm', package: 'opencode-ai', version: '1.18.33', bin: 'opencode' },
  // Without rg its skill tool fails (it tries to download ripgrep): a skill would look unloadable.
  requiresOnPath: ['rg'],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'opencode', 'skills'),

  // ~/.config/opencode: its config, instructions, commands, plugins (and their package.json), tools and modes.
  configNames: [
    'opencode.json',
    'opencode.jsonc',
    'config.json',
    'AGENTS.md',
    'command',
    'commands',
    'plugin',
    'plugins',
    'tool',
    'tools',
    'mode',
    'modes',
    'themes',
    'skills',
    'package.json',
    'node_modules',
  ],

  configure(sandbox, endpoint) {
    mkdirSync(path.join(sandbox.configDir, 'opencode'), { recursive: true });
    writeFileSync(
      path.join(sandbox.configDir, 'opencode', 'opencode.json'),
      JSON.stringify(
        opencodeConfig(
          endpoint.baseUrl,
          endpoint.apiKey,
          endpoint.model,
          installedSkillNames(opencodeRun.skillsRoot(sandbox)),
        ),
        null,
        2,
      ),
    );
  },

  // Its provider (baseURL), permissions and MCP servers, read again by each turn's `--continue`.
  pinned: (sandbox) =>
    ['opencode.json', OPENCODE_MCP_CONFIG].map((name) => path.join(sandbox.configDir, 'opencode', name)),

  command({ sandbox, prompt, endpoint }) {
    const args = ['run', '--format', 'json', '--title', 'caliper trial'];
    if (endpoint.baseUrl) args.push('--model', `${PROVIDER}/${endpoint.model ?? 'scripted-model'}`);
    else if (endpoint.model) args.push('--model', endpoint.model);
    // A prompt argument reaches the model wrapped in quotes; on stdin (then closed) it arrives as written.
    return { args, env: environment(sandbox.configDir), stdin: prompt };
  },

  passEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY', ...PROXY_ENV],
  credentialEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'],

  discoveryProbe: { args: () => ['debug', 'skill'], stdin: '' },
  transcriptExport: undefined,

  // `opencode run "/name"` sends the text as is; only `--command name` expands, and only its database records it.
  explicit: undefined,

  resume: (input) => withArgs(opencodeRun.command(input), '--continue'),

  versionArgs: ['--version'],
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
    // Only caliper's config: a fixture's `opencode.json` is merged over it, and its provider's baseURL wins
    // (a model of the pull request's own, serving in the sandbox; docs/security.md).
    OPENCODE_DISABLE_PROJECT_CONFIG: '1',
    OPENCODE_EXPERIMENTAL_DISABLE_FILEWATCHER: '1',
    // Install exactly where the run says: not also from `.claude/skills` or `.agents/skills`.
    OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
    OPENCODE_DISABLE_CLAUDE_CODE_SKILLS: '1',
  };
}

export function opencodeConfig(
  baseUrl: string | undefined,
  apiKey: string | undefined,
  model: string | undefined,
  installed: ReadonlySet<string> = new Set(),
): object {
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
    permission: {
      '*': 'allow',
      skill: {
        '*': 'allow',
        ...Object.fromEntries(unlessInstalled(['customize-opencode'], installed).map((n) => [n, 'deny'])),
      },
    },
    autoupdate: false,
    share: 'disabled',
    // Its undo history: a git repository of the work tree, written at every step (~20 git runs a trial).
    snapshot: false,
  };
}
