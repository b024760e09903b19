import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readTrialText } from '../../util/trialFiles.js';
import { scriptLauncher } from '../sandbox/scriptLauncher.js';
import type { SandboxPaths } from '../sandbox/paths.js';
import type { Backend, ToolCall, Transcript, TranscriptParse } from './backend.js';
import { runError } from './providerFaults.js';

/**
 * Hermes Agent (PyPI `hermes-agent`), headless with `hermes -z`. Skills go in `$HERMES_HOME/skills/<name>/`
 * (it reads no project folder), fresh per trial. `-z` prints only the answer and exits 0 even when every
 * model call failed, so the transcript is `hermes sessions export` afterwards and the verdict is the
 * usage file's `failed`. Activation is a `skill_view` of the skill whose result says `success: true`.
 */
const USAGE_FILE = 'caliper-usage.json';

/** What `hermes sessions export - --format jsonl` does (hermes_cli/main.py), without loading the CLI. */
const EXPORT_SESSIONS = 'import json\nfrom hermes_state import SessionDB\nfor s in SessionDB().export_all():\n    print(json.dumps(s, ensure_ascii=False))\n';

/**
 * `hermes -z PROMPT` with the prompt read from stdin: `-z` takes it only as an argument, where any process
 * of the trial reads it from /proc/PID/cmdline (docs/security.md). Python's sys.argv is not that argv.
 */
const ONESHOT_FROM_STDIN = "import sys\nfrom hermes_cli.main import main\nsys.argv = ['hermes', '-z', sys.stdin.buffer.read().decode('utf-8'), *sys.argv[1:]]\nsys.exit(main())\n";

/**
 * How to start the Python of Hermes' console script, whatever form pip gave it: `#!/venv/bin/python3`,
 * `#!/usr/bin/env python3`, or the `/bin/sh` launcher of a venv whose path is too long for a `#!` line.
 * Undefined when the executable is not a Python script.
 */
export function hermesPython(executable: string): { program: string; args: string[] } | undefined {
  const launcher = scriptLauncher(executable);
  if (!launcher || !/^python[\d.]*$/.test(path.basename(launcher.interpreter))) return undefined;
  const [program, ...args] = launcher.argv;
  return { program, args };
}

/** Every start of Hermes goes through its Python: no route puts the prompt in argv. */
function unstartable(executable: string | undefined): Error {
  const what = executable === undefined ? 'no executable was given' : `${executable} is not a Python console script`;
  return new Error(
    `caliper starts Hermes through the Python its \`hermes\` script names, to give it the prompt on stdin (in argv every process of the trial reads it); ${what}. ` +
      'Reinstall it with `caliper install hermes`, or name with `--cli hermes=PATH` the `hermes` script pip installed.',
  );
}

