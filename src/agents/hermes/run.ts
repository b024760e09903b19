import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentRun } from '../agent.js';
import { scriptLauncher } from '../../eval/sandbox/scriptLauncher.js';
import { USAGE_FILE } from './transcript.js';
import { PROXY_ENV } from '../shared/proxyEnv.js';

/**
 * Hermes Agent (PyPI `hermes-agent`), headless with `hermes -z`. Skills go in `$HERMES_HOME/skills/<name>/`
 * (it reads no project folder), fresh per trial. `-z` prints only the answer and exits 0 even when every
 * model call failed, so the transcript is `hermes sessions export` afterwards and the verdict is the
 * usage file's `failed` (src/agents/hermes/transcript.ts).
 */

/** What `hermes sessions export - --format jsonl` does (hermes_cli/main.py), without loading the CLI. */
const EXPORT_SESSIONS =
  'import json\nfrom hermes_state import SessionDB\nfor s in ' +
  'SessionDB().export_all():\n    print(json.dumps(s, ' +
  'ensure_ascii=False))\n';

/**
 * `hermes -z PROMPT` with the prompt read from stdin: `-z` takes it only as an argument, where any process
 * of the trial reads it from /proc/PID/cmdline (docs/security.md). Python's sys.argv is not that argv.
 */
const ONESHOT_FROM_STDIN =
  "import sys\nfrom hermes_cli.main import main\nsys.argv = ['hermes', " +
  "'-z', sys.stdin.buffer.read().decode('utf-8'), " +
  '*sys.argv[1:]]\nsys.exit(main())\n';

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
    `caliper starts Hermes through the Python its \`hermes\` script names, ` +
      `to give it the prompt on stdin (in argv every process of the trial ` +
      `reads it); ${what}. ` +
      'Reinstall it with `caliper install hermes`, or name with `--cli hermes=PATH` the `hermes` script pip installed.',
  );
}

export const hermesRun: AgentRun = {
  install: { registry: 'pypi', package: 'hermes-agent', version: '0.19.0', bin: 'hermes' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // HERMES_HOME: config, secrets, persona, memories, hooks, plugins, cron jobs and state.
  configNames: [
    'config.yaml',
    '.env',
    'SOUL.md',
    'auth.json',
    'skills',
    'memories',
    'hooks',
    'plugins',
    'cron',
    'sessions',
    'state.db',
    '.no-bundled-skills',
  ],

  configure(sandbox, endpoint, passed = {}) {
    writeFileSync(
      path.join(sandbox.configDir, 'config.yaml'),
      hermesConfig(endpoint.baseUrl, endpoint.apiKey, endpoint.model, hermesProvider(passed)),
    );
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

  passEnv: ['OPENROUTER_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'NOUS_API_KEY', ...PROXY_ENV],
  credentialEnv: ['OPENROUTER_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'NOUS_API_KEY'],

  discoveryProbe: undefined,
  transcriptExport: {
    command(_input, executable) {
      // `hermes sessions export - --format jsonl` prints these very bytes, but starts the whole CLI
      // (~3x the CPU) to do it: a second CLI start per trial.
      const python = hermesPython(executable);
      // -I: isolated, so a `hermes_state.py` the agent left in the working folder (Python's first import
      // path) or a PYTHONPATH cannot stand in for Hermes' own module and print a forged session.
      return python
        ? { program: python.program, args: [...python.args, '-I', '-c', EXPORT_SESSIONS] }
        : { program: executable, args: ['sessions', 'export', '-', '--format', 'jsonl'] };
    },
  },

  // Headless Hermes sends `/name` to the model as text; only the interactive REPL expands it.
  explicit: undefined,

  versionArgs: ['--version'],
  versionEnv: (home) => ({ HERMES_HOME: path.join(home, '.hermes') }),
};

/**
 * The provider of the first key the user set, in the order of `credentialEnv`, each to its own API:
 * Hermes's automatic choice would send an OPENAI_API_KEY to OpenRouter. Named in config.yaml because
 * `--model` alone lets Hermes 0.19.0 switch to another provider that lists the model
 * (`anthropic/claude-sonnet-4.6` chose GMI Cloud).
 */
export function hermesProvider(passed: Readonly<Record<string, string>>): string | undefined {
  const provider: Record<string, string> = {
    OPENROUTER_API_KEY: 'openrouter',
    OPENAI_API_KEY: 'openai-api',
    ANTHROPIC_API_KEY: 'anthropic',
    NOUS_API_KEY: 'nous',
  };
  const key = hermesRun.credentialEnv.find((name) => passed[name]);
  return key === undefined ? undefined : provider[key];
}

export function hermesConfig(
  baseUrl: string | undefined,
  apiKey: string | undefined,
  model: string | undefined,
  provider?: string,
): string {
  const lines: string[] = [];
  if (baseUrl) {
    lines.push(
      'model:',
      '  provider: custom',
      `  base_url: ${JSON.stringify(`${baseUrl.replace(/\/$/, '')}/v1`)}`,
      `  default: ${JSON.stringify(model ?? 'scripted-model')}`,
    );
    // Hermes does not send OPENAI_API_KEY to a loopback endpoint; the key must be in the config.
    if (apiKey) lines.push(`  api_key: ${JSON.stringify(apiKey)}`);
    // A known context length spares a metadata lookup on openrouter.ai.
    lines.push('  context_length: 131072');
  } else if (provider || model) {
    lines.push(
      'model:',
      ...(provider ? [`  provider: ${JSON.stringify(provider)}`] : []),
      ...(model ? [`  default: ${JSON.stringify(model)}`] : []),
    );
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
