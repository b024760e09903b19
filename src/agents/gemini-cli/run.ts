import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blankPaths, type WorkFolderBlank, writeBlanks } from '../shared/workFolderBlanks.js';
import { withArgs } from '../shared/resume.js';
import type { AgentRun } from '../agent.js';
import { installedSkillNames, unlessInstalled } from '../../eval/discovery/bundledSkills.js';
import { PROXY_ENV } from '../shared/proxyEnv.js';

/**
 * Gemini CLI (`@google/gemini-cli`), headless with `-p … --output-format stream-json`. Skills go in
 * `$GEMINI_CLI_HOME/.gemini/skills/<name>/`, fresh per trial. Activation is an `activate_skill` call
 * whose result succeeded. Its stream does not list skills, so `gemini skills list` (no model call) does.
 */
export const geminiCliRun: AgentRun = {
  install: { registry: 'npm', package: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, '.gemini', 'skills'),

  // ~/.gemini: settings, memory, commands, extensions, policies and credentials. (`agents/`, as for Claude Code.)
  configNames: [
    'settings.json',
    'GEMINI.md',
    'commands',
    'extensions',
    'policies',
    'skills',
    'oauth_creds.json',
    'trustedFolders.json',
    'installation_id',
    'tmp',
    'history',
  ],

  configure(sandbox, _endpoint, _passed, maxTurns) {
    mkdirSync(path.join(sandbox.configDir, '.gemini'), { recursive: true });
    writeFileSync(
      path.join(sandbox.configDir, '.gemini', 'settings.json'),
      JSON.stringify(geminiSettings(installedSkillNames(geminiCliRun.skillsRoot(sandbox)), maxTurns)),
    );
    writeBlanks(sandbox.workDir, WORKSPACE_BLANKS);
  },

  // Its tools, hooks, MCP servers and turn limit, read again by each turn's `--resume`; and the work folder's blanks.
  pinned: (sandbox) => [
    path.join(sandbox.configDir, '.gemini', 'settings.json'),
    ...blankPaths(sandbox.workDir, WORKSPACE_BLANKS),
  ],

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

  passEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GEMINI_BASE_URL', ...PROXY_ENV],
  credentialEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],

  discoveryProbe: { args: () => ['skills', 'list'], stdin: '' },
  transcriptExport: undefined,

  // `-p` sends `/name` to the model as text: only the interactive UI expands it.
  explicit: undefined,

  resume: (input) => withArgs(geminiCliRun.command(input), '--resume', 'latest'),

  versionArgs: ['--version'],
  versionEnv: (home) => ({ GEMINI_CLI_HOME: home }),
};

/**
 * What it reads from the work folder, a fixture's or the agent's, blanked: `.gemini/settings.json` is merged over
 * caliper's (hooks and a tool discovery command run as the CLI, MCP servers); the first `.gemini/.env` or `.env`
 * up from it sets any variable not set (HTTPS_PROXY: where its model requests go). With an empty `.gemini/.env`
 * there it looks no further. Folder trust cannot do this: an untrusted folder also loses --yolo and the shell.
 */
const WORKSPACE_BLANKS: readonly WorkFolderBlank[] = [
  [path.join('.gemini', 'settings.json'), '{}\n'],
  [path.join('.gemini', '.env'), ''],
];

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