export const hermes: Backend = {
  name: 'hermes',
  install: { registry: 'pypi', package: 'hermes-agent', version: '0.19.0', bin: 'hermes' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // HERMES_HOME: config, secrets, persona, memories, hooks, plugins, cron jobs and state.
  configNames: ['config.yaml', '.env', 'SOUL.md', 'auth.json', 'skills', 'memories', 'hooks', 'plugins', 'cron', 'sessions', 'state.db', '.no-bundled-skills'],

  configure(sandbox, endpoint, passed = {}) {
    writeFileSync(path.join(sandbox.configDir, 'config.yaml'), hermesConfig(endpoint.baseUrl, endpoint.apiKey, endpoint.model, hermesProvider(passed)));
    // Bundled skills would share the listing; the PyPI wheel ships none today, the marker keeps it so.
    writeFileSync(path.join(sandbox.configDir, '.no-bundled-skills'), '');
  },

  command({ sandbox, prompt, executable }) {
    const options = ['--usage-file', path.join(sandbox.configDir, USAGE_FILE)];
    // -I, as for the export: a `hermes_cli` the fixtures put in the working folder is never imported.
    const python = executable === undefined ? undefined : hermesPython(executable);
    if (!python) throw unstartable(executable);
    return {
      program: python.program,
      args: [...python.args, '-I', '-c', ONESHOT_FROM_STDIN, ...options],
      stdin: prompt,
      env: {
        HERMES_HOME: sandbox.configDir,
        // Its defaults wait up to 30 min for a silent local server and retry 5 times; fail fast instead.
        HERMES_API_TIMEOUT: '240',
        HERMES_LOCAL_STREAM_STALE_TIMEOUT: '120',
        HERMES_STREAM_STALE_GIVEUP: '1',
        HERMES_DISABLE_LAZY_INSTALLS: '1',
      },
    };
  },

  passEnv: ['OPENROUTER_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'NOUS_API_KEY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
  credentialEnv: ['OPENROUTER_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'NOUS_API_KEY'],

  parseTranscript: parseHermesExport,
  discoveryProbe: undefined,
  transcriptExport: {
    command(_input, executable) {
      // `hermes sessions export - --format jsonl` prints these very bytes, but starts the whole CLI
      // (~3x the CPU) to do it: a second CLI start per trial.
      const python = hermesPython(executable);
      // -I: isolated, so a `hermes_state.py` the agent left in the working folder (Python's first import
      // path) or a PYTHONPATH cannot stand in for Hermes' own module and print a forged session.
      return python ? { program: python.program, args: [...python.args, '-I', '-c', EXPORT_SESSIONS] } : { program: executable, args: ['sessions', 'export', '-', '--format', 'jsonl'] };
    },
  },

  activatedSkills(transcript) {
    const names = new Set<string>();
    for (const call of transcript.toolCalls) {
      const input = (call.input ?? {}) as { name?: unknown; file_path?: unknown };
      // With file_path it reads one of the skill's files, after the skill was loaded.
      if (call.name !== 'skill_view' || !call.result?.ok || typeof input.name !== 'string' || input.file_path) continue;
      names.add(input.name.split('/').pop()!);
    }
    return names;
  },

  // Headless Hermes sends `/name` to the model as text; only the interactive REPL expands it.
  explicit: undefined,

  versionArgs: ['--version'],
  parseVersion: (out) => /Hermes Agent v(\d+\.\d+\.\d+)/.exec(out)?.[1],
};

/**
 * The provider of the first key the user set, in the order of `credentialEnv`, each to its own API:
 * Hermes's automatic choice would send an OPENAI_API_KEY to OpenRouter. Named in config.yaml because
 * `--model` alone lets Hermes 0.19.0 switch to another provider that lists the model
 * (`anthropic/claude-sonnet-4.6` chose GMI Cloud).
 */
export function hermesProvider(passed: Readonly<Record<string, string>>): string | undefined {
  const provider: Record<string, string> = { OPENROUTER_API_KEY: 'openrouter', OPENAI_API_KEY: 'openai-api', ANTHROPIC_API_KEY: 'anthropic', NOUS_API_KEY: 'nous' };
  const key = hermes.credentialEnv.find((name) => passed[name]);
  return key === undefined ? undefined : provider[key];
}

export function hermesConfig(baseUrl: string | undefined, apiKey: string | undefined, model: string | undefined, provider?: string): string {
  const lines: string[] = [];
  if (baseUrl) {
    lines.push('model:', '  provider: custom', `  base_url: ${JSON.stringify(`${baseUrl.replace(/\/$/, '')}/v1`)}`, `  default: ${JSON.stringify(model ?? 'scripted-model')}`);
    // Hermes does not send OPENAI_API_KEY to a loopback endpoint; the key must be in the config.
    if (apiKey) lines.push(`  api_key: ${JSON.stringify(apiKey)}`);
    // A known context length spares a metadata lookup on openrouter.ai.
    lines.push('  context_length: 131072');
  } else if (provider || model) {
    lines.push('model:', ...(provider ? [`  provider: ${JSON.stringify(provider)}`] : []), ...(model ? [`  default: ${JSON.stringify(model)}`] : []));
  }
  lines.push(
    'agent:',
    '  environment_probe: false',
    '  api_max_retries: 1',
    'security:',
    '  allow_lazy_installs: false',
    '  tirith_enabled: false',
    'memory:',
    '  nudge_interval: 0',
    'skills:',
    '  creation_nudge_interval: 0',
    'curator:',
    '  enabled: false',
    'model_catalog:',
    '  enabled: false',
    'auxiliary:',
    '  title_generation:',
    '    enabled: false',
    '',
  );
  return lines.join('\n');
}

interface HermesMessage {
  role?: string;
  content?: string | null;
  tool_calls?: { id?: string; function?: { name?: string; arguments?: string } }[];
  tool_call_id?: string;
}

interface HermesSession {
  model?: string;
  system_prompt?: string;
  messages?: HermesMessage[];
  input_tokens?: number;
  output_tokens?: number;
  cache_read_tokens?: number;
  estimated_cost_usd?: number | null;
}

const TRANSIENT = /overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|timed out|unresponsive|empty stream/i;

/** The session export (one JSON line per session; a fresh HERMES_HOME has the one run), plus the usage file. */
export function parseHermesExport(stdout: string, sandbox?: SandboxPaths, printed?: string): TranscriptParse {
  const lines = stdout.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) return { ok: false, reason: 'Hermes exported no session' };
  let session: HermesSession;
  try {
    session = JSON.parse(lines[lines.length - 1]!) as HermesSession;
  } catch {
    return { ok: false, reason: `the Hermes session export is not JSON (${JSON.stringify(lines[lines.length - 1]!.slice(0, 120))})` };
  }
  if (!Array.isArray(session.messages)) return { ok: false, reason: 'the Hermes session export has no messages' };
  const t: Transcript = {
    discoveredSkills: parseHermesIndex(session.system_prompt ?? '').map((s) => s.name),
    toolCalls: [],
    finalAnswer: undefined,
    model: session.model,
    cliVersion: undefined,
    usage: { inputTokens: (session.input_tokens ?? 0) + (session.cache_read_tokens ?? 0), outputTokens: session.output_tokens ?? 0, costUsd: session.estimated_cost_usd || undefined },
    error: undefined,
  };
  const calls = new Map<string, ToolCall>();
  for (const m of session.messages) {
    if (m.role === 'assistant') {
      for (const c of m.tool_calls ?? []) {
        let input: unknown = {};
        try {
          input = JSON.parse(c.function?.arguments ?? '{}');
        } catch {
          // keep {}
        }
        const call: ToolCall = { id: c.id ?? '', name: c.function?.name ?? '', input, result: undefined };
        calls.set(call.id, call);
        t.toolCalls.push(call);
      }
      if (typeof m.content === 'string' && m.content !== '') t.finalAnswer = m.content;
    } else if (m.role === 'tool') {
      const call = calls.get(m.tool_call_id ?? '');
      if (call) call.result = { ok: toolSucceeded(call.name, m.content ?? ''), text: m.content ?? '' };
    }
  }
  const usage = sandbox ? readUsage(sandbox) : undefined;
  if (usage?.failed === true || (sandbox && usage === undefined)) {
    // `-z` prints the failure as if it were the answer; the usage file says it was one. Its first line is
    // the error ("API call failed after 1 retries: peer closed connection …"); advice may follow it.
    const message = usage?.failure ?? printed?.trim().split('\n')[0] ?? 'the run failed';
    t.error = runError(message || 'the run failed', { transient: TRANSIENT.test(message) });
  }
  return { ok: true, transcript: t };
}

/** A skill_view (and most Hermes tools) answers JSON with `success`; a terminal call with `exit_code`. */
function toolSucceeded(tool: string, content: string): boolean {
  try {
    const v = JSON.parse(content) as { success?: boolean; exit_code?: number; error?: unknown };
    if (typeof v.success === 'boolean') return v.success;
    if (typeof v.exit_code === 'number') return v.exit_code === 0;
    return !v.error;
  } catch {
    return tool !== 'skill_view';
  }
}

function readUsage(sandbox: SandboxPaths): { failed?: boolean; failure?: string } | undefined {
  try {
    const text = readTrialText(sandbox.root, path.relative(sandbox.root, path.join(sandbox.configDir, USAGE_FILE)), 1024 * 1024);
    return text === undefined ? undefined : (JSON.parse(text) as { failed?: boolean; failure?: string });
  } catch {
    return undefined;
  }
}

/**
 * Its index: `<available_skills>` with `  category:` lines and `    - name: description` entries (Hermes
 * cuts descriptions at 60 characters, ending them with "..."); no block, no skills.
 */
export function parseHermesIndex(systemPrompt: string): { name: string; description: string }[] {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(systemPrompt)?.[1] ?? '';
  return [...block.matchAll(/^\s+- ([^:\n]+): ?(.*)$/gm)].map((m) => ({ name: m[1]!.trim(), description: m[2]! }));
}
