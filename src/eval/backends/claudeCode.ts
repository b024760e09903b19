import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { installedSkillNames, unlessInstalled } from '../discovery/bundledSkills.js';
import { readSessionLogs } from './sessionLogs.js';
import type { Backend, ToolCall, Transcript, TranscriptParse } from './backend.js';
import { runError } from './providerFaults.js';
import { parseJsonLines } from './jsonLines.js';
import { skillToolActivations } from './skillTool.js';

/**
 * Claude Code (`@anthropic-ai/claude-code`), headless with `-p … --output-format stream-json`.
 * Skills are installed in user scope, `$CLAUDE_CONFIG_DIR/skills/<name>/`: a native root that is fresh
 * per trial and outside the working folder. Activation is a `Skill` tool call whose result succeeded.
 */
export const claudeCode: Backend = {
  name: 'claude-code',
  install: { registry: 'npm', package: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // CLAUDE_CONFIG_DIR: settings, memory, commands, plugins and session state. (`agents/` is not here: a
  // plugin's agents are loaded as agents by a plugin install too.)
  configNames: ['settings.json', 'settings.local.json', '.claude.json', '.credentials.json', 'CLAUDE.md', 'commands', 'output-styles', 'plugins', 'projects', 'rules', 'skills', 'keybindings.json'],

  // The endpoint and key travel in the environment; the settings only turn off what it ships.
  configure(sandbox) {
    writeFileSync(path.join(sandbox.configDir, 'settings.json'), `${JSON.stringify(claudeSettings(installedSkillNames(claudeCode.skillsRoot(sandbox))), null, 2)}\n`);
  },

  command({ sandbox, prompt, endpoint, maxTurns, pluginRoot }) {
    const args = ['-p', '--output-format', 'stream-json', '--verbose', '--max-turns', String(maxTurns), '--dangerously-skip-permissions'];
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

  passEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'ANTHROPIC_AUTH_TOKEN', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],

  credentialEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN'],

  parseTranscript: parseClaudeTranscript,

  // Its `system/init` event lists the skills.
  discoveryProbe: undefined,

  transcriptExport: undefined,

  activatedSkills: (transcript) => skillToolActivations(transcript, 'Skill', 'skill'),

  explicit: {
    invocation: (skill) => `/${skill}`,
    // stream-json does not show a slash command's expansion; the session log does, as a meta user
    // message "Base directory for this skill: <dir>" carrying the body.
    loadedSkills: (sandbox) => expandedSkills(readSessionLogs(sandbox.root, path.join(sandbox.configDir, 'projects'))),
  },

  versionArgs: ['--version'],
  parseVersion: (stdout) => /(\d+\.\d+\.\d+)/.exec(stdout)?.[1],
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

export function claudeSettings(installed: ReadonlySet<string>): { enabledPlugins: Record<string, boolean>; skillOverrides: Record<string, 'off'> } {
  return {
    enabledPlugins: Object.fromEntries(CLAUDE_BUILTIN_SKILL_PLUGINS.map((id) => [id, false])),
    skillOverrides: Object.fromEntries(unlessInstalled(CLAUDE_BUILTIN_LISTED_SKILLS, installed).map((name) => [name, 'off' as const])),
  };
}

interface ContentBlock {
  type?: string;
  id?: string;
  name?: string;
  input?: unknown;
  text?: string;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}

/**
 * Claude Code's `result.is_error`: transient for a status of the provider's (`api_error_status`) that
 * passes, and for its words for a provider that is busy or a connection that dropped ("API Error:
 * Connection dropped (ECONNRESET)", "Request timed out", "Overloaded").
 */
export function claudeRunError(text: string, status: number | undefined) {
  return runError(status ? `${text} (HTTP ${status})` : text, { ...(status !== undefined && { status }), transient: /overloaded|rate.?limit|Unable to connect|Connection (?:dropped|error)|Request timed out|API Error: (?:terminated|Premature close)/i.test(text) });
}

export function parseClaudeTranscript(stdout: string): TranscriptParse {
  const lines = parseJsonLines(stdout);
  if (!lines.ok) return lines;
  const t: Transcript = {
    discoveredSkills: undefined,
    toolCalls: [],
    finalAnswer: undefined,
    model: undefined,
    cliVersion: undefined,
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    error: undefined,
  };
  const calls = new Map<string, ToolCall>();
  let lastText: string | undefined;

  for (const event of lines.values as Record<string, unknown>[]) {
    const message = event.message as { content?: unknown } | undefined;
    const blocks = Array.isArray(message?.content) ? (message.content as ContentBlock[]) : [];
    switch (event.type) {
      case 'system':
        if (event.subtype === 'init') {
          if (Array.isArray(event.skills)) t.discoveredSkills = event.skills.filter((s): s is string => typeof s === 'string');
          if (typeof event.model === 'string') t.model = event.model;
          if (typeof event.claude_code_version === 'string') t.cliVersion = event.claude_code_version;
        }
        break;
      case 'assistant':
        for (const block of blocks) {
          if (block.type === 'tool_use' && typeof block.id === 'string' && typeof block.name === 'string') {
            const call: ToolCall = { id: block.id, name: block.name, input: block.input, result: undefined };
            calls.set(block.id, call);
            t.toolCalls.push(call);
          } else if (block.type === 'text' && typeof block.text === 'string') {
            lastText = block.text;
          }
        }
        break;
      case 'user':
        for (const block of blocks) {
          if (block.type !== 'tool_result' || typeof block.tool_use_id !== 'string') continue;
          const call = calls.get(block.tool_use_id);
          if (call) call.result = { ok: block.is_error !== true, text: contentText(block.content) };
        }
        break;
      case 'result': {
        const usage = event.usage as Record<string, number> | undefined;
        if (usage) {
          t.usage.inputTokens = (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0);
          t.usage.outputTokens = usage.output_tokens ?? 0;
        }
        if (typeof event.total_cost_usd === 'number') t.usage.costUsd = event.total_cost_usd;
        if (typeof event.result === 'string') t.finalAnswer = event.result;
        // 2.1.332 marks running out of turns `is_error` (and exits 1); it is the agent's result all the same.
        if (event.subtype === 'error_max_turns') t.outOfTurns = true;
        else if (event.is_error === true) {
          const status = typeof event.api_error_status === 'number' ? event.api_error_status : undefined;
          const text = typeof event.result === 'string' ? event.result : String(event.subtype ?? 'error');
          t.error = claudeRunError(text, status);
        } else if (event.subtype && event.subtype !== 'success') {
          t.error = { message: `Claude Code stopped: ${String(event.subtype)}`, transient: false };
        }
        break;
      }
    }
  }
  t.finalAnswer ??= lastText;
  return { ok: true, transcript: t };
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((c) => (typeof c?.text === 'string' ? c.text : '')).join('');
  return '';
}

const EXPANSION_PREFIX = 'Base directory for this skill: ';

/** Skills whose body Claude Code expanded into a user message, from session-log lines. */
export function expandedSkills(lines: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines as { type?: string; message?: { role?: string; content?: unknown } }[]) {
    if (line?.type !== 'user' || line.message?.role !== 'user') continue;
    const text = contentText(line.message.content);
    if (!text.startsWith(EXPANSION_PREFIX)) continue;
    const dir = text.slice(EXPANSION_PREFIX.length).split('\n', 1)[0]!.trim();
    names.add(path.basename(dir));
  }
  return names;
}
