import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { withArgs } from '../shared/resume.js';
import type { AgentRun } from '../agent.js';
import { installedSkillNames, unlessInstalled } from '../../eval/discovery/bundledSkills.js';
import { PROXY_ENV } from '../shared/proxyEnv.js';
import { CLAUDE_MCP_CONFIG } from './mcp.js';
import { blankPaths, type WorkFolderBlank, writeBlanks } from '../shared/workFolderBlanks.js';

/**
 * The work folder's project and local settings, a fixture's, blanked: their `env` could set ANTHROPIC_BASE_URL and a
 * hook serve a model of the pull request's own in the sandbox, and the CLI's real transcript would then say what that
 * model chose (docs/security.md). Not `--setting-sources user`: that also drops the project's skills, which a
 * fixture brings as a real project does (`chosenOutside`).
 */
const PROJECT_SETTINGS_BLANKS: readonly WorkFolderBlank[] = [
  [path.join('.claude', 'settings.json'), '{}\n'],
  [path.join('.claude', 'settings.local.json'), '{}\n'],
];

/**
 * Claude Code (`@anthropic-ai/claude-code`), headless with `-p … --output-format stream-json`.
 * Skills are installed in user scope, `$CLAUDE_CONFIG_DIR/skills/<name>/`: a native root that is fresh
 * per trial and outside the working folder. Activation is a `Skill` tool call whose result succeeded.
 */
export const claudeCodeRun: AgentRun = {
  install: { registry: 'npm', package: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // CLAUDE_CONFIG_DIR: settings, memory, commands, plugins and session state. (`agents/` is not here: a
  // plugin's agents are loaded as agents by a plugin install too.)
  configNames: [
    'settings.json',
    'settings.local.json',
    '.claude.json',
    '.credentials.json',
    'CLAUDE.md',
    'commands',
    'output-styles',
    'plugins',
    'projects',
    'rules',
    'skills',
    'keybindings.json',
  ],

  // The endpoint and key travel in the environment; the settings only turn off what it ships.
  configure(sandbox) {
    writeFileSync(
      path.join(sandbox.configDir, 'settings.json'),
      `${JSON.stringify(claudeSettings(installedSkillNames(claudeCodeRun.skillsRoot(sandbox))), null, 2)}\n`,
    );
    writeBlanks(sandbox.workDir, PROJECT_SETTINGS_BLANKS);
  },

  // Its settings name the endpoint's variables (`env`), hooks and plugins; the MCP config names the servers. The
  // work folder's settings, blanked by `configure`, stay blank.
  pinned: (sandbox) => [
    ...['settings.json', CLAUDE_MCP_CONFIG].map((name) => path.join(sandbox.configDir, name)),
    ...blankPaths(sandbox.workDir, PROJECT_SETTINGS_BLANKS),
  ],

  command({ sandbox, prompt, endpoint, maxTurns, pluginRoot }) {
    const args = [
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--max-turns',
      String(maxTurns),
      '--dangerously-skip-permissions',
    ];
    if (endpoint.model) args.push('--model', endpoint.model);
    // The prompt goes on stdin (`-p` with no prompt argument reads it), never in argv: a skill would read
    // it from /proc/PID/cmdline and could tell its should-not cases apart (docs/security.md). Not `-p -`:
    // older versions sent "-\n" before the prompt, which killed slash expansion.
    const env: Record<string, string> = {
      CLAUDE_CONFIG_DIR: sandbox.configDir,
      // We are root inside the user namespace; bypassing permissions needs this there.
      IS_SANDBOX: '1',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_TELEMETRY: '1',
      DISABLE_AUTOUPDATER: '1',
      DISABLE_ERROR_REPORTING: '1',
      DISABLE_NON_ESSENTIAL_MODEL_CALLS: '1',
      // Its default is 10 retries with back-off (minutes against a dead endpoint); caliper retries
      // transient faults itself, with a fresh sandbox.
      CLAUDE_CODE_MAX_RETRIES: '2',
      // Its bundled skills share the listing with the ones under test (as the other CLIs' are turned off);
      // what this leaves listed, settings.json turns off (claudeSettings).
      CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1',
    };
    // Claude Code writes a plugin's root into its skills' text; a skill installed in user scope keeps
    // the variable as written, so its commands read it from the environment, set to where caliper put
    // the plugin's files.
    if (pluginRoot !== undefined) env.CLAUDE_PLUGIN_ROOT = pluginRoot;
    if (endpoint.baseUrl) env.ANTHROPIC_BASE_URL = endpoint.baseUrl;
    if (endpoint.apiKey) env.ANTHROPIC_API_KEY = endpoint.apiKey;
    return { args, env, stdin: prompt };
  },

  passEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'ANTHROPIC_AUTH_TOKEN', ...PROXY_ENV],

  credentialEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN'],

  // Its `system/init` event lists the skills.
  discoveryProbe: undefined,

  transcriptExport: undefined,

  explicit: { invocation: (skill) => `/${skill}` },

  // The first run's command with --continue: the most recent conversation of this working folder.
  resume: (input) => withArgs(claudeCodeRun.command(input), '--continue'),

  versionArgs: ['--version'],
};

/**
 * What 2.1.332 lists beside the installed skills with CLAUDE_CODE_DISABLE_BUNDLED_SKILLS=1 (its
 * `system/init` skills): `plugin-authoring`, the skill of the built-in plugin
 * `cc-plugin-plugin-authoring@builtin` (the variable covers bundled skills, not built-in plugins; it is
 * offered to the model), and `doctor`, a built-in command listed as a skill (hidden from the model).
 * The plugin is turned off as a plugin; `doctor` only by a per-name `skillOverrides` entry, which would
 * hide an installed skill of that name too, so it is left out when one is installed (that skill is then
 * the one listed). __tests__/e2e/bundledSkills.test.ts checks the listing holds exactly the installed set.
 */
export const CLAUDE_BUILTIN_SKILL_PLUGINS = ['plugin-authoring@builtin'] as const;
export const CLAUDE_BUILTIN_LISTED_SKILLS = ['doctor'] as const;

export function claudeSettings(installed: ReadonlySet<string>): {
  enabledPlugins: Record<string, boolean>;
  skillOverrides: Record<string, 'off'>;
} {
  return {
    enabledPlugins: Object.fromEntries(CLAUDE_BUILTIN_SKILL_PLUGINS.map((id) => [id, false])),
    skillOverrides: Object.fromEntries(
      unlessInstalled(CLAUDE_BUILTIN_LISTED_SKILLS, installed).map((name) => [name, 'off' as const]),
    ),
  };
}
